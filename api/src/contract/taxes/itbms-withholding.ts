import { z } from "../zod";

// ITBMS withheld by a client that is a retention agent (the State, large buyers, card processors):
// it pays the invoice less a share of its ITBMS and hands that share to the DGI itself. The share
// is 50 % or 100 % of the invoice's ITBMS (api/docs/dgi-reports.md, "ITBMS withheld by clients").

/** The shares a client can withhold: none, half or all of the ITBMS. */
export const itbmsWithholdingPercents = [0, 50, 100] as const;
export type ItbmsWithholdingPercent = (typeof itbmsWithholdingPercents)[number];
export const itbmsWithholdingLabels: Record<ItbmsWithholdingPercent, string> = {
  0: "Sin retención",
  50: "50 %",
  100: "100 %",
};

export const ITBMS_WITHHOLDING_INVALID = "Retención de ITBMS inválida (sin retención, 50 % o 100 %)";

/**
 * A withholding share as a form or a client sends it: 0, 50 or 100, as a number or its text.
 * Sent empty (or null) it is null: a client without retention, an invoice taking its client's.
 */
export const itbmsWithholdingField = z.preprocess(
  (value) => (value === "" ? null : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.union([z.literal(0), z.literal(50), z.literal(100)], { error: ITBMS_WITHHOLDING_INVALID }).nullish(),
);

/** The most of an invoice's ITBMS its client may withhold: ITBMS × share, in cents, rounded half up. */
export function withholdableCents(itbmsCents: bigint, percent: number): bigint {
  return (itbmsCents * BigInt(percent) + 50n) / 100n;
}
