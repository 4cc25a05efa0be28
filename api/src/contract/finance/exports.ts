import { z } from "../zod";
import { journalListQuery, periodQuery } from "./accounting";
import { financialReportsQuery, paymentCalendarQuery } from "./financial-reports";
import { transactionListQuery } from "./transactions";
import { transferListQuery } from "./transfers";

// Exports of the finance lists ('Exportar' on transactions, transfers and the payment calendar) and
// of the books (the journal, the trial balance, an account's ledger):
// GET <list path>/export?format=csv|xlsx&<the list's own filters>. What each file holds is in
// api/docs/finance-summary-exports.md and api/docs/ledger.md.

export const exportFormats = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** The 'Exportar' menu's entries. */
export const exportFormatLabels: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel" };
export const EXPORT_FORMAT_MESSAGE = "Formato de exportación inválido";
/** A transfer's account that no longer exists, as the transfers screen shows it. */
export const UNKNOWN_BANK_ACCOUNT = "Cuenta desconocida";

/** `format`, CSV when absent. */
export const exportFormatField = z.enum(exportFormats, { error: EXPORT_FORMAT_MESSAGE }).default("csv");

/** The payment calendar's filters plus the format (a page, if sent, is ignored: the file has every row). */
export const calendarExportQuery = paymentCalendarQuery.extend({ format: exportFormatField });
export type CalendarExportQuery = z.output<typeof calendarExportQuery>;

/** The transactions list's filters (q, type, status, bankAccountId, from, to) plus the format. */
export const transactionExportQuery = transactionListQuery.safeExtend({ format: exportFormatField });
export type TransactionExportQuery = z.output<typeof transactionExportQuery>;

/** The transfers list's filters (q, status, from, to) plus the format. */
export const transferExportQuery = transferListQuery.safeExtend({ format: exportFormatField });
export type TransferExportQuery = z.output<typeof transferExportQuery>;

/** The journal's filters (q, account, from, to) plus the format. */
export const journalExportQuery = journalListQuery.safeExtend({ format: exportFormatField });
export type JournalExportQuery = z.output<typeof journalExportQuery>;

/** A period of the books (from, to; the year to date without them) plus the format: the trial balance's, a ledger's. */
export const periodExportQuery = periodQuery.safeExtend({ format: exportFormatField });
export type PeriodExportQuery = z.output<typeof periodExportQuery>;

/** A financial statement's period plus the format. */
export const statementExportQuery = financialReportsQuery.extend({ format: exportFormatField });
export type StatementExportQuery = z.output<typeof statementExportQuery>;
