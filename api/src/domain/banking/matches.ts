import { asc, eq, inArray, sql } from "drizzle-orm";
import type { MatchRecord } from "../../contract";
import type { MatchSource } from "../../contract/banking/banking";
import { fromCents, toCents } from "../../contract/values/money";
import { formatBalboas, formatDollars } from "../../contract/values/money-format";
import { type Db, rows } from "../../db/client";
import {
  bankMatchBookLines,
  bankMatches,
  bankReconciledMonths,
  bankStatementLines,
  journalEntries,
  journalLines,
} from "../../db/schema";
import { type Actor, recordActivity } from "../activity";
import { DomainFailure, FieldFailure } from "../failures";
import { lockBankAccounts } from "../finance/bank-balances";
import { returnedRow } from "../records";
import { confirmMatchedAchBatches, reopenAchBatches } from "./ach-confirm";
import { movementsByIds } from "./book-movements";

// Matching statement lines with book movements (api/docs/banking.md, "Matching"). Every change
// locks the bank account first (as every money write does, bank-balances.ts), so two users
// matching on one account take turns: the second sees the first's match and is refused (409).
// The journal entries of the movements are locked FOR UPDATE too, so a reversal of one of them
// (journal.ts refuses reversing a matched movement) cannot slip in between the check and the match.

export const STATEMENT_LINE_NOT_FOUND = "Línea del estado de cuenta no encontrada";
export const LINE_ALREADY_MATCHED = "La línea del estado de cuenta ya está conciliada";
export const MOVEMENT_NOT_FOUND = "Movimiento contable no encontrado en esta cuenta bancaria";
export const MOVEMENT_ALREADY_MATCHED = "El movimiento contable ya está conciliado";
export const MATCH_NOT_FOUND = "Conciliación no encontrada";
export const reconciledMonthLocked = (month: string) =>
  `El mes ${month} de esta cuenta está marcado como conciliado: solo un administrador puede deshacer sus conciliaciones`;
export const sumsDiffer = (statement: string, books: string) =>
  `Las sumas no coinciden: estado de cuenta ${statement}, libros ${books}`;

export type MatchRequest = {
  bankAccountId: number;
  statementLineIds: readonly number[];
  journalLineIds: readonly number[];
  source: MatchSource;
  actor: Actor;
};

/** Locks statement lines of the account (ascending id) and answers them; unknown ones are 404. */
export async function lockStatementLines(tx: Db, bankAccountId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const locked = await tx
    .select({
      id: bankStatementLines.id,
      bankAccountId: bankStatementLines.bankAccountId,
      lineDate: bankStatementLines.lineDate,
      description: bankStatementLines.description,
      reference: bankStatementLines.reference,
      amount: bankStatementLines.amount,
      matchId: bankStatementLines.matchId,
    })
    .from(bankStatementLines)
    .where(inArray(bankStatementLines.id, unique))
    .orderBy(asc(bankStatementLines.id))
    .for("update");
  if (locked.length !== unique.length || locked.some((line) => line.bankAccountId !== bankAccountId))
    throw new DomainFailure("not_found", STATEMENT_LINE_NOT_FOUND);
  return locked;
}

/**
 * Matches statement lines with book movements of one bank account, inside the caller's
 * transaction: all must be the account's and unmatched (else 404/409), and add up to the same
 * money (else 400). Writes the match, its lines and the activity line. The integrator's entry
 * point for matching from elsewhere (ACH confirmation, Yappy).
 */
export async function matchStatementLines(tx: Db, request: MatchRequest): Promise<MatchRecord> {
  const { bankAccountId, actor } = request;
  const [account] = [...(await lockBankAccounts(tx, [bankAccountId])).values()];
  const lines = await lockStatementLines(tx, bankAccountId, request.statementLineIds);
  if (lines.some((line) => line.matchId !== null)) throw new DomainFailure("conflict", LINE_ALREADY_MATCHED);

  const journalLineIds = [...new Set(request.journalLineIds)].sort((a, b) => a - b);
  // Lock the movements' entries: a reversal inserted meanwhile waits, then sees the match.
  const entryIds = await tx
    .select({ id: journalLines.entryId })
    .from(journalLines)
    .where(inArray(journalLines.id, journalLineIds));
  if (entryIds.length > 0) {
    await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(inArray(journalEntries.id, [...new Set(entryIds.map((row) => row.id))]))
      .orderBy(asc(journalEntries.id))
      .for("update");
  }
  const movements = await movementsByIds(tx, bankAccountId, journalLineIds);
  if (movements.length !== journalLineIds.length) throw new DomainFailure("not_found", MOVEMENT_NOT_FOUND);
  const alreadyMatched = await tx
    .select({ id: bankMatchBookLines.journalLineId })
    .from(bankMatchBookLines)
    .where(inArray(bankMatchBookLines.journalLineId, journalLineIds));
  if (alreadyMatched.length > 0) throw new DomainFailure("conflict", MOVEMENT_ALREADY_MATCHED);

  const statementCents = lines.reduce((sum, line) => sum + toCents(line.amount), 0n);
  const bookCents = movements.reduce((sum, movement) => sum + toCents(movement.amount), 0n);
  const format = account?.currency === "USD" ? formatDollars : formatBalboas;
  if (statementCents !== bookCents)
    throw new FieldFailure(
      "journalLineIds",
      sumsDiffer(format(fromCents(statementCents)), format(fromCents(bookCents))),
    );

  const match = await returnedRow(
    tx
      .insert(bankMatches)
      .values({ bankAccountId, source: request.source, createdBy: actor.userId })
      .returning({ id: bankMatches.id }),
    "la conciliación",
  );
  await tx
    .update(bankStatementLines)
    .set({ matchId: match.id })
    .where(
      inArray(
        bankStatementLines.id,
        lines.map((line) => line.id),
      ),
    );
  await tx
    .insert(bankMatchBookLines)
    .values(journalLineIds.map((journalLineId) => ({ matchId: match.id, journalLineId })));
  await recordActivity(tx, {
    userId: actor.userId,
    action: "create",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Conciliación: ${lines.length} línea(s) del estado de cuenta con ${movements.length} movimiento(s) por ${format(fromCents(statementCents))}`,
  });
  // An ACH batch whose payments the statement now shows, all of them, is confirmed.
  await confirmMatchedAchBatches(tx, bankAccountId, actor);
  return findMatch(tx, bankAccountId, match.id);
}

/** One match of an account, as the API answers it. */
export async function findMatch(db: Db, bankAccountId: number, matchId: number): Promise<MatchRecord> {
  const [match] = await db.select().from(bankMatches).where(eq(bankMatches.id, matchId));
  if (!match || match.bankAccountId !== bankAccountId) throw new DomainFailure("not_found", MATCH_NOT_FOUND);
  const lines = await db
    .select({ id: bankStatementLines.id, amount: bankStatementLines.amount })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.matchId, matchId))
    .orderBy(asc(bankStatementLines.id));
  const books = await db
    .select({ id: bankMatchBookLines.journalLineId })
    .from(bankMatchBookLines)
    .where(eq(bankMatchBookLines.matchId, matchId))
    .orderBy(asc(bankMatchBookLines.journalLineId));
  return {
    id: match.id,
    bankAccountId: match.bankAccountId,
    source: match.source,
    amount: fromCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0n)),
    statementLineIds: lines.map((line) => line.id),
    journalLineIds: books.map((line) => line.id),
    createdAt: match.createdAt.toISOString(),
  };
}

/**
 * Undoes a match: its statement lines and movements are unmatched again, and an ACH batch it had
 * confirmed is 'sent' again. A match with a statement line or a book movement in a month marked
 * reconciled is refused (409) unless the caller is an admin.
 */
export async function deleteMatch(
  tx: Db,
  bankAccountId: number,
  matchId: number,
  actor: Actor & { isAdmin: boolean },
): Promise<void> {
  const [account] = [...(await lockBankAccounts(tx, [bankAccountId])).values()];
  const match = await findMatch(tx, bankAccountId, matchId);
  const [locked] = rows(
    await tx.execute<{ month: string }>(sql`
      select m.month from ${bankReconciledMonths} m
      where m.bank_account_id = ${bankAccountId} and m.month in (
        select to_char(l.line_date, 'YYYY-MM') from ${bankStatementLines} l where l.match_id = ${matchId}
        union
        select to_char(e.entry_date, 'YYYY-MM') from ${bankMatchBookLines} b
        join ${journalLines} jl on jl.id = b.journal_line_id
        join ${journalEntries} e on e.id = jl.entry_id
        where b.match_id = ${matchId})
      order by m.month limit 1`),
  );
  if (locked && !actor.isAdmin) throw new DomainFailure("conflict", reconciledMonthLocked(locked.month));
  // The lines' match_id is SET NULL and the book side cascades with the match.
  await tx.delete(bankMatches).where(eq(bankMatches.id, matchId));
  await reopenAchBatches(tx, match.journalLineIds, actor);
  const format = account?.currency === "USD" ? formatDollars : formatBalboas;
  await recordActivity(tx, {
    userId: actor.userId,
    action: "delete",
    entity: "bank_account",
    entityId: bankAccountId,
    summary: `Conciliación deshecha: ${match.statementLineIds.length} línea(s) del estado de cuenta por ${format(match.amount)}`,
  });
}
