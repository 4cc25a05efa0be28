import { TableCell, TableRow, Typography } from "@mui/material";
import { ErrorState } from "./error-state";
import { TableSkeletonRows } from "./table-skeleton";

type TableStateRowsProps = {
  columns: number;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  isEmpty: boolean;
  emptyMessage: string;
};

/**
 * What a table body shows instead of rows: a skeleton while loading, a Spanish error
 * with 'Reintentar' when the call failed, the empty message when nothing matches.
 * Renders nothing when there are rows to show.
 */
export function TableStateRows({ columns, isLoading, error, onRetry, isEmpty, emptyMessage }: TableStateRowsProps) {
  if (isLoading) return <TableSkeletonRows columns={columns} />;
  if (error) {
    return (
      <TableRow>
        <TableCell colSpan={columns}>
          <ErrorState onRetry={onRetry} />
        </TableCell>
      </TableRow>
    );
  }
  if (isEmpty) {
    return (
      <TableRow>
        <TableCell colSpan={columns}>
          <Typography color="text.secondary" sx={{ py: 5, textAlign: "center" }}>
            {emptyMessage}
          </Typography>
        </TableCell>
      </TableRow>
    );
  }
  return null;
}
