import { dateToIsoDateTime, type QuoteRecord, quoteFormStatuses, quoteInput, quoteStatusLabels } from "api/contract";
import { useMemo } from "react";
import { addDays, toCalendarDate, todayInPanama } from "shared-ui";
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

/** A new quote is valid for 30 days from today (in Panama). */
export const QUOTE_VALIDITY_DAYS = 30;

function initialValues(quote?: QuoteRecord) {
  return {
    clientId: quote?.clientId ?? "",
    title: quote?.title ?? "",
    description: quote?.description ?? "",
    // A new quote's first line comes from the dialog's prefill, at the company's default rate.
    lines: quote ? linesOfRecord({ ...quote, lineDescription: quote.title }) : [],
    validUntil: quote ? toCalendarDate(quote.validUntil) : addDays(todayInPanama(), QUOTE_VALIDITY_DAYS),
    status: quote?.status ?? "draft",
  };
}

/** 'Nueva Cotización' (no quote) or 'Editar Cotización'. */
export function QuoteFormDialog({ open, quote, onClose }: { open: boolean; quote?: QuoteRecord; onClose: () => void }) {
  const { itbmsRate: newLineRate } = useDocumentDefaults();
  const prefill = useMemo(() => ({ lines: [emptyLine(newLineRate)] }), [newLineRate]);
  const { form, editing, dialog } = useEntityForm({
    schema: quoteInput,
    entity: quote,
    open,
    initialValues,
    prefill,
    create: "createQuote",
    update: "updateQuote",
    // What the API takes: the lines (the amount and rate follow from them), the date as an ISO date-time.
    toBody: ({ amount, itbmsRate, ...values }) => ({ ...values, validUntil: dateToIsoDateTime(values.validUntil) }),
    notices: {
      created: "Cotización creada",
      updated: "Cotización actualizada",
      createFailed: "No se pudo crear la cotización. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar la cotización. Inténtelo de nuevo.",
    },
    onClose,
  });

  // 'Expirada' is shown but never chosen; an expired quote being edited keeps it.
  const statusOptions = useMemo(
    () =>
      labelledOptions(
        quote?.status === "expired" ? [...quoteFormStatuses, quote.status] : quoteFormStatuses,
        quoteStatusLabels,
      ),
    [quote?.status],
  );

  return (
    <FormDialog
      {...dialog}
      title={editing ? `Editar Cotización ${quote?.quoteNumber ?? ""}`.trim() : "Nueva Cotización"}
      description={
        editing
          ? "Actualice los datos de la cotización."
          : "Prepare una cotización para un cliente. El ITBMS de cada línea se suma a su precio."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Cotización"}
      maxWidth="md"
    >
      <ClientSelect control={form.control} owner={quote} required />
      <TextInput control={form.control} name="title" label="Título" required />
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={3} />
      <DateInput control={form.control} name="validUntil" label="Válida hasta" required />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
      <DocumentLinesEditor control={form.control} newLineRate={newLineRate} />
    </FormDialog>
  );
}
