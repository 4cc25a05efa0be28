import type { z } from "zod";
import { optionalText } from "./fields";
import { normalizeDv, normalizeRuc, rucIssue } from "./ruc";

// The RUC and DV fields every schema with a tax id shares (suppliers, clients, the company's
// settings), so each refuses the same numbers with the same messages (api/docs/finance-debts.md,
// "RUC and DV").

/** The optional `ruc` and `dv` fields: the RUC upper case and without blanks, the DV two digits ('9' -> '09'). */
export const rucAndDvFields = () => ({
  ruc: optionalText(40).transform((ruc) => (ruc ? normalizeRuc(ruc) : null)),
  // Anything that is not one or two digits is left as typed, for checkRucAndDv to refuse.
  dv: optionalText(10).transform((dv) => (dv ? (normalizeDv(dv) ?? dv) : null)),
});

/**
 * superRefine of a create schema: a RUC, when given, must be one of the DGI's formats ('RUC
 * inválido') with its DV ('DV inválido'). A PATCH is checked by the API once merged with the
 * stored values instead (api/src/domain/ruc-changes.ts).
 */
export function checkRucAndDv(values: { ruc?: string | null; dv?: string | null }, ctx: z.RefinementCtx): void {
  const issue = rucIssue(values.ruc, values.dv);
  if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}
