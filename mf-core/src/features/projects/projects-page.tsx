import AddIcon from "@mui/icons-material/Add";
import { Button, Card, MenuItem, Stack, TextField, Typography } from "@mui/material";
import {
  type ClientRecord,
  type ProjectRecord,
  type ProjectStatus,
  projectBoardColumns,
  projectStatuses,
  projectStatusLabels,
} from "api/contract";
import { useMemo, useState } from "react";
import { ErrorState, PageHeader, useApiData } from "shared-ui";
import { SearchField } from "../../common/search-field";
import { OffBoardProjects } from "./off-board-projects";
import { ProjectBoard } from "./project-board";
import type { ProjectCardActions } from "./project-card";
import { ProjectDetailsDialog } from "./project-details-dialog";
import { ProjectFormDialog } from "./project-form-dialog";
import { filterProjects, projectClientName } from "./project-search";
import { useProjectActions } from "./use-project-actions";

type StatusFilter = ProjectStatus | "all";
type Editing = { project?: ProjectRecord } | null;

const onBoard = (status: ProjectStatus) => (projectBoardColumns as readonly ProjectStatus[]).includes(status);

export function ProjectsPage() {
  const projectsQuery = useApiData<ProjectRecord[]>("/api/projects");
  // The client names on the cards come with each project; the list feeds the form's select.
  const clientsQuery = useApiData<ClientRecord[]>("/api/clients");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const { remove, move } = useProjectActions();

  const clients = clientsQuery.data ?? [];
  const clientsById = useMemo(
    () => new Map((clientsQuery.data ?? []).map((client) => [client.id, client])),
    [clientsQuery.data],
  );
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
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Nuevo Proyecto
          </Button>
        }
      />
      <Card sx={{ mb: 2 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
          <SearchField value={search} onChange={setSearch} placeholder="Buscar proyectos..." />
          <TextField
            select
            size="small"
            label="Estado"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">Todos</MenuItem>
            {projectStatuses.map((value) => (
              <MenuItem key={value} value={value}>
                {projectStatusLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Card>
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
      <ProjectFormDialog
        open={editing !== null}
        project={editing?.project}
        clients={clients}
        onClose={() => setEditing(null)}
      />
      <ProjectDetailsDialog
        project={viewing}
        clientName={viewing ? projectClientName(viewing, clientsById) : ""}
        onClose={() => setViewingId(null)}
      />
    </>
  );
}
