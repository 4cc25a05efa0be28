import { type ClientRecord, clientInput, clientStatuses, clientStatusLabels } from "api/contract";
import { useEffect } from "react";
import { apiRequest, useApiAction } from "shared-ui";
import { applyServerErrors, FormDialog, SelectInput, TextInput, useZodForm } from "shared-ui/forms";
import { summaryKeys } from "../../common/revalidation";

const statusOptions = clientStatuses.map((value) => ({ value, label: clientStatusLabels[value] }));

function initialValues(client?: ClientRecord) {
  return {
    name: client?.name ?? "",
    company: client?.company ?? "",
    email: client?.email ?? "",
    phone: client?.phone ?? "",
    address: client?.address ?? "",
    status: client?.status ?? "active",
  };
}

/** 'Agregar Cliente' (no client) or 'Editar Cliente'. */
export function ClientFormDialog({
  open,
  client,
  onClose,
}: {
  open: boolean;
  client?: ClientRecord;
  onClose: () => void;
}) {
  const form = useZodForm(clientInput, initialValues(client));
  const run = useApiAction();
  const editing = Boolean(client);

  useEffect(() => {
    if (open) form.reset(initialValues(client));
  }, [open, client, form]);

  const submit = form.handleSubmit(async (values) => {
    const saved = await run({
      request: () =>
        client ? apiRequest("PATCH", `/api/clients/${client.id}`, values) : apiRequest("POST", "/api/clients", values),
      success: { title: editing ? "Cliente actualizado" : "Cliente creado" },
      failure: {
        description: editing
          ? "No se pudo actualizar el cliente. Inténtelo de nuevo."
          : "No se pudo crear el cliente. Inténtelo de nuevo.",
      },
      revalidate: ["/api/clients", ...summaryKeys],
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? "Editar Cliente" : "Agregar Cliente"}
      description={editing ? "Actualice los datos del cliente." : "Registre un nuevo cliente en el CRM."}
      submitLabel={editing ? "Guardar Cambios" : "Crear Cliente"}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput control={form.control} name="name" label="Nombre" required autoFocus />
      <TextInput control={form.control} name="company" label="Empresa" />
      <TextInput control={form.control} name="email" label="Email" type="email" />
      <TextInput control={form.control} name="phone" label="Teléfono" />
      <TextInput control={form.control} name="address" label="Dirección" multiline minRows={2} />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
    </FormDialog>
  );
}
