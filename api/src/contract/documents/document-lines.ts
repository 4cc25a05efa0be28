import { CHART_CODE_INVALID, CHART_CODE_PATTERN } from "../finance/chart-accounts";
import { requiredText } from "../values/fields";
import { computeItbms, fromCents } from "../values/money";
import { amountText, decimalText, recordKey } from "../values/record-fields";
import { type ItbmsRate, itbmsRates } from "../values/statuses";
import { z } from "../zod";

// The lines of a quote or an invoice, and how their money is computed: each line is rounded to
// the cent on its own, then the document adds its lines up (api/docs/documents.md). The API and
// the forms' live totals call the same functions, so both agree to the cent. Exact integer
// arithmetic on the decimal digits throughout: never a float.

/** The ITBMS rate field, a number or a string on the wire; `withDefault` gives '7' when absent. */
export const itbmsRateField = ({ withDefault }: { withDefault: boolean }) => {
  const rate = z.enum(itbmsRates, { error: "Tasa de ITBMS inválida" });
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    withDefault ? rate.default("7") : rate,
  );
};

/** "0012.500" -> whole "12" and fraction "5" (trailing zeros dropped); null when not a plain decimal. */
function decimalParts(text: string): { whole: string; fraction: string } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return { whole: BigInt(match[1] ?? "0").toString(), fraction: (match[2] ?? "").replace(/0+$/, "") };
}

/** A decimal written with at least `minPlaces` decimals: ("2.5", 0) -> "2.5", ("1000", 2) -> "1000.00". */
export function canonicalDecimal(text: string, minPlaces = 0): string {
  const parts = decimalParts(text.trim());
  if (!parts) throw new Error(`Número inválido: ${text}`);
  const fraction = parts.fraction.padEnd(minPlaces, "0");
  return fraction ? `${parts.whole}.${fraction}` : parts.whole;
}

/** "33.335" at 4 places -> 333350n. Throws on a value with more places than `places`. */
function scaled(text: string, places: number): bigint {
  const parts = decimalParts(text.trim());
  if (!parts || parts.fraction.length > places) throw new Error(`Número inválido: ${text}`);
  return BigInt(parts.whole) * 10n ** BigInt(places) + BigInt(parts.fraction.padEnd(places, "0") || "0");
}

type DecimalRules = {
  required: string;
  invalid: string;
  places: number;
  tooManyPlaces: string;
  /** Digits before the point the column holds: numeric(12,3) holds 9. */
  wholeDigits: number;
  tooLarge: string;
  /** Checked on the canonical value; answers the message of a value out of range, or null. */
  range: (value: bigint) => string | null;
};

/** A decimal number or string on the wire, answered canonical ("2.50" -> "2.5"). Never a float. */
const decimalField = (rules: DecimalRules, minPlaces = 0) =>
  z.preprocess(
    (value) => {
      if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NaN";
      if (typeof value === "string") return value.trim() === "" ? undefined : value.trim().replace(/^\+/, "");
      return value;
    },
    z.string({ error: rules.required }).transform((text, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      const negative = text.startsWith("-");
      const parts = decimalParts(negative ? text.slice(1) : text);
      if (!parts) return fail(rules.invalid);
      if (negative) return fail(rules.range(-1n) ?? rules.invalid);
      if (parts.fraction.length > rules.places) return fail(rules.tooManyPlaces);
      if (parts.whole.length > rules.wholeDigits) return fail(rules.tooLarge);
      const outOfRange = rules.range(scaled(text, rules.places));
      if (outOfRange) return fail(outOfRange);
      return canonicalDecimal(text, minPlaces);
    }),
  );

const QUANTITY_PLACES = 3;
const PRICE_PLACES = 4;
const DISCOUNT_PLACES = 2;

/** Hours or units: more than zero, up to 3 decimals (numeric(12,3)). */
export const quantityField = decimalField({
  required: "La cantidad es requerida",
  invalid: "Ingrese una cantidad válida",
  places: QUANTITY_PLACES,
  tooManyPlaces: "La cantidad admite como máximo 3 decimales",
  wholeDigits: 9,
  tooLarge: "La cantidad excede el máximo permitido",
  range: (value) => (value > 0n ? null : "La cantidad debe ser mayor que cero"),
});

/**
 * Before tax, zero allowed (a courtesy line), up to 4 decimals (numeric(14,4)). An empty price
 * answers the message the single-amount form always gave: the line's price is that amount.
 */
const unitPriceField = decimalField(
  {
    required: "El monto es requerido",
    invalid: "Ingrese un precio válido",
    places: PRICE_PLACES,
    tooManyPlaces: "El precio admite como máximo 4 decimales",
    wholeDigits: 10,
    tooLarge: "El precio excede el máximo permitido",
    range: (value) => (value >= 0n ? null : "El precio no puede ser negativo"),
  },
  2,
);

const discountRange = "El descuento debe estar entre 0 y 100";
/** A percentage off the line, 0 (the default, also when empty) to 100, up to 2 decimals. */
const discountField = z.preprocess(
  (value) => (value === undefined || value === null || value === "" ? "0" : value),
  decimalField({
    required: discountRange,
    invalid: "Ingrese un descuento válido",
    places: DISCOUNT_PLACES,
    tooManyPlaces: "El descuento admite como máximo 2 decimales",
    wholeDigits: 3,
    tooLarge: discountRange,
    range: (value) => (value >= 0n && value <= 100n * 100n ? null : discountRange),
  }),
);

/** The income account a line's sale posts to, by its code; empty or absent: the default (api/docs/ledger.md). */
export const DEFAULT_INCOME_ACCOUNT = "4.1.05";
const incomeAccountField = z.preprocess(
  (value) => (value === "" ? null : value),
  z.string().trim().regex(CHART_CODE_PATTERN, { error: CHART_CODE_INVALID }).nullable().optional(),
);
export const incomeAccountRefused = (code: string) =>
  `La cuenta de ingresos ${code} no existe, no está activa o no es de ingresos`;

/** One line as a form or an API client sends it. */
export const documentLineInput = z.object({
  description: requiredText("La descripción de la línea es requerida", 5000),
  quantity: quantityField,
  unitPrice: unitPriceField,
  discountPercent: discountField,
  itbmsRate: itbmsRateField({ withDefault: true }),
  incomeAccountCode: incomeAccountField,
});

export const MAX_DOCUMENT_LINES = 100;
export const NO_LINES = "Debe agregar al menos una línea";

/** A document's lines, in the order it shows them: 1 to 100. */
export const documentLinesField = z
  .array(documentLineInput, { error: NO_LINES })
  .min(1, { error: NO_LINES })
  .max(MAX_DOCUMENT_LINES, { error: `Máximo ${MAX_DOCUMENT_LINES} líneas` });

/**
 * What a whole document may carry, over its title, description and every line's description:
 * a document at both limits still renders its PDF in about a second (api/docs/pdf-documents.md).
 */
export const MAX_DOCUMENT_CHARACTERS = 20_000;
export const MAX_DOCUMENT_LINE_BREAKS = 500;

// Written as Panama writes numbers (and as the app writes amounts): a comma between thousands.
export const DOCUMENT_TOO_LONG = "El documento excede el máximo de 20,000 caracteres en total";
export const DOCUMENT_TOO_MANY_BREAKS = "El documento excede el máximo de 500 saltos de línea en total";

/** A document's text as the limits above count it; the title and description may be absent. */
export type DocumentText = {
  title?: string | null;
  description?: string | null;
  lines?: ReadonlyArray<{ description: string }>;
};

const lineBreaks = (text: string) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

/** The refusal of a document over either limit, on the field the forms show it under; or null. */
export function documentTextIssue(document: DocumentText): { field: "lines" | "description"; message: string } | null {
  const texts = [document.title, document.description, ...(document.lines ?? []).map((line) => line.description)];
  const present = texts.filter((text): text is string => Boolean(text));
  const field = document.lines ? "lines" : "description";
  if (present.reduce((sum, text) => sum + text.length, 0) > MAX_DOCUMENT_CHARACTERS) {
    return { field, message: DOCUMENT_TOO_LONG };
  }
  if (present.reduce((sum, text) => sum + lineBreaks(text), 0) > MAX_DOCUMENT_LINE_BREAKS) {
    return { field, message: DOCUMENT_TOO_MANY_BREAKS };
  }
  return null;
}

/** The limits above as a schema check of a new document (or a form's whole document). */
export function checkDocumentText(document: DocumentText, ctx: z.RefinementCtx): void {
  const issue = documentTextIssue(document);
  if (issue) ctx.addIssue({ code: "custom", message: issue.message, path: [issue.field] });
}

export type DocumentLineInput = z.input<typeof documentLineInput>;
export type DocumentLineData = z.output<typeof documentLineInput>;

/** A stored line as the API answers it: quantity "2.5", unitPrice "33.335" or "1000.00", discount "0". */
export const documentLineRecord = z.object({
  id: recordKey(),
  description: z.string(),
  quantity: decimalText("Cantidad (hasta 3 decimales)"),
  unitPrice: decimalText("Precio unitario antes de impuesto (hasta 4 decimales)"),
  discountPercent: decimalText("Descuento en porcentaje, de 0 a 100"),
  itbmsRate: z.enum(itbmsRates).meta({ description: "Tasa de ITBMS en porcentaje" }),
  /** 0, 1, 2… in the order the document shows its lines. */
  position: z.number().int().min(0).meta({ description: "Orden de la línea en el documento, desde 0" }),
  subtotal: amountText("Subtotal de la línea antes de impuesto"),
  itbmsAmount: amountText("ITBMS de la línea"),
  total: amountText("Total de la línea"),
  incomeAccountCode: z
    .string()
    .nullable()
    .meta({ description: "Cuenta de ingresos de la línea; null: la predeterminada (4.1.05 Ventas de servicios)" }),
});
export type DocumentLineRecord = z.infer<typeof documentLineRecord>;

/** What a line's money depends on; the decimals as the schema answers them (or as stored). */
export type LineFigures = { quantity: string; unitPrice: string; discountPercent?: string; itbmsRate: string };

export type LineAmounts = { subtotal: string; itbmsAmount: string; total: string };

/**
 * A line's money: subtotal = quantity × unit price × (1 − discount / 100), rounded half up to the
 * cent; its ITBMS = subtotal × rate, rounded half up (computeItbms); total = subtotal + ITBMS.
 */
export function computeLine(line: LineFigures): LineAmounts {
  const quantity = scaled(line.quantity, QUANTITY_PLACES); // thousandths
  const price = scaled(line.unitPrice, PRICE_PLACES); // ten-thousandths
  const kept = 10000n - scaled(line.discountPercent ?? "0", DISCOUNT_PLACES); // hundredths of a percent kept
  // quantity/10³ × price/10⁴ × kept/10⁴, in cents (× 10²): everything over 10⁹. Never negative here.
  const exact = quantity * price * kept;
  const divisor = 1_000_000_000n;
  const subtotalCents = (exact + divisor / 2n) / divisor;
  const subtotal = fromCents(subtotalCents);
  return { subtotal, ...computeItbms(subtotal, line.itbmsRate) };
}

/** One row of a document's tax summary: the lines at one rate, added up. */
export const itbmsBreakdownRow = z.object({
  rate: z.enum(itbmsRates),
  subtotal: amountText("Subtotal de las líneas a esa tasa"),
  itbmsAmount: amountText("ITBMS de las líneas a esa tasa"),
});
export type ItbmsBreakdownRow = z.infer<typeof itbmsBreakdownRow>;

export type DocumentTotals = LineAmounts & { breakdown: ItbmsBreakdownRow[] };

/** "7.00" (as stored) or "7" -> the contract's rate "7". */
export const itbmsRateOf = (rate: string): ItbmsRate => canonicalDecimal(rate) as ItbmsRate;

const cents = (amount: string) => scaled(amount, 2);

/**
 * Adds up lines already rounded (computed, or as stored): the document's subtotal, ITBMS and
 * total, and one breakdown row per rate present, in the order 0, 7, 10, 15.
 */
export function sumDocumentLines(
  lines: ReadonlyArray<{ itbmsRate: string; subtotal: string; itbmsAmount: string }>,
): DocumentTotals {
  const byRate = new Map<ItbmsRate, { subtotal: bigint; itbms: bigint }>();
  let subtotal = 0n;
  let itbms = 0n;
  for (const line of lines) {
    const rate = itbmsRateOf(line.itbmsRate);
    const row = byRate.get(rate) ?? { subtotal: 0n, itbms: 0n };
    row.subtotal += cents(line.subtotal);
    row.itbms += cents(line.itbmsAmount);
    byRate.set(rate, row);
    subtotal += cents(line.subtotal);
    itbms += cents(line.itbmsAmount);
  }
  const breakdown = itbmsRates.flatMap((rate) => {
    const row = byRate.get(rate);
    return row ? [{ rate, subtotal: fromCents(row.subtotal), itbmsAmount: fromCents(row.itbms) }] : [];
  });
  return {
    subtotal: fromCents(subtotal),
    itbmsAmount: fromCents(itbms),
    total: fromCents(subtotal + itbms),
    breakdown,
  };
}

/** A document's totals from its lines: each line computed and rounded (computeLine), then summed. */
export function computeDocumentTotals(lines: readonly LineFigures[]): DocumentTotals {
  return sumDocumentLines(lines.map((line) => ({ itbmsRate: line.itbmsRate, ...computeLine(line) })));
}

/**
 * The one rate a document answers as its `itbmsRate` (a summary for lists and older clients):
 * the rate of its line with the largest subtotal, the first such line on a tie.
 */
export function dominantItbmsRate(lines: ReadonlyArray<{ itbmsRate: string; subtotal: string }>): ItbmsRate {
  let best: { rate: ItbmsRate; subtotal: bigint } | null = null;
  for (const line of lines) {
    const subtotal = cents(line.subtotal);
    if (!best || subtotal > best.subtotal) best = { rate: itbmsRateOf(line.itbmsRate), subtotal };
  }
  return best?.rate ?? "7";
}

/** A new quote or invoice carries its `lines`, or the single `amount` (and rate) it had before lines. */
export const hasAmountOrLines = (value: { amount?: unknown; lines?: unknown }) =>
  value.amount !== undefined || value.lines !== undefined;

/**
 * Neither: 'El monto es requerido' on `amount`, as before lines. Checked even when other fields
 * failed, so an empty body lists every missing field; not when the amount or the lines failed already,
 * nor when the body is not an object at all (`null`, a list): that already has its own issue, and
 * the check would read a field of null.
 */
export const amountOrLinesIssue = {
  error: "El monto es requerido",
  path: ["amount"],
  when: (payload: { value: unknown; issues: ReadonlyArray<{ path?: readonly PropertyKey[] }> }) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((issue) => issue.path?.[0] === "amount" || issue.path?.[0] === "lines"),
};

/** What a quote or invoice record adds about its lines. */
export const documentLinesRecord = {
  /** In the order the document shows them. */
  lines: z.array(documentLineRecord),
  /** One row per rate its lines use, in the order 0, 7, 10, 15. */
  itbmsBreakdown: z.array(itbmsBreakdownRow),
};
export type DocumentLinesRecord = z.infer<z.ZodObject<typeof documentLinesRecord>>;
