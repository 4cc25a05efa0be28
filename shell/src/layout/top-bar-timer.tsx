import StopCircleIcon from "@mui/icons-material/StopCircle";
import TimerIcon from "@mui/icons-material/Timer";
import { Box, Button, IconButton, Tooltip, Typography } from "@mui/material";
import type { RunningTimerRecord } from "api/contract/time/time-entries";
import { lazy, Suspense, useEffect, useState } from "react";
import { useApiAction, useEndpoint } from "shared-ui";

// The form (shared-ui/forms, the project picker) loads only when the dialog is first opened.
const StartTimerDialog = lazy(() => import("./start-timer-dialog"));

/** Elapsed time as 'h:mm:ss'. */
export function formatElapsed(milliseconds: number): string {
  const seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/**
 * The time since the timer started, ticking every second. Counted on the server's clock (the answer's
 * `serverTime`), so a browser whose clock is off still shows the right time.
 */
function useElapsed(timer: RunningTimerRecord["timer"], serverTime: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const [skew, setSkew] = useState(0);
  useEffect(() => {
    if (serverTime) setSkew(new Date(serverTime).getTime() - Date.now());
  }, [serverTime]);
  useEffect(() => {
    if (!timer) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [timer]);
  return timer?.startedAt ? now + skew - new Date(timer.startedAt).getTime() : 0;
}

/**
 * The top bar's timer (api/docs/time.md, "Timer"): 'Iniciar temporizador' on a project, then the
 * elapsed time, the project and 'Detener'. The running timer lives in the database, so it is
 * there again after a reload or in another tab.
 */
export function TopBarTimer() {
  const { data } = useEndpoint("runningTimer");
  const timer = data?.timer ?? null;
  const elapsed = useElapsed(timer, data?.serverTime);
  const run = useApiAction();
  const [dialog, setDialog] = useState<"never" | "open" | "closed">("never");
  const [stopping, setStopping] = useState(false);

  const stop = async () => {
    setStopping(true);
    await run({
      endpoint: "stopTimer",
      success: { title: "Temporizador detenido", description: "Las horas quedaron registradas." },
      failure: { description: "No se pudo detener el temporizador. Inténtelo de nuevo." },
    });
    setStopping(false);
  };

  return (
    <>
      {timer ? (
        <Box
          role="status"
          aria-label="Temporizador en marcha"
          sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0, flexShrink: 1 }}
        >
          <TimerIcon color="primary" fontSize="small" aria-hidden />
          <Typography
            variant="body2"
            data-testid="timer-elapsed"
            sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 700 }}
          >
            {formatElapsed(elapsed)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: "none", sm: "block" }, maxWidth: 180 }}
            title={timer.description ?? timer.projectName}
          >
            {timer.projectName}
          </Typography>
          <Tooltip title="Detener temporizador">
            <span>
              <IconButton aria-label="Detener temporizador" color="error" onClick={stop} disabled={stopping}>
                <StopCircleIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      ) : (
        <Button
          variant="text"
          startIcon={<TimerIcon />}
          onClick={() => setDialog("open")}
          sx={{ whiteSpace: "nowrap", flexShrink: 0 }}
        >
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            Iniciar temporizador
          </Box>
          <Box component="span" sx={{ display: { xs: "inline", sm: "none" } }} aria-hidden>
            Iniciar
          </Box>
        </Button>
      )}
      {dialog !== "never" && (
        <Suspense fallback={null}>
          <StartTimerDialog open={dialog === "open"} onClose={() => setDialog("closed")} />
        </Suspense>
      )}
    </>
  );
}
