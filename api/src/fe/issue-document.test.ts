import { expect, test } from "bun:test";
import { testSigningKeys } from "../test/fe-certificate";
import { creditNote, exportInvoice, sampleDocument } from "../test/fe-fixtures";
import { computeCufe } from "./cufe";
import { FeDocumentInvalid, prepareFeDocument, randomSecurityCode } from "./issue-document";
import { verifyRfeSignature } from "./sign";
import { validateRfe } from "./xsd-validate";

const keys = testSigningKeys();

test("an invoice is prepared: its CUFE, the checked unsigned rFE, and the signed rFE", async () => {
  const doc = sampleDocument();
  const prepared = await prepareFeDocument(doc, keys);
  expect(prepared.cufe).toBe(computeCufe(doc));
  expect(prepared.unsignedXml).toContain(`<dId>${prepared.cufe}</dId>`);
  expect(prepared.unsignedXml).not.toContain("<Signature");
  expect(prepared.signedXml).toContain(`<DigestValue>${prepared.digestValue}</DigestValue>`);
  expect(verifyRfeSignature(prepared.signedXml, keys.certificatePem)).toBe(true);
  expect(await validateRfe(prepared.signedXml, { signed: true })).toEqual({ valid: true });
});

test("an export invoice and a credit note are prepared too", async () => {
  const invoice = await prepareFeDocument(exportInvoice(), keys);
  const note = await prepareFeDocument(creditNote(invoice.cufe), keys);
  expect(note.signedXml).toContain(`<dCUFERef>${invoice.cufe}</dCUFERef>`);
});

test("a document the DGI's schema refuses is FeDocumentInvalid, in Spanish, with each error", async () => {
  const longName = { ...sampleDocument().issuer, name: "N".repeat(101), phone: "12345" };
  const refusal = prepareFeDocument(sampleDocument({ issuer: longName }), keys);
  await expect(refusal).rejects.toBeInstanceOf(FeDocumentInvalid);
  const error = await refusal.then(
    () => {
      throw new Error("se esperaba un rechazo");
    },
    (caught: FeDocumentInvalid) => caught,
  );
  expect(error.message).toStartWith("El documento electrónico no cumple el formato de la DGI: ");
  expect(error.errors.some((message) => message.includes("dNombEm"))).toBe(true);
  expect(error.errors.some((message) => message.includes("dTfnEm"))).toBe(true);
});

test("an all-zero document number is refused before signing", async () => {
  await expect(prepareFeDocument(sampleDocument({ number: "0000000000" }), keys)).rejects.toThrow(
    "El número del documento fiscal (dNroDF) no puede ser todo ceros",
  );
});

test("a key that is not a key answers a Spanish error", async () => {
  await expect(prepareFeDocument(sampleDocument(), { ...keys, privateKeyPem: "no es una llave" })).rejects.toThrow(
    "No se pudo firmar el documento electrónico",
  );
});

test("randomSecurityCode: 9 digits, never all zeros, different each time", () => {
  const codes = Array.from({ length: 1000 }, () => randomSecurityCode());
  for (const code of codes) expect(code).toMatch(/^(?!0{9})\d{9}$/);
  expect(new Set(codes).size).toBeGreaterThan(990);
  // The draw starts at 1: the smallest code is 000000001, never 000000000.
  expect(randomSecurityCode((min) => min)).toBe("000000001");
  expect(randomSecurityCode((_, max) => max - 1)).toBe("999999999");
});
