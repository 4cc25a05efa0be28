import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

type EmptyStateProps = { message: string; action?: ReactNode };

/** What a list shows when it has nothing: 'No se encontraron clientes'. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Box sx={{ py: 6, px: 2, textAlign: "center" }}>
      <Typography color="text.secondary">{message}</Typography>
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
