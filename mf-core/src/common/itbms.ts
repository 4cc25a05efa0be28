import { type ItbmsRate, itbmsRateLabels, itbmsRates } from "api/contract";
import { labelledOptions } from "shared-ui/forms";

/** The 'ITBMS' select of a quote or invoice line: 'Exento (0%)', '7%', '10%', '15%'. */
export const itbmsRateOptions = labelledOptions(itbmsRates, itbmsRateLabels);

/** '7%', 'Exento (0%)'; a rate this front end does not know yet as '{rate}%'. */
export function itbmsRateLabel(rate: string): string {
  return itbmsRateLabels[rate as ItbmsRate] ?? `${rate}%`;
}
