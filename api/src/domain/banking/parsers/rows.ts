import type { StatementMapping } from "../../../contract/banking/banking";
import { fromCents, toCents } from "../../../contract/values/money";
import type { ParsedStatementLine } from "../statement-lines";
import { lastRunningBalance, type ParsedStatement } from "./statement";
import { cellDate, lineFailure, numberAmount, readAmount, readDate } from "./values";

// The rows of a CSV or XLSX statement, as its mapping reads them (api/docs/banking.md, "Statement
// import"). A cell is text (CSV, or an xlsx text cell), a number or a date (xlsx cells).

export type Cell = string | number | Date | null;
/** A row of cells and its line number in the file (1-based, header rows counted). */
export type Row = { line: number; cells: Cell[] };

const cellAt = (row: Row, column: number | null): Cell => (column === null ? null : (row.cells[column - 1] ?? null));
const isBlank = (cell: Cell) => cell === null || (typeof cell === "string" && cell.trim() === "");
const text = (cell: Cell) => (cell === null ? "" : cell instanceof Date ? cell.toISOString() : String(cell)).trim();

function amountOf(cell: Cell, mapping: StatementMapping, line: number, label: string): string | null {
  if (typeof cell === "number") return numberAmount(cell, line, label);
  return readAmount(text(cell), mapping.decimalSeparator, line, label);
}

function dateOf(cell: Cell, mapping: StatementMapping, line: number): string {
  // exceljs gives a date cell as the UTC midnight of its day.
  if (cell instanceof Date) return cellDate(cell, line);
  return readDate(text(cell), mapping.dateFormat, line);
}

/** The signed amount: the amount column, or credit − debit (each written positive by the bank). */
function signedAmount(row: Row, mapping: StatementMapping): string {
  const { columns } = mapping;
  if (columns.amount !== null) {
    const amount = amountOf(cellAt(row, columns.amount), mapping, row.line, "monto");
    if (amount === null) throw lineFailure(row.line, "no tiene monto");
    return amount;
  }
  const debit = amountOf(cellAt(row, columns.debit), mapping, row.line, "débito");
  const credit = amountOf(cellAt(row, columns.credit), mapping, row.line, "crédito");
  if (debit === null && credit === null) throw lineFailure(row.line, "no tiene débito ni crédito");
  // A debit column written negative by its bank is still money out.
  const out = debit === null ? 0n : toCents(debit) < 0n ? -toCents(debit) : toCents(debit);
  const into = credit === null ? 0n : toCents(credit) < 0n ? -toCents(credit) : toCents(credit);
  return fromCents(into - out);
}

/**
 * The statement lines of the rows after the file's first `skipRows` lines. A row whose date cell is empty
 * (a blank line, a totals row at the end) is not a movement and is left out; any other row must
 * read whole, or the file fails naming its line.
 */
export function linesOfRows(rows: readonly Row[], mapping: StatementMapping): ParsedStatement {
  const lines: ParsedStatementLine[] = [];
  // By line number, not by position: an xlsx leaves its empty rows out, a CSV its blank lines.
  for (const row of rows.filter((r) => r.line > mapping.skipRows)) {
    if (isBlank(cellAt(row, mapping.columns.date))) continue;
    const description = text(cellAt(row, mapping.columns.description));
    const reference = text(cellAt(row, mapping.columns.reference));
    lines.push({
      date: dateOf(cellAt(row, mapping.columns.date), mapping, row.line),
      description,
      reference: reference === "" ? null : reference,
      amount: signedAmount(row, mapping),
      balance:
        mapping.columns.balance === null
          ? null
          : amountOf(cellAt(row, mapping.columns.balance), mapping, row.line, "saldo"),
      bankLineId: null,
    });
  }
  const closingBalance = lastRunningBalance(lines);
  return { lines, closingBalance, balanceDate: null };
}
