import {
  type ClientRecord,
  clientDisplayName,
  dateToIsoDateTime,
  type InvoiceRecord,
  invoiceInput,
  invoiceStatuses,
  invoiceStatusLabels,
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

/** SPEC.md §9: a new invoice is due 30 days from today (in Panama). */
export const INVOICE_DUE_DAYS = 30;

/** An invoice write also moves its account receivable and the finance figures (issue 3). */
export const invoiceRevalidationKeys = [
  "/api/invoices",
  "/api/financial/accounts-receivable",
  "/api/financial/summary",
  ...summaryKeys,
];

const statusOptions = invoiceStatuses.map((value) => ({ value, label: invoiceStatusLabels[value] }));

function initialValues(invoice?: InvoiceRecord) {
  const today = todayInPanama();
  return {
    clientId: invoice?.clientId ?? "",
    title: invoice?.title ?? "",
    description: invoice?.description ?? "",
    amount: invoice?.amount ?? "",
    itbmsRate: invoice?.itbmsRate ?? "7",
    issueDate: invoice ? toCalendarDate(invoice.issueDate) : today,
    dueDate: invoice ? toCalendarDate(invoice.dueDate) : addDays(today, INVOICE_DUE_DAYS),
    status: invoice?.status ?? "draft",
  };
}

/** 'Crear Factura' (no invoice) or 'Editar Factura'; marking an invoice 'Pagada' goes through here. */
export function InvoiceFormDialog({
  open,
  invoice,
  clients,
  onClose,
}: {
  open: boolean;
  invoice?: InvoiceRecord;
  clients: readonly ClientRecord[];
  onClose: () => void;
}) {
  const form = useZodForm(invoiceInput, initialValues(invoice));
  const run = useApiAction();
  const editing = Boolean(invoice);
  const [amount, rate] = useWatch({ control: form.control, name: ["amount", "itbmsRate"] });

  useEffect(() => {
    if (open) form.reset(initialValues(invoice));
  }, [open, invoice, form]);

  const clientOptions = useMemo(
    () => clients.map((client) => ({ value: client.id, label: clientDisplayName(client) })),
    [clients],
  );

  const submit = form.handleSubmit(async (values) => {
    // The wire format of SPEC.md §7: the amount as a number, the due date as an ISO date-time.
    const body = { ...values, amount: Number(values.amount), dueDate: dateToIsoDateTime(values.dueDate) };
    const saved = await run({
      request: () =>
        invoice ? apiRequest("PATCH", `/api/invoices/${invoice.id}`, body) : apiRequest("POST", "/api/invoices", body),
      success: { title: editing ? "Factura actualizada" : "Factura creada" },
      // A refusal (409: a paid invoice's amount, payments already registered) shows the server's reason.
      failure: {
        description: editing
          ? "No se pudo actualizar la factura. Inténtelo de nuevo."
          : "No se pudo crear la factura. Inténtelo de nuevo.",
      },
      revalidate: invoiceRevalidationKeys,
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? `Editar Factura ${invoice?.invoiceNumber ?? ""}`.trim() : "Crear Factura"}
      description={
        editing
          ? "Actualice los datos o el estado de la factura."
          : "Emita una factura a un cliente. El ITBMS se suma al monto."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Factura"}
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
      <TextInput control={form.control} name="title" label="Título" />
      <TextInput control={form.control} name="description" label="Descripción" required multiline minRows={3} />
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <SelectInput control={form.control} name="itbmsRate" label="ITBMS" options={itbmsRateOptions} />
      <ItbmsTotalsLine amount={amount} rate={rate} />
      <DateInput control={form.control} name="issueDate" label="Fecha de emisión" />
      <DateInput control={form.control} name="dueDate" label="Fecha de vencimiento" required />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
    </FormDialog>
  );
}
