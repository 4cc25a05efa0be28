import { MONTH_NAMES } from "../values/dates";
import { money, optionalText, recordId } from "../values/fields";
import { amountText, dateText, recordKey, recordTimestamps } from "../values/record-fields";
import { z } from "../zod";

// Budgets: one amount per category and month or year, set against the completed transactions of
// that period (rules: api/docs/finance-chart-budgets.md).

export const budgetPeriodKinds = ["month", "year"] as const;
export type BudgetPeriodKind = (typeof budgetPeriodKinds)[number];
export const budgetPeriodKindLabels: Record<BudgetPeriodKind, string> = { month: "Mensual", year: "Anual" };

/** The months a monthly budget offers. */
export const budgetMonthNames = MONTH_NAMES;

export const BUDGET_MIN_YEAR = 2000;
export const BUDGET_MAX_YEAR = 2100;
export const BUDGET_YEAR_REQUIRED = "El año es requerido";
export const BUDGET_YEAR_INVALID = `El año debe estar entre ${BUDGET_MIN_YEAR} y ${BUDGET_MAX_YEAR}`;
export const BUDGET_MONTH_REQUIRED = "El mes es requerido";
export const BUDGET_MONTH_INVALID = "Mes inválido";
export const BUDGET_PERIOD_INVALID = "Período inválido";
export const BUDGET_CATEGORY_REQUIRED = "Debe seleccionar una categoría";
export const BUDGET_DUPLICATE = "Ya existe un presupuesto para esa categoría y período";

/** A whole number from a number or its text (a select's value); empty is absent. */
const wholeNumber = (required: string, invalid: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
    z.number({ error: required }).int({ error: invalid }).min(min, { error: invalid }).max(max, { error: invalid }),
  );

const year = wholeNumber(BUDGET_YEAR_REQUIRED, BUDGET_YEAR_INVALID, BUDGET_MIN_YEAR, BUDGET_MAX_YEAR);
const month = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  wholeNumber(BUDGET_MONTH_INVALID, BUDGET_MONTH_INVALID, 1, 12).nullable(),
);

const budgetFields = z.object({
  categoryId: recordId(BUDGET_CATEGORY_REQUIRED),
  periodKind: z.enum(budgetPeriodKinds, { error: BUDGET_PERIOD_INVALID }),
  year,
  /** 1 to 12; required for a monthly budget, ignored (stored as none) for a yearly one. */
  month,
  amount: money("El monto es requerido"),
  /** Empty: '{category} {period}', e.g. 'Publicidad marzo 2026'. */
  name: optionalText(200),
  notes: optionalText(2000),
});

/** POST /api/financial/budgets. */
export const budgetInput = budgetFields
  .extend({ periodKind: budgetFields.shape.periodKind.default("month"), month: budgetFields.shape.month.default(null) })
  .superRefine((value, ctx) => {
    if (value.periodKind === "month" && value.month === null) {
      ctx.addIssue({ code: "custom", path: ["month"], message: BUDGET_MONTH_REQUIRED });
    }
  })
  .transform((value) => ({ ...value, month: value.periodKind === "year" ? null : value.month }));

/** PATCH /api/financial/budgets/{id}: any subset; the period is checked once merged with the stored one. */
export const budgetPatch = budgetFields.partial();

/** GET /api/financial/budgets?year=2026: the budgets whose period falls in that year (all without it). */
export const budgetsQuery = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/, { error: BUDGET_YEAR_INVALID })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(BUDGET_MIN_YEAR, { error: BUDGET_YEAR_INVALID })
        .max(BUDGET_MAX_YEAR, { error: BUDGET_YEAR_INVALID }),
    )
    .optional(),
});

export type BudgetInput = z.input<typeof budgetInput>;
export type BudgetData = z.output<typeof budgetInput>;
export type BudgetPatchInput = z.input<typeof budgetPatch>;

export const budgetRecord = z.object({
  id: recordKey(),
  name: z.string(),
  /** Null once its category was deleted ('Sin categoría'); such a budget has no actual. */
  categoryId: recordKey("Categoría; null si se eliminó").nullable(),
  categoryName: z.string().nullable(),
  /** Null for a period stored otherwise than a whole month or year (never by this API). */
  periodKind: z.enum(budgetPeriodKinds).nullable(),
  year: z.number().int(),
  month: z.number().int().min(1).max(12).nullable(),
  periodStart: dateText("Primer día del período"),
  periodEnd: dateText("Último día del período"),
  amount: amountText("Monto presupuestado"),
  /** Completed transactions of the category in the period, summed in SQL. */
  actual: amountText("Transacciones completadas de la categoría en el período"),
  /** amount − actual; negative when the budget is exceeded. */
  remaining: amountText("Monto menos real; negativo si se excedió"),
  /** actual / amount × 100, to two decimals (may pass 100). */
  percentUsed: z.number().meta({ description: "Porcentaje usado, con dos decimales (puede pasar de 100)" }),
  notes: z.string().nullable(),
  ...recordTimestamps,
});
export type BudgetRecord = z.infer<typeof budgetRecord>;

/** The first and last day of a budget's month or year, 'YYYY-MM-DD'. */
export function budgetPeriodDates(
  kind: BudgetPeriodKind,
  year: number,
  month: number | null,
): { periodStart: string; periodEnd: string } {
  const y = String(year).padStart(4, "0");
  if (kind === "year" || month === null) return { periodStart: `${y}-01-01`, periodEnd: `${y}-12-31` };
  const mm = String(month).padStart(2, "0");
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: `${y}-${mm}-01`, periodEnd: `${y}-${mm}-${String(lastDay).padStart(2, "0")}` };
}

/** The month or year a stored period is, or null when it is neither (a hand-made range). */
export function budgetPeriodOf(
  periodStart: string,
  periodEnd: string,
): { periodKind: BudgetPeriodKind; year: number; month: number | null } | null {
  const year = Number(periodStart.slice(0, 4));
  const month = Number(periodStart.slice(5, 7));
  const asYear = budgetPeriodDates("year", year, null);
  if (asYear.periodStart === periodStart && asYear.periodEnd === periodEnd)
    return { periodKind: "year", year, month: null };
  const asMonth = budgetPeriodDates("month", year, month);
  if (asMonth.periodStart === periodStart && asMonth.periodEnd === periodEnd)
    return { periodKind: "month", year, month };
  return null;
}

/** 'Marzo 2026', 'Año 2026'; a hand-made range as its two dates. */
export function budgetPeriodLabel(
  budget: Pick<BudgetRecord, "periodKind" | "year" | "month" | "periodStart" | "periodEnd">,
): string {
  if (budget.periodKind === "year") return `Año ${budget.year}`;
  if (budget.periodKind === "month" && budget.month) return `${budgetMonthNames[budget.month - 1]} ${budget.year}`;
  return `${budget.periodStart} – ${budget.periodEnd}`;
}

/** The name a budget gets when none is given: 'Publicidad 2026', 'Publicidad marzo 2026'. */
export function defaultBudgetName(categoryName: string, kind: BudgetPeriodKind, year: number, month: number | null) {
  if (kind === "month" && month) return `${categoryName} ${budgetMonthNames[month - 1]?.toLowerCase()} ${year}`;
  return `${categoryName} ${year}`;
}
