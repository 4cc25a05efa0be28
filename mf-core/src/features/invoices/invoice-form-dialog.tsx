import {
  dateToIsoDateTime,
  type InvoiceRecord,
  invoiceInput,
  invoiceStatuses,
  invoiceStatusLabels,
} from "api/contract";
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
import { withholdingOptions } from "../../common/itbms-withholding";

const statusOptions = labelledOptions(invoiceStatuses, invoiceStatusLabels);

function initialValues(invoice?: InvoiceRecord) {
  const today = todayInPanama();
  return {
    clientId: invoice?.clientId ?? "",
    title: invoice?.title ?? "",
    description: invoice?.description ?? "",
    // A new invoice's first line comes from the dialog's prefill, at the company's default rate.
    lines: invoice ? linesOfRecord({ ...invoice, lineDescription: invoice.title?.trim() || invoice.description }) : [],
    issueDate: invoice ? toCalendarDate(invoice.issueDate) : today,
    // A new invoice's due date comes from the dialog's prefill: the company's payment terms.
    dueDate: invoice ? toCalendarDate(invoice.dueDate) : "",
    status: invoice?.status ?? "draft",
    // A new invoice takes its client's share unless one is chosen ('' is "según el cliente").
    itbmsWithholdingPercent: invoice?.itbmsWithholdingPercent ?? "",
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
  const { itbmsRate: newLineRate, paymentTermsDays } = useDocumentDefaults();
  const prefill = useMemo(
    () => ({ lines: [emptyLine(newLineRate)], dueDate: addDays(todayInPanama(), paymentTermsDays) }),
    [newLineRate, paymentTermsDays],
  );
  const { form, editing, dialog } = useEntityForm({
    schema: invoiceInput,
    entity: invoice,
    open,
    initialValues,
    prefill,
    create: "createInvoice",
    update: "updateInvoice",
    // What the API takes: the lines (the amount and rate follow from them), the due date as an ISO date-time.
    toBody: ({ amount, itbmsRate, ...values }) => ({ ...values, dueDate: dateToIsoDateTime(values.dueDate) }),
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
      {...dialog}
      title={editing ? `Editar Factura ${invoice?.invoiceNumber ?? ""}`.trim() : "Crear Factura"}
      description={
        editing
          ? "Actualice los datos o el estado de la factura."
          : "Emita una factura a un cliente. El ITBMS de cada línea se suma a su precio."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Factura"}
      maxWidth="md"
    >
      <ClientSelect control={form.control} owner={invoice} required />
      <TextInput control={form.control} name="title" label="Título" />
      <TextInput control={form.control} name="description" label="Descripción" required multiline minRows={3} />
      <DateInput control={form.control} name="issueDate" label="Fecha de emisión" />
      <DateInput control={form.control} name="dueDate" label="Fecha de vencimiento" required />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
      <SelectInput
        control={form.control}
        name="itbmsWithholdingPercent"
        label="Retención de ITBMS"
        options={withholdingOptions}
        placeholder={editing ? undefined : "Según el cliente"}
      />
      <DocumentLinesEditor control={form.control} newLineRate={newLineRate} />
    </FormDialog>
  );
}
