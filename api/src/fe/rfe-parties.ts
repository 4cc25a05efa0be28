import { fechaTZ } from "./dates";
import type { FeDocument, FeIssuer, FeLocation, FeReceiver, FeReference, FeRuc } from "./document";
import { FeDocumentInvalid } from "./errors";
import { leaf, type XmlNode } from "./xml-node";

// The parties of the rFE, inside gDGen in the schema's order: gEmis (the issuer), gDatRec (the
// receiver), gFExp (an export invoice's terms) and gDFRef (what a credit note corrects).

function ruc(parent: XmlNode, name: string, value: FeRuc): void {
  const group = parent.ele(name);
  leaf(group, "dTipoRuc", value.type);
  leaf(group, "dRuc", value.ruc);
  leaf(group, "dDV", value.dv);
}

/** gUbiEm/gUbiRec: the code and its names, as the document carries them (the schema checks the code's form). */
function location(parent: XmlNode, name: string, place: FeLocation): void {
  const group = parent.ele(name);
  leaf(group, "dCodUbi", place.code);
  leaf(group, "dCorreg", place.corregimiento);
  leaf(group, "dDistr", place.district);
  leaf(group, "dProv", place.province);
}

export function issuerGroup(parent: XmlNode, issuer: FeIssuer): void {
  const group = parent.ele("gEmis");
  ruc(group, "gRucEmi", issuer.ruc);
  leaf(group, "dNombEm", issuer.name);
  leaf(group, "dSucEm", issuer.branchCode);
  leaf(group, "dCoordEm", issuer.coordinates);
  leaf(group, "dDirecEm", issuer.address);
  location(group, "gUbiEm", issuer.location);
  leaf(group, "dTfnEm", issuer.phone);
  if (issuer.email) leaf(group, "dCorElectEmi", issuer.email);
}

/** What each receiver type must carry, checked before writing so the message says why. */
function receiverIssues(receiver: FeReceiver): string[] {
  const issues: string[] = [];
  if ((receiver.type === "01" || receiver.type === "03") && !receiver.ruc) {
    issues.push("El receptor contribuyente o de gobierno requiere su RUC");
  }
  if (receiver.type === "04" && !receiver.foreignId) {
    issues.push("El receptor extranjero requiere su identificación (pasaporte o identificación tributaria)");
  }
  if (receiver.type !== "04" && receiver.countryCode !== "PA") {
    issues.push("Un receptor que no es extranjero está en Panamá (país PA)");
  }
  return issues;
}

export function receiverGroup(parent: XmlNode, receiver: FeReceiver): void {
  const issues = receiverIssues(receiver);
  if (issues.length > 0) throw new FeDocumentInvalid(issues);
  const group = parent.ele("gDatRec");
  leaf(group, "iTipoRec", receiver.type);
  // A foreigner has no Panamanian RUC: gIdExt identifies them instead.
  if (receiver.ruc && receiver.type !== "04") ruc(group, "gRucRec", receiver.ruc);
  leaf(group, "dNombRec", receiver.name);
  if (receiver.address) leaf(group, "dDirecRec", receiver.address);
  if (receiver.location && receiver.type !== "04") location(group, "gUbiRec", receiver.location);
  if (receiver.type === "04" && receiver.foreignId) leaf(group.ele("gIdExt"), "dIdExt", receiver.foreignId);
  if (receiver.phone) leaf(group, "dTfnRec", receiver.phone);
  if (receiver.email) leaf(group, "dCorElectRec", receiver.email);
  leaf(group, "cPaisRec", receiver.countryCode);
}

/**
 * gFExp: the schema requires an INCOTERM even for services. The product sells services delivered
 * by the issuer, so EXW (the seller's obligations end at its own premises) is declared, and the
 * currency is the dollar the amounts are in.
 */
export function exportGroup(parent: XmlNode): void {
  const group = parent.ele("gFExp");
  leaf(group, "cCondEntr", "EXW");
  leaf(group, "cMoneda", "USD");
}

export function referenceGroup(parent: XmlNode, reference: FeReference): void {
  const group = parent.ele("gDFRef");
  ruc(group, "gRucEmDFRef", reference.issuerRuc);
  leaf(group, "dNombEmRef", reference.issuerName);
  leaf(group, "dFechaDFRef", fechaTZ(reference.issuedAt));
  leaf(group.ele("gDFRefNum").ele("gDFRefFE"), "dCUFERef", reference.cufe);
}

/** A credit note (04) refers to the FE it corrects; the other types refer to none. */
export function referenceIssues(doc: FeDocument): string[] {
  if (doc.documentType === "04" && !doc.reference)
    return ["La nota de crédito requiere el CUFE de la factura que corrige"];
  if (doc.documentType !== "04" && doc.reference) return ["Solo una nota de crédito hace referencia a otra factura"];
  return [];
}
