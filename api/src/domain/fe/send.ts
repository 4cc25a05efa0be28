import { and, asc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type FeDocumentRow, feDocuments } from "../../db/schema";
import type { Env } from "../../env";
import type { FeEnvironment } from "../../fe/document";
import { prepareFeDocument } from "../../fe/issue-document";
import { PacUnreachable } from "../../fe/pac/adapter";
import { addQrGroup } from "../../fe/sign";
import { recordActivity } from "../activity";
import { loadFeIssuerSetup } from "../fe-setup";
import { feDocumentOfSource, sourceOfRow, sourceSubject } from "./fiscal-source";
import { pacAdapterFor } from "./pac";

// Sending a signed document to the PAC and keeping its answer (api/docs/electronic-invoicing.md,
// "Sending and contingency"). Called right after issuing, and by the 'fe-pendientes' job for
// every document still waiting: the PAC did not answer, or was not configured when it was issued.

/**
 * How long one attempt owns a document: longer than the PAC's time limit, so two servers (or the
 * job and a user's retry) never send the same document at once, and short enough that an attempt
 * cut off by a crash is taken up again by the next run of the job.
 */
const ATTEMPT_LEASE_SECONDS = 90;

/** The DGI's contingency reason is 15 to 250 characters. */
const contingencyReason = (reason: string) => `El PAC no respondió: ${reason}`.slice(0, 250);

/** Claims `id` for one attempt: signed, with a PAC, and no attempt under way. Null when not. */
async function claimForSending(db: Db, id: number, now: Date): Promise<FeDocumentRow | null> {
  const [row] = await db
    .update(feDocuments)
    .set({
      lastAttemptAt: now,
      sendingUntil: new Date(now.getTime() + ATTEMPT_LEASE_SECONDS * 1000),
      sendAttempts: sql`${feDocuments.sendAttempts} + 1`,
    })
    .where(
      and(
        eq(feDocuments.id, id),
        eq(feDocuments.status, "signed"),
        isNotNull(feDocuments.pacProvider),
        or(isNull(feDocuments.sendingUntil), lt(feDocuments.sendingUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * One attempt to have document `id` authorised. The PAC's answer is stored (authorised or
 * rejected). When the PAC cannot be reached, a document sent normally is signed again in
 * contingency (iTpEmis 02, with the reason and the time it started) and waits for the job.
 */
export async function sendFeDocument(db: Db, env: Env, id: number, now = new Date()): Promise<void> {
  const claimed = await claimForSending(db, id, now);
  if (!claimed) return;
  try {
    await attempt(db, env, claimed, now);
  } finally {
    // The attempt is over, whatever it gave: the next one (the job, a user's retry) may start.
    await db.update(feDocuments).set({ sendingUntil: null }).where(eq(feDocuments.id, id));
  }
}

async function attempt(db: Db, env: Env, claimed: FeDocumentRow, now: Date): Promise<void> {
  const id = claimed.id;
  const setup = await loadFeIssuerSetup(db, env);
  if (!setup.pac || !setup.certificate) {
    await db
      .update(feDocuments)
      .set({ lastError: "No hay un PAC configurado con sus credenciales" })
      .where(eq(feDocuments.id, id));
    return;
  }
  const source = sourceOfRow(claimed);
  const subject = await sourceSubject(db, source);
  const header = {
    environment: claimed.environment as FeEnvironment,
    billingPoint: claimed.billingPoint,
    number: claimed.number,
    securityCode: claimed.securityCode,
    issuedAt: claimed.issuedAt,
    emissionType: claimed.emissionType as "01" | "02",
    contingency:
      claimed.contingencyReason && claimed.contingencyStartedAt
        ? { reason: claimed.contingencyReason, startedAt: claimed.contingencyStartedAt }
        : null,
  };
  const document = await feDocumentOfSource(db, source, setup.settings, header);
  const adapter = pacAdapterFor(setup.pac, header.environment, env);
  try {
    const answer = await adapter.send({ document, cufe: claimed.cufe, signedXml: claimed.signedXml });
    if (answer.outcome === "authorised") {
      await db.transaction(async (tx) => {
        await tx
          .update(feDocuments)
          .set({
            status: "authorised",
            // The PAC's CUFE is the one the DGI registered (docs: it equals ours when both follow the layout).
            cufe: answer.cufe || claimed.cufe,
            protocol: answer.protocol,
            authorisedAt: answer.authorisedAt,
            qrContent: answer.qrContent,
            pacXml: answer.xml ?? addQrGroup(claimed.signedXml, answer.qrContent),
            lastError: null,
          })
          .where(eq(feDocuments.id, id));
        await recordActivity(tx, {
          userId: claimed.createdBy,
          action: "status",
          entity: subject.entity,
          entityId: subject.entityId,
          summary: `${subject.name} autorizada por la DGI (protocolo ${answer.protocol})`,
        });
      });
    } else {
      await db.transaction(async (tx) => {
        await tx
          .update(feDocuments)
          .set({ status: "rejected", rejectionCode: answer.code, rejectionMessage: answer.message, lastError: null })
          .where(eq(feDocuments.id, id));
        await recordActivity(tx, {
          userId: claimed.createdBy,
          action: "status",
          entity: subject.entity,
          entityId: subject.entityId,
          summary: `${subject.name} rechazada por el PAC: ${answer.code} ${answer.message}`.slice(0, 500),
        });
      });
    }
  } catch (error) {
    if (!(error instanceof PacUnreachable)) throw error;
    if (claimed.emissionType === "02") {
      await db.update(feDocuments).set({ lastError: error.reason }).where(eq(feDocuments.id, id));
      return;
    }
    // Into contingency: the emission type is part of the CUFE and of what is signed, so the
    // document is built and signed again before it waits.
    const contingency = { startedAt: now, reason: contingencyReason(error.reason) };
    const prepared = await prepareFeDocument({ ...document, emissionType: "02", contingency }, setup.certificate);
    await db
      .update(feDocuments)
      .set({
        emissionType: "02",
        contingencyReason: contingency.reason,
        contingencyStartedAt: contingency.startedAt,
        cufe: prepared.cufe,
        digestValue: prepared.digestValue,
        signedXml: prepared.signedXml,
        lastError: error.reason,
      })
      .where(eq(feDocuments.id, id));
  }
}

/** How many waiting documents one run of the job sends at most; the next run takes the rest. */
const PENDING_BATCH = 50;

/** The 'fe-pendientes' job: one attempt for each document signed and not yet authorised. */
export async function sendPendingFeDocuments(db: Db, env: Env): Promise<{ attempted: number }> {
  const pending = await db
    .select({ id: feDocuments.id })
    .from(feDocuments)
    .where(and(eq(feDocuments.status, "signed"), isNotNull(feDocuments.pacProvider)))
    .orderBy(asc(feDocuments.createdAt))
    .limit(PENDING_BATCH);
  for (const { id } of pending) await sendFeDocument(db, env, id);
  return { attempted: pending.length };
}
