import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { StatementFormat, StatementMapping } from "../../contract/banking/banking";
import type {
  BankStatementLineRecord,
  StatementImportListQuery,
  StatementImportRecord,
  StatementLineListQuery,
  StatementMappingAnswer,
  StatementPreviewRecord,
} from "../../contract/banking/statement-import";
import { fromCents, toCents } from "../../contract/values/money";
import type { Page } from "../../contract/values/paging";
import type { Db } from "../../db/client";
import { bankAccounts, bankStatementImports, bankStatementLines, bankStatementMappings, users } from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { BANK_ACCOUNT_NOT_FOUND, lockBankAccounts } from "../finance/bank-balances";
import { countAll, matchesText, pageAndTotal, withPage } from "../paging";
import { personNameSql } from "../time/people";
import { bankLedgerBalance } from "./ledger-balance";
import { needsMapping, type ParsedStatement, parseStatement } from "./parsers";
import { STATEMENT_FILE } from "./parsers/values";
import { statementPresets } from "./presets";
import { existingIdentities, lineIdentities, storeStatementLines } from "./statement-lines";
import { recordYappyFees } from "./yappy-fees";

// Statement import (api/docs/banking.md, "Statement import"): a file is read whole first (a file
// that fails stores nothing), previewed against what the account already holds, then stored in one
// transaction with its balance check, the mapping it was read with and its activity entry.

export const EMPTY_STATEMENT = "El archivo no tiene movimientos";

/** A file as uploaded: its name, bytes, its format and the mapping sent with it (if any). */
export type StatementUpload = {
  fileName: string;
  bytes: Uint8Array;
  format: StatementFormat;
  mapping: StatementMapping | null;
};

async function accountOrNotFound(db: Db, id: number) {
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!account) throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
  return account;
}

async function savedMapping(db: Db, bankAccountId: number): Promise<StatementMapping | null> {
  const [row] = await db
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(eq(bankStatementMappings.bankAccountId, bankAccountId));
  return row?.mapping ?? null;
}

/** GET …/statement-mapping: the account's saved mapping (null before its first CSV/XLSX import) and the presets. */
export async function statementMappingOf(db: Db, bankAccountId: number): Promise<StatementMappingAnswer> {
  await accountOrNotFound(db, bankAccountId);
  return {
    mapping: await savedMapping(db, bankAccountId),
    presets: statementPresets.map((preset) => ({ ...preset })),
  };
}

type Read = {
  format: StatementFormat;
  mapping: StatementMapping | null;
  parsed: ParsedStatement;
  periodStart: string | null;
  periodEnd: string | null;
  closingBalance: string | null;
  ledgerBalance: string | null;
  difference: string | null;
};

/** Reads the file with the mapping sent, else the account's saved one; the balance check with it. */
async function readStatement(db: Db, bankAccountId: number, upload: StatementUpload): Promise<Read> {
  await accountOrNotFound(db, bankAccountId);
  const mapping = needsMapping(upload.format) ? (upload.mapping ?? (await savedMapping(db, bankAccountId))) : null;
  const parsed = await parseStatement(upload.format, upload.bytes, mapping);
  if (parsed.lines.length === 0) throw new FieldFailure(STATEMENT_FILE, EMPTY_STATEMENT);
  const dates = parsed.lines.map((line) => line.date).sort();
  const periodStart = dates[0] ?? null;
  const periodEnd = dates.at(-1) ?? null;
  const balanceDate = parsed.balanceDate ?? periodEnd;
  const closingBalance = parsed.closingBalance;
  const ledgerBalance =
    closingBalance !== null && balanceDate !== null ? await bankLedgerBalance(db, bankAccountId, balanceDate) : null;
  const difference =
    closingBalance !== null && ledgerBalance !== null
      ? fromCents(toCents(closingBalance) - toCents(ledgerBalance))
      : null;
  return { format: upload.format, mapping, parsed, periodStart, periodEnd, closingBalance, ledgerBalance, difference };
}

/** POST …/statements/preview: each line marked new or already there, and the balance check. Stores nothing. */
export async function previewStatement(
  db: Db,
  bankAccountId: number,
  upload: StatementUpload,
): Promise<StatementPreviewRecord> {
  const read = await readStatement(db, bankAccountId, upload);
  const identities = lineIdentities(read.parsed.lines);
  const existing = await existingIdentities(db, bankAccountId, identities);
  const lines = read.parsed.lines.map((line, index) => ({
    date: line.date,
    description: line.description,
    reference: line.reference,
    amount: line.amount,
    balance: line.balance,
    isNew: !existing.has(identities[index] as string),
  }));
  const newLines = lines.filter((line) => line.isNew).length;
  return {
    format: read.format,
    lines,
    newLines,
    existingLines: lines.length - newLines,
    periodStart: read.periodStart,
    periodEnd: read.periodEnd,
    closingBalance: read.closingBalance,
    ledgerBalance: read.ledgerBalance,
    difference: read.difference,
  };
}

const importColumns = {
  id: bankStatementImports.id,
  fileName: bankStatementImports.fileName,
  format: bankStatementImports.format,
  lineCount: bankStatementImports.lineCount,
  newLines: bankStatementImports.newLines,
  existingLines: bankStatementImports.existingLines,
  periodStart: bankStatementImports.periodStart,
  periodEnd: bankStatementImports.periodEnd,
  closingBalance: bankStatementImports.closingBalance,
  ledgerBalance: bankStatementImports.ledgerBalance,
  importedBy: personNameSql,
  createdAt: bankStatementImports.createdAt,
};

type ImportRow = Omit<StatementImportRecord, "difference" | "createdAt" | "importedBy"> & {
  importedBy: string | null;
  createdAt: Date;
};

function toImportRecord(row: ImportRow): StatementImportRecord {
  const difference =
    row.closingBalance !== null && row.ledgerBalance !== null
      ? fromCents(toCents(row.closingBalance) - toCents(row.ledgerBalance))
      : null;
  return { ...row, difference, createdAt: row.createdAt.toISOString() };
}

async function findImport(db: Db, id: number): Promise<StatementImportRecord> {
  const [row] = await db
    .select(importColumns)
    .from(bankStatementImports)
    .leftJoin(users, eq(users.id, bankStatementImports.importedBy))
    .where(eq(bankStatementImports.id, id));
  if (!row) throw new DomainFailure("not_found", "Importación no encontrada");
  return toImportRecord(row);
}

/**
 * POST …/statements: the import and its new lines in one transaction (the account locked, so two
 * imports of one account run one after the other), the mapping saved for the account, and the
 * activity entry. The file is read before the transaction: one that fails stores nothing.
 */
export async function importStatement(
  db: Db,
  bankAccountId: number,
  upload: StatementUpload,
  actor: Actor,
): Promise<StatementImportRecord> {
  const read = await readStatement(db, bankAccountId, upload);
  const id = await db.transaction(async (tx) => {
    const account = (await lockBankAccounts(tx, [bankAccountId])).get(bankAccountId);
    if (!account) throw new DomainFailure("not_found", BANK_ACCOUNT_NOT_FOUND);
    const [created] = await tx
      .insert(bankStatementImports)
      .values({
        bankAccountId,
        fileName: upload.fileName.slice(0, 255),
        format: read.format,
        lineCount: read.parsed.lines.length,
        newLines: 0,
        existingLines: 0,
        periodStart: read.periodStart,
        periodEnd: read.periodEnd,
        closingBalance: read.closingBalance,
        ledgerBalance: read.ledgerBalance,
        importedBy: actor.userId,
      })
      .returning({ id: bankStatementImports.id });
    const importId = created?.id as number;
    const counts = await storeStatementLines(tx, { bankAccountId, importId }, read.parsed.lines);
    await tx.update(bankStatementImports).set(counts).where(eq(bankStatementImports.id, importId));
    // Yappy's commission and its ITBMS are bank fees: recorded and matched with their lines now.
    if (read.format === "yappy") await recordYappyFees(tx, { bankAccountId, importId, actor });
    if (read.mapping) {
      await tx
        .insert(bankStatementMappings)
        .values({ bankAccountId, mapping: read.mapping })
        .onConflictDoUpdate({
          target: bankStatementMappings.bankAccountId,
          set: { mapping: read.mapping, updatedAt: new Date() },
        });
    }
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "bank_statement",
      entityId: importId,
      summary: `Estado de cuenta importado en ${account.bankName} - ${account.accountNumber}: ${counts.newLines} líneas nuevas, ${counts.existingLines} ya estaban`,
    });
    return importId;
  });
  return findImport(db, id);
}

/** GET …/statements: the account's imports, newest first. */
export async function listStatementImports(
  db: Db,
  bankAccountId: number,
  query: StatementImportListQuery,
): Promise<Page<StatementImportRecord>> {
  await accountOrNotFound(db, bankAccountId);
  const conditions: SQL[] = [eq(bankStatementImports.bankAccountId, bankAccountId)];
  if (query.q) conditions.push(matchesText(query.q, bankStatementImports.fileName));
  // from/to: the statements whose period ends on or after `from` and starts on or before `to`.
  if (query.from) conditions.push(sql`${bankStatementImports.periodEnd} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${bankStatementImports.periodStart} <= ${query.to}::date`);
  const where = and(...conditions);
  const page = withPage(
    db
      .select(importColumns)
      .from(bankStatementImports)
      .leftJoin(users, eq(users.id, bankStatementImports.importedBy))
      .where(where)
      .orderBy(desc(bankStatementImports.createdAt), desc(bankStatementImports.id))
      .$dynamic(),
    query,
  );
  const { rows: found, total } = await pageAndTotal(query, page, () =>
    db.select({ n: countAll }).from(bankStatementImports).where(where),
  );
  return { rows: found.map(toImportRecord), total };
}

/** GET …/statement-lines: the account's lines, newest date first; `status` unmatched, matched or all. */
export async function listStatementLines(
  db: Db,
  bankAccountId: number,
  query: StatementLineListQuery,
): Promise<Page<BankStatementLineRecord>> {
  await accountOrNotFound(db, bankAccountId);
  const conditions: SQL[] = [eq(bankStatementLines.bankAccountId, bankAccountId)];
  if (query.status === "unmatched") conditions.push(isNull(bankStatementLines.matchId));
  if (query.status === "matched") conditions.push(isNotNull(bankStatementLines.matchId));
  if (query.q) conditions.push(matchesText(query.q, bankStatementLines.description, bankStatementLines.reference));
  if (query.from) conditions.push(sql`${bankStatementLines.lineDate} >= ${query.from}::date`);
  if (query.to) conditions.push(sql`${bankStatementLines.lineDate} <= ${query.to}::date`);
  const where = and(...conditions);
  const page = withPage(
    db
      .select({
        id: bankStatementLines.id,
        importId: bankStatementLines.importId,
        date: bankStatementLines.lineDate,
        description: bankStatementLines.description,
        reference: bankStatementLines.reference,
        amount: bankStatementLines.amount,
        balance: bankStatementLines.balance,
        bankLineId: bankStatementLines.bankLineId,
        matchId: bankStatementLines.matchId,
      })
      .from(bankStatementLines)
      .where(where)
      .orderBy(desc(bankStatementLines.lineDate), desc(bankStatementLines.id))
      .$dynamic(),
    query,
  );
  return pageAndTotal(query, page, () => db.select({ n: countAll }).from(bankStatementLines).where(where));
}
