import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import {
  type BankAccountRecord,
  STATEMENT_FILE_FIELD,
  STATEMENT_FORMAT_FIELD,
  STATEMENT_MAPPING_FIELD,
  type StatementMapping,
  type StatementPreviewRecord,
} from "api/contract";
import { useEffect, useState } from "react";
import { formatDate, formatMoney, StatusBadge, useApiAction, useEndpoint } from "shared-ui";
import { blankMapping, StatementMappingFields } from "./statement-mapping-fields";

// 'Importar estado de cuenta' (api/docs/banking.md, "Statement import"): choose the file, map its
// columns (CSV and XLSX), preview what is new and the balance check, then import.

/** What the file is: a bank's statement (its format from the name), or Yappy's report of collections. */
type FileKind = "bank" | "yappy";

const usesMapping = (file: File | null, kind: FileKind) =>
  kind === "bank" && Boolean(file && /\.(csv|txt|xlsx)$/i.test(file.name));

type Props = { account: BankAccountRecord | null; onClose: () => void };

export function StatementImportDialog({ account, onClose }: Props) {
  const run = useApiAction();
  const saved = useEndpoint(account ? "statementMapping" : null, account ? { params: { id: account.id } } : undefined);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<FileKind>("bank");
  const [mapping, setMapping] = useState<StatementMapping>(blankMapping);
  const [preview, setPreview] = useState<StatementPreviewRecord | null>(null);
  const [busy, setBusy] = useState(false);

  // A new account, or its saved mapping read: start from that mapping.
  useEffect(() => {
    if (saved.data) setMapping(saved.data.mapping ?? blankMapping);
  }, [saved.data]);
  useEffect(() => {
    if (!account) {
      setFile(null);
      setPreview(null);
    }
  }, [account]);

  const body = () => {
    const form = new FormData();
    if (file) form.append(STATEMENT_FILE_FIELD, file);
    if (usesMapping(file, kind)) form.append(STATEMENT_MAPPING_FIELD, JSON.stringify(mapping));
    if (kind === "yappy") form.append(STATEMENT_FORMAT_FIELD, "yappy");
    return form;
  };

  async function showPreview() {
    if (!account || !file) return;
    setBusy(true);
    try {
      const answer = await run({
        endpoint: "previewStatement",
        params: { id: account.id },
        body: body(),
        failure: { title: "No se pudo leer el archivo", description: "Revise el archivo y la asignación de columnas." },
      });
      setPreview(answer ?? null);
    } finally {
      setBusy(false);
    }
  }

  async function confirmImport() {
    if (!account || !file) return;
    setBusy(true);
    try {
      const answer = await run({
        endpoint: "importStatement",
        params: { id: account.id },
        body: body(),
        success: { title: "Estado de cuenta importado" },
        failure: { title: "No se pudo importar", description: "Inténtelo de nuevo." },
      });
      if (answer) onClose();
    } finally {
      setBusy(false);
    }
  }

  const currency = account?.currency;
  return (
    <Dialog open={account !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Importar estado de cuenta</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {account ? `${account.bankName} - ${account.accountNumber}` : ""}. Archivos CSV, Excel (.xlsx) u OFX.
          </Typography>
          <TextField
            select
            size="small"
            label="Tipo de archivo"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as FileKind);
              setPreview(null);
            }}
            helperText={
              kind === "yappy"
                ? "Cada cobro entra con su comisión y el ITBMS de la comisión, que se registran como gastos bancarios"
                : undefined
            }
          >
            <MenuItem value="bank">Estado de cuenta del banco</MenuItem>
            <MenuItem value="yappy">Reporte de cobros de Yappy</MenuItem>
          </TextField>
          <Box>
            <Button variant="outlined" component="label">
              Elegir archivo
              <input
                hidden
                type="file"
                aria-label="Archivo del estado de cuenta"
                accept=".csv,.txt,.xlsx,.ofx,.qfx"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setPreview(null);
                }}
              />
            </Button>
            <Typography component="span" variant="body2" sx={{ ml: 2 }}>
              {file?.name ?? "Ningún archivo elegido"}
            </Typography>
          </Box>
          {usesMapping(file, kind) && saved.data && (
            <StatementMappingFields
              mapping={mapping}
              presets={saved.data.presets}
              onChange={(next) => {
                setMapping(next);
                setPreview(null);
              }}
            />
          )}
          {preview && <PreviewSummary preview={preview} currency={currency} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button onClick={() => void showPreview()} disabled={!file || busy}>
          Vista previa
        </Button>
        <Button variant="contained" onClick={() => void confirmImport()} disabled={!preview || busy}>
          Importar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewSummary({ preview, currency }: { preview: StatementPreviewRecord; currency?: string }) {
  const balanced = preview.difference === null || /^-?0\.00$/.test(preview.difference);
  return (
    <Stack spacing={1.5} data-testid="statement-preview">
      <Typography variant="subtitle1">
        {`${preview.newLines} nuevas, ${preview.existingLines} ya importadas`}
      </Typography>
      {preview.closingBalance !== null && (
        <Alert severity={balanced ? "success" : "warning"}>
          {`Saldo del estado: ${formatMoney(preview.closingBalance, currency)} · Saldo en libros: ${formatMoney(
            preview.ledgerBalance ?? "0.00",
            currency,
          )} · Diferencia: ${formatMoney(preview.difference ?? "0.00", currency)}`}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader aria-label="Vista previa del estado de cuenta">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Descripción</TableCell>
              <TableCell>Referencia</TableCell>
              <TableCell align="right">Monto</TableCell>
              <TableCell align="right">Saldo</TableCell>
              <TableCell>Estado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a preview's lines have no id, and their order is the file's.
              <TableRow key={index}>
                <TableCell>{formatDate(line.date)}</TableCell>
                <TableCell>{line.description}</TableCell>
                <TableCell>{line.reference ?? ""}</TableCell>
                <TableCell align="right">{formatMoney(line.amount, currency)}</TableCell>
                <TableCell align="right">{line.balance === null ? "" : formatMoney(line.balance, currency)}</TableCell>
                <TableCell>
                  <StatusBadge
                    label={line.isNew ? "Nueva" : "Ya importada"}
                    tone={line.isNew ? "success" : "secondary"}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
