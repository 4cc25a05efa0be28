import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { TableStateRows } from "shared-ui";

export type ListColumn = { label: string; align?: "right" };

/** A list screen's table: its header, then a skeleton, the error with 'Reintentar', the empty text, or the rows. */
export function ListTable<Row>({
  columns,
  rows,
  isLoading,
  error,
  onRetry,
  emptyMessage,
  renderRow,
}: {
  columns: readonly ListColumn[];
  rows: readonly Row[];
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyMessage: string;
  /** One <TableRow> with its key. */
  renderRow: (row: Row) => ReactNode;
}) {
  return (
    <TableContainer>
      <Table>
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
            onRetry={onRetry}
            isEmpty={rows.length === 0}
            emptyMessage={emptyMessage}
          />
          {!isLoading && !error && rows.map((row) => renderRow(row))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
