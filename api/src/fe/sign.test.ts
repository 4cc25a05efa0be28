import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";
import { testSigningKeys } from "../test/fe-certificate";
import { sampleDocument } from "../test/fe-fixtures";
import { computeCufe } from "./cufe";
import { FeDocumentInvalid } from "./errors";
import { buildRfe } from "./rfe";
import { addQrGroup, removeQrGroup, signRfe, verifyRfeSignature } from "./sign";
import { validateRfe } from "./xsd-validate";

const keys = testSigningKeys();
const doc = sampleDocument();
const cufe = computeCufe(doc);
const unsigned = buildRfe(doc, cufe);
const { signedXml, digestValue } = signRfe(unsigned, keys);
const qrContent = `https://dgi-fep-test.mef.gob.pa:40001/Consultas/FacturasPorQR?chFE=${cufe}&iAmb=2&digestValue=${digestValue}&jwt=eyJhbGciOiJIUzI1NiJ9.e30.x`;
const finalXml = addQrGroup(signedXml, qrContent);

const work = mkdtempSync(join(tmpdir(), "fe-sign-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
writeFileSync(join(work, "cert.pem"), keys.certificatePem);

/** xmlsec1 (libxmlsec1, OpenSSL): an independent verifier of the signature over the document. */
function xmlsec1Verifies(xml: string): boolean {
  const file = join(work, `doc-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  const run = Bun.spawnSync(["xmlsec1", "--verify", "--pubkey-cert-pem", join(work, "cert.pem"), file]);
  return run.exitCode === 0 && run.stderr.toString().includes("OK");
}

/** xml-crypto's own verifier, as a second one. */
function xmlCryptoVerifies(xml: string): boolean {
  const parsed = new DOMParser().parseFromString(xml, "text/xml");
  const signature = parsed.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature").item(0);
  if (!signature) return false;
  const verifier = new SignedXml({ publicCert: keys.certificatePem });
  verifier.loadSignature(signature);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

test("the signature: enveloped, exclusive C14N, RSA-SHA256, SHA-256, URI='', no prefix, last child of rFE", () => {
  const start = signedXml.indexOf("<Signature ");
  expect(signedXml.slice(start)).toStartWith(
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo><CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/><SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/><Reference URI=""><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/></Transforms><DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>',
  );
  expect(signedXml).toMatch(
    /<KeyInfo><X509Data><X509Certificate>[A-Za-z0-9+/=]+<\/X509Certificate><\/X509Data><\/KeyInfo><\/Signature><\/rFE>$/,
  );
  expect(signedXml).toContain(`<DigestValue>${digestValue}</DigestValue>`);
  expect(digestValue).toMatch(/^[A-Za-z0-9+/]{43}=$/);
});

test("the signed document validates with the signature required; the final one with its QR group", async () => {
  expect(await validateRfe(signedXml, { signed: true })).toEqual({ valid: true });
  expect(await validateRfe(finalXml, { signed: true, withQr: true })).toEqual({ valid: true });
  expect((await validateRfe(signedXml, { signed: true, withQr: true })).valid).toBe(false);
});

test("gNoFirm is appended after the signature, the QR in CDATA, and removed again for verification", () => {
  expect(finalXml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>');
  expect(finalXml).toEndWith(`</Signature><gNoFirm><dQRCode><![CDATA[${qrContent}]]></dQRCode></gNoFirm></rFE>`);
  const back = removeQrGroup(finalXml);
  expect(back).not.toContain("gNoFirm");
  expect(back).toEndWith("</Signature></rFE>");
});

test("xmlsec1 verifies the signed document once gNoFirm is removed, and refuses it with gNoFirm", () => {
  expect(xmlsec1Verifies(signedXml)).toBe(true);
  expect(xmlsec1Verifies(removeQrGroup(finalXml))).toBe(true);
  expect(xmlsec1Verifies(finalXml)).toBe(false);
});

test("xml-crypto verifies it too, and verifyRfeSignature removes the QR group itself", () => {
  expect(xmlCryptoVerifies(removeQrGroup(finalXml))).toBe(true);
  expect(verifyRfeSignature(finalXml, keys.certificatePem)).toBe(true);
  expect(verifyRfeSignature(unsigned, keys.certificatePem)).toBe(false);
});

test("changing an amount after signing breaks the signature for both verifiers", () => {
  const tampered = removeQrGroup(finalXml).replace("<dTotNeto>300.00</dTotNeto>", "<dTotNeto>301.00</dTotNeto>");
  expect(tampered).toContain("<dTotNeto>301.00</dTotNeto>");
  expect(xmlsec1Verifies(tampered)).toBe(false);
  expect(xmlCryptoVerifies(tampered)).toBe(false);
  expect(verifyRfeSignature(tampered, keys.certificatePem)).toBe(false);
});

test("another certificate does not verify the signature", () => {
  expect(verifyRfeSignature(finalXml, testSigningKeys().certificatePem)).toBe(false);
});

test("a document is signed once, and the QR group goes on a signed document only", () => {
  expect(() => signRfe(signedXml, keys)).toThrow(FeDocumentInvalid);
  expect(() => addQrGroup(unsigned, qrContent)).toThrow("ya firmado");
  expect(() => addQrGroup(signedXml, "https://corto")).toThrow("entre 100 y 600 caracteres");
});
