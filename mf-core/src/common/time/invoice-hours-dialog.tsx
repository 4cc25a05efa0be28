import {
  Alert,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import {
  formatDuration,
  type HoursGrouping,
  type HoursInvoiceInput,
  hoursGroupingLabels,
  hoursGroupings,
  hoursInvoiceInput,
  type InvoiceRecord,
  itbmsRateLabels,
  todayInPanama,
} from "api/contract";
import { useMemo } from "react";
import { errorMessage, formatPAB, useDebouncedValue, useEndpoint } from "shared-ui";
import { DateInput, FormDialog, labelledOptions, SelectInput, useEntityForm } from "shared-ui/forms";

const groupingOptions = labelledOptions(hoursGroupings, hoursGroupingLabels);

/** This month so far: the period the dialog opens with. */
const initialValues = () => ({
  projectId: "",
  clientId: "",
  from: `${todayInPanama().slice(0, 8)}01`,
  to: todayInPanama(),
  groupBy: "person" as const,
});

/** Whose hours: one project's, or every project's of a client. */
export type HoursSource = { projectId: number } | { clientId: number };

type PreviewQuery = { projectId?: string; clientId?: string; from: string; to: string; groupBy: HoursGrouping };

/** The lines the invoice will have, as the server computes them (GET …/invoice-preview). */
function HoursPreview({ query }: { query: PreviewQuery | null }) {
  const { data, error, isLoading } = useEndpoint(query ? "previewHoursInvoice" : null, query ? { query } : undefined, {
    keepPreviousData: true,
  });
  if (!query) return null;
  if (error) {
    return <Alert severity="info">{errorMessage(error, "No se pudo calcular la vista previa.")}</Alert>;
  }
  if (isLoading || !data) return <Skeleton variant="rounded" height={120} aria-label="Cargando" />;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">
        Vista previa: {data.entries} {data.entries === 1 ? "registro" : "registros"}, {formatDuration(data.minutes)}{" "}
        horas para {data.clientName}
      </Typography>
      <Table size="small" aria-label="Líneas de la factura">
        <TableHead>
          <TableRow>
            <TableCell>Descripción</TableCell>
            <TableCell align="right">Horas</TableCell>
            <TableCell align="right">Tarifa</TableCell>
            <TableCell align="right">ITBMS</TableCell>
            <TableCell align="right">Subtotal</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.lines.map((line) => (
            <TableRow key={`${line.description}-${line.unitPrice}`}>
              <TableCell>{line.description}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right">{formatPAB(line.unitPrice)}</TableCell>
              <TableCell align="right">{itbmsRateLabels[line.itbmsRate]}</TableCell>
              <TableCell align="right">{formatPAB(line.subtotal)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4}>Subtotal / ITBMS</TableCell>
            <TableCell align="right">
              {formatPAB(data.subtotal)} / {formatPAB(data.itbmsAmount)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="hours-invoice-total">
              {formatPAB(data.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Stack>
  );
}

/**
 * 'Facturar horas' of a project or a client: a period and a grouping, the invoice's lines previewed
 * by the server, then 'Crear borrador': a draft invoice whose lines are the unbilled billable hours,
 * which are linked to it (api/docs/time.md). `onCreated` gets the invoice, to link to it.
 */
export function InvoiceHoursDialog({
  open,
  source,
  onCreated,
  onClose,
}: {
  open: boolean;
  source: HoursSource;
  onCreated: (invoice: InvoiceRecord) => void;
  onClose: () => void;
}) {
  const projectId = "projectId" in source ? source.projectId : undefined;
  const clientId = "clientId" in source ? source.clientId : undefined;
  // The same object while the source is: the form is filled in afresh whenever it changes.
  const prefill = useMemo(() => ({ projectId, clientId }) satisfies Partial<HoursInvoiceInput>, [projectId, clientId]);
  const { form, dialog } = useEntityForm({
    schema: hoursInvoiceInput,
    open,
    initialValues,
    prefill,
    create: "invoiceHours",
    notices: {
      created: "Factura creada en borrador",
      createdDescription: "Las horas quedaron vinculadas a la factura.",
      createFailed: "No se pudo crear la factura. Inténtelo de nuevo.",
    },
    onSaved: onCreated,
    onClose,
  });
  const [from, to, groupBy] = form.watch(["from", "to", "groupBy"]);
  // One text, so the debounce compares values, not a new object each render.
  const settled = useDebouncedValue([from, to, groupBy].map((value) => String(value ?? "")).join("|"), 300);
  const [periodFrom = "", periodTo = "", grouping = "person"] = settled.split("|") as [string, string, HoursGrouping];
  const ready =
    open && /^\d{4}-\d{2}-\d{2}$/.test(periodFrom) && /^\d{4}-\d{2}-\d{2}$/.test(periodTo) && periodFrom <= periodTo;
  return (
    <FormDialog
      {...dialog}
      maxWidth="md"
      title="Facturar horas"
      description={`Las horas facturables sin facturar del período${clientId ? " de todos los proyectos del cliente" : ""} serán las líneas de una factura en borrador, a sus tarifas y con el ITBMS de cada proyecto.`}
      submitLabel="Crear borrador"
      submittingLabel="Creando..."
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateInput control={form.control} name="from" label="Desde" required />
        <DateInput control={form.control} name="to" label="Hasta" required />
        <SelectInput control={form.control} name="groupBy" label="Agrupar" options={groupingOptions} />
      </Stack>
      <HoursPreview
        query={
          ready
            ? {
                ...(projectId ? { projectId: String(projectId) } : { clientId: String(clientId) }),
                from: periodFrom,
                to: periodTo,
                groupBy: grouping,
              }
            : null
        }
      />
    </FormDialog>
  );
}
