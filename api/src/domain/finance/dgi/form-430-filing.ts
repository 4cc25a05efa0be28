import { alreadyFiled, type Form430Record, MONTH_NOT_FINISHED_FOR_FILING, monthTitle } from "../../../contract";
import { todayInPanama } from "../../../contract/values/dates";
import { formatBalboas } from "../../../contract/values/money-format";
import type { Db } from "../../../db/client";
import { form430Filings } from "../../../db/schema";
import { type Actor, recordActivity } from "../../activity";
import { DomainFailure } from "../../failures";
import { closeMonthIn, lockJournalForClose } from "../ledger/periods";
import { filingValues, form430, form430FromBooks } from "./form-430";

// Filing a month's Formulario 430 (api/docs/dgi-reports.md, "Filing"): the figures the books give
// are stored as filed and the month is closed in the books, in one transaction, so what was
// declared and the books it came from stay as they were.

/**
 * POST /api/financial/dgi/form-430/{month}/filing: only a month that has ended (409), only once
 * (409 'Ya se presentó…'). Closes the month unless it already is. Answers the filed declaration.
 */
export async function fileForm430(db: Db, month: string, actor: Actor): Promise<Form430Record> {
  if (month >= todayInPanama(actor.now ?? new Date()).slice(0, 7))
    throw new DomainFailure("conflict", MONTH_NOT_FINISHED_FOR_FILING);
  await db.transaction(async (tx) => {
    // First the close's lock: no entry lands in the books between reading the figures and closing.
    await lockJournalForClose(tx);
    const figures = await form430FromBooks(tx, month);
    const inserted = await tx
      .insert(form430Filings)
      .values({ month, ...filingValues(figures), filedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ month: form430Filings.month });
    if (inserted.length === 0) throw new DomainFailure("conflict", alreadyFiled(month));
    await closeMonthIn(tx, month, actor);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "dgi_filing",
      entityId: null,
      summary: `Formulario 430 de ${monthTitle(month)} presentado: impuesto a pagar ${formatBalboas(figures.tax_to_pay)}, crédito para el período siguiente ${formatBalboas(figures.credit_carried_forward)}`,
    });
  });
  return form430(db, month);
}
