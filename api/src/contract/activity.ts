import type { z } from "zod";
import { optionalFilter, optionalQueryText, pagedListQuery } from "./paging";

/** What a change did: created, edited, deleted, changed the status of, or paid something. */
export const activityActions = ["create", "update", "delete", "status", "payment"] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * GET /api/activity: newest first; `q` matches the summary (case-insensitive), `entity` is what
 * changed ('client', 'invoice', …), `from`/`to` the day of the change in Panama.
 */
export const activityListQuery = pagedListQuery({
  entity: optionalQueryText(50),
  action: optionalFilter(activityActions, "Acción inválida"),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;

/** GET /api/activity: the latest changes, newest first (the dashboard's 'Recent activity'). */
export type ActivityRecord = {
  id: number;
  action: ActivityAction;
  entity: string;
  entityId: number | null;
  summary: string;
  userName: string | null;
  createdAt: string;
};
