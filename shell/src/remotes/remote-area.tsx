import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { Component, type ReactNode, Suspense, useState } from "react";
import { type RemoteKey, remoteComponent } from "./remote-loader";

const remoteLabels: Record<RemoteKey, string> = {
  landing: "la página principal",
  core: "el sistema interno",
  finance: "el módulo financiero",
};

type BoundaryProps = { children: ReactNode; fallback: (error: Error) => ReactNode };
type BoundaryState = { error: Error | null };

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  componentDidCatch(error: Error) {
    console.error("Remote failed", error);
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function Loading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }} aria-label="Cargando módulo">
      <CircularProgress />
    </Box>
  );
}

/**
 * Renders a remote's exposed page (its main one, or `module`); a remote that cannot load only takes
 * its own area down.
 */
export function RemoteArea({ remote, module }: { remote: RemoteKey; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  const RemotePage = remoteComponent(remote, attempt, module);
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <Stack spacing={2} sx={{ py: 6, alignItems: "center" }} data-testid="remote-fallback">
          <Alert severity="error" sx={{ maxWidth: 560 }}>
            <Typography sx={{ fontWeight: 600 }}>No se pudo cargar {remoteLabels[remote]}.</Typography>
            <Typography variant="body2">
              Verifique su conexión e inténtelo de nuevo. El resto del sistema sigue disponible.
            </Typography>
          </Alert>
          <Button variant="contained" onClick={() => setAttempt((n) => n + 1)}>
            Reintentar
          </Button>
        </Stack>
      )}
    >
      <Suspense fallback={<Loading />}>
        <RemotePage />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
