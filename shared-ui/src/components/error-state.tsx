import { Alert, Button } from "@mui/material";

type ErrorStateProps = { message?: string; onRetry: () => void };

/** A read that failed, with a way to try again. */
export function ErrorState({ message = "No se pudieron cargar los datos.", onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2, alignItems: "center" }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Reintentar
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
