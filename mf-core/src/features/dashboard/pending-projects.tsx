import { List, ListItem, ListItemText, Skeleton, Typography } from "@mui/material";
import type { ProjectRecord } from "api/contract";
import type { ReactNode } from "react";
import { ErrorState, StatusBadge, useApiData } from "shared-ui";
import { DashboardSection } from "./dashboard-section";

/** SPEC.md §9: the dashboard lists at most 3 pending projects. */
export const PENDING_PROJECTS_LIMIT = 3;

/** 'Proyectos Pendientes': up to three projects in progress, newest first (the API's order). */
export function PendingProjects() {
  const { data, error, isLoading, mutate } = useApiData<ProjectRecord[]>("/api/projects");
  const pending = (data ?? []).filter((project) => project.status === "in_progress").slice(0, PENDING_PROJECTS_LIMIT);

  let body: ReactNode;
  if (isLoading)
    body = (
      <List aria-busy="true" aria-label="Cargando proyectos">
        {[0, 1, 2].map((n) => (
          <ListItem key={n} disableGutters>
            <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="30%" />} />
          </ListItem>
        ))}
      </List>
    );
  else if (error) body = <ErrorState message="No se pudieron cargar los proyectos." onRetry={() => mutate()} />;
  else if (pending.length === 0)
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        No hay proyectos pendientes
      </Typography>
    );
  else
    body = (
      <List aria-label="Proyectos Pendientes" disablePadding>
        {pending.map((project) => (
          <ListItem
            key={project.id}
            disableGutters
            divider
            secondaryAction={<StatusBadge label="En Progreso" tone="default" />}
          >
            <ListItemText
              primary={project.name}
              secondary={`Cliente ID: ${project.clientId}`}
              slotProps={{ primary: { sx: { fontWeight: 600, pr: 10 } } }}
            />
          </ListItem>
        ))}
      </List>
    );

  return <DashboardSection title="Proyectos Pendientes">{body}</DashboardSection>;
}
