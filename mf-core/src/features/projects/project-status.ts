import type { ProjectStatus } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** Badge colour per status: in progress solid (as on the dashboard), cancelled destructive. */
export const projectStatusTones: Record<ProjectStatus, BadgeTone> = {
  planning: "secondary",
  in_progress: "default",
  testing: "info",
  completed: "success",
  on_hold: "warning",
  cancelled: "destructive",
};
