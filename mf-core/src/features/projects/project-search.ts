import { type ClientRecord, clientDisplayName, type ProjectRecord, type ProjectStatus } from "api/contract";

export type ProjectFilter = { search: string; status: ProjectStatus | "all" };

/** The client as a project card shows it: the server's display name, the client list's, else 'Cliente {id}'. */
export function projectClientName(project: ProjectRecord, clientsById: ReadonlyMap<number, ClientRecord>): string {
  return project.clientName || clientDisplayName(clientsById.get(project.clientId), project.clientId);
}

/** Name, description and client name, case-insensitively; plus the status filter. */
export function filterProjects(
  projects: readonly ProjectRecord[],
  { search, status }: ProjectFilter,
  clientsById: ReadonlyMap<number, ClientRecord>,
): ProjectRecord[] {
  const needle = search.trim().toLocaleLowerCase("es");
  return projects.filter(
    (project) =>
      (status === "all" || project.status === status) &&
      (!needle ||
        [project.name, project.description, projectClientName(project, clientsById)].some((field) =>
          field?.toLocaleLowerCase("es").includes(needle),
        )),
  );
}
