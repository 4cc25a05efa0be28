import {
  accountTypeLabels,
  type GeneralLedgerLine,
  type JournalEntryRecord,
  type JournalExportQuery,
  type JournalLineRecord,
  journalOriginLabels,
  type PeriodQuery,
  type TrialBalanceRow,
} from "../../../contract";
import type { Db } from "../../../db/client";
import { type ExportColumn, type ExportTable, pagesOf } from "../../exports";
import { generalLedger, listJournal, periodOf, trialBalance } from "./books";

// The books as files (api/docs/ledger.md, "Exports"): the journal a line per row, the trial balance
// an account per row with its totals, an account's ledger between its opening and closing rows.
// Amounts are the server's decimal strings, numbers in Excel.

/** One line of the journal with its entry, as the file writes it. */
type JournalRow = { entry: JournalEntryRecord; line: JournalLineRecord };

const journalColumns: ReadonlyArray<ExportColumn<JournalRow>> = [
  { header: "Asiento", type: "text", value: ({ entry }) => String(entry.id), width: 10 },
  { header: "Fecha", type: "date", value: ({ entry }) => entry.entryDate, width: 12 },
  { header: "Descripción", type: "text", value: ({ entry }) => entry.description, width: 40 },
  { header: "Origen", type: "text", value: ({ entry }) => journalOriginLabels[entry.originType], width: 22 },
  { header: "Revierte el asiento", type: "text", value: ({ entry }) => idText(entry.reversesEntryId), width: 12 },
  { header: "Revertido por", type: "text", value: ({ entry }) => idText(entry.reversedByEntryId), width: 12 },
  { header: "Cuenta", type: "text", value: ({ line }) => line.accountCode, width: 10 },
  { header: "Nombre de la cuenta", type: "text", value: ({ line }) => line.accountName, width: 32 },
  { header: "Débito", type: "money", value: ({ line }) => line.debit },
  { header: "Crédito", type: "money", value: ({ line }) => line.credit },
];

const idText = (id: number | null) => (id === null ? null : String(id));

/** The journal with the screen's filters, newest entry first, each entry's lines in the order posted. */
export function journalExport(
  db: Db,
  filters: Omit<JournalExportQuery, "format" | "limit" | "offset">,
): ExportTable<JournalRow> {
  const entries = pagesOf(async (page) => (await listJournal(db, { ...filters, ...page })).rows);
  return {
    fileName: "libro-diario",
    sheetName: "Libro diario",
    columns: journalColumns,
    pages: (async function* () {
      for await (const page of entries) yield page.flatMap((entry) => entry.lines.map((line) => ({ entry, line })));
    })(),
  };
}

/** A row of the trial balance's file: an account, or the totals (no code, no balances). */
type TrialBalanceFileRow = Omit<TrialBalanceRow, "accountType" | "opening" | "closing"> & {
  accountType: TrialBalanceRow["accountType"] | null;
  opening: string | null;
  closing: string | null;
};

const trialBalanceColumns: ReadonlyArray<ExportColumn<TrialBalanceFileRow>> = [
  { header: "Código", type: "text", value: (row) => row.accountCode, width: 10 },
  { header: "Cuenta", type: "text", value: (row) => row.accountName, width: 36 },
  {
    header: "Tipo",
    type: "text",
    value: (row) => (row.accountType ? accountTypeLabels[row.accountType] : null),
    width: 12,
  },
  { header: "Saldo inicial", type: "money", value: (row) => row.opening },
  { header: "Débitos", type: "money", value: (row) => row.debits },
  { header: "Créditos", type: "money", value: (row) => row.credits },
  { header: "Saldo final", type: "money", value: (row) => row.closing },
];

/** Both ends of a period in a file's name: 'balance-de-comprobacion-2026-01-01-a-2026-11-27'. */
const periodName = (start: string, period: { from: string; to: string }) => `${start}-${period.from}-a-${period.to}`;

/** The trial balance of a period: every account with movements, then 'Totales' (debits equal credits). */
export function trialBalanceExport(db: Db, query: PeriodQuery, now?: Date): ExportTable<TrialBalanceFileRow> {
  const period = periodOf(query, now);
  return {
    fileName: periodName("balance-de-comprobacion", period),
    dated: false,
    sheetName: "Balance de comprobación",
    columns: trialBalanceColumns,
    pages: (async function* () {
      const balance = await trialBalance(db, period);
      yield [
        ...balance.rows,
        {
          accountCode: "",
          accountName: "Totales",
          accountType: null,
          opening: null,
          debits: balance.totals.debits,
          credits: balance.totals.credits,
          closing: null,
        },
      ];
    })(),
  };
}

/** A row of a ledger's file: a line, or the opening and closing rows (no entry). */
type LedgerFileRow = Omit<
  GeneralLedgerLine,
  "entryId" | "entryDate" | "originType" | "originId" | "debit" | "credit"
> & {
  entryId: number | null;
  entryDate: string | null;
  originType: GeneralLedgerLine["originType"] | null;
  debit: string | null;
  credit: string | null;
};

const ledgerColumns: ReadonlyArray<ExportColumn<LedgerFileRow>> = [
  { header: "Fecha", type: "date", value: (row) => row.entryDate, width: 12 },
  { header: "Asiento", type: "text", value: (row) => idText(row.entryId), width: 10 },
  { header: "Descripción", type: "text", value: (row) => row.description, width: 40 },
  {
    header: "Origen",
    type: "text",
    value: (row) => (row.originType ? journalOriginLabels[row.originType] : null),
    width: 22,
  },
  { header: "Débito", type: "money", value: (row) => row.debit },
  { header: "Crédito", type: "money", value: (row) => row.credit },
  { header: "Saldo", type: "money", value: (row) => row.balance },
];

/**
 * An account's ledger in a period: 'Saldo inicial', its lines oldest first with the balance after
 * each, then 'Saldo final' with the period's debits and credits. The account is checked before the
 * answer starts, so an unknown one is the route's 404, not a cut download.
 */
export async function generalLedgerExport(
  db: Db,
  accountCode: string,
  query: PeriodQuery,
  now?: Date,
): Promise<ExportTable<LedgerFileRow>> {
  const period = periodOf(query, now);
  const first = await generalLedger(db, accountCode, { ...period, limit: 1, offset: 0 });
  const lines = pagesOf(async (page) => (await generalLedger(db, accountCode, { ...period, ...page })).lines);
  const edge = (description: string, balance: string, totals?: { debit: string; credit: string }): LedgerFileRow => ({
    entryId: null,
    entryDate: null,
    description,
    originType: null,
    debit: totals?.debit ?? null,
    credit: totals?.credit ?? null,
    balance,
  });
  return {
    fileName: periodName(`libro-mayor-${accountCode}`, period),
    dated: false,
    sheetName: `Mayor ${accountCode}`,
    columns: ledgerColumns,
    pages: (async function* () {
      yield [edge(`Saldo inicial · ${first.account.code} ${first.account.name}`, first.opening)];
      for await (const page of lines) yield page;
      // The summary read last, so the closing row agrees with the lines just written.
      const last = await generalLedger(db, accountCode, { ...period, limit: 1, offset: 0 });
      yield [edge("Saldo final", last.closing, { debit: last.debits, credit: last.credits })];
    })(),
  };
}
