import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { type ProjectRecord, type ProjectStatus, projectBoardColumns, projectStatusLabels } from "api/contract";
import { type ReactNode, useId } from "react";
import { ErrorState, recordClientName, usePageRows, visuallyHidden } from "shared-ui";
import { ProjectCard, type ProjectCardActions } from "./project-card";
import type { ProjectColumn } from "./use-project-columns";

/** One page of a column (its first 50, then 50 more per 'Ver más'), fetched on its own. */
function ColumnPage({
  pageKey,
  actions,
  badge,
}: {
  pageKey: string;
  actions: ProjectCardActions;
  badge?: (project: ProjectRecord) => ReactNode;
}) {
  const { rows } = usePageRows<"listProjects">(pageKey);
  return rows.map((project) => (
    <ProjectCard
      key={project.id}
      project={project}
      clientName={recordClientName(project)}
      actions={actions}
      badge={badge?.(project)}
    />
  ));
}

/** A column's (or a section's) cards, page after page, with 'Ver más' while more match. */
export function ProjectPages({
  column,
  actions,
  badge,
}: {
  column: ProjectColumn;
  actions: ProjectCardActions;
  badge?: (project: ProjectRecord) => ReactNode;
}) {
  if (column.error) return <ErrorState message="No se pudieron cargar los proyectos." onRetry={column.retry} />;
  if (column.isLoading) return [0, 1].map((n) => <Skeleton key={n} variant="rounded" height={132} />);
  if (column.total === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        No hay proyectos
      </Typography>
    );
  }
  return (
    <>
      {column.pageKeys.map((pageKey) => (
        <ColumnPage key={pageKey} pageKey={pageKey} actions={actions} badge={badge} />
      ))}
      {column.hasMore && (
        <Button onClick={column.showMore} sx={{ alignSelf: "center" }}>
          Ver más
        </Button>
      )}
    </>
  );
}

/** How many projects a column holds, said in full to screen readers. */
export function ProjectCount({ total }: { total: number }) {
  return (
    <Chip
      size="small"
      label={
        <>
          {total}
          <Box component="span" sx={visuallyHidden}>
            {total === 1 ? " proyecto" : " proyectos"}
          </Box>
        </>
      }
    />
  );
}

function BoardColumn({
  status,
  column,
  actions,
}: {
  status: ProjectStatus;
  column: ProjectColumn;
  actions: ProjectCardActions;
}) {
  const headingId = useId();
  const label = projectStatusLabels[status];
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      aria-busy={column.isLoading || undefined}
      variant="outlined"
      sx={{ p: 1.5, bgcolor: "grey.50", minHeight: 200 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {!column.isLoading && <ProjectCount total={column.total} />}
      </Stack>
      <Stack spacing={1.5}>
        <ProjectPages column={column} actions={actions} />
      </Stack>
    </Paper>
  );
}

/**
 * Planificación, En Progreso, Pruebas, Completado (projectBoardColumns); on_hold and cancelled in
 * none. Each column asks the server for its own first 50 matches, and 50 more per 'Ver más'.
 */
export function ProjectBoard({
  columns,
  actions,
}: {
  columns: Readonly<Record<ProjectStatus, ProjectColumn>>;
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
        <BoardColumn key={status} status={status} column={columns[status]} actions={actions} />
      ))}
    </Box>
  );
}
