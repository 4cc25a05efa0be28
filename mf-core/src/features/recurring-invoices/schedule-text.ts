import { type RecurringInvoiceListItem, recurringFrequencyLabels } from "api/contract";
import { formatDate } from "shared-ui";

/** 'Mensual, el día 31' (in shorter months, their last day: the form says so). */
export const scheduleText = (template: Pick<RecurringInvoiceListItem, "frequency" | "dayOfMonth">) =>
  `${recurringFrequencyLabels[template.frequency]}, el día ${template.dayOfMonth}`;

/** How it ends: 'El 31/12/2027', 'Tras 12 facturas', 'Sin fecha final'. */
export function endText(template: Pick<RecurringInvoiceListItem, "endDate" | "maxCount">): string {
  if (template.endDate) return `El ${formatDate(template.endDate)}`;
  if (template.maxCount) return `Tras ${template.maxCount} ${template.maxCount === 1 ? "factura" : "facturas"}`;
  return "Sin fecha final";
}
