/** GET /api/activity: the latest changes, newest first (the dashboard's 'Recent activity'). */
export type ActivityRecord = {
  id: number;
  action: "create" | "update" | "delete" | "status" | "payment";
  entity: string;
  entityId: number | null;
  summary: string;
  userName: string | null;
  createdAt: string;
};
