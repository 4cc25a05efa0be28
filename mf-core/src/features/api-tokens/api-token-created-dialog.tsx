import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import type { CreatedApiTokenRecord } from "api/contract";
import { useId } from "react";
import { useToast } from "shared-ui";

/**
 * The token, shown this once: the API answers it only when it is created and keeps only its hash.
 * Only 'Listo' closes the dialog, so a stray click outside it does not lose the token.
 */
export function ApiTokenCreatedDialog({
  created,
  onClose,
}: {
  created: CreatedApiTokenRecord | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const { toast } = useToast();

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: "Token copiado", variant: "success" });
    } catch {
      // No clipboard (an http page on another host, a denied permission): the field is selectable.
      toast({
        title: "No se pudo copiar",
        description: "Seleccione el token y cópielo manualmente.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog open={created !== null} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Token creado</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">
            Copie este token ahora y guárdelo en un lugar seguro: no se volverá a mostrar. Si lo pierde, revóquelo y
            cree otro.
          </Alert>
          <TextField
            label={`Token «${created?.name ?? ""}»`}
            value={created?.token ?? ""}
            fullWidth
            multiline
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace" } } }}
            onFocus={(event) => event.target.select()}
          />
          <DialogContentText variant="body2">
            La integración lo envía en cada solicitud en el encabezado <code>Authorization: Bearer &lt;token&gt;</code>.
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={<ContentCopyIcon />} onClick={copy}>
          Copiar
        </Button>
        <Button variant="contained" onClick={onClose}>
          Listo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
