import { Skeleton, TableCell, TableRow } from "@mui/material";

type TableSkeletonProps = { rows?: number; columns: number };

/** Placeholder rows for inside an existing <TableBody>. */
// Placeholders never reorder, so their position names them.
const placeholderKeys = (count: number) => Array.from({ length: count }, (_, index) => `placeholder-${index}`);

export function TableSkeletonRows({ rows = 5, columns }: TableSkeletonProps) {
  return (
    <>
      {placeholderKeys(rows).map((rowKey) => (
        <TableRow key={rowKey}>
          {placeholderKeys(columns).map((cellKey) => (
            <TableCell key={cellKey}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
