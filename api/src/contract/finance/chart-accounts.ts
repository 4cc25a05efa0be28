import { requiredText } from "../values/fields";
import { optionalFilter, optionalQueryText } from "../values/paging";
import { recordKey } from "../values/record-fields";
import { accountTypes } from "../values/statuses";
import { z } from "../zod";

// The chart of accounts (rules: api/docs/finance-chart-budgets.md).

export const CHART_CODE_REQUIRED = "El código es requerido";
export const CHART_CODE_INVALID = "Código inválido: use números separados por puntos, p. ej. 1.1.01";
export const CHART_ACCOUNT_TYPE_INVALID = "Tipo de cuenta inválido";
export const CHART_PARENT_INVALID = "Cuenta padre inválida";

/** '1', '1.1', '1.1.01': digit groups separated by dots, as the seeded Panamanian chart numbers them. */
export const CHART_CODE_PATTERN = /^\d{1,4}(\.\d{1,4}){0,5}$/;

const code = z
  .string({ error: CHART_CODE_REQUIRED })
  .trim()
  .min(1, { error: CHART_CODE_REQUIRED })
  .max(30, { error: "Máximo 30 caracteres" })
  .regex(CHART_CODE_PATTERN, { error: CHART_CODE_INVALID });

const accountType = z.enum(accountTypes, { error: CHART_ACCOUNT_TYPE_INVALID });

/** A parent account's id, or null/empty for a top-level account. */
const parentId = z.preprocess(
  (value) => (value === "" || value === undefined ? null : typeof value === "string" ? Number(value) : value),
  z
    .number({ error: CHART_PARENT_INVALID })
    .int({ error: CHART_PARENT_INVALID })
    .min(1, { error: CHART_PARENT_INVALID })
    .max(2_147_483_647, { error: CHART_PARENT_INVALID })
    .nullable(),
);

/** POST /api/financial/chart-accounts: a new account is always active. */
export const chartAccountInput = z.object({
  code,
  name: requiredText("El nombre es requerido"),
  accountType,
  parentId: parentId.default(null),
});

/**
 * PATCH /api/financial/chart-accounts/{id}: name, parent and isActive change; code and accountType
 * may be sent (an edit form sends the whole record) but must be the stored ones.
 */
export const chartAccountPatch = z.object({
  code: code.optional(),
  name: requiredText("El nombre es requerido").optional(),
  accountType: accountType.optional(),
  parentId: parentId.optional(),
  isActive: z.boolean({ error: "Valor inválido" }).optional(),
});

/** GET /api/financial/chart-accounts?q=&type=: q matches any part of the code or the name. */
export const chartAccountsQuery = z.object({
  q: optionalQueryText(100),
  // Empty means every type, as in the other lists' filters.
  type: optionalFilter(accountTypes, CHART_ACCOUNT_TYPE_INVALID),
});

export type ChartAccountInput = z.input<typeof chartAccountInput>;
export type ChartAccountData = z.output<typeof chartAccountInput>;
export type ChartAccountPatchInput = z.input<typeof chartAccountPatch>;
export type ChartAccountsQuery = z.output<typeof chartAccountsQuery>;

/** One account as GET /api/financial/chart-accounts answers it, ordered by code. */
export const chartAccountRecord = z.object({
  id: recordKey(),
  code: z.string().meta({ description: "Código, p. ej. 1.1.01" }),
  name: z.string(),
  accountType: z.enum(accountTypes),
  parentId: recordKey("Cuenta padre; null en el primer nivel").nullable(),
  isActive: z.boolean(),
});
export type ChartAccountRecord = z.infer<typeof chartAccountRecord>;

/** The order accounts are compared by: code segment by segment, numerically ('1.2' before '1.10'). */
export function compareAccountCodes(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** True when `child` numbers an account under `parent` ('1.1.07' under '1.1' or '1'). */
export function isUnderCode(parent: string, child: string): boolean {
  return child.startsWith(`${parent}.`);
}
