import type { ClientRecord, ProjectRecord, ProjectStatus } from "api/contract";
import { matchesSearch } from "shared-ui";
import { recordClientName } from "../../common/clients";

export type ProjectFilter = { search: string; status: ProjectStatus | "all" };

/** Name, description and client name, case-insensitively; plus the status filter. */
export function filterProjects(
  projects: readonly ProjectRecord[],
  { search, status }: ProjectFilter,
  clientsById: ReadonlyMap<number, ClientRecord>,
): ProjectRecord[] {
  return projects.filter(
    (project) =>
      (status === "all" || project.status === status) &&
      matchesSearch(search, [project.name, project.description, recordClientName(project, clientsById)]),
  );
}
