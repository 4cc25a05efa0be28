import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

// The DGI's own files (the rFE v1.00 schema, which also carries the location catalogue) are read
// from one folder, unmodified: api/src/fe/xsd/ unless FE_XSD_DIR names another. They are the
// DGI's publication, not the product's code, and are optional: the product validates against
// its own schema (schema/rfe-v1.00.xsd) always, and against the DGI's too when its files are
// placed here; api/src/fe/xsd/README.md says where they come from (api/docs/electronic-invoicing.md,
// "XSD validation").

export const FE_SCHEMA_FILE = "FE_v1.00.xsd";
export const XMLDSIG_SCHEMA_FILE = "xmldsig-core-schema.xsd";

export function dgiFilesDir(): string {
  return process.env.FE_XSD_DIR || join(import.meta.dir, "xsd");
}

/** Whether both of the DGI's schema files are on this machine. */
export function dgiFilesPresent(): boolean {
  return [FE_SCHEMA_FILE, XMLDSIG_SCHEMA_FILE].every((name) => existsSync(join(dgiFilesDir(), name)));
}

const cache = new Map<string, string>();

/** One of the DGI's files as text (without a byte-order mark); a clear error when it is missing. */
export function readDgiFile(name: string): string {
  const path = join(dgiFilesDir(), name);
  const cached = cache.get(path);
  if (cached !== undefined) return cached;
  if (!existsSync(path)) {
    throw new Error(
      `Falta el archivo de la DGI ${name} en ${dgiFilesDir()} (vea api/src/fe/xsd/README.md para obtenerlo)`,
    );
  }
  // Line ends as LF, as an XML parser reads them anyway: the schema's edits match one form.
  const text = readFileSync(path, "utf8")
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n");
  cache.set(path, text);
  return text;
}
