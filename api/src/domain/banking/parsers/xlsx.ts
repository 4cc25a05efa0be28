import ExcelJS from "exceljs";
import type { StatementMapping } from "../../../contract/banking/banking";
import { FieldFailure } from "../../failures";
import { type Cell, linesOfRows, type Row } from "./rows";
import type { ParsedStatement } from "./statement";
import { STATEMENT_FILE } from "./values";

// An XLSX statement: its first worksheet, read by exceljs, then by the mapping (rows.ts). Date
// and number cells keep their type; formulas give their computed result; rich text its text.

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (value instanceof Date) return value;
  if (typeof value === "boolean") return String(value);
  if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  return null;
}

export async function parseXlsx(bytes: Uint8Array, mapping: StatementMapping): Promise<ParsedStatement> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new FieldFailure(STATEMENT_FILE, "El archivo no es un libro de Excel (.xlsx) válido");
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FieldFailure(STATEMENT_FILE, "El libro de Excel no tiene hojas");
  const rows: Row[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellValue(cell.value);
    });
    rows.push({ line, cells: Array.from(cells, (cell) => cell ?? null) });
  });
  return linesOfRows(rows, mapping);
}
