import { afterEach, describe, expect, test } from "bun:test";
import { validateXML } from "xmllint-wasm";
import { sampleDocument } from "../test/fe-fixtures";
import { computeCufe } from "./cufe";
import { dgiFilesPresent, FE_SCHEMA_FILE, readDgiFile, XMLDSIG_SCHEMA_FILE } from "./dgi-files";
import { buildRfe } from "./rfe";
import { DGI_SCHEMA_EDITS, patchDgiSchema, relaxSchema } from "./xsd-patch";
import { dgiSchema, productSchema, rfeSchemas, validateRfe } from "./xsd-validate";

const unsignedXml = () => buildRfe(sampleDocument(), computeCufe(sampleDocument()));

// The DGI's schema is tested only where its files are (api/src/fe/xsd/ or FE_XSD_DIR): a clone
// does not have them, and then this list is empty and the describe below is not declared.
const dgiFiles = dgiFilesPresent() ? [{ schema: () => readDgiFile(FE_SCHEMA_FILE) }] : [];

for (const { schema: dgiFile } of dgiFiles) {
  describe("the DGI's schema and its patch", () => {
    test("the patch makes its seven edits, each exactly once, and changes nothing else", () => {
      const original = dgiFile();
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
      expect(() => patchDgiSchema(dgiFile().replace(edit.from, '"[0-9]{10}"'))).toThrow(
        "dNroDF no aparece exactamente una vez",
      );
    });

    test("without the patch libxml2 cannot compile the DGI's schema", async () => {
      const unpatched = validateXML({
        xml: { fileName: "rFE.xml", contents: unsignedXml() },
        schema: { fileName: FE_SCHEMA_FILE, contents: relaxSchema(dgiFile(), { signature: true, qrGroup: true }) },
        preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
      });
      await expect(unpatched).rejects.toThrow("is not a valid regular expression");
    });

    test("with the lookaheads replaced but the anchors kept, every valid amount would fail", async () => {
      const lookaheadsOnly = DGI_SCHEMA_EDITS.slice(0, 3).reduce(
        (text, edit) => text.replace(edit.from, edit.to),
        dgiFile(),
      );
      const result = await validateXML({
        xml: { fileName: "rFE.xml", contents: unsignedXml() },
        schema: { fileName: FE_SCHEMA_FILE, contents: relaxSchema(lookaheadsOnly, { signature: true, qrGroup: true }) },
        preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
      });
      expect(result.valid).toBe(false);
      expect(result.errors.map((error) => error.message).join(" ")).toContain("dPrUnit");
    });

    test("validateRfe checks the DGI's schema too: its catalogue refuses a code the product's pattern allows", async () => {
      const unknownPlace = unsignedXml().replace("<dCodUbi>8-8-7</dCodUbi>", "<dCodUbi>8-8-99</dCodUbi>");
      expect(await productSchema.errors(unknownPlace, { signed: false })).toEqual([]);
      const result = await validateRfe(unknownPlace, { signed: false });
      expect(result.valid).toBe(false);
      if (!result.valid) expect(result.errors.join(" ")).toContain("Esquema de la DGI");
    });
  });
}

const savedDir = process.env.FE_XSD_DIR;
afterEach(() => {
  if (savedDir === undefined) delete process.env.FE_XSD_DIR;
  else process.env.FE_XSD_DIR = savedDir;
});

test("without the DGI's files the product's schema alone checks the document", async () => {
  process.env.FE_XSD_DIR = "/nonexistent";
  expect(rfeSchemas()).toEqual([productSchema]);
  expect(await validateRfe(unsignedXml(), { signed: false })).toEqual({ valid: true });
  const wrongRate = unsignedXml().replace("<dTasaITBMS>01</dTasaITBMS>", "<dTasaITBMS>04</dTasaITBMS>");
  expect(await validateRfe(wrongRate, { signed: false })).toMatchObject({ valid: false });
});

test("the schemas on this machine: the product's, and the DGI's when its files are present", () => {
  expect(rfeSchemas()).toEqual(dgiFilesPresent() ? [productSchema, dgiSchema] : [productSchema]);
});

for (const schema of rfeSchemas()) {
  test(`${schema.name}: the unsigned rFE passes before signing; the signed stage requires the signature, the final one more`, async () => {
    const xml = unsignedXml();
    expect(await schema.errors(xml, { signed: false })).toEqual([]);
    expect((await schema.errors(xml, { signed: true })).join(" ")).toContain("Signature");
    expect((await schema.errors(xml, { signed: true, withQr: true })).length).toBeGreaterThan(0);
  });
}

test("a document that is not XML is answered as invalid, not thrown", async () => {
  const result = await validateRfe("<rFE", { signed: false });
  expect(result.valid).toBe(false);
});
