import { Box, Paper, Stack, Typography } from "@mui/material";
import { type ProjectStatus, projectStatusLabels } from "api/contract";
import { useId } from "react";
import { StatusBadge } from "shared-ui";
import { ProjectCount, ProjectPages } from "./project-board";
import type { ProjectCardActions } from "./project-card";
import { projectStatusTones } from "./project-status";
import type { ProjectColumn } from "./use-project-columns";

/**
 * Projects on hold or cancelled belong to no board column. They are listed here, one group per
 * status (the filter may pick one), so that they can still be found, viewed and moved back.
 */
export function OffBoardProjects({
  title,
  groups,
  actions,
}: {
  title: string;
  groups: ReadonlyArray<{ status: ProjectStatus; column: ProjectColumn }>;
  actions: ProjectCardActions;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {groups.map(({ status, column }) => (
          <Box key={status}>
            {groups.length > 1 && (
              <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {projectStatusLabels[status]}
                </Typography>
                {!column.isLoading && <ProjectCount total={column.total} />}
              </Stack>
            )}
            <Box
              sx={{
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
              }}
            >
              <ProjectPages
                column={column}
                actions={actions}
                badge={(project) => (
                  <StatusBadge label={projectStatusLabels[project.status]} tone={projectStatusTones[project.status]} />
                )}
              />
            </Box>
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
