import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { createContext, type ReactNode, useCallback, useContext, useId, useRef, useState } from "react";
import { pageSingleton } from "./page-singleton";

type ConfirmOptions = {
  /** 'Confirmar' by default. */
  title?: string;
  message: string;
  /** 'Eliminar' by default: confirmations in this app guard deletes (every delete asks first). */
  confirmLabel?: string;
};

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = pageSingleton("confirm-context", () => createContext<ConfirmFn | null>(null));

/** One confirmation dialog for the whole app; `useConfirm()` opens it and awaits the answer. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const titleId = useId();
  const messageId = useId();

  const confirm = useCallback<ConfirmFn>((next) => {
    // A second request while one is open answers the first with "no" rather than leaving it pending.
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => answer(false)}
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{options?.title ?? "Confirmar"}</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId}>{options?.message}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => answer(false)} color="inherit" variant="outlined">
            Cancelar
          </Button>
          <Button onClick={() => answer(true)} color="error" variant="contained">
            {options?.confirmLabel ?? "Eliminar"}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

/** `await confirm({ message })` → true when the user pressed the confirm button. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm() needs <ConfirmProvider> (mounted by AppProviders in the shell).");
  return confirm;
}
