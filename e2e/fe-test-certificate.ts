import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";

// A signing certificate for electronic invoicing's browser tests, made on the spot: a .p12 like the
// Registro Público's "[F] Certificado de Factura Electrónica", self-signed (no CA is asked), so
// nothing secret is kept in the repository.

/** The subject's common name as the Registro Público writes it: '[F] RAZÓN SOCIAL - RUC - DV - representante'. */
export const registroPublicoName = (company: { legalName: string; ruc: string; dv: string }, representative: string) =>
  `[F] ${company.legalName.toUpperCase()} - ${company.ruc} - ${company.dv} - ${representative}`;

/**
 * A PKCS#12 file holding the key and its certificate for `commonName`, valid from yesterday for
 * two years.
 */
export function feTestCertificate(commonName: string, password: string): Buffer {
  // Node makes the key (forge's own RSA key generation in JavaScript takes seconds).
  const { privateKey: pem } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  certificate.serialNumber = "01";
  const now = Date.now();
  certificate.validity.notBefore = new Date(now - 24 * 60 * 60 * 1000);
  certificate.validity.notAfter = new Date(now + 2 * 365 * 24 * 60 * 60 * 1000);
  const subject = [
    // UTF8String: '[' and ']' are not PrintableString characters, forge's default. (@types/node-forge
    // types this field as an asn1.Class; forge reads an asn1.Type.)
    { name: "commonName", value: commonName, valueTagClass: forge.asn1.Type.UTF8 as number },
    { shortName: "OU", value: "FACTURA ELECTRONICA" },
    { name: "countryName", value: "PA" },
  ] as forge.pki.CertificateField[];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([{ name: "keyUsage", digitalSignature: true, nonRepudiation: true }]);
  certificate.sign(privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [certificate], password, { algorithm: "aes256" });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), "binary");
}
