import { TableCell, TableRow, Typography } from "@mui/material";
import type { JobRecord } from "api/contract";
import { formatDateTime, type ListColumn, type ListState, ListTable, StatusBadge } from "shared-ui";
import { jobStateTone } from "./job-state-tone";

const columns: ListColumn[] = [
  { label: "Tarea" },
  { label: "Estado" },
  { label: "Creada" },
  { label: "Iniciada" },
  { label: "Terminada" },
  { label: "Intentos" },
  { label: "Detalle" },
];

/** What else a job's row says: its last error, or when a job waiting will run. */
function detail(job: JobRecord): string {
  if (job.lastError) return job.lastError;
  if (job.state === "retry" || job.state === "created") return `Próximo intento: ${formatDateTime(job.runAfter)}`;
  return "";
}

export function JobsTable({ list }: { list: ListState<JobRecord> }) {
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No hay tareas registradas"
      renderRow={(job) => (
        <TableRow key={job.id} hover>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {job.title}
            </Typography>
          </TableCell>
          <TableCell>
            <StatusBadge label={job.stateLabel} tone={jobStateTone[job.state]} />
          </TableCell>
          <TableCell>{formatDateTime(job.createdAt)}</TableCell>
          <TableCell>{formatDateTime(job.startedAt, "—")}</TableCell>
          <TableCell>{formatDateTime(job.completedAt, "—")}</TableCell>
          <TableCell>{`${job.attempts} de ${job.maxAttempts}`}</TableCell>
          <TableCell>
            <Typography variant="body2" color={job.lastError ? "error" : "text.secondary"}>
              {detail(job)}
            </Typography>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
