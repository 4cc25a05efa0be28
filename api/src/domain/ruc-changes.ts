import { rucIssue } from "../contract";
import { FieldFailure } from "./failures";

type StoredRuc = { ruc: string | null; dv: string | null };

/**
 * Checks the RUC and DV a PATCH changes, merged with the stored ones (a new DV alone must fit the
 * stored RUC). Removing the RUC removes its DV with it: `changed.dv` is then set to null.
 * Throws FieldFailure 'RUC inválido' / 'DV inválido'.
 */
export function checkRucChanges(stored: StoredRuc, changed: Partial<StoredRuc>): void {
  if (!("ruc" in changed) && !("dv" in changed)) return;
  if (changed.ruc === null && !("dv" in changed)) changed.dv = null;
  const ruc = "ruc" in changed ? changed.ruc : stored.ruc;
  const dv = "dv" in changed ? changed.dv : stored.dv;
  const issue = rucIssue(ruc, dv);
  if (issue) throw new FieldFailure(issue.field, issue.message);
}
