import { eq } from "drizzle-orm";
import { CREDIT_NOTE_NOT_FOUND, FE_ALREADY_AUTHORISED, type FeDocumentRecord } from "../../contract";
import type { Db } from "../../db/client";
import { creditNotes } from "../../db/schema";
import type { Env } from "../../env";
import type { Actor } from "../activity";
import { DomainFailure } from "../failures";
import { oneOrNotFound } from "../records";
import { readyFeSetup, signFeSource } from "./issue";
import { creditNoteFeDocument, findCreditNoteFe } from "./records";
import { sendFeDocument } from "./send";

// A credit note becomes its fiscal document (iDoc 04) through the invoices' own path (issue.ts's
// signFeSource, then send.ts): right after the note is written, and again through
// POST /api/credit-notes/{id}/fe for one rejected or still waiting for the PAC.

export async function issueCreditNoteFe(
  db: Db,
  env: Env,
  creditNoteId: number,
  actor: Actor,
): Promise<FeDocumentRecord> {
  const now = actor.now ?? new Date();
  await oneOrNotFound(
    db.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.id, creditNoteId)),
    CREDIT_NOTE_NOT_FOUND,
  );
  const setup = await readyFeSetup(db, env);
  const documentId = await db.transaction(async (tx) => {
    const note = await oneOrNotFound(
      tx.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).for("update"),
      CREDIT_NOTE_NOT_FOUND,
    );
    const existing = await creditNoteFeDocument(tx, creditNoteId, true);
    if (existing?.status === "authorised") throw new DomainFailure("conflict", FE_ALREADY_AUTHORISED);
    const source = { kind: "credit_note" as const, invoiceId: note.invoiceId, creditNoteId };
    return signFeSource(tx, setup, source, "04", existing, actor, now);
  });
  if (setup.pac) await sendFeDocument(db, env, documentId, now);
  return findCreditNoteFe(db, creditNoteId);
}
