import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DOMParser } from "@xmldom/xmldom";
import { validateXML } from "xmllint-wasm";
import { dgiFilesPresent, FE_SCHEMA_FILE, readDgiFile, XMLDSIG_SCHEMA_FILE } from "./dgi-files";
import { FE_NAMESPACE } from "./namespaces";
import { patchDgiSchema, relaxSchema } from "./xsd-patch";

// The rFE checked with libxml2 compiled to WebAssembly (xmllint-wasm: no native addon, runs on
// Bun) against the product's own schema (schema/rfe-v1.00.xsd), always, and also against the
// DGI's own schema (patched, xsd-patch.ts) when its files are on this machine (dgi-files.ts).
// Plus, in code, a Spanish message for dNroDF, dPtoFacDF and dSeg all zeros. Passing is
// necessary, not sufficient: the PAC checks more (amounts, RUC and DV, dates, current codes).

export type RfeValidation = { valid: true } | { valid: false; errors: string[] };

/**
 * `signed: false`: the document before signing (no Signature, no gNoFirm yet).
 * `signed: true`: Signature required; gNoFirm too only with `withQr: true` (the final document).
 */
export type RfeStage = { signed: boolean; withQr?: boolean };

/** One schema the rFE is checked against: its name and libxml2's messages for a document. */
export type RfeSchema = { name: string; errors(xml: string, stage: RfeStage): Promise<string[]> };

const stageKey = (stage: RfeStage) => `${stage.signed}/${Boolean(stage.withQr)}`;

function replaceOnce(text: string, from: string, to: string): string {
  const first = text.indexOf(from);
  if (first < 0 || text.indexOf(from, first + from.length) >= 0) {
    throw new Error(`El esquema del rFE no declara ${from} exactamente una vez`);
  }
  return text.slice(0, first) + to + text.slice(first + from.length);
}

const PRODUCT_DIR = join(import.meta.dir, "schema");
const PRODUCT_SCHEMA_FILE = "rfe-v1.00.xsd";
const PRODUCT_XMLDSIG_FILE = "xmldsig-minimal.xsd";
const productFile = (name: string) => readFileSync(join(PRODUCT_DIR, name), "utf8");
const productSchemas = new Map<string, string>();

/** The product's schema requires Signature and gNoFirm (the final document); earlier stages make them optional. */
function productSchemaFor(stage: RfeStage): string {
  const key = stageKey(stage);
  let schema = productSchemas.get(key);
  if (!schema) {
    schema = productFile(PRODUCT_SCHEMA_FILE);
    if (!stage.signed) {
      schema = replaceOnce(
        schema,
        '<xs:element ref="ds:Signature"/>',
        '<xs:element ref="ds:Signature" minOccurs="0"/>',
      );
    }
    if (!(stage.signed && stage.withQr)) {
      schema = replaceOnce(
        schema,
        '<xs:element name="gNoFirm" type="gNoFirmType"/>',
        '<xs:element name="gNoFirm" type="gNoFirmType" minOccurs="0"/>',
      );
    }
    productSchemas.set(key, schema);
  }
  return schema;
}

export const productSchema: RfeSchema = {
  name: "el esquema del producto",
  async errors(xml, stage) {
    const result = await validateXML({
      xml: { fileName: "rFE.xml", contents: xml },
      schema: { fileName: PRODUCT_SCHEMA_FILE, contents: productSchemaFor(stage) },
      preload: [{ fileName: PRODUCT_XMLDSIG_FILE, contents: productFile(PRODUCT_XMLDSIG_FILE) }],
    });
    return result.errors.map((error) => error.message);
  },
};

const dgiSchemas = new Map<string, string>();

function dgiSchemaFor(stage: RfeStage): string {
  const key = stageKey(stage);
  let schema = dgiSchemas.get(key);
  if (!schema) {
    const patched = patchDgiSchema(readDgiFile(FE_SCHEMA_FILE));
    schema = relaxSchema(patched, { signature: !stage.signed, qrGroup: !(stage.signed && stage.withQr) });
    dgiSchemas.set(key, schema);
  }
  return schema;
}

/** The DGI's FE_v1.00.xsd, patched; only usable when its files are present. */
export const dgiSchema: RfeSchema = {
  name: "el esquema de la DGI",
  async errors(xml, stage) {
    const result = await validateXML({
      xml: { fileName: "rFE.xml", contents: xml },
      schema: { fileName: FE_SCHEMA_FILE, contents: dgiSchemaFor(stage) },
      preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
    });
    return result.errors.map((error) => `Esquema de la DGI: ${error.message}`);
  },
};

/** The schemas a document is checked against on this machine: the product's, and the DGI's when present. */
export function rfeSchemas(): RfeSchema[] {
  return dgiFilesPresent() ? [productSchema, dgiSchema] : [productSchema];
}

const NOT_ALL_ZEROS = [
  { element: "dNroDF", label: "El número del documento fiscal (dNroDF)" },
  { element: "dPtoFacDF", label: "El punto de facturación (dPtoFacDF)" },
  { element: "dSeg", label: "El código de seguridad (dSeg)" },
] as const;

/** "Not all zeros" said in Spanish (the DGI's patched schema no longer checks it; libxml2's message is English). */
export function zeroFieldErrors(xml: string): string[] {
  const parsed = new DOMParser({ errorHandler: () => {} }).parseFromString(xml, "text/xml");
  return NOT_ALL_ZEROS.flatMap(({ element, label }) => {
    const value = parsed.getElementsByTagNameNS(FE_NAMESPACE, element).item(0)?.textContent ?? "";
    return /^0+$/.test(value) ? [`${label} no puede ser todo ceros`] : [];
  });
}

export async function validateRfe(xml: string, stage: RfeStage): Promise<RfeValidation> {
  const schemaErrors = await Promise.all(rfeSchemas().map((schema) => schema.errors(xml, stage)));
  const errors = [...zeroFieldErrors(xml), ...schemaErrors.flat()];
  return errors.length === 0 ? { valid: true } : { valid: false, errors };
}
