import AccessTimeIcon from "@mui/icons-material/AccessTime";
import CalendarTodayIcon from "@mui/icons-material/CalendarToday";
import PaidIcon from "@mui/icons-material/Paid";
import PersonIcon from "@mui/icons-material/Person";
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from "@mui/material";
import type { ProjectRecord, ProjectStatus } from "api/contract";
import type { ReactNode } from "react";
import { formatDate, formatDollarPlain, RowActions, visuallyHidden } from "shared-ui";
import { Link } from "wouter";
import { MoveProjectMenu } from "./move-project-menu";

export type ProjectCardActions = {
  onView: (project: ProjectRecord) => void;
  onEdit: (project: ProjectRecord) => void;
  onDelete: (project: ProjectRecord) => void;
  onMove: (project: ProjectRecord, status: ProjectStatus) => void;
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", color: "text.secondary" }}>
      <Stack aria-hidden sx={{ "& svg": { fontSize: 16 } }}>
        {icon}
      </Stack>
      <Typography variant="body2" color="text.secondary" title={label}>
        <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>
        {children}
      </Typography>
    </Stack>
  );
}

/** One project on the board: name, client, budget and end date, with its actions. */
export function ProjectCard({
  project,
  clientName,
  actions,
  badge,
}: {
  project: ProjectRecord;
  clientName: string;
  actions: ProjectCardActions;
  /** A status badge, for the list of projects that are on no column. */
  badge?: ReactNode;
}) {
  const subject = `proyecto ${project.name}`;
  return (
    <Card component="article" variant="outlined" aria-label={project.name}>
      <CardContent sx={{ p: 2, "&:last-child": { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, wordBreak: "break-word" }}>
            {project.name}
          </Typography>
          {badge}
        </Stack>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Fact icon={<PersonIcon />} label="Cliente">
            {clientName}
          </Fact>
          <Fact icon={<PaidIcon />} label="Presupuesto">
            {project.budget === null ? "Sin presupuesto" : formatDollarPlain(project.budget)}
          </Fact>
          <Fact icon={<CalendarTodayIcon />} label="Fecha de fin">
            {formatDate(project.endDate, "Sin fecha")}
          </Fact>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, justifyContent: "flex-end", alignItems: "center" }}>
          {/* The project's 'Horas' (mf-core's time feature, api/docs/time.md). */}
          <Tooltip title="Horas">
            <IconButton
              size="small"
              component={Link}
              href={`/projects/hours?proyecto=${project.id}`}
              aria-label={`Horas del ${subject}`}
            >
              <AccessTimeIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <MoveProjectMenu
            projectName={project.name}
            status={project.status}
            onMove={(status) => actions.onMove(project, status)}
          />
          <RowActions
            subject={subject}
            onView={() => actions.onView(project)}
            onEdit={() => actions.onEdit(project)}
            onDelete={() => actions.onDelete(project)}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
