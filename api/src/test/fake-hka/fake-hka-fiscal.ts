import { randomBytes } from "node:crypto";
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { SignJWT } from "jose";
import { createElement } from "react";
import { PANAMA_OFFSET_MS } from "../../contract/values/dates";

// What HKA and the DGI add to an authorised document, as the fake makes it (tests only,
// src/test/fake-hka/fake-hka.md): the CUFE in the DGI's layout, the QR's URL and a simplified CAFE.

export const panamaClock = (instant: Date) => new Date(instant.getTime() + PANAMA_OFFSET_MS).toISOString().slice(0, 19);
export const fechaTz = (instant: Date) => `${panamaClock(instant)}-05:00`;

/** The CUFE's check digit: Luhn over its 63 characters, a non-digit counting as its ASCII code's last digit. */
function luhnDigit(body: string): number {
  const digits = [...body].map((char) => (char >= "0" && char <= "9" ? Number(char) : char.charCodeAt(0) % 10));
  let sum = 0;
  for (const [index, digit] of digits.reverse().entries()) {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** The CUFE HKA computes for the rFE it builds (DGI layout, api/docs/electronic-invoicing-pac.md). */
export function computeCufe(
  ruc: { type: number; ruc: string; dv: string },
  fields: Record<string, string>,
  environment: number,
): string {
  const body = [
    fields.documentType,
    String(ruc.type),
    ruc.ruc.padStart(20, "0"),
    `-${ruc.dv}`,
    fields.branch,
    fields.issuedAt?.slice(0, 10).replaceAll("-", ""),
    fields.number?.padStart(10, "0"),
    fields.billingPoint?.padStart(3, "0"),
    fields.emissionType,
    String(environment),
    fields.securityCode,
  ].join("");
  return `FE${body}${luhnDigit(body)}`;
}

const qrKey = new TextEncoder().encode("clave-de-prueba-del-qr-de-la-dgi");

/** The QR's content in the DGI's format: FacturasPorQR with the CUFE, iAmb, the digest and a JWT. */
export async function qrUrl(cufe: string, environment: number): Promise<string> {
  const digestValue = randomBytes(32).toString("base64");
  const iAmb = String(environment);
  const jwt = await new SignJWT({ chFE: cufe, iAmb, digestValue }).setProtectedHeader({ alg: "HS256" }).sign(qrKey);
  const host = environment === 1 ? "https://dgi-fep.mef.gob.pa" : "https://dgi-fep-test.mef.gob.pa:40001";
  const query = new URLSearchParams({ chFE: cufe, iAmb, digestValue, jwt });
  return `${host}/Consultas/FacturasPorQR?${query}`;
}

/** The CAFE as DescargaPDF gives it, simplified: one letter page with the CUFE and the protocol. */
export async function cafePdf(document: { cufe: string; protocol: string }): Promise<Buffer> {
  // Small enough for the 66 characters of the CUFE to stay on one line.
  const line = (text: string) => createElement(Text, { style: { fontSize: 9 } }, text);
  const page = createElement(
    Page,
    { size: "LETTER", style: { padding: 40 } },
    line("Comprobante Auxiliar de Factura Electrónica"),
    line(`CUFE: ${document.cufe}`),
    line(`Protocolo de autorización: ${document.protocol}`),
  );
  return renderToBuffer(createElement(Document, null, page));
}
