import AccessTimeIcon from "@mui/icons-material/AccessTime";
import { Button } from "@mui/material";
import { type ProjectRecord, type ProjectStatus, projectFilterStatuses, projectStatusLabels } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, recordClientName, StatusFilter } from "shared-ui";
import { Link } from "wouter";
import { OffBoardProjects } from "./off-board-projects";
import { ProjectBoard } from "./project-board";
import type { ProjectCardActions } from "./project-card";
import { ProjectDetailsDialog } from "./project-details-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { useProjectActions } from "./use-project-actions";
import { useProjectColumns } from "./use-project-columns";

type StatusFilterValue = ProjectStatus | "all";
type Editing = { project?: ProjectRecord } | null;

const offBoardStatuses = ["on_hold", "cancelled"] as const satisfies readonly ProjectStatus[];

export function ProjectsPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilterValue>("all");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<ProjectRecord | null>(null);
  const { remove, move } = useProjectActions();
  // Search and status filter run on the server, one request per status shown.
  const columns = useProjectColumns(search, status);

  const actions: ProjectCardActions = {
    onView: setViewing,
    onEdit: (project) => setEditing({ project }),
    onDelete: remove,
    onMove: move,
  };
  const offBoard = offBoardStatuses
    .filter((shown) => status === "all" || status === shown)
    .map((shown) => ({ status: shown, column: columns[shown] }));

  return (
    <>
      <PageHeader
        title="Gestión de Proyectos"
        subtitle="Planifique y siga el avance de cada proyecto."
        actions={
          <>
            <Button component={Link} href="/projects/timesheet" variant="outlined" startIcon={<AccessTimeIcon />}>
              Hoja de horas
            </Button>
            <AddButton onClick={() => setEditing({})}>Nuevo Proyecto</AddButton>
          </>
        }
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar proyectos..."
        filters={
          <StatusFilter
            value={status}
            onChange={setStatus}
            statuses={projectFilterStatuses}
            labels={projectStatusLabels}
          />
        }
        sx={{ mb: 2 }}
      />
      <ProjectBoard columns={columns} actions={actions} />
      {/* On hold and cancelled projects belong to no column; they are listed below the board. */}
      {offBoard.some(({ column }) => column.total > 0 || column.error) && (
        <OffBoardProjects
          title={
            status === "all" ? "Fuera del tablero: en pausa o cancelados" : `Proyectos: ${projectStatusLabels[status]}`
          }
          groups={offBoard}
          actions={actions}
        />
      )}
      <ProjectFormDialog open={editing !== null} project={editing?.project} onClose={() => setEditing(null)} />
      <ProjectDetailsDialog
        project={viewing}
        clientName={viewing ? recordClientName(viewing) : ""}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
