import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { type ProjectRecord, projectStatusLabels } from "api/contract";
import { formatDate, formatDateTime, formatDollarPlain, StatusBadge } from "shared-ui";
import { DetailList } from "../../common/detail-list";
import { projectStatusTones } from "./project-status";

export function ProjectDetailsDialog({
  project,
  clientName,
  onClose,
}: {
  project: ProjectRecord | null;
  clientName: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={Boolean(project)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{project?.name ?? ""}</DialogTitle>
      <DialogContent>
        {project && (
          <DetailList
            items={[
              ["Cliente", clientName],
              ["Descripción", project.description],
              [
                "Estado",
                <StatusBadge
                  key="status"
                  label={projectStatusLabels[project.status]}
                  tone={projectStatusTones[project.status]}
                />,
              ],
              ["Presupuesto", project.budget === null ? "Sin presupuesto" : formatDollarPlain(project.budget)],
              ["Fecha de inicio", formatDate(project.startDate, "Sin fecha")],
              ["Fecha de fin", formatDate(project.endDate, "Sin fecha")],
              ["Creado", formatDateTime(project.createdAt)],
              ["Actualizado", formatDateTime(project.updatedAt)],
            ]}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
