import {
  dateToIsoDateTime,
  type InvoiceRecord,
  invoiceInput,
  invoiceStatuses,
  invoiceStatusLabels,
} from "api/contract";
import { addDays, toCalendarDate, todayInPanama } from "shared-ui";
import { DateInput, FormDialog, labelledOptions, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { ClientSelect } from "../../common/client-select";
import { ItbmsAmountFields } from "../../common/itbms";
import { afterInvoiceWrite } from "../../common/revalidation";

/** A new invoice is due 30 days from today (in Panama). */
export const INVOICE_DUE_DAYS = 30;

const statusOptions = labelledOptions(invoiceStatuses, invoiceStatusLabels);

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
  onClose,
}: {
  open: boolean;
  invoice?: InvoiceRecord;
  onClose: () => void;
}) {
  const { form, editing, submit } = useEntityForm({
    schema: invoiceInput,
    entity: invoice,
    open,
    initialValues,
    path: "/api/invoices",
    // What the API takes: the amount as a number, the due date as an ISO date-time.
    toBody: (values) => ({ ...values, amount: Number(values.amount), dueDate: dateToIsoDateTime(values.dueDate) }),
    revalidate: afterInvoiceWrite,
    // A refusal (409: a paid invoice's amount, payments already registered) shows the server's reason.
    notices: {
      created: "Factura creada",
      updated: "Factura actualizada",
      createFailed: "No se pudo crear la factura. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar la factura. Inténtelo de nuevo.",
    },
    onClose,
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
      <ClientSelect control={form.control} owner={invoice} />
      <TextInput control={form.control} name="title" label="Título" />
      <TextInput control={form.control} name="description" label="Descripción" required multiline minRows={3} />
      <ItbmsAmountFields control={form.control} />
      <DateInput control={form.control} name="issueDate" label="Fecha de emisión" />
      <DateInput control={form.control} name="dueDate" label="Fecha de vencimiento" required />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
    </FormDialog>
  );
}
