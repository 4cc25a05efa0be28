import { type ProjectRecord, projectStatusLabels } from "api/contract";
import { DetailsDialog, formatDate, formatDateTime, formatDollarPlain, StatusBadge } from "shared-ui";
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
    <DetailsDialog
      record={project}
      title={(project) => project.name}
      items={(project) => [
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
      onClose={onClose}
    />
  );
}
