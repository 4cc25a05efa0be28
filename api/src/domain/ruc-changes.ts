import { rucIssue, storedTaxId, type TaxId } from "../contract";
import { FieldFailure } from "./failures";

/** A row's tax id; a supplier's person type too (clients and the company have none). */
type StoredTaxId = TaxId & { personType?: string | null };

/**
 * Checks the RUC and DV a PATCH changes, merged with the stored ones and the person type (a new DV
 * alone must fit the stored RUC; a new person type must fit the stored RUC: an NT's layout, or a
 * foreign id that is no RUC once the supplier is no longer foreign). Removing the RUC removes its DV
 * with it. `changed` is completed with the tax id as it is stored (`storedTaxId`: a foreign
 * supplier's DV dropped, a RUC upper case without blanks).
 * Throws FieldFailure 'RUC inválido' / 'DV inválido'.
 */
export function checkRucChanges(stored: StoredTaxId, changed: Partial<StoredTaxId>): void {
  if (!("ruc" in changed) && !("dv" in changed) && !("personType" in changed)) return;
  if (changed.ruc === null && !("dv" in changed)) changed.dv = null;
  const merged = {
    ruc: "ruc" in changed ? (changed.ruc ?? null) : stored.ruc,
    dv: "dv" in changed ? (changed.dv ?? null) : stored.dv,
    personType: "personType" in changed ? changed.personType : stored.personType,
  };
  const issue = rucIssue(merged.ruc, merged.dv, merged.personType);
  if (issue) throw new FieldFailure(issue.field, issue.message);
  const written = storedTaxId(merged);
  if ("ruc" in changed || written.ruc !== stored.ruc) changed.ruc = written.ruc;
  if ("dv" in changed || written.dv !== stored.dv) changed.dv = written.dv;
}
