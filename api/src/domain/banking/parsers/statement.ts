import type { ParsedStatementLine } from "../statement-lines";

/** What a parser reads from a file: its lines and, when the file states one, its closing balance. */
export type ParsedStatement = {
  lines: ParsedStatementLine[];
  /** The last running balance, or the OFX LEDGERBAL. */
  closingBalance: string | null;
  /** The day that balance is of (OFX DTASOF), when the file says; else the last line's date. */
  balanceDate: string | null;
};

/**
 * The closing balance of lines with running balances: the balance of the latest line. Banks list
 * oldest first or newest first; a file whose first date is after its last is newest first.
 */
export function lastRunningBalance(lines: readonly ParsedStatementLine[]): string | null {
  const first = lines[0];
  const last = lines.at(-1);
  if (!first || !last) return null;
  const latest = first.date > last.date ? first : last;
  return latest.balance;
}
