import { type ProjectRecord, timesheetRowInput } from "api/contract";
import { useCallback, useEffect, useRef } from "react";
import { FormDialog, RecordSearchSelect, TextInput, useZodForm } from "shared-ui/forms";

/** What a new row is: a project and a task (the days are filled in on the grid). */
const newRowSchema = timesheetRowInput.pick({ projectId: true, task: true });
const emptyRow = { projectId: "", task: "" };

const projectOption = (project: ProjectRecord) => ({
  id: project.id,
  label: project.clientName ? `${project.name} (${project.clientName})` : project.name,
});

export type NewRow = { projectId: number; projectName: string; clientName: string | null; task: string | null };

/**
 * 'Agregar fila': a project (searched on the server) and a task, added to the grid; nothing is
 * saved until 'Guardar semana'. A row already on the grid is refused under its task.
 */
export function AddRowDialog({
  open,
  isTaken,
  onAdd,
  onClose,
}: {
  open: boolean;
  isTaken: (projectId: number, task: string | null) => boolean;
  onAdd: (row: NewRow) => void;
  onClose: () => void;
}) {
  const form = useZodForm(newRowSchema, emptyRow);
  useEffect(() => {
    if (open) form.reset(emptyRow);
  }, [open, form]);
  // The projects the picker has offered, to name the new row by the one chosen.
  const offered = useRef(new Map<number, ProjectRecord>());
  const toOption = useCallback((project: ProjectRecord) => {
    offered.current.set(project.id, project);
    return projectOption(project);
  }, []);
  const submit = form.handleSubmit((values) => {
    if (isTaken(values.projectId, values.task)) {
      form.setError("task", { message: "Ya hay una fila con ese proyecto y tarea" });
      return;
    }
    const project = offered.current.get(values.projectId);
    onAdd({
      projectId: values.projectId,
      projectName: project?.name ?? `Proyecto ${values.projectId}`,
      clientName: project?.clientName ?? null,
      task: values.task,
    });
    onClose();
  });
  return (
    <FormDialog
      open={open}
      title="Agregar fila"
      description="Un proyecto y, si quiere, la tarea o fase; las horas se escriben en la hoja."
      submitLabel="Agregar"
      submitting={false}
      onClose={onClose}
      onSubmit={submit}
    >
      <RecordSearchSelect
        control={form.control}
        name="projectId"
        label="Proyecto"
        required
        search="listProjects"
        limit={20}
        toOption={toOption}
        noOptionsText="No se encontraron proyectos"
      />
      <TextInput control={form.control} name="task" label="Tarea o fase" />
    </FormDialog>
  );
}
