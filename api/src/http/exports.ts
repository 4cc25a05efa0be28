import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import type { ExportFormat } from "../contract/finance/exports";
import { PANAMA_OFFSET_MS, todayInPanama } from "../contract/values/dates";
import type { ExportColumn, ExportTable } from "../domain/exports";
import type { AppContext } from "./context";

// Writes an export (domain/exports.ts) as a file download, streamed page by page: CSV with
// csv-stringify, Excel with exceljs's streaming writer. Rules: api/docs/finance-summary-exports.md.

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const EXCEL_FORMATS: Record<ExportColumn<unknown>["type"], string | undefined> = {
  text: undefined,
  money: "#,##0.00",
  hours: "#,##0.00",
  date: "dd/mm/yyyy",
  datetime: "dd/mm/yyyy hh:mm",
};

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
const dayMonthYear = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** An instant as Panama's wall clock, in a Date whose UTC fields are that wall clock (Excel has no zones). */
const panamaWallClockOf = (instant: string) => new Date(new Date(instant).getTime() + PANAMA_OFFSET_MS);

/** A value as the CSV writes it: dates dd/MM/yyyy, instants dd/MM/yyyy HH:mm in Panama, amounts as decimals. */
function csvValue(column: ExportColumn<unknown>, value: string): string {
  if (column.type === "date") return dayMonthYear(value);
  if (column.type === "datetime") {
    const iso = panamaWallClockOf(value).toISOString();
    return `${dayMonthYear(iso)} ${iso.slice(11, 16)}`;
  }
  return value;
}

/** A value as an Excel cell: amounts as numbers, dates as dates; text as text. */
function excelValue(column: ExportColumn<unknown>, value: string): string | number | Date {
  if (column.type === "money" || column.type === "hours") return Number(value);
  if (column.type === "date") return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (column.type === "datetime") return panamaWallClockOf(value);
  return value;
}

/** The download's name, dated today in Panama ('transacciones-2026-11-23.csv') unless the table says not. */
export function exportFileName(table: Pick<ExportTable<unknown>, "fileName" | "dated">, format: ExportFormat): string {
  return table.dated === false ? `${table.fileName}.${format}` : `${table.fileName}-${todayInPanama()}.${format}`;
}

/**
 * Answers `table` as a CSV or XLSX attachment. The first page is read before answering, so a
 * failing query is an error status rather than a cut download; the rest is read as the client takes it.
 */
export async function exportResponse<Row>(c: AppContext, format: ExportFormat, table: ExportTable<Row>) {
  const pages = table.pages[Symbol.asyncIterator]();
  const first = await pages.next();
  const body = format === "csv" ? csvStream(table, first, pages) : xlsxStream(table, first, pages);
  return c.body(body, 200, {
    "Content-Type": CONTENT_TYPES[format],
    "Content-Disposition": `attachment; filename="${exportFileName(table, format)}"`,
    "Cache-Control": "no-store",
  });
}

type Pages<Row> = AsyncIterator<Row[]>;

/**
 * A failure once the 200 and the first bytes are sent: the status can no longer say it, so it is
 * logged like a 500 and the body ends in error, which closes the connection before the last chunk
 * and the browser marks the download as failed instead of saving a short file as complete.
 */
function downloadCut(error: unknown): Error {
  console.error(error);
  return error instanceof Error ? error : new Error(String(error));
}

function csvStream<Row>(table: ExportTable<Row>, first: IteratorResult<Row[]>, pages: Pages<Row>) {
  const columns = table.columns as ReadonlyArray<ExportColumn<unknown>>;
  const encoder = new TextEncoder();
  // Text a spreadsheet would run as a formula (=, +, -, @…) is written with a leading apostrophe;
  // amounts and dates are the server's own and written as they are. A field with any CR or LF is
  // quoted: unquoted, a bare LF would end the row for Excel and start the next at the text after
  // it, where a formula would be live ('Servicio\n+cmd|…').
  const plainColumns = new Set(columns.flatMap((column, index) => (column.type === "text" ? [] : [index])));
  const chunk = (rows: Row[], withHeader: boolean) =>
    encoder.encode(
      stringify(
        rows.map((row) =>
          columns.map((column) => {
            const value = column.value(row);
            return value === null || value === undefined ? "" : csvValue(column, value);
          }),
        ),
        {
          bom: withHeader,
          header: withHeader,
          columns: columns.map((column) => column.header),
          record_delimiter: "windows",
          escape_formulas: true,
          quoted_match: /[\r\n]/,
          cast: {
            string: (value, context) =>
              typeof context.index === "number" && plainColumns.has(context.index)
                ? { value, escape_formulas: false }
                : value,
          },
        },
      ),
    );
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(chunk(first.done ? [] : first.value, true));
      if (first.done) controller.close();
    },
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) controller.close();
        else controller.enqueue(chunk(next.value, false));
      } catch (error) {
        controller.error(downloadCut(error));
      }
    },
    async cancel() {
      await pages.return?.();
    },
  });
}

function xlsxStream<Row>(table: ExportTable<Row>, first: IteratorResult<Row[]>, pages: Pages<Row>) {
  const columns = table.columns as ReadonlyArray<ExportColumn<unknown>>;
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => {
    const numFmt = EXCEL_FORMATS[column.type];
    return {
      header: column.header,
      key: String(index),
      width: column.width ?? (column.type === "text" ? 24 : 16),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };

  const write = (rows: Row[]) => {
    for (const row of rows) {
      sheet
        .addRow(
          columns.map((column) => {
            const value = column.value(row);
            return value === null || value === undefined ? null : excelValue(column, value);
          }),
        )
        .commit();
    }
  };
  const writing = (async () => {
    try {
      if (!first.done) write(first.value);
      while (!first.done) {
        // Wait while the client is behind, so no more than about a page is held in memory.
        if (output.writableNeedDrain) await Promise.race([once(output, "drain"), once(output, "close")]);
        if (output.destroyed) break;
        const next = await pages.next();
        if (next.done || output.destroyed) break;
        write(next.value);
      }
      if (output.destroyed) {
        await pages.return?.();
        return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(downloadCut(error));
    }
  })();
  const file = (Readable.toWeb(output) as unknown as ReadableStream<Uint8Array>).getReader();
  // As for the CSV, a download given up ends only once the export has stopped reading pages.
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await file.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel(reason) {
      await file.cancel(reason);
      await writing;
    },
  });
}
