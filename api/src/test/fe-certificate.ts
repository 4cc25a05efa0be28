import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";

// A throwaway RSA key and self-signed certificate for the signature tests, shaped like the
// Registro Público's FE certificate (subject '[F] <razón social> - <RUC> - <DV>', OU FACTURA
// ELECTRONICA). The key comes from node:crypto (native, fast); node-forge builds the certificate.

export type TestSigningKeys = { privateKeyPem: string; certificatePem: string };

export function testSigningKeys(): TestSigningKeys {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();

  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  certificate.serialNumber = "01";
  certificate.validity.notBefore = new Date(Date.UTC(2026, 0, 1));
  certificate.validity.notAfter = new Date(Date.UTC(2028, 0, 1));
  const subject = [
    { name: "commonName", value: "[F] SERVICIOS PROFESIONALES EJEMPLO S.A. - 2588017-1-831938 - 20" },
    { shortName: "OU", value: "FACTURA ELECTRONICA" },
    { name: "countryName", value: "PA" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([{ name: "keyUsage", digitalSignature: true, nonRepudiation: true }]);
  certificate.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(certificate) };
}
