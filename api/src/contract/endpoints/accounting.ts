import { adminOnly, books, type Endpoint, everyone } from "../endpoint";
import {
  closedPeriodRecord,
  generalLedgerQuery,
  generalLedgerRecord,
  incomeAccountRecord,
  journalEntryRecord,
  journalListQuery,
  manualEntryInput,
  openingBalancesInput,
  periodQuery,
  trialBalanceRecord,
} from "../finance/accounting";
import { journalExportQuery, periodExportQuery } from "../finance/exports";
import { z } from "../zod";
import { SPREADSHEETS } from "./money";

// The endpoint table (endpoints.ts), part five: the general ledger (finance and admin), so the
// accountant and the tools they connect read the books (api/docs/ledger.md).

export const accountingEndpoints = {
  exportJournal: {
    method: "GET",
    path: "/api/accounting/journal/export",
    summary: "Exportar el libro diario (CSV o Excel)",
    description: "Con los mismos filtros que la lista, todas las páginas: una fila por línea de cada asiento.",
    tag: "Contabilidad",
    access: books,
    query: journalExportQuery,
    answer: { file: SPREADSHEETS, about: "Las líneas de los asientos filtrados" },
  },
  listJournal: {
    method: "GET",
    path: "/api/accounting/journal",
    summary: "Libro diario",
    description:
      "Los asientos, el más reciente primero, con sus líneas. `q` busca en la descripción; `account` filtra por el código de una cuenta.",
    tag: "Contabilidad",
    access: books,
    query: journalListQuery,
    answer: { json: z.array(journalEntryRecord) },
    paged: true,
  },
  getJournalEntry: {
    method: "GET",
    path: "/api/accounting/journal/{id}",
    summary: "Un asiento",
    tag: "Contabilidad",
    access: books,
    answer: { json: journalEntryRecord },
  },
  createJournalEntry: {
    method: "POST",
    path: "/api/accounting/journal",
    summary: "Registrar un asiento manual",
    description:
      "Dos líneas o más, cada una débito o crédito, que cuadran. Lo registrado no se edita: se revierte con otro asiento.",
    tag: "Contabilidad",
    access: books,
    body: manualEntryInput,
    answer: { json: journalEntryRecord, status: 201 },
    refusals: [409],
  },
  postOpeningBalances: {
    method: "POST",
    path: "/api/accounting/opening-balances",
    summary: "Registrar saldos de apertura",
    description:
      "Para una empresa que empieza sus libros aquí a mitad de año: el saldo de cada cuenta el día de apertura, cada una un asiento contra 3.4 Saldos de apertura. Bancos (1.1.02) no: cada cuenta bancaria trae su saldo inicial. Una cuenta con saldo de apertura vigente se corrige con un asiento manual.",
    tag: "Contabilidad",
    access: books,
    body: openingBalancesInput,
    answer: { json: z.array(journalEntryRecord), status: 201 },
    refusals: [409],
  },
  trialBalance: {
    method: "GET",
    path: "/api/accounting/trial-balance",
    summary: "Balance de comprobación",
    description:
      "Cada cuenta con saldo inicial, débitos, créditos y saldo final del período (débito positivo). Sin fechas: el año en curso.",
    tag: "Contabilidad",
    access: books,
    query: periodQuery,
    answer: { json: trialBalanceRecord },
  },
  exportTrialBalance: {
    method: "GET",
    path: "/api/accounting/trial-balance/export",
    summary: "Exportar el balance de comprobación (CSV o Excel)",
    tag: "Contabilidad",
    access: books,
    query: periodExportQuery,
    answer: { file: SPREADSHEETS, about: "Cada cuenta del período y la fila de totales" },
  },
  generalLedger: {
    method: "GET",
    path: "/api/accounting/general-ledger/{accountCode}",
    summary: "Libro mayor de una cuenta",
    description: "Las líneas de la cuenta en el período, con el saldo tras cada una; paginado con limit y offset.",
    tag: "Contabilidad",
    access: books,
    query: generalLedgerQuery,
    answer: { json: generalLedgerRecord },
  },
  exportGeneralLedger: {
    method: "GET",
    path: "/api/accounting/general-ledger/{accountCode}/export",
    summary: "Exportar el libro mayor de una cuenta (CSV o Excel)",
    description: "El saldo inicial, cada línea del período con el saldo tras ella, y el saldo final.",
    tag: "Contabilidad",
    access: books,
    query: periodExportQuery,
    answer: { file: SPREADSHEETS, about: "Las líneas de la cuenta en el período" },
  },
  listClosedPeriods: {
    method: "GET",
    path: "/api/accounting/periods",
    summary: "Meses cerrados",
    tag: "Contabilidad",
    access: books,
    answer: { json: z.array(closedPeriodRecord) },
  },
  closePeriod: {
    method: "POST",
    path: "/api/accounting/periods/{month}/close",
    summary: "Cerrar un mes",
    description:
      "Solo un mes terminado. Después nada con fecha en él se registra, modifica, anula ni elimina (409 con el mes); las correcciones van a un mes abierto.",
    tag: "Contabilidad",
    access: books,
    answer: { json: closedPeriodRecord, status: 201 },
    refusals: [409],
  },
  reopenPeriod: {
    method: "POST",
    path: "/api/accounting/periods/{month}/reopen",
    summary: "Reabrir un mes cerrado",
    description: "Solo administradores; queda en la actividad.",
    tag: "Contabilidad",
    access: adminOnly,
    answer: { empty: true },
    refusals: [409],
  },
  listIncomeAccounts: {
    method: "GET",
    path: "/api/income-accounts",
    summary: "Cuentas de ingresos para las líneas de una factura",
    description:
      "Las cuentas de ingresos activas sin subcuentas, a las que una línea de factura o cotización puede enviar su venta (`incomeAccountCode`). Todo el personal las lee: quien factura elige el tipo de ingreso.",
    tag: "Contabilidad",
    access: everyone,
    answer: { json: z.array(incomeAccountRecord) },
  },
} as const satisfies Record<string, Endpoint>;
