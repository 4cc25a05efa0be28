import { FormControlLabel, Stack, Switch } from "@mui/material";
import { formatDuration, type TimeEntryRecord, timeEntryForm, todayInPanama } from "api/contract";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { DateInput, FormDialog, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { usePeopleOptions } from "../../common/time/use-people";

function initialValues(entry?: TimeEntryRecord) {
  return {
    projectId: entry?.projectId ?? "",
    userId: entry?.userId ?? "",
    workDate: entry?.workDate ?? todayInPanama(),
    minutes: entry ? formatDuration(entry.minutes) : "",
    description: entry?.description ?? "",
    task: entry?.task ?? "",
    billable: entry?.billable ?? true,
  };
}

/**
 * 'Registrar horas' (no entry) or 'Editar horas' on one project: the day, the duration typed as
 * hours ('1:30', '1.5'), what was done, the task, billable or not; admin and finance also pick the
 * person. The server resolves the rate when it saves.
 */
export function TimeEntryFormDialog({
  open,
  projectId,
  entry,
  onClose,
}: {
  open: boolean;
  projectId: number;
  entry?: TimeEntryRecord;
  onClose: () => void;
}) {
  const people = usePeopleOptions();
  // The same object while the project is: the form is filled in afresh whenever it changes.
  const prefill = useMemo(() => ({ projectId }), [projectId]);
  const { form, editing, dialog } = useEntityForm({
    schema: timeEntryForm,
    entity: entry,
    open,
    initialValues,
    prefill,
    create: "createTimeEntry",
    update: "updateTimeEntry",
    notices: {
      created: "Horas registradas",
      updated: "Horas actualizadas",
      createFailed: "No se pudieron registrar las horas. Inténtelo de nuevo.",
      updateFailed: "No se pudieron actualizar las horas. Inténtelo de nuevo.",
    },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar horas" : "Registrar horas"}
      description="La tarifa se toma al guardar: la del proyecto, si no la del cliente, si no la de la persona."
      submitLabel={editing ? "Guardar Cambios" : "Registrar"}
    >
      {people && <SelectInput control={form.control} name="userId" label="Persona" options={people} placeholder="Yo" />}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <DateInput control={form.control} name="workDate" label="Fecha" required />
        <TextInput
          control={form.control}
          name="minutes"
          label="Duración"
          required
          autoFocus
          placeholder="1:30"
          helperText="Horas: 1:30, 1.5 o 45m"
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      </Stack>
      <TextInput control={form.control} name="description" label="Descripción" multiline minRows={2} />
      <TextInput control={form.control} name="task" label="Tarea o fase" />
      <Controller
        control={form.control}
        name="billable"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={field.value !== false} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Facturable"
          />
        )}
      />
    </FormDialog>
  );
}
