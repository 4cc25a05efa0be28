import { Stack, Typography } from "@mui/material";
import type { ProjectRecord, RecurringInvoiceInput } from "api/contract";
import { type Control, useWatch } from "react-hook-form";
import { useEndpoint } from "shared-ui";
import { RecordSearchSelect, type SearchOption, TextInput } from "shared-ui/forms";

const projectOption = (project: ProjectRecord): SearchOption => ({ id: project.id, label: project.name });

/**
 * 'Plan de mantenimiento' (api/docs/recurring-invoices.md, "Retainers"): optional; a project of the
 * chosen client, the hours each month includes and the rate of those beyond them, billed on the
 * next month's invoice. All three or none (the API says which is missing).
 */
export function RetainerFields({
  control,
  projectId,
}: {
  control: Control<RecurringInvoiceInput, unknown, unknown>;
  /** The edited template's project, shown by name. */
  projectId: number | null;
}) {
  const clientId = useWatch({ control, name: "clientId" });
  const { data: project } = useEndpoint(projectId ? "getProject" : null, { params: { id: projectId ?? 0 } });
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">Plan de mantenimiento (opcional)</Typography>
      <Typography variant="body2" color="text.secondary">
        Las horas del proyecto que pasen de las incluidas en un mes se facturan en la factura del mes siguiente.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <RecordSearchSelect<RecurringInvoiceInput, "listProjects">
          control={control}
          name="projectId"
          label="Proyecto"
          search="listProjects"
          query={clientId ? { clientId: Number(clientId) } : {}}
          limit={20}
          toOption={projectOption}
          noOptionsText="No se encontraron proyectos de este cliente"
          initialOption={project ? projectOption(project) : null}
        />
        <TextInput
          control={control}
          name="includedHours"
          label="Horas incluidas"
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
        <TextInput control={control} name="overageRate" label="Tarifa por hora adicional" />
      </Stack>
    </Stack>
  );
}
