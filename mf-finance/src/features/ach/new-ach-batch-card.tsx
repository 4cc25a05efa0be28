import {
  Button,
  Card,
  CardContent,
  Checkbox,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { type AchFormat, achFormatLabels, achFormats, bankAccountLabel } from "api/contract";
import { useState } from "react";
import { formatDate, formatPAB, todayInPanama, useApiAction, useEndpoint } from "shared-ui";

/** The payables listed at once; the search (invoice number, supplier) finds any other. */
const PAYABLES_SHOWN = "200";

/**
 * 'Nuevo lote ACH': the payables due to tick (each paying its balance unless changed), the bank
 * account the money leaves from, the payment date and the file's layout. The API checks each
 * supplier's ACH details and each amount against the balance, and answers why in Spanish.
 */
export function NewAchBatchCard() {
  const [search, setSearch] = useState("");
  const payables = useEndpoint("listPayables", {
    query: { limit: PAYABLES_SHOWN, q: search.trim(), status: "open" },
  });
  const accounts = useEndpoint("listBankAccounts");
  const run = useApiAction();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [bankAccountId, setBankAccountId] = useState("");
  const [paymentDate, setPaymentDate] = useState(todayInPanama());
  const [format, setFormat] = useState<AchFormat>("banco_general");
  const [busy, setBusy] = useState(false);
  // Those a batch may pay: with a balance (pending, overdue or partly paid), filtered by the server.
  const due = payables.data ?? [];
  const selected = Object.entries(amounts).map(([payableId, amount]) => ({ payableId: Number(payableId), amount }));

  const toggle = (id: number, balance: string) =>
    setAmounts(({ [id]: current, ...rest }) => (current === undefined ? { ...rest, [id]: balance } : rest));

  async function create() {
    setBusy(true);
    const created = await run({
      endpoint: "createAchBatch",
      body: { bankAccountId, paymentDate, format, items: selected },
      success: { title: "Lote ACH creado" },
      failure: { description: "No se pudo crear el lote ACH." },
    });
    setBusy(false);
    if (created) setAmounts({});
  }

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Nuevo lote ACH
        </Typography>
        <TextField
          size="small"
          label="Buscar cuenta por pagar"
          placeholder="Factura o proveedor"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 1, minWidth: 280 }}
        />
        <Table size="small" aria-label="Cuentas por pagar pendientes">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Proveedor</TableCell>
              <TableCell>Factura</TableCell>
              <TableCell>Vence</TableCell>
              <TableCell align="right">Saldo</TableCell>
              <TableCell align="right">Monto a pagar</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {due.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  {payables.isLoading ? "Cargando..." : "No hay cuentas por pagar pendientes"}
                </TableCell>
              </TableRow>
            )}
            {due.map((payable) => {
              const amount = amounts[payable.id];
              const label = `${payable.supplierName ?? "Proveedor"} ${payable.invoiceNumber}`;
              return (
                <TableRow key={payable.id}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={amount !== undefined}
                      onChange={() => toggle(payable.id, payable.balanceAmount)}
                      slotProps={{ input: { "aria-label": `Pagar ${label}` } }}
                    />
                  </TableCell>
                  <TableCell>{payable.supplierName ?? "Proveedor Desconocido"}</TableCell>
                  <TableCell>{payable.invoiceNumber}</TableCell>
                  <TableCell>{formatDate(payable.dueDate)}</TableCell>
                  <TableCell align="right">{formatPAB(payable.balanceAmount)}</TableCell>
                  <TableCell align="right">
                    {amount !== undefined && (
                      <TextField
                        size="small"
                        value={amount}
                        onChange={(event) => setAmounts((all) => ({ ...all, [payable.id]: event.target.value }))}
                        slotProps={{ htmlInput: { inputMode: "decimal", "aria-label": `Monto de ${label}` } }}
                        sx={{ width: 130 }}
                      />
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 2, alignItems: { md: "center" } }}>
          <TextField
            select
            label="Cuenta de origen"
            value={bankAccountId}
            onChange={(event) => setBankAccountId(event.target.value)}
            sx={{ minWidth: 260 }}
          >
            {(accounts.data ?? [])
              .filter((account) => account.isActive)
              .map((account) => (
                <MenuItem key={account.id} value={String(account.id)}>
                  {bankAccountLabel(account)} ({account.accountNumber})
                </MenuItem>
              ))}
          </TextField>
          <TextField
            type="date"
            label="Fecha de pago"
            value={paymentDate}
            onChange={(event) => setPaymentDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            label="Formato del archivo"
            value={format}
            onChange={(event) => setFormat(event.target.value as AchFormat)}
            sx={{ minWidth: 220 }}
          >
            {achFormats.map((value) => (
              <MenuItem key={value} value={value}>
                {achFormatLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={create} disabled={busy || selected.length === 0}>
            {busy ? "Creando..." : `Crear lote (${selected.length})`}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
