import { expect, test } from "bun:test";
import { validateXML } from "xmllint-wasm";
import { sampleDocument } from "../test/fe-fixtures";
import { computeCufe } from "./cufe";
import { FE_SCHEMA_FILE, readDgiFile, XMLDSIG_SCHEMA_FILE } from "./dgi-files";
import { buildRfe } from "./rfe";
import { DGI_SCHEMA_EDITS, patchDgiSchema, relaxSchema } from "./xsd-patch";
import { validateRfe } from "./xsd-validate";

const dgiSchema = () => readDgiFile(FE_SCHEMA_FILE);
const unsignedXml = () => buildRfe(sampleDocument(), computeCufe(sampleDocument()));

test("the patch makes its seven edits, each exactly once, and changes nothing else", () => {
  const original = dgiSchema();
  const patched = patchDgiSchema(original);
  expect(DGI_SCHEMA_EDITS).toHaveLength(7);
  for (const edit of DGI_SCHEMA_EDITS) {
    expect(original).toContain(edit.from);
    expect(patched).not.toContain(edit.from);
    expect(patched).toContain(edit.to);
  }
  expect(patched).not.toContain("(?=");
  expect(patched).not.toMatch(/pattern value="\^/);
  // Undoing the seven edits gives the DGI's file back, byte for byte.
  const undone = DGI_SCHEMA_EDITS.reduce((text, edit) => text.replace(edit.to, edit.from), patched);
  expect(undone).toBe(original);
});

test("a schema that is not the expected DGI file is refused instead of half patched", () => {
  const edit = DGI_SCHEMA_EDITS[0];
  if (!edit) throw new Error("sin ediciones");
  expect(() => patchDgiSchema(dgiSchema().replace(edit.from, '"[0-9]{10}"'))).toThrow(
    "dNroDF no aparece exactamente una vez",
  );
});

test("without the patch libxml2 cannot compile the DGI's schema", async () => {
  const unpatched = validateXML({
    xml: { fileName: "rFE.xml", contents: unsignedXml() },
    schema: { fileName: FE_SCHEMA_FILE, contents: relaxSchema(dgiSchema(), { signature: true, qrGroup: true }) },
    preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
  });
  await expect(unpatched).rejects.toThrow("is not a valid regular expression");
});

test("with the lookaheads replaced but the anchors kept, every valid amount would fail", async () => {
  const lookaheadsOnly = DGI_SCHEMA_EDITS.slice(0, 3).reduce(
    (text, edit) => text.replace(edit.from, edit.to),
    dgiSchema(),
  );
  const result = await validateXML({
    xml: { fileName: "rFE.xml", contents: unsignedXml() },
    schema: { fileName: FE_SCHEMA_FILE, contents: relaxSchema(lookaheadsOnly, { signature: true, qrGroup: true }) },
    preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
  });
  expect(result.valid).toBe(false);
  expect(result.errors.map((error) => error.message).join(" ")).toContain("dPrUnit");
});

test("the stages: unsigned passes before signing; the signed stages require the signature, the final one the QR", async () => {
  const xml = unsignedXml();
  expect(await validateRfe(xml, { signed: false })).toEqual({ valid: true });
  const signed = await validateRfe(xml, { signed: true });
  expect(signed.valid).toBe(false);
  if (!signed.valid) expect(signed.errors.join(" ")).toContain("Signature");
  const final = await validateRfe(xml, { signed: true, withQr: true });
  expect(final.valid).toBe(false);
});

test("a document that is not XML is answered as invalid, not thrown", async () => {
  const result = await validateRfe("<rFE", { signed: false });
  expect(result.valid).toBe(false);
});
