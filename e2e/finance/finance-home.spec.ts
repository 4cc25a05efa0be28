import { expect, test } from "@playwright/test";
import type { FinancialSummaryRecord } from "api/contract";
import { endpoints } from "api/contract/endpoints";
import { fromCents, toCents } from "api/contract/values/money";
import { formatBalboas } from "api/contract/values/money-format";
import { apiSend, createBankAccount, createTransaction, panamaIsoDate, signIn, statValue, uniqueTag } from "../support";

const cards: ReadonlyArray<[title: string, figure: keyof FinancialSummaryRecord]> = [
  ["Ingresos Totales", "totalIncome"],
  ["Gastos Totales", "totalExpenses"],
  ["Ingreso Neto", "netIncome"],
  ["Saldo Bancario", "bankBalance"],
  ["Cuentas por Cobrar", "accountsReceivableTotal"],
  ["Cuentas por Pagar", "accountsPayableTotal"],
];

/** A figure moved by a known amount, as the API writes it. */
const plus = (figure: string, amount: string) => fromCents(toCents(figure) + toCents(amount));

test("finance home: the summary cards show the books' figures and move by what is entered", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const before = await apiSend(page, endpoints.financialSummary);

  await page.goto("/finance");
  await expect(page.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
  await expect(page.getByText("ITBMS Compatible")).toBeVisible();
  await expect(page.getByText("DGI Ready")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Resumen" })).toHaveAttribute("aria-selected", "true");
  const summary = page.getByRole("region", { name: "Resumen financiero" });
  for (const [title, figure] of cards) {
    await expect(statValue(summary, title)).toHaveText(formatBalboas(before[figure]));
  }

  // An account opened with B/. 5,000.00, an income of 1,234.56 into it and an expense of 234.50 out of it.
  const { id: bankAccountId } = await createBankAccount(page, {
    bankName: "Banco General",
    accountName: `Operativa ${tag}`,
    accountNumber: `03-${tag}`,
    currentBalance: "5000.00",
  });
  const today = panamaIsoDate(0);
  await createTransaction(page, {
    transactionDate: today,
    transactionType: "income",
    amount: "1234.56",
    description: `Cobro inicial ${tag}`,
    bankAccountId,
  });
  await createTransaction(page, {
    transactionDate: today,
    transactionType: "expense",
    amount: "234.50",
    description: `Pago de internet ${tag}`,
    bankAccountId,
  });

  await page.reload();
  const expected: FinancialSummaryRecord = {
    totalIncome: plus(before.totalIncome, "1234.56"),
    totalExpenses: plus(before.totalExpenses, "234.50"),
    netIncome: plus(before.netIncome, "1000.06"),
    // 5,000.00 + 1,234.56 − 234.50
    bankBalance: plus(before.bankBalance, "6000.06"),
    accountsReceivableTotal: before.accountsReceivableTotal,
    accountsPayableTotal: before.accountsPayableTotal,
  };
  for (const [title, figure] of cards) {
    await expect(statValue(summary, title)).toHaveText(formatBalboas(expected[figure]));
  }

  // The last five transactions, as the API lists them.
  const latest = await apiSend(page, endpoints.listTransactions, { query: { limit: "5" } });
  const recent = page.getByRole("list", { name: "Transacciones recientes" });
  await expect(recent.getByRole("listitem")).toHaveCount(latest.length);
  // Tests running beside this one may write two movements with one description (two payments of
  // one bill): each description shows as many times as the API lists it.
  for (const transaction of latest) {
    const times = latest.filter((other) => other.description === transaction.description).length;
    await expect(recent.getByRole("listitem", { name: transaction.description, exact: true })).toHaveCount(times);
  }
  await expect(recent.getByRole("listitem", { name: `Cobro inicial ${tag}` })).toContainText("+B/. 1,234.56");
  await expect(recent.getByRole("listitem", { name: `Pago de internet ${tag}` })).toContainText("-B/. 234.50");
});

test("finance home: each 'new' quick action opens its screen's create dialog, once", async ({ page }) => {
  await signIn(page);
  const quickActions: ReadonlyArray<[action: string, path: string, dialog: string]> = [
    ["Nueva Transacción", "/finance/transactions", "Nueva Transacción"],
    ["Nueva Transferencia", "/finance/transfers", "Nueva Transferencia Bancaria"],
    ["Nueva cuenta por pagar", "/finance/payables", "Nueva cuenta por pagar"],
  ];
  for (const [action, path, dialogName] of quickActions) {
    await page.goto("/finance");
    await page
      .getByRole("region", { name: "Acciones Rápidas" })
      .getByRole("link", { name: action, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await expect(dialog).toBeVisible();
    // The request is dropped from the address, so a reload shows the screen with the dialog closed.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("finance home: the 'Módulos' tab has a tile for every finance module, each a link to it", async ({ page }) => {
  await signIn(page);
  await page.goto("/finance");
  await page.getByRole("tab", { name: "Módulos" }).click();
  const tiles = page.getByRole("navigation", { name: "Módulos financieros" });
  const modules: ReadonlyArray<[label: string, path: string]> = [
    ["Transacciones", "/finance/transactions"],
    ["Cuentas Bancarias", "/finance/bank-accounts"],
    ["Plan de Cuentas", "/finance/chart-accounts"],
    ["Contabilidad", "/finance/accounting"],
    ["Proveedores", "/finance/suppliers"],
    ["Cuentas por Cobrar", "/finance/receivables"],
    ["Cuentas por Pagar", "/finance/payables"],
    ["Pagos ACH", "/finance/ach"],
    ["Reportes Financieros", "/finance/reports"],
    ["Calendario de Pagos", "/finance/calendar"],
    ["Transferencias Bancarias", "/finance/transfers"],
    ["Presupuestos", "/finance/budgets"],
  ];
  await expect(tiles.getByRole("link")).toHaveCount(modules.length);
  for (const [label, path] of modules) {
    await expect(tiles.getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", path);
  }

  await tiles.getByRole("link", { name: /^Calendario de Pagos/ }).click();
  await expect(page).toHaveURL(/\/finance\/calendar$/);
  await expect(page.getByRole("heading", { name: "Calendario de Pagos", level: 1 })).toBeVisible();

  await page.goBack();
  await page.getByRole("tab", { name: "Módulos" }).click();
  await tiles.getByRole("link", { name: /^Transacciones/ }).click();
  await expect(page).toHaveURL(/\/finance\/transactions$/);
  await expect(page.getByRole("heading", { name: "Transacciones", level: 1 })).toBeVisible();
});
