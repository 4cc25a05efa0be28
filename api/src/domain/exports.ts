import { setImmediate as nextTask } from "node:timers/promises";

// What an export holds, apart from how a file is written (http/exports.ts writes CSV and XLSX):
// the columns with their Spanish headers, and the rows read from the list's own query one page at
// a time, so years of data are never in memory at once (api/docs/finance-summary-exports.md).

/**
 * How a column's values are written. text: as is; money: a decimal string ('1234.50'), a number in
 * Excel; hours: a decimal string of hours ('12.50'), a number in Excel; date: 'YYYY-MM-DD', written dd/MM/yyyy; datetime: an ISO instant, written as Panama's
 * wall clock dd/MM/yyyy HH:mm.
 */
export type ExportColumnType = "text" | "money" | "hours" | "date" | "datetime";

export type ExportColumn<Row> = {
  header: string;
  type: ExportColumnType;
  value: (row: Row) => string | null | undefined;
  /** Excel column width in characters. */
  width?: number;
};

export type ExportTable<Row> = {
  /** The file name's start: 'transacciones' gives 'transacciones-2026-11-23.csv'. */
  fileName: string;
  /** false: `fileName` is the whole name, for a report of a period of its own ('informe-43-2026-10.xlsx'). */
  dated?: boolean;
  /** The Excel sheet's name. */
  sheetName: string;
  columns: ReadonlyArray<ExportColumn<Row>>;
  /** The rows, one page after another. */
  pages: AsyncIterable<Row[]>;
};

/** Rows read per query while exporting. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The pages of a list: `readPage({ limit, offset })` until a page comes back short. Pages are read
 * as the file is sent, one query each (a row written between two reads may shift by one place),
 * and the event loop serves other requests between two of them.
 */
export async function* pagesOf<Row>(
  readPage: (page: { limit: number; offset: number }) => Promise<Row[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += pageSize) {
    // PGlite runs on this thread and answers through promises alone: without a real task in
    // between, a long export would read every page before any other request or timer ran.
    if (offset > 0) await nextTask();
    const rows = await readPage({ limit: pageSize, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
  }
}

/**
 * Text a spreadsheet would run as a formula: starting with =, +, -, @, a tab or a carriage return
 * (or their full-width forms), the set csv-stringify's `escape_formulas` neutralises in the CSV.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** `text` with a leading apostrophe when it would start a formula, so a spreadsheet shows it as text. */
export const withoutFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
