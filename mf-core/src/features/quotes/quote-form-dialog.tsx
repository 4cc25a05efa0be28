import {
  type ClientRecord,
  clientDisplayName,
  dateToIsoDateTime,
  type QuoteRecord,
  quoteFormStatuses,
  quoteInput,
  quoteStatusLabels,
} from "api/contract";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { addDays, apiRequest, toCalendarDate, todayInPanama, useApiAction } from "shared-ui";
import {
  applyServerErrors,
  DateInput,
  FormDialog,
  MoneyInput,
  SelectInput,
  TextInput,
  useZodForm,
} from "shared-ui/forms";
import { ItbmsTotalsLine, itbmsRateOptions } from "../../common/itbms-totals-line";
import { summaryKeys } from "../../common/revalidation";

/** SPEC.md §9: a new quote is valid for 30 days from today (in Panama). */
export const QUOTE_VALIDITY_DAYS = 30;

function initialValues(quote?: QuoteRecord) {
  return {
    clientId: quote?.clientId ?? "",
    title: quote?.title ?? "",
    description: quote?.description ?? "",
    amount: quote?.amount ?? "",
    itbmsRate: quote?.itbmsRate ?? "7",
    validUntil: quote ? toCalendarDate(quote.validUntil) : addDays(todayInPanama(), QUOTE_VALIDITY_DAYS),
    status: quote?.status ?? "draft",
  };
}

/** 'Nueva Cotización' (no quote) or 'Editar Cotización'. */
export function QuoteFormDialog({
  open,
  quote,
  clients,
  onClose,
}: {
  open: boolean;
  quote?: QuoteRecord;
  clients: readonly ClientRecord[];
  onClose: () => void;
}) {
  const form = useZodForm(quoteInput, initialValues(quote));
  const run = useApiAction();
  const editing = Boolean(quote);
  const [amount, rate] = useWatch({ control: form.control, name: ["amount", "itbmsRate"] });

  useEffect(() => {
    if (open) form.reset(initialValues(quote));
  }, [open, quote, form]);

  const clientOptions = useMemo(
    () => clients.map((client) => ({ value: client.id, label: clientDisplayName(client) })),
    [clients],
  );
  // 'Expirada' is shown but never chosen (SPEC.md §4); an expired quote being edited keeps it.
  const statusOptions = useMemo(() => {
    const statuses = quote?.status === "expired" ? [...quoteFormStatuses, quote.status] : quoteFormStatuses;
    return statuses.map((value) => ({ value, label: quoteStatusLabels[value] }));
  }, [quote?.status]);

  const submit = form.handleSubmit(async (values) => {
    // The wire format of SPEC.md §7: the amount as a number, the date as an ISO date-time.
    const body = { ...values, amount: Number(values.amount), validUntil: dateToIsoDateTime(values.validUntil) };
    const saved = await run({
      request: () =>
        quote ? apiRequest("PATCH", `/api/quotes/${quote.id}`, body) : apiRequest("POST", "/api/quotes", body),
      success: { title: editing ? "Cotización actualizada" : "Cotización creada" },
      failure: {
        description: editing
          ? "No se pudo actualizar la cotización. Inténtelo de nuevo."
          : "No se pudo crear la cotización. Inténtelo de nuevo.",
      },
      revalidate: ["/api/quotes", ...summaryKeys],
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? `Editar Cotización ${quote?.quoteNumber ?? ""}`.trim() : "Nueva Cotización"}
      description={
        editing
          ? "Actualice los datos de la cotización."
          : "Prepare una cotización para un cliente. El ITBMS se suma al monto."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Cotización"}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <SelectInput
        control={form.control}
        name="clientId"
        label="Cliente"
        required
        options={clientOptions}
        placeholder="Seleccione un cliente"
      />
      <TextInput control={form.control} name="title" label="Título" required />
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={3} />
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <SelectInput control={form.control} name="itbmsRate" label="ITBMS" options={itbmsRateOptions} />
      <ItbmsTotalsLine amount={amount} rate={rate} />
      <DateInput control={form.control} name="validUntil" label="Válida hasta" required />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
    </FormDialog>
  );
}
