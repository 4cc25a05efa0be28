import { DOMParser } from "@xmldom/xmldom";
import { validateXML } from "xmllint-wasm";
import { FE_SCHEMA_FILE, readDgiFile, XMLDSIG_SCHEMA_FILE } from "./dgi-files";
import { FE_NAMESPACE } from "./namespaces";
import { patchDgiSchema, relaxSchema } from "./xsd-patch";

// The rFE checked against the DGI's own schema (patched, xsd-patch.ts) with libxml2 compiled to
// WebAssembly (xmllint-wasm: no native addon, runs on Bun), plus what the patch took out of the
// schema: dNroDF, dPtoFacDF and dSeg must not be all zeros. Passing is necessary, not sufficient:
// the 2020 schema lacks codes the DGI added since, and the PAC checks more (amounts, RUC, dates).

export type RfeValidation = { valid: true } | { valid: false; errors: string[] };

/**
 * `signed: false`: the document before signing (no Signature, no gNoFirm yet).
 * `signed: true`: Signature required; gNoFirm too only with `withQr: true` (the final document).
 */
export type RfeStage = { signed: boolean; withQr?: boolean };

const schemas = new Map<string, string>();

function schemaFor(stage: RfeStage): string {
  const key = `${stage.signed}/${Boolean(stage.withQr)}`;
  let schema = schemas.get(key);
  if (!schema) {
    const patched = patchDgiSchema(readDgiFile(FE_SCHEMA_FILE));
    schema = relaxSchema(patched, { signature: !stage.signed, qrGroup: !(stage.signed && stage.withQr) });
    schemas.set(key, schema);
  }
  return schema;
}

const NOT_ALL_ZEROS = [
  { element: "dNroDF", label: "El número del documento fiscal (dNroDF)" },
  { element: "dPtoFacDF", label: "El punto de facturación (dPtoFacDF)" },
  { element: "dSeg", label: "El código de seguridad (dSeg)" },
] as const;

/** The checks the schema's lookaheads made before the patch. */
function zeroFieldErrors(xml: string): string[] {
  const parsed = new DOMParser({ errorHandler: () => {} }).parseFromString(xml, "text/xml");
  return NOT_ALL_ZEROS.flatMap(({ element, label }) => {
    const value = parsed.getElementsByTagNameNS(FE_NAMESPACE, element).item(0)?.textContent ?? "";
    return /^0+$/.test(value) ? [`${label} no puede ser todo ceros`] : [];
  });
}

export async function validateRfe(xml: string, stage: RfeStage): Promise<RfeValidation> {
  const result = await validateXML({
    xml: { fileName: "rFE.xml", contents: xml },
    schema: { fileName: FE_SCHEMA_FILE, contents: schemaFor(stage) },
    preload: [{ fileName: XMLDSIG_SCHEMA_FILE, contents: readDgiFile(XMLDSIG_SCHEMA_FILE) }],
  });
  const errors = [...result.errors.map((error) => error.message), ...zeroFieldErrors(xml)];
  return errors.length === 0 ? { valid: true } : { valid: false, errors };
}
