import { amountText } from "../values/record-fields";
import { z } from "../zod";

/**
 * GET /api/financial/summary: the finance home's figures, computed from the books in one query.
 * Every amount is a decimal string with two places; PAB and USD are added at par.
 * The rules behind each figure are in api/docs/finance-summary-exports.md.
 */
export const financialSummaryRecord = z.object({
  /** Completed income transactions, all time. */
  totalIncome: amountText("Ingresos completados, todo el tiempo"),
  /** Completed expense transactions, all time. */
  totalExpenses: amountText("Gastos completados, todo el tiempo"),
  /** totalIncome − totalExpenses (may be negative). */
  netIncome: amountText("Ingresos menos gastos (puede ser negativo)"),
  /** Current balances of the active bank accounts. */
  bankBalance: amountText("Saldo de las cuentas bancarias activas"),
  /** What clients still owe: balances of the receivables not paid. */
  accountsReceivableTotal: amountText("Lo que deben los clientes"),
  /** What is still owed to suppliers: balances of the payables not paid. */
  accountsPayableTotal: amountText("Lo que se debe a proveedores"),
});
export type FinancialSummaryRecord = z.infer<typeof financialSummaryRecord>;
