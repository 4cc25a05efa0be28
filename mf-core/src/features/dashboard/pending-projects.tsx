import { List, ListItem, ListItemText, Skeleton } from "@mui/material";
import { StatusBadge, useEndpoint } from "shared-ui";
import { DashboardSection, SectionList } from "./dashboard-section";

/** The dashboard lists at most 3 pending (in progress) projects. */
export const PENDING_PROJECTS_LIMIT = 3;

const skeleton = (
  <List aria-busy="true" aria-label="Cargando proyectos">
    {[0, 1, 2].map((n) => (
      <ListItem key={n} disableGutters>
        <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="30%" />} />
      </ListItem>
    ))}
  </List>
);

/** 'Proyectos Pendientes': up to three projects in progress, newest first (the API's order). */
export function PendingProjects() {
  // Only the three it shows, filtered and paged by the server (the query is the URL's text); a
  // project write rereads it, as every read under /api/projects.
  const { data, error, isLoading, mutate } = useEndpoint("listProjects", {
    query: { status: "in_progress", limit: String(PENDING_PROJECTS_LIMIT), offset: "0" },
  });
  const pending = data ?? [];

  return (
    <DashboardSection title="Proyectos Pendientes">
      <SectionList
        isLoading={isLoading}
        skeleton={skeleton}
        error={error}
        errorMessage="No se pudieron cargar los proyectos."
        onRetry={() => mutate()}
        isEmpty={pending.length === 0}
        emptyMessage="No hay proyectos pendientes"
      >
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
      </SectionList>
    </DashboardSection>
  );
}
