import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { TableStateRows } from "./table-state-rows";

export type ListColumn = { label: string; align?: "right" };

/** One page of a list paged on the server (usePagedList's `pagination` gives all of it). */
export type ListPagination = {
  /** From 0. */
  page: number;
  rowsPerPage: number;
  /** The rows that match in all (X-Total-Count). */
  count: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  rowsPerPageOptions?: readonly number[];
};

/**
 * What a list screen hands its table: the rows and how their read went. usePagedList's result is
 * one as it is; a list the API answers whole passes `{ rows, isLoading, error, retry }`.
 */
export type ListState<Row> = {
  rows: readonly Row[];
  isLoading: boolean;
  error: unknown;
  /** 'Reintentar' after a failed read. */
  retry: () => void;
  /** One server page and its pager; without it, every row is shown. */
  pagination?: ListPagination;
};

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} de ${count}`;

const pagerButtonLabels = {
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
} as const;

/**
 * A list screen's table: its header, then a skeleton, the error with 'Reintentar', the empty
 * text, or the rows. With the list's pagination it shows one server page and MUI's pager in
 * Spanish under it ('Filas por página', '1–25 de 340'); without it, every row it is given.
 */
export function ListTable<Row>({
  columns,
  list,
  emptyMessage,
  renderRow,
  label,
}: {
  columns: readonly ListColumn[];
  list: ListState<Row>;
  emptyMessage: string;
  /** The table's accessible name, where a screen has more than one table. */
  label?: string;
  /** One <TableRow> with its key. */
  renderRow: (row: Row) => ReactNode;
}) {
  const { rows, isLoading, error, retry, pagination } = list;
  return (
    <>
      <TableContainer>
        <Table aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRows
              columns={columns.length}
              isLoading={isLoading}
              error={error}
              onRetry={retry}
              isEmpty={rows.length === 0}
              emptyMessage={emptyMessage}
            />
            {!isLoading && !error && rows.map((row) => renderRow(row))}
          </TableBody>
        </Table>
      </TableContainer>
      {pagination && (
        <TablePagination
          component="div"
          page={pagination.page}
          rowsPerPage={pagination.rowsPerPage}
          count={pagination.count}
          rowsPerPageOptions={[...(pagination.rowsPerPageOptions ?? ROWS_PER_PAGE_OPTIONS)]}
          onPageChange={(_event, next) => pagination.onPageChange(next)}
          onRowsPerPageChange={(event) => pagination.onRowsPerPageChange(Number(event.target.value))}
          labelRowsPerPage="Filas por página"
          labelDisplayedRows={displayedRows}
          getItemAriaLabel={(type) => pagerButtonLabels[type]}
          // On a phone the pager wraps rather than widening the page.
          sx={{ overflowX: "auto", "& .MuiTablePagination-toolbar": { flexWrap: "wrap", justifyContent: "flex-end" } }}
        />
      )}
    </>
  );
}
