import type { StatementFormat, StatementMapping } from "../../../contract/banking";
import { FieldFailure } from "../../failures";
import { parseCsv } from "./csv";
import { parseOfx } from "./ofx";
import type { ParsedStatement } from "./statement";
import { parseXlsx } from "./xlsx";

export type { ParsedStatement } from "./statement";

export const MAPPING_REQUIRED = "Indique la asignación de columnas del archivo (CSV o Excel)";
export const UNKNOWN_FORMAT = "Formato de archivo no admitido: use .csv, .xlsx, .ofx o .qfx";

/** The format a file's name says ('estado.CSV' → 'csv'), or null. */
export function formatOfFileName(name: string): StatementFormat | null {
  const extension = name.toLowerCase().split(".").at(-1) ?? "";
  if (extension === "csv" || extension === "txt") return "csv";
  if (extension === "xlsx") return "xlsx";
  if (extension === "ofx" || extension === "qfx") return "ofx";
  return null;
}

/** Whether a format is read through a column mapping (CSV and XLSX). */
export const needsMapping = (format: StatementFormat) => format === "csv" || format === "xlsx";

/**
 * Other formats' parsers (Yappy's report) register here, so the import reads them like the rest.
 * A parser fails with a FieldFailure on `file` naming the line and why.
 */
export const extraParsers: Partial<Record<StatementFormat, (bytes: Uint8Array) => Promise<ParsedStatement>>> = {};

/** Reads a statement file; nothing about it is stored here. */
export async function parseStatement(
  format: StatementFormat,
  bytes: Uint8Array,
  mapping: StatementMapping | null,
): Promise<ParsedStatement> {
  if (format === "ofx") return parseOfx(bytes);
  if (format === "csv" || format === "xlsx") {
    if (!mapping) throw new FieldFailure("mapping", MAPPING_REQUIRED);
    return format === "csv" ? parseCsv(bytes, mapping) : parseXlsx(bytes, mapping);
  }
  const parser = extraParsers[format];
  if (!parser) throw new FieldFailure("format", "Ese formato todavía no se puede importar");
  return parser(bytes);
}
