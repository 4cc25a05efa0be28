import { Skeleton, Table, TableBody, TableCell, TableRow } from "@mui/material";

export type TableSkeletonProps = { rows?: number; columns: number };

/** Placeholder rows for inside an existing <TableBody>. */
export function TableSkeletonRows({ rows = 5, columns }: TableSkeletonProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // Rows never reorder: the index is a stable key here.
        <TableRow key={row}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** A whole table's worth of placeholders, shown while a list loads. */
export function TableSkeleton({ rows = 5, columns }: TableSkeletonProps) {
  return (
    <Table aria-busy="true" aria-label="Cargando">
      <TableBody>
        <TableSkeletonRows rows={rows} columns={columns} />
      </TableBody>
    </Table>
  );
}
