import { describe, expect, test } from "bun:test";
import forge from "node-forge";
import { rucInCertificateName } from "../contract";
import { FieldFailure } from "../domain/failures";
import {
  registroPublicoName,
  TEST_CERTIFICATE_PASSWORD,
  testCertificateDer,
  testCertificateP12,
} from "../test/certificates";
import {
  NO_PRIVATE_KEY_MESSAGE,
  NOT_PKCS12_MESSAGE,
  readSigningCertificate,
  TOO_MANY_ITERATIONS_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "./certificate";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 400 `run` throws: its field and Spanish message. */
function refusalOf(run: () => unknown): { field: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof FieldFailure) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error("no refusal");
}

describe("readSigningCertificate", () => {
  for (const encryption of ["aes256", "3des"] as const) {
    test(`reads the key, the certificate, its subject, RUC, DV and expiry (${encryption})`, () => {
      const p12 = testCertificateP12({ encryption });
      const read = readSigningCertificate(p12.bytes, TEST_CERTIFICATE_PASSWORD);
      expect(read.subject).toBe(
        "CN=[F] ISTMO SOFTWARE, S.A. - 155720753-2-2022 - 39 - ANA PÉREZ, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA",
      );
      expect(read.ruc).toBe("155720753-2-2022");
      expect(read.dv).toBe("39");
      // X.509 keeps whole seconds.
      expect(read.notAfter.getTime()).toBe(Math.floor(p12.notAfter.getTime() / 1000) * 1000);
      // The PEMs are a pair: what the key signs, the certificate verifies.
      const key = forge.pki.privateKeyFromPem(read.privateKeyPem);
      const certificate = forge.pki.certificateFromPem(read.certificatePem);
      const digest = forge.md.sha256.create().update("rFE");
      const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
      expect(publicKey.verify(digest.digest().bytes(), key.sign(digest))).toBe(true);
    });
  }

  test("the signing certificate is the key's, whatever else the file carries (the CA's)", () => {
    const p12 = testCertificateP12({ withCaCertificate: true });
    const read = readSigningCertificate(p12.bytes, TEST_CERTIFICATE_PASSWORD);
    expect(read.ruc).toBe("155720753-2-2022");
    expect(read.subject).toStartWith("CN=[F] ISTMO SOFTWARE");
  });

  test("a CN without a RUC reads with ruc and dv null", () => {
    const p12 = testCertificateP12({ commonName: "Firma de prueba" });
    expect(readSigningCertificate(p12.bytes, TEST_CERTIFICATE_PASSWORD)).toMatchObject({
      subject: "CN=Firma de prueba, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA",
      ruc: null,
      dv: null,
    });
  });

  test("a wrong password is a 400 on `password`, with a MAC (both encryptions) or without", () => {
    for (const encryption of ["aes256", "3des"] as const) {
      const p12 = testCertificateP12({ encryption });
      expect(refusalOf(() => readSigningCertificate(p12.bytes, "otra-clave"))).toEqual({
        field: "password",
        message: WRONG_PASSWORD_MESSAGE,
      });
      expect(refusalOf(() => readSigningCertificate(p12.bytes, ""))).toEqual({
        field: "password",
        message: WRONG_PASSWORD_MESSAGE,
      });
      const withoutMac = testCertificateP12({ encryption, withoutMac: true });
      expect(readSigningCertificate(withoutMac.bytes, TEST_CERTIFICATE_PASSWORD).ruc).toBe("155720753-2-2022");
      expect(refusalOf(() => readSigningCertificate(withoutMac.bytes, "otra-clave"))).toEqual({
        field: "password",
        message: WRONG_PASSWORD_MESSAGE,
      });
    }
  });

  test("what is not a PKCS#12 is a 400 on `file`: text, a bare certificate, a cut or padded file, nothing", () => {
    const p12 = testCertificateP12().bytes;
    const padded = new Uint8Array([...p12, 0, 0, 0]);
    for (const bytes of [
      new TextEncoder().encode("no soy un certificado"),
      testCertificateDer(),
      p12.subarray(0, p12.length - 100),
      padded,
      new Uint8Array(),
    ]) {
      expect(refusalOf(() => readSigningCertificate(bytes, TEST_CERTIFICATE_PASSWORD))).toEqual({
        field: "file",
        message: NOT_PKCS12_MESSAGE,
      });
    }
  });

  test("a file without the private key is a 400 on `file`", () => {
    const p12 = testCertificateP12({ withoutKey: true });
    expect(refusalOf(() => readSigningCertificate(p12.bytes, TEST_CERTIFICATE_PASSWORD))).toEqual({
      field: "file",
      message: NO_PRIVATE_KEY_MESSAGE,
    });
  });

  test("an expired certificate, or one not valid yet, is a 400 on `file` naming the day (Panama)", () => {
    const expired = testCertificateP12({
      notBefore: new Date("2023-01-10T12:00:00Z"),
      notAfter: new Date("2025-01-10T03:00:00Z"),
    });
    expect(refusalOf(() => readSigningCertificate(expired.bytes, TEST_CERTIFICATE_PASSWORD))).toEqual({
      field: "file",
      message: "El certificado venció el 09/01/2025: solicite uno nuevo al Registro Público",
    });
    const future = testCertificateP12({
      notBefore: new Date(Date.now() + 3 * DAY_MS),
      notAfter: new Date(Date.now() + 700 * DAY_MS),
    });
    const refusal = refusalOf(() => readSigningCertificate(future.bytes, TEST_CERTIFICATE_PASSWORD));
    expect(refusal.field).toBe("file");
    expect(refusal.message).toMatch(/^El certificado aún no es válido: lo es desde el \d{2}\/\d{2}\/\d{4}$/);
    // Valid on the day it was issued for.
    expect(readSigningCertificate(future.bytes, TEST_CERTIFICATE_PASSWORD, new Date(Date.now() + 4 * DAY_MS)).ruc).toBe(
      "155720753-2-2022",
    );
  });

  test("a file asking for more than 100000 iterations is refused before any is run", () => {
    const p12 = testCertificateP12({ iterations: 100_001, encryption: "3des" });
    expect(refusalOf(() => readSigningCertificate(p12.bytes, TEST_CERTIFICATE_PASSWORD))).toEqual({
      field: "file",
      message: TOO_MANY_ITERATIONS_MESSAGE,
    });
  });
});

describe("rucInCertificateName", () => {
  test("the Registro Público's CN: legal, natural and NT RUCs; the DV as two digits", () => {
    expect(rucInCertificateName(registroPublicoName("ISTMO SOFTWARE, S.A.", "155720753-2-2022", "39"))).toEqual({
      ruc: "155720753-2-2022",
      dv: "39",
    });
    expect(rucInCertificateName("[F] JUAN PÉREZ - 8-769-1080 - 56 - JUAN PÉREZ")).toEqual({
      ruc: "8-769-1080",
      dv: "56",
    });
    expect(rucInCertificateName("[F] CONSULTORES - 8-nt-1-24 - 3 - ANA")).toEqual({ ruc: "8-NT-1-24", dv: "03" });
    // A razón social with ' - ' in it, and the whole subject instead of the CN.
    expect(
      rucInCertificateName("CN=[F] ALFA - OMEGA, S.A. - 1102-85-117211 - 04 - LUIS, OU=FACTURA ELECTRONICA, C=PA"),
    ).toEqual({ ruc: "1102-85-117211", dv: "04" });
  });

  test("a name without a RUC and its DV names none", () => {
    expect(rucInCertificateName("Firma de prueba")).toBeNull();
    expect(rucInCertificateName("[F] EMPRESA - SIN RUC - 12 - ANA")).toBeNull();
    expect(rucInCertificateName("[F] EMPRESA - 155720753-2-2022 - ANA")).toBeNull();
    expect(rucInCertificateName("[F] EMPRESA - 155720753-2-2022")).toBeNull();
  });
});
