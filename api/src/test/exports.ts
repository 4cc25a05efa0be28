import { expect } from "bun:test";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";

// Reading an export back in tests: the bytes, as a spreadsheet program would read them.

const BOM = [0xef, 0xbb, 0xbf];

/** A CSV download: checks it is a UTF-8 attachment with a BOM, answers its records (header first). */
export async function readCsv(response: Response, fileName: RegExp): Promise<string[][]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition") ?? "").toMatch(fileName);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  // Split as Excel does: outside quotes, a CR or LF alone ends a row too, not only the file's CRLF.
  return parse(new TextDecoder().decode(bytes.slice(3)), {
    relax_column_count: false,
    record_delimiter: ["\r\n", "\n", "\r"],
  }) as string[][];
}

/** One cell as read back: text, a number, a Date (dates and instants) or null. */
export type Cell = string | number | Date | null;

/** An Excel download: its first sheet's name and rows (header first), with each column's number format. */
export async function readXlsx(response: Response, fileName: RegExp) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect(response.headers.get("content-disposition") ?? "").toMatch(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: Cell[][] = [];
  const formats: string[][] = [];
  const columnCount = sheet.columnCount; // computed over every row: read it once
  sheet.eachRow((row) => {
    const cells: Cell[] = [];
    const rowFormats: string[] = [];
    for (let index = 1; index <= columnCount; index++) {
      const cell = row.getCell(index);
      cells.push((cell.value ?? null) as Cell);
      rowFormats.push(cell.numFmt ?? "");
    }
    rows.push(cells);
    formats.push(rowFormats);
  });
  return { name: sheet.name, rows, formats };
}

/** 'YYYY-MM-DD' as the CSV writes it. */
export const csvDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** 'YYYY-MM-DD' as exceljs reads an Excel date back. */
export const excelDate = (date: string) => new Date(`${date}T00:00:00Z`);
