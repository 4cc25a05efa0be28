import { feAnnulInput, type InvoiceRecord } from "api/contract";
import { useEffect } from "react";
import { useApiAction } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";

const emptyValues = { reason: "" };

/**
 * 'Anular' an authorised electronic invoice: POST /api/invoices/{id}/fe/annul with the reason the
 * DGI keeps (15 to 1,000 characters, checked here with the contract's schema and again by the
 * server). Only for an operation that did not happen, inside the PAC's window: the invoice is then
 * cancelled. The server's refusal (the window closed, payments registered) is shown as it says it.
 */
export function InvoiceFeAnnulDialog({
  open,
  invoice,
  onClose,
}: {
  open: boolean;
  invoice: Pick<InvoiceRecord, "id" | "invoiceNumber">;
  onClose: () => void;
}) {
  const form = useZodForm(feAnnulInput, emptyValues);
  const run = useApiAction();

  useEffect(() => {
    if (open) form.reset(emptyValues);
  }, [open, form]);

  const submit = form.handleSubmit(async (values) => {
    const done = await run({
      endpoint: "annulInvoiceFe",
      params: { id: invoice.id },
      body: values,
      success: {
        title: "Factura electrónica anulada",
        description: `La factura ${invoice.invoiceNumber} quedó cancelada.`,
      },
      failure: { description: "No se pudo anular la factura electrónica. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    if (done !== undefined) onClose();
  });

  return (
    <FormDialog
      open={open}
      title="Anular factura electrónica"
      description={`La factura ${invoice.invoiceNumber} se anula ante la DGI y queda cancelada; no se puede deshacer. Solo para una operación que no se realizó: cualquier otra corrección se hace con una nota de crédito.`}
      submitLabel="Anular factura"
      submittingLabel="Anulando..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        control={form.control}
        name="reason"
        label="Motivo de la anulación"
        helperText="Entre 15 y 1,000 caracteres."
        required
        multiline
        minRows={3}
        autoFocus
      />
    </FormDialog>
  );
}
