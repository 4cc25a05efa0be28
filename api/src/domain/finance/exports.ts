import {
  type CalendarExportQuery,
  type CalendarItemRecord,
  calendarPriorityLabels,
  calendarTypeLabels,
  debtStatusLabels,
  type TransactionExportQuery,
  type TransactionRecord,
  type TransferExportQuery,
  type TransferRecord,
  transactionStatusLabels,
  transactionTypeLabels,
  transferStatusLabels,
  UNKNOWN_BANK_ACCOUNT,
  UNKNOWN_CALENDAR_CLIENT,
  UNKNOWN_CALENDAR_SUPPLIER,
} from "../../contract";
import type { Db } from "../../db/client";
import { type ExportColumn, type ExportTable, pagesOf } from "../exports";
import { paymentCalendar } from "./payment-calendar";
import { listTransactions } from "./transactions";
import { listTransfers } from "./transfers";

// The finance exports: for each list, its columns (Spanish headers, the screen's labels) and its
// rows, read through the list's own query with the same filters (api/docs/finance-summary-exports.md).

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** The Spanish weekday of a calendar date: 'lunes'. */
export function weekdayName(date: string): string {
  return WEEKDAYS[new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay()] ?? "";
}

const calendarColumns: ReadonlyArray<ExportColumn<CalendarItemRecord>> = [
  { header: "Tipo", type: "text", value: (item) => calendarTypeLabels[item.type], width: 12 },
  {
    header: "Cliente/Proveedor",
    type: "text",
    value: (item) =>
      item.counterpartyName ?? (item.type === "receivable" ? UNKNOWN_CALENDAR_CLIENT : UNKNOWN_CALENDAR_SUPPLIER),
    width: 30,
  },
  { header: "Factura", type: "text", value: (item) => item.invoiceNumber, width: 16 },
  { header: "Vencimiento", type: "date", value: (item) => item.dueDate, width: 14 },
  { header: "Día", type: "text", value: (item) => weekdayName(item.dueDate), width: 12 },
  { header: "Monto", type: "money", value: (item) => item.amount },
  { header: "Estado", type: "text", value: (item) => debtStatusLabels[item.status], width: 12 },
  { header: "Prioridad", type: "text", value: (item) => calendarPriorityLabels[item.priority], width: 12 },
  { header: "Descripción", type: "text", value: (item) => item.description, width: 40 },
];

/** The payment calendar's items of the filtered window, as the table 'Cronograma de Pagos' lists them. */
export function calendarExport(
  db: Db,
  query: Omit<CalendarExportQuery, "format" | "limit" | "offset">,
  now = new Date(),
): ExportTable<CalendarItemRecord> {
  return {
    fileName: "calendario-pagos",
    sheetName: "Cronograma de Pagos",
    columns: calendarColumns,
    pages: pagesOf(async (page) => (await paymentCalendar(db, query, page, now)).items),
  };
}

/** The filters of a list, without the page and the format (the file holds every matching row). */
type Filters<Query> = Omit<Query, "format" | "limit" | "offset">;

const transactionColumns: ReadonlyArray<ExportColumn<TransactionRecord>> = [
  { header: "Fecha", type: "date", value: (row) => row.transactionDate, width: 12 },
  { header: "Tipo", type: "text", value: (row) => transactionTypeLabels[row.transactionType], width: 14 },
  { header: "Descripción", type: "text", value: (row) => row.description, width: 40 },
  { header: "Referencia", type: "text", value: (row) => row.reference, width: 18 },
  { header: "Categoría", type: "text", value: (row) => row.categoryName, width: 22 },
  { header: "Cuenta Bancaria", type: "text", value: (row) => row.bankAccountName, width: 30 },
  { header: "Monto", type: "money", value: (row) => row.amount },
  { header: "Moneda", type: "text", value: (row) => row.currency, width: 8 },
  // 'Completado', 'Pendiente', anything else 'Cancelado', as the screen shows it.
  { header: "Estado", type: "text", value: (row) => transactionStatusLabels[row.status] ?? "Cancelado", width: 12 },
];

/** The transactions list with the screen's filters, newest date first, every page of it. */
export function transactionExport(db: Db, filters: Filters<TransactionExportQuery>): ExportTable<TransactionRecord> {
  return {
    fileName: "transacciones",
    sheetName: "Transacciones",
    columns: transactionColumns,
    pages: pagesOf(async (page) => (await listTransactions(db, { ...filters, ...page })).rows),
  };
}

const transferColumns: ReadonlyArray<ExportColumn<TransferRecord>> = [
  { header: "Fecha", type: "datetime", value: (row) => row.transferDate, width: 18 },
  { header: "Cuenta Origen", type: "text", value: (row) => row.fromAccountName ?? UNKNOWN_BANK_ACCOUNT, width: 30 },
  { header: "Cuenta Destino", type: "text", value: (row) => row.toAccountName ?? UNKNOWN_BANK_ACCOUNT, width: 30 },
  { header: "Monto", type: "money", value: (row) => row.amount },
  { header: "Comisión", type: "money", value: (row) => row.transferFee },
  { header: "Referencia", type: "text", value: (row) => row.reference, width: 18 },
  { header: "Descripción", type: "text", value: (row) => row.description, width: 40 },
  { header: "Estado", type: "text", value: (row) => transferStatusLabels[row.status], width: 12 },
];

/** The transfers list with the screen's filters, latest first, every page of it. */
export function transferExport(db: Db, filters: Filters<TransferExportQuery>): ExportTable<TransferRecord> {
  return {
    fileName: "transferencias",
    sheetName: "Transferencias",
    columns: transferColumns,
    pages: pagesOf(async (page) => (await listTransfers(db, { ...filters, ...page })).rows),
  };
}
