import type { StatementFormat, StatementMapping } from "../../../contract/banking/banking";
import { FieldFailure } from "../../failures";
import { parseCsv } from "./csv";
import { parseOfx } from "./ofx";
import type { ParsedStatement } from "./statement";
import { parseXlsx } from "./xlsx";
import { parseYappyReport } from "./yappy";

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
  // Yappy's report has no running balance: its import makes no balance check.
  return { lines: await parseYappyReport(bytes), closingBalance: null, balanceDate: null };
}
