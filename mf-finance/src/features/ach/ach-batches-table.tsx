import {
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type AchBatchRecord, type AchBatchStatus, achBatchStatusLabels, achFormatLabels } from "api/contract";
import {
  type BadgeTone,
  endpointPath,
  formatDate,
  formatPAB,
  StatusBadge,
  useApiAction,
  useConfirm,
  useDownload,
  useEndpoint,
} from "shared-ui";

const tones: Record<AchBatchStatus, BadgeTone> = { draft: "secondary", sent: "info", confirmed: "success" };

/** The batches, newest first: their file, 'Marcar como enviado' and deletion while a draft. */
export function AchBatchesTable() {
  const batches = useEndpoint("listAchBatches", { query: { limit: "100" } });
  const run = useApiAction();
  const confirm = useConfirm();
  const download = useDownload();

  async function markSent(batch: AchBatchRecord) {
    const agreed = await confirm({
      title: "Marcar como enviado",
      message: `Se registrará el pago de las ${batch.itemCount} cuentas por pagar del lote #${batch.id} por ${formatPAB(batch.total)}, con fecha ${formatDate(batch.paymentDate)}. El lote ya no se podrá cambiar.`,
      confirmLabel: "Marcar como enviado",
    });
    if (!agreed) return;
    await run({
      endpoint: "sendAchBatch",
      params: { id: batch.id },
      success: { title: "Lote marcado como enviado", description: "Los pagos quedaron registrados." },
      failure: { description: "No se pudo marcar el lote como enviado." },
    });
  }

  async function remove(batch: AchBatchRecord) {
    const agreed = await confirm({
      title: "Eliminar lote",
      message: `¿Eliminar el lote ACH #${batch.id} en borrador?`,
      confirmLabel: "Eliminar",
    });
    if (!agreed) return;
    await run({
      endpoint: "deleteAchBatch",
      params: { id: batch.id },
      success: { title: "Lote eliminado" },
      failure: { description: "No se pudo eliminar el lote." },
    });
  }

  const rows = batches.data ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Lotes ACH
        </Typography>
        <Table size="small" aria-label="Lotes ACH">
          <TableHead>
            <TableRow>
              <TableCell>Lote</TableCell>
              <TableCell>Fecha de pago</TableCell>
              <TableCell>Cuenta de origen</TableCell>
              <TableCell>Formato</TableCell>
              <TableCell>Pagos</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Estado</TableCell>
              <TableCell align="right">Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>{batches.isLoading ? "Cargando..." : "No hay lotes ACH"}</TableCell>
              </TableRow>
            )}
            {rows.map((batch) => (
              <TableRow key={batch.id}>
                <TableCell>#{batch.id}</TableCell>
                <TableCell>{formatDate(batch.paymentDate)}</TableCell>
                <TableCell>{batch.bankAccountName}</TableCell>
                <TableCell>{achFormatLabels[batch.format]}</TableCell>
                <TableCell>
                  {batch.items.map((item) => `${item.supplierName} ${item.invoiceNumber}`).join(", ")}
                </TableCell>
                <TableCell align="right">{formatPAB(batch.total)}</TableCell>
                <TableCell>
                  <StatusBadge label={achBatchStatusLabels[batch.status]} tone={tones[batch.status]} />
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
                    <Button
                      size="small"
                      onClick={() =>
                        download(
                          endpointPath("downloadAchBatchFile", { params: { id: batch.id } }),
                          `ach-lote-${batch.id}`,
                        )
                      }
                    >
                      Descargar archivo
                    </Button>
                    {batch.status === "draft" && (
                      <>
                        <Button size="small" variant="contained" onClick={() => markSent(batch)}>
                          Marcar como enviado
                        </Button>
                        <Button size="small" color="error" onClick={() => remove(batch)}>
                          Eliminar
                        </Button>
                      </>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
