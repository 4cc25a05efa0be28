import type { QuoteStatus } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** Rejected is destructive; draft, expired and unknown secondary; sent and accepted default. */
export function quoteStatusTone(status: QuoteStatus | string): BadgeTone {
  if (status === "rejected") return "destructive";
  if (status === "sent" || status === "accepted") return "default";
  return "secondary";
}
