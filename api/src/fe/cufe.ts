import { panamaDateOf } from "../contract/values/dates";
import type { FeDocument } from "./document";
import { FeDocumentInvalid } from "./errors";

// The CUFE (Código Único de Factura Electrónica) is the rFE's dId: 'FE', 63 characters built from
// the document's own fields, and a Luhn check digit (api/docs/electronic-invoicing.md, "CUFE").
// The issuer computes it; the DGI does not hand it out. The layout, in order:
//   iDoc 2 · dTipoRuc 1 · dRuc 20 (left-padded with '0', dashes kept) · '-' + dDV 3 · dSucEm 4 ·
//   dFechaEm's Panama date YYYYMMDD 8 · dNroDF 10 · dPtoFacDF 3 · iTpEmis 2 · iAmb 1 · dSeg 9.

export const CUFE_LENGTH = 66;
const BODY_LENGTH = 63;

function field(value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new FeDocumentInvalid([`${what} no tiene el formato de la DGI: ${value}`]);
  return value;
}

/** The 63 characters between 'FE' and the check digit. */
export function cufeBody(doc: FeDocument): string {
  const { issuer } = doc;
  const ruc = field(issuer.ruc.ruc, /^[A-Z0-9-]{5,20}$/, "El RUC del emisor");
  const body = [
    field(doc.documentType, /^\d{2}$/, "El tipo de documento"),
    String(issuer.ruc.type),
    ruc.padStart(20, "0"),
    `-${field(issuer.ruc.dv, /^\d{2}$/, "El DV del emisor")}`,
    // Upper case only: the published check-digit routines disagree on lower-case letters.
    field(issuer.branchCode, /^[A-Z0-9]{4}$/, "El código de sucursal"),
    panamaDateOf(doc.issuedAt).replaceAll("-", ""),
    field(doc.number, /^\d{10}$/, "El número del documento"),
    field(doc.billingPoint, /^\d{3}$/, "El punto de facturación"),
    field(doc.emissionType, /^\d{2}$/, "El tipo de emisión"),
    String(doc.environment),
    field(doc.securityCode, /^\d{9}$/, "El código de seguridad"),
  ].join("");
  if (body.length !== BODY_LENGTH) throw new Error(`El CUFE calculado no tiene ${BODY_LENGTH} caracteres: ${body}`);
  return body;
}

/**
 * Luhn (mod 10) over the body, as the DGI's CUFE uses it: a character that is not a digit counts
 * as the last digit of its character code ('-' 45 → 5, 'E' 69 → 9, 'O' 79 → 9).
 */
export function cufeCheckDigit(body: string): string {
  let sum = 0;
  for (let i = body.length - 1, double = true; i >= 0; i--, double = !double) {
    const char = body.charAt(i);
    let digit = /\d/.test(char) ? Number(char) : char.charCodeAt(0) % 10;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The document's CUFE, its dId: 66 characters. */
export function computeCufe(doc: FeDocument): string {
  const body = cufeBody(doc);
  return `FE${body}${cufeCheckDigit(body)}`;
}
