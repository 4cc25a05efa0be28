import { books, type Endpoint } from "../endpoint";
import { budgetInput, budgetPatch, budgetRecord, budgetsQuery } from "../finance/budgets";
import {
  chartAccountInput,
  chartAccountPatch,
  chartAccountRecord,
  chartAccountsQuery,
} from "../finance/chart-accounts";
import { calendarExportQuery, statementExportQuery } from "../finance/exports";
import {
  financialReportsQuery,
  financialReportsRecord,
  paymentCalendarQuery,
  paymentCalendarRecord,
} from "../finance/financial-reports";
import { financialSummaryRecord } from "../finance/financial-summary";
import { dgiMonthQuery, form430Record, informe43Record } from "../taxes/dgi";
import { form430Document } from "../taxes/dgi-documents";
import { z } from "../zod";
import { SPREADSHEETS } from "./money";

// The endpoint table (endpoints.ts), part four: the finance module's books (finance and admin):
// the chart of accounts, budgets, the payment calendar, the reports, the DGI's, the summary.

const PDF = ["application/pdf"] as const;

/** The three statements of GET /api/financial/reports, each also as a PDF. */
const statementPdf = (kind: string, name: string) =>
  ({
    method: "GET",
    path: `/api/financial/reports/${kind}.pdf`,
    summary: `${name} en PDF`,
    tag: "Reportes financieros",
    access: books,
    query: financialReportsQuery,
    answer: { file: PDF, about: `${name} del período` },
    refusals: [503],
  }) as const satisfies Endpoint;

/** The same statement as CSV or Excel: the rows the PDF prints. */
const statementExport = (kind: string, name: string) =>
  ({
    method: "GET",
    path: `/api/financial/reports/${kind}/export`,
    summary: `${name} en CSV o Excel`,
    description: "Las filas que imprime el PDF: sección, código de la cuenta, concepto y monto.",
    tag: "Reportes financieros",
    access: books,
    query: statementExportQuery,
    answer: { file: SPREADSHEETS, about: `${name} del período` },
  }) as const satisfies Endpoint;

export const booksEndpoints = {
  listChartAccounts: {
    method: "GET",
    path: "/api/financial/chart-accounts",
    summary: "Catálogo de cuentas",
    tag: "Catálogo de cuentas",
    access: books,
    query: chartAccountsQuery,
    answer: { json: z.array(chartAccountRecord) },
  },
  getChartAccount: {
    method: "GET",
    path: "/api/financial/chart-accounts/{id}",
    summary: "Una cuenta del catálogo",
    tag: "Catálogo de cuentas",
    access: books,
    answer: { json: chartAccountRecord },
  },
  createChartAccount: {
    method: "POST",
    path: "/api/financial/chart-accounts",
    summary: "Crear una cuenta del catálogo",
    tag: "Catálogo de cuentas",
    access: books,
    body: chartAccountInput,
    answer: { json: chartAccountRecord, status: 201 },
  },
  updateChartAccount: {
    method: "PATCH",
    path: "/api/financial/chart-accounts/{id}",
    summary: "Modificar o desactivar una cuenta del catálogo",
    description: "Las cuentas se desactivan, nunca se eliminan.",
    tag: "Catálogo de cuentas",
    access: books,
    body: chartAccountPatch,
    answer: { json: chartAccountRecord },
  },
  listBudgets: {
    method: "GET",
    path: "/api/financial/budgets",
    summary: "Listar presupuestos, con lo real y lo restante",
    tag: "Presupuestos",
    access: books,
    query: budgetsQuery,
    answer: { json: z.array(budgetRecord) },
  },
  getBudget: {
    method: "GET",
    path: "/api/financial/budgets/{id}",
    summary: "Un presupuesto",
    tag: "Presupuestos",
    access: books,
    answer: { json: budgetRecord },
  },
  createBudget: {
    method: "POST",
    path: "/api/financial/budgets",
    summary: "Crear un presupuesto",
    tag: "Presupuestos",
    access: books,
    body: budgetInput,
    answer: { json: budgetRecord, status: 201 },
  },
  updateBudget: {
    method: "PATCH",
    path: "/api/financial/budgets/{id}",
    summary: "Modificar un presupuesto",
    tag: "Presupuestos",
    access: books,
    body: budgetPatch,
    answer: { json: budgetRecord },
  },
  deleteBudget: {
    method: "DELETE",
    path: "/api/financial/budgets/{id}",
    summary: "Eliminar un presupuesto",
    tag: "Presupuestos",
    access: books,
    answer: { empty: true },
  },
  exportCalendar: {
    method: "GET",
    path: "/api/financial/calendar/export",
    summary: "Exportar el calendario de pagos (CSV o Excel)",
    tag: "Calendario de pagos",
    access: books,
    query: calendarExportQuery,
    answer: { file: SPREADSHEETS, about: "Los elementos filtrados del calendario" },
  },
  paymentCalendar: {
    method: "GET",
    path: "/api/financial/calendar",
    summary: "Calendario de pagos: lo que vence en la ventana, con sus tarjetas",
    tag: "Calendario de pagos",
    access: books,
    query: paymentCalendarQuery,
    answer: { json: paymentCalendarRecord },
    paged: true,
  },
  financialReports: {
    method: "GET",
    path: "/api/financial/reports",
    summary: "Reportes financieros del período",
    description: "Balance general, estado de resultados, flujo de efectivo, impuestos y análisis.",
    tag: "Reportes financieros",
    access: books,
    query: financialReportsQuery,
    answer: { json: financialReportsRecord },
  },
  balanceSheetPdf: statementPdf("balance-sheet", "Balance general"),
  incomeStatementPdf: statementPdf("income-statement", "Estado de resultados"),
  cashFlowPdf: statementPdf("cash-flow", "Flujo de efectivo"),
  exportBalanceSheet: statementExport("balance-sheet", "Balance general"),
  exportIncomeStatement: statementExport("income-statement", "Estado de resultados"),
  exportCashFlow: statementExport("cash-flow", "Flujo de efectivo"),
  form430: {
    method: "GET",
    path: "/api/financial/dgi/form-430",
    summary: "Formulario 430 (declaración de ITBMS) de un mes",
    tag: "DGI",
    access: books,
    query: dgiMonthQuery,
    answer: { json: form430Record },
  },
  fileForm430: {
    method: "POST",
    path: "/api/financial/dgi/form-430/{month}/filing",
    summary: "Presentar el Formulario 430 de un mes",
    description:
      "Guarda las cifras del mes como presentadas y cierra el mes en los libros (si no lo estaba), en una transacción. Solo un mes terminado; una sola vez (409 'Ya se presentó…'). Después, el formulario del mes responde las cifras presentadas y las diferencias con los libros.",
    tag: "DGI",
    access: books,
    answer: { json: form430Record, status: 201 },
    refusals: [409],
  },
  form430Documents: {
    method: "GET",
    path: "/api/financial/dgi/form-430/{month}/documents",
    summary: "Los documentos de ventas del mes del Formulario 430",
    description:
      "Las facturas emitidas en el mes (también las anuladas, que no cuentan) y las notas de crédito del mes (en negativo), con su documento electrónico (tipo, número fiscal, CUFE, estado): para comprobar la declaración.",
    tag: "DGI",
    access: books,
    answer: { json: z.array(form430Document) },
  },
  form430Pdf: {
    method: "GET",
    path: "/api/financial/dgi/form-430.pdf",
    summary: "Formulario 430 en PDF",
    tag: "DGI",
    access: books,
    query: dgiMonthQuery,
    answer: { file: PDF, about: "El formulario del mes" },
    refusals: [503],
  },
  informe43: {
    method: "GET",
    path: "/api/financial/dgi/informe-43",
    summary: "Informe 43 (compras) de un mes",
    tag: "DGI",
    access: books,
    query: dgiMonthQuery,
    answer: { json: informe43Record },
  },
  informe43Text: {
    method: "GET",
    path: "/api/financial/dgi/informe-43.txt",
    summary: "Informe 43 como archivo de importación de e-Tax 2.0",
    tag: "DGI",
    access: books,
    query: dgiMonthQuery,
    answer: { file: ["text/plain"], about: "El archivo del mes, en windows-1252" },
  },
  informe43Sheet: {
    method: "GET",
    path: "/api/financial/dgi/informe-43.xlsx",
    summary: "Informe 43 en Excel",
    tag: "DGI",
    access: books,
    query: dgiMonthQuery,
    answer: { file: [SPREADSHEETS[1]], about: "El informe del mes" },
  },
  financialSummary: {
    method: "GET",
    path: "/api/financial/summary",
    summary: "Cifras de la página principal de finanzas",
    tag: "Resumen financiero",
    access: books,
    answer: { json: financialSummaryRecord },
  },
} as const satisfies Record<string, Endpoint>;
