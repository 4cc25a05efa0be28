import forge from "node-forge";
import {
  dayMonthYear,
  FE_CERTIFICATE_FILE_FIELD,
  FE_CERTIFICATE_PASSWORD_FIELD,
  panamaDateOf,
  rucInCertificateName,
} from "../contract";
import { FieldFailure } from "../domain/failures";

// The signing certificate (api/docs/company-settings.md, "The signing certificate"): the .p12 (or
// .pfx) the Registro Público's Dirección Nacional de Firma Electrónica issues for electronic
// invoicing, read with node-forge, which reads both modern files (PBES2, AES, as OpenSSL 3 writes
// them) and legacy ones (3DES and RC2, as Windows exports them).

export const WRONG_PASSWORD_MESSAGE = "La contraseña del certificado es incorrecta";
export const NOT_PKCS12_MESSAGE = "El archivo no es un certificado PKCS#12 (.p12 o .pfx)";
export const NO_PRIVATE_KEY_MESSAGE =
  "El archivo no contiene la clave privada del certificado: expórtelo con su clave privada";
export const NO_MATCHING_CERTIFICATE_MESSAGE = "El archivo no contiene el certificado de su clave privada";
export const NOT_RSA_MESSAGE = "La clave del certificado no es RSA: la firma de la factura electrónica usa RSA";
export const TOO_MANY_ITERATIONS_MESSAGE =
  "El archivo está protegido con más de 100000 iteraciones: expórtelo de nuevo con la protección habitual";

export type SigningCertificate = {
  privateKeyPem: string;
  certificatePem: string;
  /** The subject as RFC 4514 writes it, most specific first: 'CN=[F] …, OU=FACTURA ELECTRONICA, C=PA'. */
  subject: string;
  /** The RUC and DV the Registro Público's CN names; null when it names none. */
  ruc: string | null;
  dv: string | null;
  notAfter: Date;
};

// Each iteration of PKCS#12's key derivation runs in JavaScript on the request's thread: a file
// asking for millions would hold the server for minutes. Files in use ask for 2,000 (Windows),
// 2,048 (OpenSSL) or 10,000 (Java).
const MAX_ITERATIONS = 100_000;

const failure = (field: string, message: string) => new FieldFailure(field, message);
const fileFailure = (message: string) => failure(FE_CERTIFICATE_FILE_FIELD, message);

/** A certificate name's attribute values as text: UTF8String is read as UTF-8 (forge leaves its bytes). */
function attributeText(attribute: forge.pki.CertificateField): string {
  const value = String(attribute.value ?? "");
  // Typed as an ASN.1 class by @types/node-forge; forge stores the value's universal type there.
  if ((attribute.valueTagClass as unknown) !== forge.asn1.Type.UTF8) return value;
  try {
    return forge.util.decodeUtf8(value);
  } catch {
    return value;
  }
}

/** RFC 4514's order (most specific first, as Windows and Java show it): 'CN=…, OU=…, O=…, C=PA'. */
function subjectText(certificate: forge.pki.Certificate): string {
  return certificate.subject.attributes
    .map((attribute) => `${attribute.shortName ?? attribute.name ?? attribute.type}=${attributeText(attribute)}`)
    .reverse()
    .join(", ");
}

/**
 * The iteration counts a PKCS#12 file asks for: of its MAC and of each encrypted part. In the
 * ASN.1 they are the INTEGER right after an OCTET STRING (the salt) in a SEQUENCE (MacData,
 * PBEParameter, PBKDF2-params); parts wrapped in OCTET STRINGs are looked into too.
 */
function iterationCounts(node: forge.asn1.Asn1, depth = 0): number[] {
  if (depth > 24) return [];
  if (!node.constructed) {
    if (node.type !== forge.asn1.Type.OCTETSTRING || typeof node.value !== "string" || node.value.length < 2) {
      return [];
    }
    try {
      return iterationCounts(forge.asn1.fromDer(node.value), depth + 1);
    } catch {
      return [];
    }
  }
  const children = node.value as forge.asn1.Asn1[];
  const counts: number[] = [];
  children.forEach((child, index) => {
    const previous = children[index - 1];
    if (
      child.type === forge.asn1.Type.INTEGER &&
      !child.constructed &&
      previous?.type === forge.asn1.Type.OCTETSTRING &&
      typeof child.value === "string"
    ) {
      // More than 4 bytes is more than any limit; else the big-endian value.
      counts.push(
        child.value.length > 4
          ? Number.POSITIVE_INFINITY
          : [...child.value].reduce((n, c) => n * 256 + c.charCodeAt(0), 0),
      );
    }
    counts.push(...iterationCounts(child, depth + 1));
  });
  return counts;
}

// forge.asn1.fromDer reads all the bytes or throws (parseAllBytes, its default): a file with
// anything after its DER is refused.

/** forge's PKCS#12, or the refusal that says why it is none (a wrong password, not a PKCS#12). */
function openPkcs12(bytes: Uint8Array, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(bytes));
  } catch {
    throw fileFailure(NOT_PKCS12_MESSAGE);
  }
  if (iterationCounts(asn1).some((count) => count > MAX_ITERATIONS)) throw fileFailure(TOO_MANY_ITERATIONS_MESSAGE);
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    // 'PKCS#12 MAC could not be verified. Invalid password?'; without a MAC, 'Unable to decrypt
    // PKCS#8 ShroudedKeyBag, wrong password?' or a decryption that yields no ASN.1.
    if (/password/i.test(message)) throw failure(FE_CERTIFICATE_PASSWORD_FIELD, WRONG_PASSWORD_MESSAGE);
    if (/OID is not RSA/i.test(message)) throw fileFailure(NOT_RSA_MESSAGE);
    throw fileFailure(NOT_PKCS12_MESSAGE);
  }
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string) => p12.getBags({ bagType })[bagType] ?? [];

/**
 * The signing key and certificate in a .p12, with what its certificate says: refused with a
 * FieldFailure (400) on `password` when the password is wrong, and on `file` when it is no
 * PKCS#12, holds no private key or no certificate of it, or its certificate is not valid at `now`
 * (expired, or not valid yet).
 */
export function readSigningCertificate(p12Bytes: Uint8Array, password: string, now = new Date()): SigningCertificate {
  const p12 = openPkcs12(p12Bytes, password);
  const keyBags = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag ?? ""),
    ...bagsOf(p12, forge.pki.oids.keyBag ?? ""),
  ];
  if (keyBags.length === 0) throw fileFailure(NO_PRIVATE_KEY_MESSAGE);
  // forge keeps a key it cannot read (EC) as a bag without `key`.
  const privateKey = keyBags.map((bag) => bag.key).find((key) => key !== undefined && key !== null) as
    | forge.pki.rsa.PrivateKey
    | undefined;
  if (!privateKey) throw fileFailure(NOT_RSA_MESSAGE);

  // The file may carry the issuing CA's certificates too: the signing one is the key's.
  const certificate = bagsOf(p12, forge.pki.oids.certBag ?? "")
    .map((bag) => bag.cert)
    .find((cert): cert is forge.pki.Certificate => {
      const publicKey = cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
      return Boolean(publicKey?.n?.equals(privateKey.n) && publicKey?.e?.equals(privateKey.e));
    });
  if (!certificate) throw fileFailure(NO_MATCHING_CERTIFICATE_MESSAGE);

  const { notBefore, notAfter } = certificate.validity;
  const day = (instant: Date) => dayMonthYear(panamaDateOf(instant));
  if (notAfter.getTime() <= now.getTime()) {
    throw fileFailure(`El certificado venció el ${day(notAfter)}: solicite uno nuevo al Registro Público`);
  }
  if (notBefore.getTime() > now.getTime()) {
    throw fileFailure(`El certificado aún no es válido: lo es desde el ${day(notBefore)}`);
  }

  const subject = subjectText(certificate);
  const commonName = certificate.subject.getField("CN") as forge.pki.CertificateField | null;
  const named = rucInCertificateName(commonName ? attributeText(commonName) : subject);
  return {
    privateKeyPem: forge.pki.privateKeyToPem(privateKey),
    certificatePem: forge.pki.certificateToPem(certificate),
    subject,
    ruc: named?.ruc ?? null,
    dv: named?.dv ?? null,
    notAfter,
  };
}
