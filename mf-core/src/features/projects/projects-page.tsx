import { Typography } from "@mui/material";
import {
  type ProjectRecord,
  type ProjectStatus,
  projectBoardColumns,
  projectStatuses,
  projectStatusLabels,
} from "api/contract";
import { useMemo, useState } from "react";
import { ErrorState, PageHeader, useApiData } from "shared-ui";
import { recordClientName, useClients } from "../../common/clients";
import { AddButton, ListCard } from "../../common/list-card";
import { StatusFilter } from "../../common/status-filter";
import { OffBoardProjects } from "./off-board-projects";
import { ProjectBoard } from "./project-board";
import type { ProjectCardActions } from "./project-card";
import { ProjectDetailsDialog } from "./project-details-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { filterProjects } from "./project-search";
import { useProjectActions } from "./use-project-actions";

type StatusFilterValue = ProjectStatus | "all";
type Editing = { project?: ProjectRecord } | null;

const onBoard = (status: ProjectStatus) => (projectBoardColumns as readonly ProjectStatus[]).includes(status);

export function ProjectsPage() {
  const projectsQuery = useApiData<ProjectRecord[]>("/api/projects");
  // Each project carries its client's name; the client list is fresher after a client edit.
  const { clientsById } = useClients();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilterValue>("all");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const { remove, move } = useProjectActions();

  const all = projectsQuery.data ?? [];
  const shown = useMemo(
    () => filterProjects(projectsQuery.data ?? [], { search, status }, clientsById),
    [projectsQuery.data, search, status, clientsById],
  );
  const hiddenCount = status === "all" ? shown.filter((project) => !onBoard(project.status)).length : 0;
  const viewing = all.find((project) => project.id === viewingId) ?? null;

  const actions: ProjectCardActions = {
    onView: (project) => setViewingId(project.id),
    onEdit: (project) => setEditing({ project }),
    onDelete: remove,
    onMove: move,
  };

  return (
    <>
      <PageHeader
        title="Gestión de Proyectos"
        subtitle="Planifique y siga el avance de cada proyecto."
        actions={<AddButton onClick={() => setEditing({})}>Nuevo Proyecto</AddButton>}
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar proyectos..."
        filters={
          <StatusFilter value={status} onChange={setStatus} statuses={projectStatuses} labels={projectStatusLabels} />
        }
        sx={{ mb: 2 }}
      />
      {projectsQuery.error ? (
        <ErrorState message="No se pudieron cargar los proyectos." onRetry={() => projectsQuery.mutate()} />
      ) : (
        <>
          <ProjectBoard
            projects={shown}
            isLoading={projectsQuery.isLoading}
            clientsById={clientsById}
            actions={actions}
          />
          {status !== "all" && !onBoard(status) && (
            <OffBoardProjects
              title={`Proyectos: ${projectStatusLabels[status]}`}
              projects={shown}
              clientsById={clientsById}
              actions={actions}
            />
          )}
          {hiddenCount > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {hiddenCount === 1
                ? "1 proyecto en pausa o cancelado no aparece en el tablero; use el filtro de estado para verlo."
                : `${hiddenCount} proyectos en pausa o cancelados no aparecen en el tablero; use el filtro de estado para verlos.`}
            </Typography>
          )}
        </>
      )}
      <ProjectFormDialog open={editing !== null} project={editing?.project} onClose={() => setEditing(null)} />
      <ProjectDetailsDialog
        project={viewing}
        clientName={viewing ? recordClientName(viewing, clientsById) : ""}
        onClose={() => setViewingId(null)}
      />
    </>
  );
}
