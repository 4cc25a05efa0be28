import {
  type ClientRecord,
  clientDisplayName,
  type ProjectRecord,
  type ProjectStatus,
  projectFormStatuses,
  projectInput,
  projectStatuses,
  projectStatusLabels,
} from "api/contract";
import { useEffect, useMemo } from "react";
import { apiRequest, useApiAction } from "shared-ui";
import {
  applyServerErrors,
  DateInput,
  FormDialog,
  MoneyInput,
  SelectInput,
  TextInput,
  useZodForm,
} from "shared-ui/forms";
import { projectRevalidation } from "./use-project-actions";

const statusOptions = (statuses: readonly ProjectStatus[]) =>
  statuses.map((value) => ({ value, label: projectStatusLabels[value] }));
// SPEC.md §4: the create form offers planning, in_progress, completed and on_hold; editing may set any status.
const createStatusOptions = statusOptions(projectFormStatuses);
const editStatusOptions = statusOptions(projectStatuses);

function initialValues(project?: ProjectRecord) {
  return {
    name: project?.name ?? "",
    clientId: project?.clientId ?? "",
    description: project?.description ?? "",
    status: project?.status ?? "planning",
    budget: project?.budget ?? "",
    startDate: project?.startDate ?? null,
    endDate: project?.endDate ?? null,
  };
}

/** 'Nuevo Proyecto' (no project) or 'Editar Proyecto', filled in and saved with PATCH. */
export function ProjectFormDialog({
  open,
  project,
  clients,
  onClose,
}: {
  open: boolean;
  project?: ProjectRecord;
  clients: readonly ClientRecord[];
  onClose: () => void;
}) {
  const form = useZodForm(projectInput, initialValues(project));
  const run = useApiAction();
  const editing = Boolean(project);

  useEffect(() => {
    if (open) form.reset(initialValues(project));
  }, [open, project, form]);

  const clientOptions = useMemo(() => {
    const options = clients.map((client) => ({ value: client.id, label: clientDisplayName(client) }));
    // A project whose client is not in the list (yet) still shows who it belongs to.
    if (project && !clients.some((client) => client.id === project.clientId)) {
      options.push({ value: project.clientId, label: project.clientName || `Cliente ${project.clientId}` });
    }
    return options.sort((a, b) => a.label.localeCompare(b.label, "es"));
  }, [clients, project]);

  const submit = form.handleSubmit(async (values) => {
    const saved = await run({
      request: () =>
        project
          ? apiRequest("PATCH", `/api/projects/${project.id}`, values)
          : apiRequest("POST", "/api/projects", values),
      success: { title: editing ? "Proyecto actualizado" : "Proyecto creado" },
      failure: {
        description: editing
          ? "No se pudo actualizar el proyecto. Inténtelo de nuevo."
          : "No se pudo crear el proyecto. Inténtelo de nuevo.",
      },
      revalidate: projectRevalidation,
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? "Editar Proyecto" : "Nuevo Proyecto"}
      description={editing ? "Actualice los datos del proyecto." : "Registre un nuevo proyecto para un cliente."}
      submitLabel={editing ? "Guardar Cambios" : "Crear Proyecto"}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput control={form.control} name="name" label="Nombre" required autoFocus />
      <SelectInput
        control={form.control}
        name="clientId"
        label="Cliente"
        required
        options={clientOptions}
        placeholder="Seleccione un cliente"
      />
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={3} />
      <SelectInput
        control={form.control}
        name="status"
        label="Estado"
        options={editing ? editStatusOptions : createStatusOptions}
      />
      <MoneyInput control={form.control} name="budget" label="Presupuesto" />
      <DateInput control={form.control} name="startDate" label="Fecha de inicio" />
      <DateInput control={form.control} name="endDate" label="Fecha de fin" />
    </FormDialog>
  );
}
