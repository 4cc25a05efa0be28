import { randomInt } from "node:crypto";
import { computeCufe } from "./cufe";
import type { FeDocument } from "./document";
import { FeDocumentInvalid } from "./errors";
import { buildRfe } from "./rfe";
import { type SigningKeys, signRfe } from "./sign";
import { validateRfe } from "./xsd-validate";

export { FeDocumentInvalid } from "./errors";

// What the product does to a fiscal document before it goes to the PAC, in one call: its CUFE,
// the rFE, the DGI schema's check before signing, the signature, and the check of the signed
// document (Signature required; gNoFirm, the QR, is the PAC's to add, so it is not yet required).
// Any refusal is FeDocumentInvalid with a Spanish message listing every problem.

export type PreparedFeDocument = { cufe: string; unsignedXml: string; signedXml: string; digestValue: string };

async function checked(xml: string, signed: boolean): Promise<void> {
  const result = await validateRfe(xml, { signed });
  if (!result.valid) throw new FeDocumentInvalid(result.errors);
}

export async function prepareFeDocument(doc: FeDocument, keys: SigningKeys): Promise<PreparedFeDocument> {
  const cufe = computeCufe(doc);
  const unsignedXml = buildRfe(doc, cufe);
  await checked(unsignedXml, false);
  let signed: { signedXml: string; digestValue: string };
  try {
    signed = signRfe(unsignedXml, keys);
  } catch (error) {
    if (error instanceof FeDocumentInvalid) throw error;
    throw new Error("No se pudo firmar el documento electrónico: revise la llave privada y el certificado", {
      cause: error,
    });
  }
  await checked(signed.signedXml, true);
  return { cufe, unsignedXml, ...signed };
}

/**
 * dSeg: 9 random digits, never all zeros, from the system's cryptographic generator (it is part
 * of the CUFE, so it must not be guessable). `draw` is for tests.
 */
export function randomSecurityCode(draw: (min: number, max: number) => number = randomInt): string {
  return String(draw(1, 1_000_000_000)).padStart(9, "0");
}
