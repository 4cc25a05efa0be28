import {
  expectedItbms,
  type ItbmsRate,
  itbmsRates,
  money,
  type PayableTaxInput,
  payableTaxInput,
  sumPayableTaxes,
} from "api/contract";

// The new-payable form's rows of base and ITBMS per rate, and their live figures, computed with
// the contract's functions as the API computes them (api/docs/finance-debts.md, "ITBMS of a payable").

/** A new row's rate: the general 7 % first, then exempt, then the others; never one in use. */
const NEW_ROW_RATES: readonly ItbmsRate[] = ["7", "0", "10", "15"];

/** A row with no amounts yet, at the first rate the other rows do not use. */
export function newTaxRow(rows: ReadonlyArray<Partial<PayableTaxInput>> = []): PayableTaxInput {
  const used = new Set(rows.map((row) => String(row.rate ?? "")));
  const rate = NEW_ROW_RATES.find((candidate) => !used.has(candidate)) ?? "7";
  return { rate, base: "", itbms: "" };
}

export const MAX_TAX_ROWS = itbmsRates.length;

const amount = money("-");
const rate = payableTaxInput.shape.rate;

/** rate × base for the row's ITBMS field, once both are valid; null while they are not. */
export function suggestedItbms(base: unknown, itbmsRate: unknown): string | null {
  const parsedBase = amount.safeParse(base);
  const parsedRate = rate.safeParse(itbmsRate);
  return parsedBase.success && parsedRate.success ? expectedItbms(parsedBase.data, parsedRate.data) : null;
}

/** The invoice's total from the rows that are valid so far (the others count as nothing yet). */
export function liveTaxTotal(rows: ReadonlyArray<Partial<PayableTaxInput>> | undefined): string {
  const valid = (rows ?? []).flatMap((row) => {
    const parsed = payableTaxInput.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  return sumPayableTaxes(valid).total;
}
