import { Box, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type ClientRecord, type ProjectRecord, projectBoardColumns, projectStatusLabels } from "api/contract";
import { useId } from "react";
import { visuallyHidden } from "shared-ui";
import { recordClientName } from "../../common/clients";
import { ProjectCard, type ProjectCardActions } from "./project-card";

type ColumnStatus = (typeof projectBoardColumns)[number];

function BoardColumn({
  status,
  projects,
  isLoading,
  clientsById,
  actions,
}: {
  status: ColumnStatus;
  projects: ProjectRecord[];
  isLoading: boolean;
  clientsById: ReadonlyMap<number, ClientRecord>;
  actions: ProjectCardActions;
}) {
  const headingId = useId();
  const label = projectStatusLabels[status];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      variant="outlined"
      sx={{ p: 1.5, bgcolor: "grey.50", minHeight: 200 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {!isLoading && (
          <Chip
            size="small"
            label={
              <>
                {projects.length}
                <Box component="span" sx={visuallyHidden}>
                  {projects.length === 1 ? " proyecto" : " proyectos"}
                </Box>
              </>
            }
          />
        )}
      </Stack>
      <Stack spacing={1.5}>
        {isLoading ? (
          [0, 1].map((n) => <Skeleton key={n} variant="rounded" height={132} />)
        ) : projects.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
            No hay proyectos
          </Typography>
        ) : (
          projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              clientName={recordClientName(project, clientsById)}
              actions={actions}
            />
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** Planificación, En Progreso, Pruebas, Completado (projectBoardColumns); on_hold and cancelled in none. */
export function ProjectBoard({
  projects,
  isLoading,
  clientsById,
  actions,
}: {
  projects: ProjectRecord[];
  isLoading: boolean;
  clientsById: ReadonlyMap<number, ClientRecord>;
  actions: ProjectCardActions;
}) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
        alignItems: "start",
      }}
    >
      {projectBoardColumns.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          projects={projects.filter((project) => project.status === status)}
          isLoading={isLoading}
          clientsById={clientsById}
          actions={actions}
        />
      ))}
    </Box>
  );
}
