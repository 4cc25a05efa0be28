import { fromCents, toCents } from "../values/money";
import { parseRuc } from "../values/ruc";

// The income-tax indicator of the fiscal tab (api/docs/finance-reports.md, "Income-tax indicator"):
// the yearly rules of the Código Fiscal applied to a period's figures from the ledger. It is an
// estimate to watch, not the tax declared: the return starts from the renta neta gravable (exempt
// income and non-deductible expenses out), which the books do not separate.

/** Who pays: a legal person (sociedad) or a natural person with a business (persona natural). */
export const taxpayerKinds = ["legal_person", "natural_person"] as const;
export type TaxpayerKind = (typeof taxpayerKinds)[number];

/** Which rule gave the figure: 25 % (legal person), the Art. 700 scale, or the CAIR. */
export const incomeTaxMethods = ["flat_rate", "natural_person_scale", "cair"] as const;
export type IncomeTaxMethod = (typeof incomeTaxMethods)[number];

export const incomeTaxMethodLabels: Record<IncomeTaxMethod, string> = {
  flat_rate: "Persona jurídica: 25 % de la utilidad neta",
  natural_person_scale: "Persona natural: tarifa del Art. 700 sobre la utilidad neta",
  cair: "CAIR: 25 % del 4.67 % de los ingresos gravables",
};

/** Legal persons: 25 % of the net taxable income (Código Fiscal, Art. 699). */
export const LEGAL_PERSON_RATE = 25;
/** The CAIR (Art. 699) applies when the gross taxable income exceeds this, in balboas. */
export const CAIR_THRESHOLD = "1500000.00";
/** Under the CAIR the taxable income is this share (%) of the gross taxable income. */
export const CAIR_PRESUMED_SHARE = "4.67";

/** The Art. 700 scale: each bracket's lower bound (balboas) and the rate (%) on the part above it. */
export const NATURAL_PERSON_SCALE: ReadonlyArray<{ from: string; rate: number }> = [
  { from: "0.00", rate: 0 },
  { from: "11000.00", rate: 15 },
  { from: "50000.00", rate: 25 },
];

/**
 * The taxpayer kind the company's RUC shows: a cédula-based RUC is a natural person's, any other a
 * legal person's. Without a RUC that reads as either, a legal person is assumed (and said).
 */
export function taxpayerOfRuc(ruc: string | null | undefined): { kind: TaxpayerKind; assumed: boolean } {
  const parsed = ruc ? parseRuc(ruc) : null;
  if (!parsed) return { kind: "legal_person", assumed: true };
  return { kind: parsed.kind === "natural" ? "natural_person" : "legal_person", assumed: false };
}

/** `cents × numerator / denominator`, rounded half up to the cent (the amounts here are never negative). */
function share(cents: bigint, numerator: bigint, denominator: bigint): bigint {
  return (cents * numerator * 2n + denominator) / (2n * denominator);
}

/** The Art. 700 scale on a base in cents: the sum of each bracket's rate on its part, rounded once. */
function scaleTax(base: bigint): bigint {
  let hundredths = 0n; // tax × 100, in cents: every bracket's part times its whole-percent rate
  NATURAL_PERSON_SCALE.forEach((bracket, index) => {
    const from = toCents(bracket.from);
    const next = NATURAL_PERSON_SCALE[index + 1];
    const to = next ? toCents(next.from) : base;
    const part = (base < to ? base : to) - from;
    if (part > 0n) hundredths += part * BigInt(bracket.rate);
  });
  return share(hundredths, 1n, 100n);
}

export type IncomeTaxFigures = {
  method: IncomeTaxMethod;
  /** The tax by the ordinary rule: 25 % or the scale, on the net income (0 on a loss). */
  regularTax: string;
  /** 25 % of 4.67 % of the gross income, when the CAIR applies (a legal person above the threshold); else null. */
  cairTax: string | null;
  /** The indicator: the greater of the two. */
  amount: string;
};

/**
 * The income-tax indicator for a net income and a gross income (decimal strings): a legal person
 * pays 25 % of the net income, or under the CAIR (gross above B/. 1,500,000.00) the greater of that
 * and 25 % of 4.67 % of the gross; a natural person pays by the Art. 700 scale. A loss pays 0 by the
 * ordinary rule. The yearly rules are applied to whatever figures are given.
 */
export function incomeTaxIndicator(taxpayer: TaxpayerKind, netIncome: string, grossIncome: string): IncomeTaxFigures {
  const net = toCents(netIncome);
  const base = net > 0n ? net : 0n;
  const regular = taxpayer === "natural_person" ? scaleTax(base) : share(base, BigInt(LEGAL_PERSON_RATE), 100n);
  const gross = toCents(grossIncome);
  if (taxpayer === "natural_person" || gross <= toCents(CAIR_THRESHOLD)) {
    const method: IncomeTaxMethod = taxpayer === "natural_person" ? "natural_person_scale" : "flat_rate";
    return { method, regularTax: fromCents(regular), cairTax: null, amount: fromCents(regular) };
  }
  // 25 % × 4.67 % = 1,167.5 per 100,000: one rounding, on the product.
  const cair = share(gross, BigInt(LEGAL_PERSON_RATE) * toCents(CAIR_PRESUMED_SHARE), 100n * 10000n);
  const figures = { regularTax: fromCents(regular), cairTax: fromCents(cair) };
  // BigInt has no Math.max: the CAIR wins only when strictly greater.
  if (cair > regular) return { method: "cair", ...figures, amount: fromCents(cair) };
  return { method: "flat_rate", ...figures, amount: fromCents(regular) };
}
