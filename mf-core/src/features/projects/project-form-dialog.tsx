import { Stack } from "@mui/material";
import {
  type ProjectRecord,
  projectFormStatuses,
  projectInput,
  projectStatuses,
  projectStatusLabels,
} from "api/contract";
import {
  ClientSelect,
  DateInput,
  FormDialog,
  labelledOptions,
  MoneyInput,
  SelectInput,
  TextInput,
  useEntityForm,
} from "shared-ui/forms";
import { itbmsRateOptions } from "../../common/itbms";

// The create form offers planning, in_progress, completed and on_hold (not testing); editing may set any status.
const createStatusOptions = labelledOptions(projectFormStatuses, projectStatusLabels);
const editStatusOptions = labelledOptions(projectStatuses, projectStatusLabels);

function initialValues(project?: ProjectRecord) {
  return {
    name: project?.name ?? "",
    clientId: project?.clientId ?? "",
    description: project?.description ?? "",
    status: project?.status ?? "planning",
    budget: project?.budget ?? "",
    budgetHours: project?.budgetHours ?? "",
    hourlyRate: project?.hourlyRate ?? "",
    itbmsRate: project?.itbmsRate ?? "",
    startDate: project?.startDate ?? null,
    endDate: project?.endDate ?? null,
  };
}

/** 'Nuevo Proyecto' (no project) or 'Editar Proyecto', filled in and saved with PATCH. */
export function ProjectFormDialog({
  open,
  project,
  onClose,
}: {
  open: boolean;
  project?: ProjectRecord;
  onClose: () => void;
}) {
  const { form, editing, dialog } = useEntityForm({
    schema: projectInput,
    entity: project,
    open,
    initialValues,
    create: "createProject",
    update: "updateProject",
    notices: {
      created: "Proyecto creado",
      updated: "Proyecto actualizado",
      createFailed: "No se pudo crear el proyecto. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar el proyecto. Inténtelo de nuevo.",
    },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar Proyecto" : "Nuevo Proyecto"}
      description={editing ? "Actualice los datos del proyecto." : "Registre un nuevo proyecto para un cliente."}
      submitLabel={editing ? "Guardar Cambios" : "Crear Proyecto"}
    >
      <TextInput control={form.control} name="name" label="Nombre" required autoFocus />
      <ClientSelect control={form.control} owner={project} required />
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={3} />
      <SelectInput
        control={form.control}
        name="status"
        label="Estado"
        options={editing ? editStatusOptions : createStatusOptions}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <MoneyInput control={form.control} name="budget" label="Presupuesto" />
        <TextInput
          control={form.control}
          name="budgetHours"
          label="Horas presupuestadas"
          type="number"
          slotProps={{ htmlInput: { step: "0.25", min: "0", inputMode: "decimal" } }}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <MoneyInput
          control={form.control}
          name="hourlyRate"
          label="Tarifa por hora"
          helperText="Vacía: la del cliente o la de cada persona"
        />
        <SelectInput
          control={form.control}
          name="itbmsRate"
          label="ITBMS de las horas"
          options={itbmsRateOptions}
          placeholder="El de la empresa"
        />
      </Stack>
      <DateInput control={form.control} name="startDate" label="Fecha de inicio" />
      <DateInput control={form.control} name="endDate" label="Fecha de fin" />
    </FormDialog>
  );
}
