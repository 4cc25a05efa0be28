import { Alert, Button, Typography } from "@mui/material";
import { type RecurringInvoiceRecord, recurringInvoiceModeLabels, recurringInvoiceStatusLabels } from "api/contract";
import { DetailsDialog, formatDate, formatDateTime, StatusBadge, useEndpoint } from "shared-ui";
import { DocumentLinesSummary } from "../../common/document-lines/lines-table";
import { RecurringOccurrencesTable } from "./recurring-occurrences-table";
import { recurringStatusTone } from "./recurring-status-tone";
import { endText, scheduleText } from "./schedule-text";
import { useRecurringInvoiceActions } from "./use-recurring-invoice-actions";

/** Its next dates as the server computes them (a paused one's as if resumed today). */
function UpcomingDates({ template }: { template: RecurringInvoiceRecord }) {
  const { data } = useEndpoint("recurringInvoiceUpcoming", { params: { id: template.id }, query: { limit: "6" } });
  if (!data || template.status === "finished") return null;
  return (
    <Typography variant="body2" sx={{ mt: 2 }} aria-label="Próximas fechas">
      Próximas fechas: {data.dates.map((date) => formatDate(date)).join(", ")}
    </Typography>
  );
}

/** A template's details: its schedule and lines, its next dates and the invoices it made. */
export function RecurringInvoiceDetailsDialog({
  templateId,
  onEdit,
  onClose,
}: {
  templateId: number | null;
  onEdit: (template: RecurringInvoiceRecord) => void;
  onClose: () => void;
}) {
  const { data } = useEndpoint(templateId === null ? null : "getRecurringInvoice", {
    params: { id: templateId ?? 0 },
  });
  const { pause, resume } = useRecurringInvoiceActions();
  return (
    <DetailsDialog
      record={templateId !== null ? (data ?? null) : null}
      maxWidth="md"
      title={(template) => `Factura recurrente: ${template.title}`}
      items={(template) => [
        ["Cliente", template.clientName],
        ["Descripción", template.description],
        ["Frecuencia", scheduleText(template)],
        ["Inicio", formatDate(template.startDate)],
        ["Termina", endText(template)],
        ["Próxima factura", template.nextDate ? formatDate(template.nextDate) : "—"],
        ["Facturas creadas", String(template.generatedCount)],
        ["Al crear cada factura", recurringInvoiceModeLabels[template.mode]],
        ["Días para pagar", String(template.paymentTermsDays)],
        [
          "Estado",
          <StatusBadge
            key="status"
            label={recurringInvoiceStatusLabels[template.status]}
            tone={recurringStatusTone(template.status)}
          />,
        ],
      ]}
      below={(template) => (
        <>
          {template.lastError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              No se pudo crear la factura del {template.nextDate ? formatDate(template.nextDate) : ""}
              {template.lastErrorAt ? ` (${formatDateTime(template.lastErrorAt)})` : ""}: {template.lastError}
            </Alert>
          )}
          <UpcomingDates template={template} />
          <DocumentLinesSummary document={template} />
          <RecurringOccurrencesTable templateId={template.id} />
        </>
      )}
      actions={(template) => (
        <>
          {template.status === "active" && <Button onClick={() => pause(template)}>Pausar</Button>}
          {template.status === "paused" && <Button onClick={() => resume(template)}>Reanudar</Button>}
          <Button onClick={() => onEdit(template)}>Editar</Button>
        </>
      )}
      onClose={onClose}
    />
  );
}
