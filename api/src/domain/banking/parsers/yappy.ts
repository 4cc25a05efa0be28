import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { fromCents, toCents } from "../../../contract/values/money";
import { withoutAccents } from "../../../contract/values/text";
import { FieldFailure } from "../../failures";
import type { ParsedStatementLine } from "../statement-lines";
import { cellDate, numberAmount } from "./values";

// Yappy Comercial's report of collections (api/docs/banking.md, "Yappy"), CSV or XLSX. Its exact
// layout is not published, so columns are found by their header's name (any case, with or
// without accents), wherever the header row is: title rows above it are skipped. Each collection
// becomes up to three statement lines: + the gross amount (with the customer's name and the
// reference, so reconciliation finds the invoice), − Yappy's commission and − the ITBMS on it.

/** The suffixes of the bank line ids of a collection's fee lines: recordYappyFees finds them by these. */
export const YAPPY_COMMISSION_SUFFIX = ":comision";
export const YAPPY_ITBMS_SUFFIX = ":itbms";
export const yappyLineId = (reference: string) => `yappy:${reference}`;

type Column = "date" | "customer" | "amount" | "commission" | "itbms" | "net" | "reference" | "note";

/** Header names each column is known by, normalised (lower case, no accents, single spaces). */
const HEADERS: Record<Column, readonly string[]> = {
  date: ["fecha", "fecha de transaccion", "fecha y hora", "fecha de pago", "fecha transaccion"],
  customer: ["cliente", "nombre", "nombre del cliente", "pagador", "remitente", "nombre cliente"],
  amount: ["monto", "monto bruto", "importe", "monto total", "total", "monto cobrado"],
  commission: ["comision", "comision yappy", "monto comision"],
  itbms: ["itbms", "itbms comision", "itbms de la comision", "itbms sobre comision", "impuesto"],
  net: ["neto", "monto neto", "total neto", "neto a depositar"],
  reference: [
    "referencia",
    "numero de referencia",
    "id de transaccion",
    "id transaccion",
    "numero de transaccion",
    "transaccion",
    "confirmacion",
    "codigo de confirmacion",
  ],
  note: ["descripcion", "mensaje", "concepto", "nota", "detalle"],
};
const REQUIRED: readonly Column[] = ["date", "customer", "amount", "reference"];

const normalise = (text: string) =>
  withoutAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

type Cell = string | number | Date | null;

const fail = (row: number, reason: string): never => {
  throw new FieldFailure("file", `Línea ${row}: ${reason}`);
};

/** An amount as the report writes it ('B/. 1,234.50', '$12.00', '(3.00)', 12.5) → '1234.50'. */
function amountOf(cell: Cell, row: number, label: string): string {
  if (cell === null || cell === "") return "0.00";
  if (typeof cell === "number") return numberAmount(cell, row, label);
  let text = String(cell).trim();
  const negative = /^\(.*\)$/.test(text) || text.startsWith("-");
  text = text.replace(/[()\s-]|B\/\.|USD|PAB|\$/gi, "");
  // '12,50' is a decimal comma; otherwise commas are thousands separators.
  text = /^\d+,\d{1,2}$/.test(text) ? text.replace(",", ".") : text.replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) fail(row, `${label} inválido ('${String(cell).trim()}')`);
  return fromCents(negative ? -toCents(text) : toCents(text));
}

/** A date cell ('DD/MM/YYYY', with a time or not, 'YYYY-MM-DD', or a spreadsheet date) → 'YYYY-MM-DD'. */
function dateOf(cell: Cell, row: number): string {
  // exceljs gives a date cell as the instant of its wall clock in UTC.
  if (cell instanceof Date) return cellDate(cell, row);
  const text = String(cell ?? "").trim();
  const dayFirst = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:[ T].*)?$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(text);
  const [year, month, day] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : fail(row, `fecha inválida ('${text}')`);
  const date = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date)
    fail(row, `fecha inválida ('${text}')`);
  return date;
}

/** The text of a file: UTF-8 (BOM or not), else Windows-1252, what Excel writes a CSV in. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/**
 * The CSV's separator: of ',', ';' and tab, the one a line of the file's start holds most of (a
 * title row holds none; a ';' file writes its decimals with ',', fewer per line than its columns).
 */
function delimiterOf(text: string): string {
  const start = text.split(/\r?\n/).slice(0, 20);
  const most = (delimiter: string) => Math.max(0, ...start.map((line) => line.split(delimiter).length - 1));
  return [";", "\t", ","].reduce((best, next) => (most(next) > most(best) ? next : best), ",");
}

async function rowsOf(bytes: Uint8Array): Promise<Cell[][]> {
  const isXlsx = bytes[0] === 0x50 && bytes[1] === 0x4b; // 'PK': a zip, so an XLSX
  if (!isXlsx) {
    try {
      const text = decode(bytes);
      // Empty lines are kept (and passed over below) so each row's index is its line in the file.
      return parse(text, { delimiter: delimiterOf(text), relax_column_count: true, trim: true }) as string[][];
    } catch (error) {
      const line = (error as { lines?: number }).lines ?? 1;
      return fail(line, "el archivo CSV no se puede leer");
    }
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return fail(1, "el archivo XLSX no se puede leer");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: Cell[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: Cell[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) {
      const value = row.getCell(c).value;
      if (value === null || value === undefined) cells.push(null);
      else if (typeof value === "number" || typeof value === "string" || value instanceof Date) cells.push(value);
      else if (typeof value === "object" && "result" in value) cells.push((value.result as Cell) ?? null);
      else if (typeof value === "object" && "richText" in value) cells.push(value.richText.map((t) => t.text).join(""));
      else cells.push(String(value));
    }
    rows.push(cells);
  }
  return rows;
}

/** The header row (the first naming every required column) and where each column is. */
function findHeader(rows: Cell[][]): { index: number; at: Partial<Record<Column, number>> } {
  for (const [index, row] of rows.entries()) {
    const names = row.map((cell) => normalise(String(cell ?? "")));
    const at: Partial<Record<Column, number>> = {};
    for (const column of Object.keys(HEADERS) as Column[]) {
      const position = names.findIndex((name) => HEADERS[column].includes(name));
      if (position >= 0) at[column] = position;
    }
    if (REQUIRED.every((column) => at[column] !== undefined)) return { index, at };
  }
  return fail(1, "no se encontró la fila de títulos del reporte de Yappy (Fecha, Cliente, Monto, Referencia)");
}

/** Reads Yappy's report into statement lines; a bad row refuses the whole file, naming its line. */
export async function parseYappyReport(file: Uint8Array | ArrayBuffer): Promise<ParsedStatementLine[]> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(file);
  const rows = await rowsOf(bytes);
  const { index, at } = findHeader(rows);
  const lines: ParsedStatementLine[] = [];
  // A reference is a collection's identity (its lines' bank ids): one that repeats would be dropped.
  const seen = new Map<string, number>();
  for (let r = index + 1; r < rows.length; r += 1) {
    const row = rows[r] ?? [];
    const lineNumber = r + 1;
    const cell = (column: Column): Cell => {
      const position = at[column];
      return position === undefined ? null : (row[position] ?? null);
    };
    const text = (column: Column) => String(cell(column) ?? "").trim();
    if (row.every((value) => value === null || String(value).trim() === "")) continue;
    // A totals row at the end ('Total' where the date goes, or no date) is not a collection.
    if (/^total/.test(normalise(text("date"))) || (!text("date") && /^total/.test(normalise(row.join(" "))))) continue;
    const date = dateOf(cell("date"), lineNumber);
    const customer = text("customer") || fail(lineNumber, "falta el nombre del cliente");
    const reference = text("reference") || fail(lineNumber, "falta la referencia");
    const earlier = seen.get(reference);
    if (earlier !== undefined) fail(lineNumber, `la referencia ${reference} ya está en la línea ${earlier}`);
    seen.set(reference, lineNumber);
    const gross = amountOf(cell("amount"), lineNumber, "monto");
    const commission = amountOf(cell("commission"), lineNumber, "comisión").replace(/^-/, "");
    const itbms = amountOf(cell("itbms"), lineNumber, "ITBMS");
    const itbmsAmount = itbms.replace(/^-/, "");
    if (toCents(gross) === 0n) fail(lineNumber, "el monto es cero");
    if (at.net !== undefined && text("net") !== "") {
      const net = amountOf(cell("net"), lineNumber, "neto");
      const expected = toCents(gross) - toCents(commission) - toCents(itbmsAmount);
      if (toCents(net) !== expected) {
        fail(lineNumber, `el neto (${net}) no es el monto menos la comisión y su ITBMS (${fromCents(expected)})`);
      }
    }
    const note = text("note");
    const id = yappyLineId(reference);
    lines.push({
      date,
      description: `Cobro Yappy de ${customer} — ref. ${reference}${note ? ` — ${note}` : ""}`,
      reference,
      amount: gross,
      balance: null,
      bankLineId: id,
    });
    if (toCents(commission) > 0n) {
      lines.push({
        date,
        description: `Comisión Yappy — ref. ${reference}`,
        reference,
        amount: `-${commission}`,
        balance: null,
        bankLineId: `${id}${YAPPY_COMMISSION_SUFFIX}`,
      });
    }
    if (toCents(itbmsAmount) > 0n) {
      lines.push({
        date,
        description: `ITBMS de la comisión Yappy — ref. ${reference}`,
        reference,
        amount: `-${itbmsAmount}`,
        balance: null,
        bankLineId: `${id}${YAPPY_ITBMS_SUFFIX}`,
      });
    }
  }
  if (lines.length === 0) fail(index + 1, "el reporte no tiene cobros");
  return lines;
}
