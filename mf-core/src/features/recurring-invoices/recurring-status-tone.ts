import type { RecurringInvoiceStatus, RecurringOccurrenceOutcome } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** Active is the default; paused waits (warning); finished is done (secondary). */
export function recurringStatusTone(status: RecurringInvoiceStatus): BadgeTone {
  if (status === "active") return "default";
  if (status === "paused") return "warning";
  return "secondary";
}

/** Issued is a success, a refusal to issue is destructive, a draft is secondary. */
export function occurrenceOutcomeTone(outcome: RecurringOccurrenceOutcome): BadgeTone {
  if (outcome === "issued") return "success";
  if (outcome === "issue_failed") return "destructive";
  if (outcome === "issuing") return "info";
  return "secondary";
}
