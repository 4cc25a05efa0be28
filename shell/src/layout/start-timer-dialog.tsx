// The one contract file it needs, rather than the whole contract.
import type { ProjectRecord } from "api/contract/crm/projects";
import { timerStartInput } from "api/contract/time/time-entries";
import { FormDialog, RecordSearchSelect, TextInput, useEntityForm } from "shared-ui/forms";

const initialValues = () => ({ projectId: "", description: "", task: "", billable: true });

const projectOption = (project: ProjectRecord) => ({
  id: project.id,
  label: project.clientName ? `${project.name} (${project.clientName})` : project.name,
});

/**
 * 'Iniciar temporizador': a project (searched on the server), what is being done and the task.
 * A timer already running is stopped by the server first. Loaded when first opened (top-bar-timer.tsx).
 */
export default function StartTimerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: timerStartInput,
    open,
    initialValues,
    create: "startTimer",
    notices: {
      created: "Temporizador iniciado",
      createFailed: "No se pudo iniciar el temporizador. Inténtelo de nuevo.",
    },
    onClose,
  });
  return (
    <FormDialog
      {...dialog}
      title="Iniciar temporizador"
      description="El tiempo corre hasta que lo detenga, aunque recargue la página."
      submitLabel="Iniciar"
      submittingLabel="Iniciando..."
    >
      <RecordSearchSelect
        control={form.control}
        name="projectId"
        label="Proyecto"
        required
        search="listProjects"
        limit={20}
        toOption={projectOption}
        noOptionsText="No se encontraron proyectos"
      />
      <TextInput control={form.control} name="description" label="Descripción" />
      <TextInput control={form.control} name="task" label="Tarea o fase" />
    </FormDialog>
  );
}
