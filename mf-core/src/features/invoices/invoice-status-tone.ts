import type { InvoiceStatus } from "api/contract";
import type { BadgeTone } from "shared-ui";

/** Badge tones: paid success, overdue destructive, sent default; draft, cancelled and unknown secondary. */
export function invoiceStatusTone(status: InvoiceStatus | string): BadgeTone {
  if (status === "paid") return "success";
  if (status === "overdue") return "destructive";
  if (status === "sent") return "default";
  return "secondary";
}
