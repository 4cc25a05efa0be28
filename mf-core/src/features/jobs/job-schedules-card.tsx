import PlayArrowIcon from "@mui/icons-material/PlayArrow";
import { Button, Card, CardContent, TableCell, TableRow, Typography } from "@mui/material";
import type { JobScheduleRecord } from "api/contract";
import { formatDateTime, type ListColumn, ListTable, useApiAction, useEndpoint } from "shared-ui";

const columns: ListColumn[] = [
  { label: "Tarea" },
  { label: "Programación" },
  { label: "Próxima ejecución" },
  { label: "Acciones", align: "right" },
];

/** The queues that run on a schedule, when each runs next, and 'Ejecutar ahora'. */
export function JobSchedulesCard() {
  const { data, error, isLoading, mutate } = useEndpoint("jobSchedules");
  const run = useApiAction();
  const runNow = (schedule: JobScheduleRecord) =>
    run({
      endpoint: "runJobNow",
      params: { queue: schedule.queue },
      success: { title: "Tarea en la cola", description: `«${schedule.title}» se ejecutará en unos segundos.` },
      failure: { description: "No se pudo poner la tarea en la cola. Inténtelo de nuevo." },
    });

  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          Programación
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Horario de Panamá. Cada ejecución programada corre una sola vez, aunque haya varios servidores.
        </Typography>
      </CardContent>
      <ListTable
        columns={columns}
        list={{ rows: data ?? [], isLoading, error, retry: () => mutate() }}
        emptyMessage="No hay tareas programadas"
        renderRow={(schedule) => (
          <TableRow key={schedule.queue} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {schedule.title}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontFamily: "monospace" }}>
                {schedule.cron}
              </Typography>
            </TableCell>
            <TableCell>{formatDateTime(schedule.nextRunAt)}</TableCell>
            <TableCell align="right">
              <Button
                size="small"
                startIcon={<PlayArrowIcon />}
                aria-label={`Ejecutar ahora: ${schedule.title}`}
                onClick={() => void runNow(schedule)}
              >
                Ejecutar ahora
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
    </Card>
  );
}
