import { create } from "xmlbuilder2";
import { computeFeAmounts } from "./amounts";
import { fechaTZ } from "./dates";
import type { FeDocument } from "./document";
import { FeDocumentInvalid } from "./errors";
import { FE_NAMESPACE } from "./namespaces";
import { itemGroups, totalsGroup } from "./rfe-items";
import { exportGroup, issuerGroup, receiverGroup, referenceGroup, referenceIssues } from "./rfe-parties";
import { leaf } from "./xml-node";

// The DGI's rFE v1.00 XML of one document, unsigned: the elements in the schema's exact order,
// in its default namespace, without prefixes (api/docs/electronic-invoicing.md, "The rFE
// document"). Signature (sign.ts) and gNoFirm (the QR, after signing) come later.

/** The codes that are the same for every document the product issues, and why. */
const FIXED = {
  /** 1 sale (an outgoing operation). */
  iTipoOp: 1,
  /** 3 CAFE on letter-size paper: the product's PDF. */
  iFormCAFE: 3,
  /** 3 CAFE delivered electronically (sent, not printed). */
  iEntCAFE: 3,
  /** 1 normal: the receiver gets the XML. */
  dEnvFE: 1,
  /** 1 the taxpayer's own system. */
  iProGen: 1,
  /** 4 services: what the product's companies sell. */
  iTipoTranVenta: 4,
} as const;

function contingencyIssues(doc: FeDocument): string[] {
  if (doc.emissionType === "02" && !doc.contingency)
    return ["La emisión en contingencia requiere su inicio y su motivo"];
  if (doc.emissionType === "01" && doc.contingency) return ["Solo la emisión en contingencia lleva inicio y motivo"];
  return [];
}

export function buildRfe(doc: FeDocument, cufe: string): string {
  const issues = [...contingencyIssues(doc), ...referenceIssues(doc)];
  if (doc.items.length === 0) issues.push("El documento requiere al menos una línea");
  if (issues.length > 0) throw new FeDocumentInvalid(issues);
  const isExport = doc.documentType === "03";
  const amounts = computeFeAmounts(doc.items);

  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(FE_NAMESPACE, "rFE");
  leaf(root, "dVerForm", "1.00");
  leaf(root, "dId", cufe);

  const general = root.ele("gDGen");
  leaf(general, "iAmb", doc.environment);
  leaf(general, "iTpEmis", doc.emissionType);
  if (doc.contingency) {
    leaf(general, "dFechaCont", fechaTZ(doc.contingency.startedAt));
    leaf(general, "dMotCont", doc.contingency.reason);
  }
  leaf(general, "iDoc", doc.documentType);
  leaf(general, "dNroDF", doc.number);
  leaf(general, "dPtoFacDF", doc.billingPoint);
  leaf(general, "dSeg", doc.securityCode);
  leaf(general, "dFechaEm", fechaTZ(doc.issuedAt));
  // 02 export for an export invoice; 01 sale otherwise, a credit note included (as the PAC's example does).
  leaf(general, "iNatOp", isExport ? "02" : "01");
  leaf(general, "iTipoOp", FIXED.iTipoOp);
  // 2: the operation's destination is abroad.
  leaf(general, "iDest", isExport ? 2 : 1);
  leaf(general, "iFormCAFE", FIXED.iFormCAFE);
  leaf(general, "iEntCAFE", FIXED.iEntCAFE);
  leaf(general, "dEnvFE", FIXED.dEnvFE);
  leaf(general, "iProGen", FIXED.iProGen);
  leaf(general, "iTipoTranVenta", FIXED.iTipoTranVenta);
  if (doc.notes?.trim()) leaf(general, "dInfEmFE", doc.notes.trim());
  issuerGroup(general, doc.issuer);
  receiverGroup(general, doc.receiver);
  if (isExport) exportGroup(general);
  if (doc.reference) referenceGroup(general, doc.reference);

  itemGroups(root, doc, amounts.items);
  totalsGroup(root, doc, amounts.totals);
  return root.end({ prettyPrint: false });
}
