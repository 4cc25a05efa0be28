import {
  type ProjectRecord,
  type ProjectStatus,
  projectBoardColumns,
  projectFilterStatuses,
  projectStatusLabels,
} from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ErrorState, ListCard, PageHeader, StatusFilter, useApiData } from "shared-ui";
import { recordClientName, useClients } from "../../common/clients";
import { PROJECTS_KEY } from "../../common/revalidation";
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
  const projectsQuery = useApiData<ProjectRecord[]>(PROJECTS_KEY);
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
  const offBoard = shown.filter((project) => !onBoard(project.status));
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
          <StatusFilter
            value={status}
            onChange={setStatus}
            statuses={projectFilterStatuses}
            labels={projectStatusLabels}
          />
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
          {/* On hold and cancelled projects belong to no column; they are listed
              below the board so that they can still be found, viewed and moved back. */}
          {offBoard.length > 0 && (
            <OffBoardProjects
              title={
                status === "all"
                  ? "Fuera del tablero: en pausa o cancelados"
                  : `Proyectos: ${projectStatusLabels[status]}`
              }
              projects={offBoard}
              clientsById={clientsById}
              actions={actions}
            />
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
