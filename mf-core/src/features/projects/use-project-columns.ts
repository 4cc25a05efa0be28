import type { ProjectStatus } from "api/contract";
import { useGrowingList } from "shared-ui";

/** Projects a board column (or the off-board section) shows at first, and adds per 'Ver más'. */
export const PROJECTS_PER_COLUMN = 50;

export type ProjectColumn = ReturnType<typeof useGrowingList<"listProjects">>;
type Filter = ProjectStatus | "all";

/** One status's projects, searched on the server; a status the filter hides asks for nothing. */
function useProjectColumn(status: ProjectStatus, search: string, filter: Filter): ProjectColumn {
  return useGrowingList(filter === "all" || filter === status ? "listProjects" : null, {
    q: search,
    filters: { status },
    step: PROJECTS_PER_COLUMN,
  });
}

/** Every status's list: the four board columns and the two statuses kept off the board. */
export function useProjectColumns(search: string, filter: Filter): Record<ProjectStatus, ProjectColumn> {
  return {
    planning: useProjectColumn("planning", search, filter),
    in_progress: useProjectColumn("in_progress", search, filter),
    testing: useProjectColumn("testing", search, filter),
    completed: useProjectColumn("completed", search, filter),
    on_hold: useProjectColumn("on_hold", search, filter),
    cancelled: useProjectColumn("cancelled", search, filter),
  };
}
