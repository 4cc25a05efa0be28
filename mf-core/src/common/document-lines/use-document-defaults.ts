import type { ItbmsRate } from "api/contract";
import { useEndpoint } from "shared-ui";

/** Until the company's settings answer (or if they cannot be read): 7 % and 30 days. */
export const FALLBACK_DEFAULTS: { itbmsRate: ItbmsRate; paymentTermsDays: number } = {
  itbmsRate: "7",
  paymentTermsDays: 30,
};

/**
 * What new quote and invoice lines and new invoices start with: the company's default ITBMS rate
 * and payment terms (its settings, /settings/company), read once and shared through the SWR cache.
 */
export function useDocumentDefaults(): { itbmsRate: ItbmsRate; paymentTermsDays: number } {
  const { data } = useEndpoint("companySettings");
  return {
    itbmsRate: data?.defaultItbmsRate ?? FALLBACK_DEFAULTS.itbmsRate,
    paymentTermsDays: data?.paymentTermsDays ?? FALLBACK_DEFAULTS.paymentTermsDays,
  };
}
