import { Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { type AchBatchRecord, type AchBatchStatus, achBatchStatusLabels, achFormatLabels } from "api/contract";
import {
  type BadgeTone,
  endpointPath,
  formatDate,
  formatPAB,
  type ListColumn,
  ListTable,
  StatusBadge,
  useApiAction,
  useConfirm,
  useDownload,
  usePagedList,
} from "shared-ui";

const tones: Record<AchBatchStatus, BadgeTone> = { draft: "secondary", sent: "info", confirmed: "success" };

const columns: ListColumn[] = [
  { label: "Lote" },
  { label: "Fecha de pago" },
  { label: "Cuenta de origen" },
  { label: "Formato" },
  { label: "Pagos" },
  { label: "Total", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

/** The batches, newest first: their file, 'Marcar como enviado' and deletion while a draft. */
export function AchBatchesTable() {
  const batches = usePagedList("listAchBatches", { rowsPerPage: 10 });
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

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Lotes ACH
        </Typography>
        <ListTable
          columns={columns}
          list={batches}
          emptyMessage="No hay lotes ACH"
          label="Lotes ACH"
          renderRow={(batch) => (
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
          )}
        />
      </CardContent>
    </Card>
  );
}
