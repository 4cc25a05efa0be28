import type { ItbmsRate } from "../contract/values/statuses";

// The product's one model of an electronic fiscal document (api/docs/electronic-invoicing.md):
// what the rFE builder (rfe.ts) writes as the DGI's XML and what a PAC adapter (pac/) maps to its
// own document model. It is built from an invoice or a credit note, its lines, the company and
// the client (domain/fe/), already in the DGI's codes; nothing here reads the database.

/** iAmb: 1 production, 2 test (the PAC's demo environment). */
export type FeEnvironment = 1 | 2;
/** iTpEmis: 01 prior authorisation, normal; 02 prior authorisation, contingency. */
export type FeEmissionType = "01" | "02";
/** iDoc: 01 invoice (internal operation), 03 export invoice, 04 credit note referring to an FE. */
export type FeDocumentType = "01" | "03" | "04";
/** iTipoRec: 01 taxpayer, 02 final consumer, 03 government, 04 foreigner. */
export type FeReceiverType = "01" | "02" | "03" | "04";
/** dTipoRuc: 1 natural person, 2 legal person. */
export type FeRucType = 1 | 2;
/** iFormaPago: 01 credit, 02 cash, 03 credit card, 04 debit card, 08 transfer/deposit, 99 other. */
export type FePaymentMethod = "01" | "02" | "03" | "04" | "08" | "99";

export type FeRuc = { type: FeRucType; ruc: string; dv: string };

/**
 * gUbiEm/gUbiRec: the DGI's 'provincia-distrito-corregimiento' code (e.g. '8-8-7') and its names
 * as the DGI writes them ('PANAMA', 'PANAMA', 'BELLA VISTA'). The caller supplies both (the
 * company's or client's stored place), so building the rFE needs no DGI file.
 */
export type FeLocation = { code: string; province: string; district: string; corregimiento: string };

export type FeIssuer = {
  ruc: FeRuc;
  name: string;
  /** dSucEm: 4 characters, '0000' the head office. */
  branchCode: string;
  /** dCoordEm, e.g. '+8.9892,-79.5201'. */
  coordinates: string;
  address: string;
  location: FeLocation;
  /** dTfnEm, '000-0000' or '0000-0000'. */
  phone: string;
  email: string | null;
};

export type FeReceiver = {
  type: FeReceiverType;
  /** Required for a taxpayer (01) and the government (03); absent for a foreigner. */
  ruc: FeRuc | null;
  name: string;
  address: string | null;
  /** Where a receiver in Panama is (gUbiRec); absent abroad. */
  location: FeLocation | null;
  /** A foreigner's passport or tax id (gIdExt). */
  foreignId: string | null;
  phone: string | null;
  email: string | null;
  /** cPaisRec, ISO 3166 alpha-2: 'PA' in Panama. */
  countryCode: string;
};

/** One line as the product keeps it; the builder computes the DGI's amounts from it (contract/documents/document-lines.ts). */
export type FeItem = {
  description: string;
  /** Decimal text, as the invoice line stores them. */
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  itbmsRate: ItbmsRate;
};

/** The fiscal document a credit note corrects (gDFRef with gDFRefFE). */
export type FeReference = {
  issuerRuc: FeRuc;
  issuerName: string;
  issuedAt: Date;
  cufe: string;
};

export type FeDocument = {
  environment: FeEnvironment;
  emissionType: FeEmissionType;
  /** Required with emission type 02: when the PAC stopped answering, and why (15 to 250 characters). */
  contingency: { startedAt: Date; reason: string } | null;
  documentType: FeDocumentType;
  /** dNroDF: 10 digits, never all zeros. */
  number: string;
  /** dPtoFacDF: 3 digits, never '000'. */
  billingPoint: string;
  /** dSeg: 9 random digits, never all zeros. */
  securityCode: string;
  /** dFechaEm: written in Panama's time with its −05:00 offset. */
  issuedAt: Date;
  issuer: FeIssuer;
  receiver: FeReceiver;
  items: FeItem[];
  /** gFormaPago: how it is paid; one row of the whole total when the invoice is on credit. */
  paymentMethod: FePaymentMethod;
  /** The due date of a document on credit (gPagPlazo), or null when paid at once. */
  dueDate: string | null;
  reference: FeReference | null;
  /** dInfEmFE: the issuer's free text (the invoice's notes), at most 5,000 characters. */
  notes: string | null;
};
