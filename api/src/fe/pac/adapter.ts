import type { FeDocument } from "../document";

// One interface for every PAC (Proveedor de Autorización Calificado) the product can issue
// through (api/docs/electronic-invoicing.md, "PAC adapters"). An adapter maps the product's
// document to the PAC's own model and the PAC's answers to these shapes, with Spanish messages.

/** What the product sends: the document, and the signed rFE XML for a PAC that takes it as is. */
export type PacSubmission = { document: FeDocument; cufe: string; signedXml: string };

/** The PAC authorised the document: its CUFE, protocol (dProAut), the QR's content and its XML when it sends one. */
export type PacAuthorised = {
  outcome: "authorised";
  cufe: string;
  protocol: string;
  authorisedAt: Date;
  qrContent: string;
  xml: string | null;
};

/** The PAC refused the document: its code and what it means, in Spanish. Sending it again does not help. */
export type PacRejected = { outcome: "rejected"; code: string; message: string };

export type PacAnswer = PacAuthorised | PacRejected;

/** The document's state at the PAC (EstadoDocumento). */
export type PacStatus =
  | { state: "authorised"; protocol: string | null; authorisedAt: Date | null }
  | { state: "annulled" }
  | { state: "unknown"; message: string };

/**
 * The PAC could not be reached or did not answer in time (network, timeout, 5xx): the document is
 * kept in contingency and sent again later. Any other failure is a PacRejected answer.
 */
export class PacUnreachable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "PacUnreachable";
  }
}

/**
 * The PAC answered a query (status, download, folios) and refused it: its code and what it means,
 * in Spanish. The PAC is reachable; asking again the same way gives the same answer.
 */
export class PacRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PacRefused";
  }
}

/** What identifies a document at the PAC for status, annulment and downloads. */
export type PacDocumentKey = {
  documentType: FeDocument["documentType"];
  /** How it was sent (iTpEmis): HKA finds a document by it too. */
  emissionType: FeDocument["emissionType"];
  number: string;
  billingPoint: string;
  branchCode: string;
};

export interface PacAdapter {
  /** Sends the document for authorisation. Throws PacUnreachable when the PAC did not answer. */
  send(submission: PacSubmission, signal?: AbortSignal): Promise<PacAnswer>;
  status(key: PacDocumentKey, signal?: AbortSignal): Promise<PacStatus>;
  /** Annuls an authorised document; a refusal (outside the PAC's window) is PacRejected. */
  annul(key: PacDocumentKey, reason: string, signal?: AbortSignal): Promise<{ outcome: "annulled" } | PacRejected>;
  /** The authorised XML, as the PAC keeps it. */
  downloadXml(key: PacDocumentKey, signal?: AbortSignal): Promise<string>;
  /** The PAC's own CAFE as PDF bytes. */
  downloadPdf(key: PacDocumentKey, signal?: AbortSignal): Promise<Uint8Array>;
  /** How many documents the company's plan still allows. */
  remainingFolios(signal?: AbortSignal): Promise<number>;
}
