import { Box, Paper, Typography } from "@mui/material";
import { type ClientRecord, type ProjectRecord, projectStatusLabels } from "api/contract";
import { useId } from "react";
import { StatusBadge } from "shared-ui";
import { recordClientName } from "../../common/clients";
import { ProjectCard, type ProjectCardActions } from "./project-card";
import { projectStatusTones } from "./project-status";

/**
 * Projects on hold or cancelled belong to no board column. When the status filter picks
 * one of those statuses they are listed here, so the filter finds them.
 */
export function OffBoardProjects({
  title,
  projects,
  clientsById,
  actions,
}: {
  title: string;
  projects: ProjectRecord[];
  clientsById: ReadonlyMap<number, ClientRecord>;
  actions: ProjectCardActions;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {projects.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
          No hay proyectos
        </Typography>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 1.5,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
          }}
        >
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              clientName={recordClientName(project, clientsById)}
              actions={actions}
              badge={
                <StatusBadge label={projectStatusLabels[project.status]} tone={projectStatusTones[project.status]} />
              }
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
