import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";
import { FeDocumentInvalid } from "./errors";
import { FE_NAMESPACE, XMLDSIG_NAMESPACE } from "./namespaces";

// The rFE's signature: XML-DSig enveloped (not XAdES), as the DGI's schema and the PACs' documents
// have it (api/docs/electronic-invoicing.md, "Signature"). One Reference URI="" over the whole
// rFE with the transforms enveloped-signature then exclusive C14N, a SHA-256 digest, RSA-SHA256,
// and the certificate in KeyInfo/X509Data. The Signature element has no prefix and is the last
// child of rFE; the QR group (gNoFirm) is added after signing and is not covered by it, so a
// verifier removes it first.

const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
const ENVELOPED = "http://www.w3.org/2000/09/xmldsig#enveloped-signature";
const RSA_SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const SHA256 = "http://www.w3.org/2001/04/xmlenc#sha256";

export type SigningKeys = { privateKeyPem: string; certificatePem: string };

const parse = (xml: string) => new DOMParser().parseFromString(xml, "text/xml");

function childrenNamed(xml: Document, namespace: string, name: string): Element[] {
  const root = xml.documentElement;
  if (!root) return [];
  return Array.from(root.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === name,
  );
}

/** Signs the unsigned rFE; answers the signed XML and its DigestValue (which the DGI's QR quotes). */
export function signRfe(xml: string, keys: SigningKeys): { signedXml: string; digestValue: string } {
  const unsigned = parse(xml);
  if (
    childrenNamed(unsigned, XMLDSIG_NAMESPACE, "Signature").length > 0 ||
    childrenNamed(unsigned, FE_NAMESPACE, "gNoFirm").length > 0
  ) {
    throw new FeDocumentInvalid(["El documento ya está firmado o ya lleva su código QR"]);
  }
  const signer = new SignedXml({
    privateKey: keys.privateKeyPem,
    publicCert: keys.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signer.addReference({
    xpath: "/*",
    transforms: [ENVELOPED, EXC_C14N],
    digestAlgorithm: SHA256,
    uri: "",
    isEmptyUri: true,
  });
  signer.computeSignature(xml, { location: { reference: "/*", action: "append" } });
  const signedXml = signer.getSignedXml();
  const digest = parse(signedXml).getElementsByTagNameNS(XMLDSIG_NAMESPACE, "DigestValue").item(0)?.textContent;
  if (!digest) throw new Error("La firma no produjo su DigestValue");
  return { signedXml, digestValue: digest };
}

/** dQRCode holds 100 to 600 characters. */
const QR_LENGTH = { min: 100, max: 600 };

/** Appends <gNoFirm><dQRCode>…</dQRCode></gNoFirm> after the signature (the QR's URL in CDATA, as the PACs write it). */
export function addQrGroup(signedXml: string, qrContent: string): string {
  if (qrContent.length < QR_LENGTH.min || qrContent.length > QR_LENGTH.max) {
    throw new FeDocumentInvalid([
      `El contenido del QR debe tener entre ${QR_LENGTH.min} y ${QR_LENGTH.max} caracteres`,
    ]);
  }
  const xml = parse(signedXml);
  if (childrenNamed(xml, XMLDSIG_NAMESPACE, "Signature").length !== 1) {
    throw new FeDocumentInvalid(["El código QR se agrega a un documento ya firmado"]);
  }
  const group = xml.createElementNS(FE_NAMESPACE, "gNoFirm");
  const code = xml.createElementNS(FE_NAMESPACE, "dQRCode");
  code.appendChild(xml.createCDATASection(qrContent));
  group.appendChild(code);
  xml.documentElement?.appendChild(group);
  return new XMLSerializer().serializeToString(xml);
}

/** The document as it was signed: without gNoFirm, which the signature does not cover. */
export function removeQrGroup(xml: string): string {
  const parsed = parse(xml);
  for (const group of childrenNamed(parsed, FE_NAMESPACE, "gNoFirm")) group.parentNode?.removeChild(group);
  return new XMLSerializer().serializeToString(parsed);
}

/** Whether the rFE's signature is valid for this certificate (its QR group removed first). */
export function verifyRfeSignature(xml: string, certificatePem: string): boolean {
  const withoutQr = removeQrGroup(xml);
  const [signature] = childrenNamed(parse(withoutQr), XMLDSIG_NAMESPACE, "Signature");
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(withoutQr);
  } catch {
    return false;
  }
}
