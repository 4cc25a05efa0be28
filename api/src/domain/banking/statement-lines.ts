import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bankStatementLines } from "../../db/schema";

// Statement lines are stored once per bank account (api/docs/banking.md, "Each line once"):
// importing the same file again, or a statement that overlaps an earlier one, adds only the lines
// not already there. A line's identity is the bank's own id when the file gives one (OFX FITID);
// otherwise its date, amount, reference and running balance, plus its ordinal among the file's
// lines with the same values, so two equal fees on one day are two lines, and the same two in an
// overlapping file are the same two.

/** A line as a parser reads it from a file: amounts are exact decimal strings ('-12.50'). */
export type ParsedStatementLine = {
  date: string;
  description: string;
  reference: string | null;
  amount: string;
  balance: string | null;
  bankLineId: string | null;
};

/** Normalises an amount so '5', '5.0' and '5.00' are one identity. */
const cents = (amount: string) => {
  const [whole = "0", fraction = ""] = amount.replace(/^\+/, "").split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.replace("-", "").replace(/^0+(?=\d)/, "");
  const value = `${digits}${fraction.padEnd(2, "0").slice(0, 2)}`.replace(/^0+(?=\d)/, "");
  return value === "0" || value === "00" ? "0" : `${sign}${value}`;
};

/** The identities of a file's lines, in order (see the note above). */
export function lineIdentities(lines: readonly ParsedStatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.bankLineId) return `id:${line.bankLineId.trim()}`;
    const key = [
      line.date,
      cents(line.amount),
      (line.reference ?? "").trim().toUpperCase(),
      line.balance === null ? "" : cents(line.balance),
    ].join("|");
    const ordinal = (seen.get(key) ?? 0) + 1;
    seen.set(key, ordinal);
    return `${key}#${ordinal}`;
  });
}

/** Of a file's lines, which are already stored for the account (by identity, in file order). */
export async function existingIdentities(db: Db, bankAccountId: number, identities: string[]): Promise<Set<string>> {
  if (identities.length === 0) return new Set();
  const rows = await db
    .select({ identity: bankStatementLines.identity })
    .from(bankStatementLines)
    .where(
      sql`${bankStatementLines.bankAccountId} = ${bankAccountId} and ${bankStatementLines.identity} = any(${sql.param(identities)}::text[])`,
    );
  return new Set(rows.map((r) => r.identity));
}

/**
 * Stores the lines not already there, inside the caller's transaction. ON CONFLICT DO NOTHING:
 * two imports of the same file racing store each line once. Answers how many were new.
 */
export async function storeStatementLines(
  tx: Db,
  target: { bankAccountId: number; importId: number },
  lines: readonly ParsedStatementLine[],
): Promise<{ newLines: number; existingLines: number }> {
  if (lines.length === 0) return { newLines: 0, existingLines: 0 };
  const identities = lineIdentities(lines);
  let newLines = 0;
  // Batches keep each statement under the drivers' parameter limit.
  for (let start = 0; start < lines.length; start += 1000) {
    const rows = lines.slice(start, start + 1000).map((line, i) => ({
      bankAccountId: target.bankAccountId,
      importId: target.importId,
      lineDate: line.date,
      description: line.description,
      reference: line.reference,
      amount: line.amount,
      balance: line.balance,
      bankLineId: line.bankLineId,
      identity: identities[start + i] as string,
    }));
    const stored = await tx
      .insert(bankStatementLines)
      .values(rows)
      .onConflictDoNothing({ target: [bankStatementLines.bankAccountId, bankStatementLines.identity] })
      .returning({ id: bankStatementLines.id });
    newLines += stored.length;
  }
  return { newLines, existingLines: lines.length - newLines };
}
