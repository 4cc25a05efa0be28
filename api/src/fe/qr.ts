import { SignJWT } from "jose";
import type { FeEnvironment } from "./document";

// The content of the rFE's QR (gNoFirm/dQRCode): the DGI's consultation URL for the document,
// as the DGI's own QR codes carry it. Its jwt is HS256 over {chFE, iAmb, digestValue} with a
// secret the DGI hands out through the PAC; through a PAC the QR comes back in the PAC's answer
// (PacAuthorised.qrContent), so this is only for when that secret is known.

const CONSULTATION_URL: Record<FeEnvironment, string> = {
  1: "https://dgi-fep.mef.gob.pa/Consultas/FacturasPorQR",
  2: "https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR",
};

export type QrInput = {
  cufe: string;
  environment: FeEnvironment;
  /** The signature's Reference/DigestValue (signRfe). */
  digestValue: string;
  /** The QR secret, used as its text's bytes. */
  qrKey: string;
};

export async function dgiQrContent(input: QrInput): Promise<string> {
  if (!input.qrKey) throw new Error("Falta la clave del código QR");
  const claims = { chFE: input.cufe, iAmb: String(input.environment), digestValue: input.digestValue };
  // Header and claims in the order the DGI's codes show: {"typ":"JWT","alg":"HS256"}, all strings.
  const jwt = await new SignJWT(claims)
    .setProtectedHeader({ typ: "JWT", alg: "HS256" })
    .sign(new TextEncoder().encode(input.qrKey));
  // The values go in as they are, not percent-encoded: the DGI's production codes carry the
  // digest's '+', '/' and '=' raw.
  return `${CONSULTATION_URL[input.environment]}?chFE=${claims.chFE}&iAmb=${claims.iAmb}&digestValue=${claims.digestValue}&jwt=${jwt}`;
}
