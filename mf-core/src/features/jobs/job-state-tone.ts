import type { JobState } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** The badge of each state: waiting is neutral, running informs, a retry warns, a failure alarms. */
export const jobStateTone: Record<JobState, BadgeTone> = {
  created: "secondary",
  retry: "warning",
  active: "info",
  completed: "success",
  cancelled: "secondary",
  failed: "destructive",
};
