import { itbmsRateField } from "../documents/document-lines";
import { money } from "../values/fields";
import { computeItbms, fromCents, toCents } from "../values/money";
import { amountText } from "../values/record-fields";
import { type ItbmsRate, itbmsRates } from "../values/statuses";
import { z } from "../zod";

// A supplier invoice's base and ITBMS as the supplier printed them, one row per rate
// (api/docs/finance-debts.md, "ITBMS of a payable"). The supplier rounded its own lines, so the
// ITBMS is taken as printed and only checked to be rate × base within one cent: what the DGI
// cross-checks is the supplier's figure, never one recomputed here. The form and the API call
// these same functions.

export const NO_TAX_ROWS = "Debe indicar al menos una base con su tasa";
export const TOO_MANY_TAX_ROWS = `Máximo ${itbmsRates.length} filas, una por tasa`;
export const REPEATED_TAX_RATE = "Tasa repetida: use una sola fila por tasa";
export const EXEMPT_WITH_ITBMS = "Una base exenta no lleva ITBMS";
/** The ITBMS printed may differ from rate × base by this much: the supplier rounds line by line. */
export const ITBMS_TOLERANCE = "0.01";
export const itbmsMismatch = (expected: string) =>
  `El ITBMS no corresponde a la base y la tasa (esperado ${expected} ± ${ITBMS_TOLERANCE})`;

/** One rate of a supplier invoice: its base before tax and the ITBMS on it, as printed. */
export const payableTaxInput = z.object({
  rate: itbmsRateField({ withDefault: false }),
  base: money("La base es requerida"),
  itbms: money("El ITBMS es requerido", { allowZero: true }),
});
export type PayableTaxInput = z.input<typeof payableTaxInput>;
export type PayableTax = z.output<typeof payableTaxInput>;

/** A supplier invoice's rows: 1 to 4 (one per rate; repeats are refused by payableTaxIssues). */
export const payableTaxesField = z
  .array(payableTaxInput, { error: NO_TAX_ROWS })
  .min(1, { error: NO_TAX_ROWS })
  .max(itbmsRates.length, { error: TOO_MANY_TAX_ROWS });

/** rate × base, rounded half up to the cent: what the ITBMS of one line of that base would be. */
export const expectedItbms = (base: string, rate: string): string => computeItbms(base, rate).itbmsAmount;

const TOLERANCE_CENTS = toCents(ITBMS_TOLERANCE);

/** What is wrong with one row's ITBMS, or null: none on an exempt base, else rate × base ± 0.01. */
export function itbmsRowIssue(row: PayableTax): string | null {
  if (row.rate === "0") return toCents(row.itbms) === 0n ? null : EXEMPT_WITH_ITBMS;
  const expected = expectedItbms(row.base, row.rate);
  const difference = toCents(row.itbms) - toCents(expected);
  return difference > TOLERANCE_CENTS || difference < -TOLERANCE_CENTS ? itbmsMismatch(expected) : null;
}

export type PayableTaxIssue = { index: number; field: "rate" | "itbms"; message: string };

/** Every row's refusal, in row order: a rate already used by an earlier row, an ITBMS off its base. */
export function payableTaxIssues(rows: readonly PayableTax[]): PayableTaxIssue[] {
  const seen = new Set<ItbmsRate>();
  return rows.flatMap((row, index) => {
    const issues: PayableTaxIssue[] = [];
    if (seen.has(row.rate)) issues.push({ index, field: "rate", message: REPEATED_TAX_RATE });
    seen.add(row.rate);
    const itbms = itbmsRowIssue(row);
    if (itbms) issues.push({ index, field: "itbms", message: itbms });
    return issues;
  });
}

/** The invoice's figures from its rows, in integer cents: Σ base, Σ ITBMS and their total. */
export function sumPayableTaxes(rows: ReadonlyArray<{ base: string; itbms: string }>) {
  const base = rows.reduce((cents, row) => cents + toCents(row.base), 0n);
  const itbms = rows.reduce((cents, row) => cents + toCents(row.itbms), 0n);
  return { base: fromCents(base), itbms: fromCents(itbms), total: fromCents(base + itbms) };
}

/** The rows in the order 0, 7, 10, 15, as they are stored and answered. */
export const inRateOrder = <Row extends { rate: ItbmsRate }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => itbmsRates.indexOf(a.rate) - itbmsRates.indexOf(b.rate));

/** One stored row, as a payable answers it. */
export const payableTaxRecord = z.object({
  rate: z.enum(itbmsRates).meta({ description: "Tasa de ITBMS en porcentaje; 0 es exento" }),
  base: amountText("Base a esa tasa, antes de impuesto, como en la factura del proveedor"),
  itbms: amountText("ITBMS a esa tasa, como en la factura del proveedor"),
});
export type PayableTaxRecord = z.infer<typeof payableTaxRecord>;
