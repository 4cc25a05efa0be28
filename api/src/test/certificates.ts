import forge from "node-forge";

// Signing certificates for the tests (api/docs/company-settings.md, "The signing certificate"): a
// self-signed RSA certificate named as the Registro Público names those for electronic invoicing,
// packed as a .p12 with node-forge. The e2e tests import this too.

/** The CN the Registro Público gives: '[F] <RAZÓN SOCIAL> - <RUC> - <DV> - <representante>'. */
export const registroPublicoName = (legalName: string, ruc: string, dv: string, representative = "ANA PÉREZ") =>
  `[F] ${legalName} - ${ruc} - ${dv} - ${representative}`;

export type TestCertificateOptions = {
  /** The subject's CN; the Registro Público's form for 'ISTMO SOFTWARE, S.A.', RUC 155720753-2-2022 DV 39 by default. */
  commonName?: string;
  password?: string;
  /** When it stops being valid; two years from now by default, as the Registro Público issues them. */
  notAfter?: Date;
  notBefore?: Date;
  /** How the key is protected: '3des' as older tools (Windows) export, 'aes256' as current ones do. */
  encryption?: "3des" | "aes256";
  /** Leave the private key out (a certificate exported without it). */
  withoutKey?: boolean;
  /** Also pack another certificate (an issuing CA's, say) before the signing one. */
  withCaCertificate?: boolean;
  /** Leave out the MAC that lets a reader tell a wrong password at once. */
  withoutMac?: boolean;
  /** The key derivation's iterations (forge's default: 2048). */
  iterations?: number;
};

export const TEST_CERTIFICATE_PASSWORD = "clave-del-certificado";
export const TEST_CERTIFICATE_RUC = "155720753-2-2022";
export const TEST_CERTIFICATE_DV = "39";

const DAY_MS = 24 * 60 * 60 * 1000;

// Key generation takes a tenth of a second or more: each process makes two pairs and reuses them.
let keyPairs: [forge.pki.rsa.KeyPair, forge.pki.rsa.KeyPair] | undefined;
function testKeys(): [forge.pki.rsa.KeyPair, forge.pki.rsa.KeyPair] {
  keyPairs ??= [forge.pki.rsa.generateKeyPair({ bits: 2048 }), forge.pki.rsa.generateKeyPair({ bits: 2048 })];
  return keyPairs;
}

function selfSigned(
  keys: forge.pki.rsa.KeyPair,
  commonName: string,
  notBefore: Date,
  notAfter: Date,
): forge.pki.Certificate {
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  certificate.setSubject([
    { shortName: "C", value: "PA" },
    { shortName: "O", value: "FIRMA ELECTRONICA" },
    { shortName: "OU", value: "FACTURA ELECTRONICA" },
    // UTF8String: a razón social or a name may carry Ñ and accents.
    {
      shortName: "CN",
      value: commonName,
      valueTagClass: forge.asn1.Type.UTF8,
    } as unknown as forge.pki.CertificateField,
  ]);
  certificate.setIssuer([
    { shortName: "C", value: "PA" },
    { shortName: "O", value: "FIRMA ELECTRONICA" },
    { shortName: "CN", value: "CA DE PRUEBA CLASE 2" },
  ]);
  certificate.setExtensions([{ name: "keyUsage", digitalSignature: true, nonRepudiation: true }]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return certificate;
}

/** A .p12 as the Registro Público hands it over (options above), and the password it was packed with. */
export function testCertificateP12(options: TestCertificateOptions = {}): {
  bytes: Uint8Array<ArrayBuffer>;
  password: string;
  commonName: string;
  notAfter: Date;
} {
  const [keys, caKeys] = testKeys();
  const commonName =
    options.commonName ?? registroPublicoName("ISTMO SOFTWARE, S.A.", TEST_CERTIFICATE_RUC, TEST_CERTIFICATE_DV);
  const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
  const notAfter = options.notAfter ?? new Date(Date.now() + 730 * DAY_MS);
  const password = options.password ?? TEST_CERTIFICATE_PASSWORD;
  const certificates = [selfSigned(keys, commonName, notBefore, notAfter)];
  if (options.withCaCertificate) certificates.unshift(selfSigned(caKeys, "CA DE PRUEBA CLASE 2", notBefore, notAfter));
  const asn1 = forge.pkcs12.toPkcs12Asn1(options.withoutKey ? null : keys.privateKey, certificates, password, {
    algorithm: options.encryption ?? "aes256",
    useMac: !options.withoutMac,
    ...(options.iterations ? { count: options.iterations } : {}),
  });
  const bytes = new Uint8Array(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));
  return { bytes, password, commonName, notAfter };
}

/** The same certificate as plain DER (a .cer): a certificate file, but no PKCS#12. */
export function testCertificateDer(): Uint8Array<ArrayBuffer> {
  const [keys] = testKeys();
  const certificate = selfSigned(
    keys,
    "CERTIFICADO SUELTO",
    new Date(Date.now() - DAY_MS),
    new Date(Date.now() + DAY_MS),
  );
  return new Uint8Array(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), "binary"));
}
