import { Alert, Box, Snackbar, type SnackbarCloseReason, Typography } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { pageSingleton } from "./page-singleton";
import { useSwipeToDismiss } from "./swipe-to-dismiss";

// One toast at a time, 5 s, F8 focuses the notifications region.
const TOAST_DURATION_MS = 5000;

type ToastVariant = "default" | "destructive" | "success";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; 5000 by default. */
  duration?: number;
};

type ToastApi = {
  toast: (options: ToastOptions) => void;
  /** Hides the visible toast, if any. */
  dismiss: () => void;
};

type ActiveToast = ToastOptions & { id: number };

// Exported for tests, which provide their own toast to see what a screen would show.
export const ToastContext = pageSingleton("toast-context", () => createContext<ToastApi | null>(null));

/** Mounted once by the shell (AppProviders); every remote shares it through shared-ui. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [open, setOpen] = useState(false);
  const nextId = useRef(0);
  const regionRef = useRef<HTMLElement>(null);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setCurrent({ ...options, id: nextId.current });
    setOpen(true);
  }, []);
  const dismiss = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8" && !event.altKey && !event.ctrlKey && !event.metaKey) regionRef.current?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  // The notices live in a container of their own at the end of <body>. An open dialog marks
  // the rest of the page aria-hidden; a notice shown then (a failed save) must still be
  // announced, so each new notice takes its container out of that hiding.
  // Made once mounted, not during the first render: the landing page is prerendered at build time
  // (no document) and hydrated, and a portal in the first browser render would not match that HTML.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement("div");
    document.body.appendChild(element);
    setContainer(element);
    return () => element.remove();
  }, []);
  useEffect(() => {
    if (current) container?.removeAttribute("aria-hidden");
  }, [current, container]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {container &&
        createPortal(
          <Box component="section" ref={regionRef} aria-label="Notificaciones" tabIndex={-1} sx={{ outline: "none" }}>
            {current && (
              // A new key per toast: a new toast replaces the visible one and restarts the timer.
              <ToastView
                key={current.id}
                toast={current}
                open={open}
                onClose={dismiss}
                onExited={() => setCurrent((c) => (c?.id === current.id ? null : c))}
              />
            )}
          </Box>,
          container,
        )}
    </ToastContext.Provider>
  );
}

type ToastViewProps = { toast: ActiveToast; open: boolean; onClose: () => void; onExited: () => void };

function ToastView({ toast, open, onClose, onExited }: ToastViewProps) {
  const { offset, handlers } = useSwipeToDismiss(onClose);
  const variant = toast.variant ?? "default";
  const destructive = variant === "destructive";
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.duration ?? TOAST_DURATION_MS}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      onClose={(_event, reason: SnackbarCloseReason) => {
        // A click elsewhere on the page must not hide the notice the user is reading.
        if (reason !== "clickaway") onClose();
      }}
      slotProps={{ transition: { onExited } }}
    >
      {/* The transition sets its own inline transform on this wrapper, so the swipe offset goes on the Alert. */}
      <Box sx={{ width: { xs: "100%", sm: 380 } }}>
        <Alert
          {...handlers}
          role={destructive ? "alert" : "status"}
          severity={destructive ? "error" : variant === "success" ? "success" : "info"}
          variant={destructive ? "filled" : "standard"}
          icon={variant === "default" ? false : undefined}
          onClose={onClose}
          sx={(theme) => ({
            boxShadow: theme.shadows[6],
            border: destructive ? undefined : `1px solid ${theme.palette.divider}`,
            touchAction: "pan-y",
            transform: offset ? `translateX(${offset}px)` : undefined,
            opacity: offset ? Math.max(0.3, 1 - offset / 200) : undefined,
            transition: offset ? "none" : "transform 150ms ease, opacity 150ms ease",
            ...(variant === "default" && { bgcolor: "background.paper", color: "text.primary" }),
          })}
        >
          <Typography component="div" variant="body2" sx={{ fontWeight: 700 }}>
            {toast.title}
          </Typography>
          {toast.description && (
            <Typography component="div" variant="body2" sx={{ mt: 0.25 }}>
              {toast.description}
            </Typography>
          )}
        </Alert>
      </Box>
    </Snackbar>
  );
}

/** `toast({ title, description, variant })` and `dismiss()` from the shared ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  // Missing provider usually means shared-ui is not a federation singleton in this build.
  if (!api) throw new Error("useToast() needs <ToastProvider> (mounted by AppProviders in the shell).");
  return api;
}
