import { eq } from "drizzle-orm";
import {
  FE_ALREADY_AUTHORISED,
  FE_ANNULLED_REFUSED,
  FE_CANCELLED_REFUSED,
  FE_DRAFT_REFUSED,
  type FeDocumentRecord,
} from "../../contract";
import type { Db } from "../../db/client";
import { clients, type FeDocumentRow, feDocuments, invoices } from "../../db/schema";
import type { Env } from "../../env";
import type { FeDocumentType, FeEnvironment } from "../../fe/document";
import { prepareFeDocument, randomSecurityCode } from "../../fe/issue-document";
import { type Actor, recordActivity } from "../activity";
import { INVOICE_NOT_FOUND } from "../documents/invoices";
import { DomainFailure } from "../failures";
import { type FeIssuerSetup, loadFeIssuerSetup } from "../fe-setup";
import { oneOrNotFound } from "../records";
import { nextFiscalNumber } from "./fiscal-numbers";
import { type FeSource, feDocumentOfSource, sourceSubject } from "./fiscal-source";
import { invoiceDocumentType } from "./invoice-document";
import { findInvoiceFe, invoiceFeDocument } from "./records";
import { sendFeDocument } from "./send";

// POST /api/invoices/{id}/fe: an invoice becomes a fiscal document (api/docs/electronic-invoicing.md,
// "Issuing"). Numbered, built, validated and signed in one transaction with the invoice locked;
// sent to the PAC after it commits, so no lock is held while the PAC answers.

/** A setup that can issue: with its signing certificate. */
export type ReadyFeSetup = FeIssuerSetup & { certificate: NonNullable<FeIssuerSetup["certificate"]> };

/** Refuses with every setting still missing, named in Spanish; answers the decrypted setup. */
export async function readyFeSetup(db: Db, env: Env): Promise<ReadyFeSetup> {
  const setup = await loadFeIssuerSetup(db, env);
  const { problems } = setup;
  if (problems.length > 0 || !setup.certificate) {
    throw new DomainFailure(
      "conflict",
      `No se puede emitir la factura electrónica. Falta en la empresa: ${problems.join("; ")}`,
    );
  }
  return { ...setup, certificate: setup.certificate };
}

export async function issueInvoiceFe(db: Db, env: Env, invoiceId: number, actor: Actor): Promise<FeDocumentRecord> {
  const now = actor.now ?? new Date();
  // An unknown invoice is a 404 whatever the company's setup.
  await oneOrNotFound(
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId)),
    INVOICE_NOT_FOUND,
  );
  const setup = await readyFeSetup(db, env);
  const documentId = await db.transaction((tx) => signInvoiceFe(tx, setup, invoiceId, actor, now));
  if (setup.pac) await sendFeDocument(db, env, documentId, now);
  return findInvoiceFe(db, invoiceId);
}

/**
 * The invoice's fiscal document, numbered and signed inside the caller's transaction with the
 * invoice locked (a recurring invoice issued as it is made uses it too); answers the document's id,
 * which the caller sends to the PAC after the commit.
 */
export async function signInvoiceFe(
  tx: Db,
  setup: ReadyFeSetup,
  invoiceId: number,
  actor: Actor,
  now: Date,
): Promise<number> {
  const invoice = await oneOrNotFound(
    tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update"),
    INVOICE_NOT_FOUND,
  );
  if (invoice.status === "draft") throw new DomainFailure("conflict", FE_DRAFT_REFUSED);
  if (invoice.status === "cancelled") throw new DomainFailure("conflict", FE_CANCELLED_REFUSED);
  const existing = await invoiceFeDocument(tx, invoiceId, true);
  if (existing?.status === "authorised") throw new DomainFailure("conflict", FE_ALREADY_AUTHORISED);
  if (existing?.status === "annulled") throw new DomainFailure("conflict", FE_ANNULLED_REFUSED);
  const [client] = await tx
    .select({ countryCode: clients.countryCode })
    .from(clients)
    .where(eq(clients.id, invoice.clientId));
  const documentType = invoiceDocumentType(client ?? { countryCode: "PA" });
  return signFeSource(tx, setup, { kind: "invoice", invoiceId }, documentType, existing, actor, now);
}

/**
 * The one way a source (an invoice, a credit note) gets its fiscal document, inside the caller's
 * transaction with the source locked: one signed and not authorised is kept (sent again after the
 * commit, through the PAC configured now); otherwise it is numbered (a rejected one keeps its
 * number), built, validated, signed and stored, and the activity log says so. Answers its id.
 */
export async function signFeSource(
  tx: Db,
  setup: ReadyFeSetup,
  source: FeSource,
  documentType: FeDocumentType,
  existing: FeDocumentRow | null,
  actor: Actor,
  now: Date,
): Promise<number> {
  if (existing?.status === "signed") {
    if (!existing.pacProvider && setup.pac) {
      await tx.update(feDocuments).set({ pacProvider: setup.pac.provider }).where(eq(feDocuments.id, existing.id));
    }
    return existing.id;
  }
  const company = setup.settings;
  const environment = (company.feEnvironment ?? 2) as FeEnvironment;
  const branchCode = company.feBranchCode ?? "0000";
  const billingPoint = company.feBillingPoint ?? "001";
  // A rejected document keeps its number: it was never authorised, so the series stays without gaps.
  const number =
    existing?.number ?? (await nextFiscalNumber(tx, { environment, branchCode, billingPoint, documentType }));
  const document = await feDocumentOfSource(tx, source, company, {
    environment,
    billingPoint,
    number,
    securityCode: randomSecurityCode(),
    issuedAt: now,
    emissionType: "01",
    contingency: null,
  });
  const prepared = await prepareFeDocument(document, setup.certificate);
  const values = {
    invoiceId: source.invoiceId,
    creditNoteId: source.kind === "credit_note" ? source.creditNoteId : null,
    documentType: document.documentType,
    environment,
    branchCode: document.issuer.branchCode,
    billingPoint,
    number,
    securityCode: document.securityCode,
    issuedAt: now,
    emissionType: "01",
    contingencyReason: null,
    contingencyStartedAt: null,
    cufe: prepared.cufe,
    digestValue: prepared.digestValue,
    signedXml: prepared.signedXml,
    status: "signed" as const,
    pacProvider: setup.pac?.provider ?? null,
    rejectionCode: null,
    rejectionMessage: null,
    lastError: null,
    createdBy: actor.userId,
  };
  const [row] = existing
    ? await tx.update(feDocuments).set(values).where(eq(feDocuments.id, existing.id)).returning({ id: feDocuments.id })
    : await tx.insert(feDocuments).values(values).returning({ id: feDocuments.id });
  if (!row) throw new Error("No se pudo guardar el documento fiscal");
  const subject = await sourceSubject(tx, source);
  await recordActivity(tx, {
    userId: actor.userId,
    action: "status",
    entity: subject.entity,
    entityId: subject.entityId,
    summary: `${subject.name} emitida electrónicamente con el número fiscal ${billingPoint}-${number}`,
  });
  return row.id;
}
