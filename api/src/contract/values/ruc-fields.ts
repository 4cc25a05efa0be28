import type { z } from "../zod";
import { optionalText } from "./fields";
import { normalizeDv, normalizeRuc, rucIssue } from "./ruc";

// The RUC and DV fields every schema with a tax id shares (suppliers, clients, the company's
// settings), so each refuses the same numbers with the same messages (api/docs/finance-debts.md,
// "RUC and DV").

/** A DV: anything that is not one or two digits is left as typed, for the check to refuse. */
const dvField = () => optionalText(10).transform((dv) => (dv ? (normalizeDv(dv) ?? dv) : null));

/** The optional `ruc` and `dv` fields: the RUC upper case and without blanks, the DV two digits ('9' -> '09'). */
export const rucAndDvFields = () => ({
  ruc: optionalText(40).transform((ruc) => (ruc ? normalizeRuc(ruc) : null)),
  dv: dvField(),
});

/**
 * A supplier's `ruc` and `dv`: the tax id only trimmed here, since a foreign supplier's (person type
 * E) is kept as typed; `storedTaxId` (contract/values/ruc.ts) writes the others as a RUC once the person
 * type is known.
 */
export const taxIdAndDvFields = () => ({ ruc: optionalText(40), dv: dvField() });

/**
 * superRefine of a create schema: a RUC, when given, must be one of the DGI's formats ('RUC
 * inválido') with its DV ('DV inválido'); a supplier's person type picks an NT's layout, and a
 * foreign supplier's id is not checked. A PATCH is checked by the API once merged with the stored
 * values instead (api/src/domain/ruc-changes.ts).
 */
export function checkRucAndDv(
  values: { ruc?: string | null; dv?: string | null; personType?: string | null },
  ctx: z.RefinementCtx,
): void {
  const issue = rucIssue(values.ruc, values.dv, values.personType);
  if (issue) ctx.addIssue({ code: "custom", path: [issue.field], message: issue.message });
}
