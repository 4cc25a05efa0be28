import AddIcon from "@mui/icons-material/Add";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import SaveIcon from "@mui/icons-material/Save";
import { Box, Button, Card, IconButton, MenuItem, Stack, TextField, Tooltip, Typography } from "@mui/material";
import { todayInPanama, weekDays, weekStartOf } from "api/contract";
import { useState } from "react";
import { addDays, ErrorState, formatDate, PageHeader, useConfirm } from "shared-ui";
import { usePeopleOptions } from "../../common/time/use-people";
import { AddRowDialog } from "./add-row-dialog";
import { TimesheetGrid } from "./timesheet-grid";
import { rowKey, useTimesheet } from "./use-timesheet";

/**
 * 'Hoja de horas' (/projects/timesheet): a person's week, Monday to Sunday, a row per project and
 * task; typed with the keyboard (Tab across the week, Enter or ↓ down the day) and saved at once.
 * Admin and finance pick the person; staff fill their own (api/docs/time.md).
 */
export function TimesheetPage() {
  const people = usePeopleOptions();
  const [userId, setUserId] = useState<number | null>(null);
  const sheet = useTimesheet(userId);
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const days = weekDays(sheet.weekStart);

  /** Leaves the week or person shown, after asking when there are unsaved changes. */
  const leave = async (go: () => void) => {
    if (
      sheet.dirty &&
      !(await confirm({ message: "Hay cambios sin guardar en esta semana. ¿Descartarlos?", confirmLabel: "Descartar" }))
    ) {
      return;
    }
    go();
  };

  return (
    <>
      <PageHeader
        title="Hoja de horas"
        subtitle="Registre la semana completa: escriba las horas como 1:30 o 1.5 y guarde una sola vez."
        actions={
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={sheet.save}
            disabled={sheet.saving || !sheet.dirty}
          >
            {sheet.saving ? "Guardando..." : "Guardar semana"}
          </Button>
        }
      />
      <Card>
        <Stack
          direction={{ xs: "column", md: "row" }}
          spacing={2}
          sx={{ p: 2, alignItems: { md: "center" }, justifyContent: "space-between" }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <Tooltip title="Semana anterior">
              <IconButton
                aria-label="Semana anterior"
                onClick={() => leave(() => sheet.setWeekStart(addDays(sheet.weekStart, -7)))}
              >
                <ChevronLeftIcon />
              </IconButton>
            </Tooltip>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-testid="timesheet-week">
              Semana del {formatDate(days[0])} al {formatDate(days[6])}
            </Typography>
            <Tooltip title="Semana siguiente">
              <IconButton
                aria-label="Semana siguiente"
                onClick={() => leave(() => sheet.setWeekStart(addDays(sheet.weekStart, 7)))}
              >
                <ChevronRightIcon />
              </IconButton>
            </Tooltip>
            <Button size="small" onClick={() => leave(() => sheet.setWeekStart(weekStartOf(todayInPanama())))}>
              Esta semana
            </Button>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            {people && (
              <TextField
                select
                size="small"
                label="Persona"
                value={userId ?? ""}
                onChange={(event) => {
                  const next = event.target.value === "" ? null : Number(event.target.value);
                  void leave(() => setUserId(next));
                }}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value="">Yo</MenuItem>
                {people.map((person) => (
                  <MenuItem key={person.value} value={person.value}>
                    {person.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Agregar fila
            </Button>
          </Stack>
        </Stack>
        {sheet.error ? (
          <Box sx={{ px: 2 }}>
            <ErrorState message="No se pudo cargar la semana." onRetry={sheet.retry} />
          </Box>
        ) : sheet.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 3 }}>
            {sheet.isLoading ? "Cargando..." : "No hay horas esta semana. Use 'Agregar fila' para empezar."}
          </Typography>
        ) : (
          <TimesheetGrid days={days} rows={sheet.rows} cellErrors={sheet.cellErrors} onCellChange={sheet.setCell} />
        )}
      </Card>
      <AddRowDialog
        open={adding}
        isTaken={(projectId, task) => sheet.rows.some((row) => row.key === rowKey(projectId, task))}
        onAdd={sheet.addRow}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
