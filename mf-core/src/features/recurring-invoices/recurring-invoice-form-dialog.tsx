import { Stack } from "@mui/material";
import {
  type RecurringInvoiceRecord,
  recurringFrequencies,
  recurringFrequencyLabels,
  recurringInvoiceInput,
  recurringInvoiceModeLabels,
  recurringInvoiceModes,
} from "api/contract";
import { useMemo } from "react";
import { todayInPanama } from "shared-ui";
import {
  ClientSelect,
  DateInput,
  FormDialog,
  labelledOptions,
  SelectInput,
  TextInput,
  useEntityForm,
} from "shared-ui/forms";
import { emptyLine, linesOfRecord } from "../../common/document-lines/line-values";
import { DocumentLinesEditor } from "../../common/document-lines/lines-editor";
import { useDocumentDefaults } from "../../common/document-lines/use-document-defaults";
import { EmailOnIssueField } from "./email-on-issue-field";
import { RetainerFields } from "./retainer-fields";
import { SchedulePreview } from "./schedule-preview";

const frequencyOptions = labelledOptions(recurringFrequencies, recurringFrequencyLabels);
const modeOptions = labelledOptions(recurringInvoiceModes, recurringInvoiceModeLabels);

function initialValues(template?: RecurringInvoiceRecord) {
  const today = todayInPanama();
  return {
    clientId: template?.clientId ?? "",
    title: template?.title ?? "",
    description: template?.description ?? "",
    // A new template's first line and terms come from the dialog's prefill (the company's defaults).
    lines: template ? linesOfRecord({ ...template, itbmsRate: "7", lineDescription: template.title }) : [],
    paymentTermsDays: template?.paymentTermsDays ?? "",
    frequency: template?.frequency ?? "monthly",
    dayOfMonth: template?.dayOfMonth ?? Number(today.slice(8, 10)),
    startDate: template?.startDate ?? today,
    endDate: template?.endDate ?? "",
    maxCount: template?.maxCount ?? "",
    mode: template?.mode ?? "draft",
    sendByEmail: template?.sendByEmail ?? false,
    projectId: template?.projectId ?? "",
    includedHours: template?.includedHours ?? "",
    overageRate: template?.overageRate ?? "",
  };
}

/** 'Nueva factura recurrente' (no template) or 'Editar factura recurrente'. */
export function RecurringInvoiceFormDialog({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template?: RecurringInvoiceRecord;
  onClose: () => void;
}) {
  const { itbmsRate: newLineRate, paymentTermsDays } = useDocumentDefaults();
  const prefill = useMemo(
    () => ({ lines: [emptyLine(newLineRate)], paymentTermsDays }),
    [newLineRate, paymentTermsDays],
  );
  const { form, editing, dialog } = useEntityForm({
    schema: recurringInvoiceInput,
    entity: template,
    open,
    initialValues,
    prefill,
    create: "createRecurringInvoice",
    update: "updateRecurringInvoice",
    // Both ends are sent: the one left empty is null, so switching from one to the other clears it;
    // so are the plan's fields, so emptying them makes it a plain recurring invoice again.
    toBody: (values) => ({
      ...values,
      endDate: values.endDate ?? null,
      maxCount: values.maxCount ?? null,
      projectId: values.projectId ?? null,
      includedHours: values.includedHours ?? null,
      overageRate: values.overageRate ?? null,
      // Only an issued invoice is e-mailed: the box means nothing in draft mode.
      sendByEmail: values.mode === "issue" && values.sendByEmail,
    }),
    notices: {
      created: "Factura recurrente creada",
      updated: "Factura recurrente actualizada",
      createFailed: "No se pudo crear la factura recurrente. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar la factura recurrente. Inténtelo de nuevo.",
    },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar factura recurrente" : "Nueva factura recurrente"}
      description={
        editing
          ? "Los cambios valen para las facturas que aún no ha creado."
          : "Cree una factura para el cliente en cada fecha del calendario, en borrador o emitida."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear factura recurrente"}
      maxWidth="md"
    >
      <ClientSelect control={form.control} owner={template} required />
      <TextInput control={form.control} name="title" label="Título" required />
      <TextInput control={form.control} name="description" label="Descripción" required multiline minRows={2} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <SelectInput control={form.control} name="frequency" label="Frecuencia" options={frequencyOptions} />
        <TextInput
          control={form.control}
          name="dayOfMonth"
          label="Día del mes"
          required
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 31, step: 1 } }}
          helperText="En meses más cortos, su último día"
        />
        <DateInput control={form.control} name="startDate" label="Fecha de inicio" required />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateInput control={form.control} name="endDate" label="Fecha final" />
        <TextInput
          control={form.control}
          name="maxCount"
          label="Número de facturas"
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          helperText="Una fecha final o un número de facturas; ninguno: sin fin"
        />
        <TextInput
          control={form.control}
          name="paymentTermsDays"
          label="Días para pagar"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      </Stack>
      <SchedulePreview control={form.control} generated={template?.generatedCount ?? 0} />
      <SelectInput control={form.control} name="mode" label="Al crear cada factura" options={modeOptions} />
      <EmailOnIssueField control={form.control} />
      <DocumentLinesEditor control={form.control} newLineRate={newLineRate} />
      <RetainerFields control={form.control} projectId={template?.projectId ?? null} />
    </FormDialog>
  );
}
