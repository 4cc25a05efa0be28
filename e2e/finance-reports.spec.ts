import { expect, type Locator, type Page, test } from "@playwright/test";
import type { FinancialReportsRecord } from "api/contract";
import { formatBalboas } from "api/contract/money-format";
import { apiPost, cents, createClient, createSupplier, panamaIsoDate, signIn, statValue, uniqueTag } from "./support";

// The whole run shares one database: the figures are read before this test's data and compared
// after it, by what the data adds to each (worked out by hand below).

const pab = (amountCents: number) => formatBalboas((amountCents / 100).toFixed(2));
const toCents = (amount: string) => cents(amount);

async function report(page: Page, period = "current_month") {
  const response = await page.request.get(`/api/financial/reports?period=${period}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FinancialReportsRecord;
}

/** A statement's line: its label and its amount. */
const line = (scope: Locator, label: string) =>
  scope.getByTestId("report-line").filter({ has: scope.page().getByText(label, { exact: true }) });

test("Financial reports ('Reportes Financieros'): statements, fiscal figures and charts of the period", async ({
  page,
}) => {
  // The charts are downloaded only by the 'Análisis' tab: not by the landing page, nor the other tabs.
  const chartRequests: string[] = [];
  page.on("request", (request) => {
    if (/analysis-charts/.test(request.url())) chartRequests.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
  await signIn(page);
  const tag = uniqueTag();
  const before = await report(page);
  const today = panamaIsoDate(0);

  // + B/. 1,000.00 in the bank; + B/. 500.00 income and B/. 120.00 expense booked today (no account).
  await apiPost(page, "/api/financial/bank-accounts", {
    bankName: `Banco Reportes ${tag}`,
    accountNumber: `R-${tag}`,
    accountType: "checking",
    currentBalance: 1000,
  });
  const categories = (await (await page.request.get("/api/financial/categories")).json()) as {
    id: number;
    name: string;
  }[];
  const consulting = categories.find((category) => category.name === "Consultoría");
  await apiPost(page, "/api/financial/transactions", {
    transactionDate: today,
    transactionType: "income",
    amount: 500,
    description: `Consultoría ${tag}`,
    categoryId: consulting?.id,
  });
  await apiPost(page, "/api/financial/transactions", {
    transactionDate: today,
    transactionType: "expense",
    amount: 120,
    description: `Gasto ${tag}`,
  });
  // + B/. 1,070.00 receivable with B/. 70.00 ITBMS charged; + B/. 107.00 payable with B/. 7.00 ITBMS paid.
  const { id: clientId } = await createClient(page, { name: `Cliente Reportes ${tag}` });
  await apiPost(page, "/api/invoices", {
    clientId,
    description: `Factura ${tag}`,
    amount: 1000,
    issueDate: today,
    dueDate: panamaIsoDate(30),
    status: "sent",
  });
  const { id: supplierId } = await createSupplier(page, { supplierCode: `REP-${tag}`, name: `Proveedor ${tag}` });
  await apiPost(page, "/api/financial/accounts-payable", {
    supplierId,
    invoiceNumber: `F-${tag}`,
    issueDate: today,
    dueDate: panamaIsoDate(30),
    totalAmount: 107,
    itbmsRate: "7",
    description: `Compra ${tag}`,
  });

  const was = (amount: string) => toCents(amount.replace("-", "")) * (amount.startsWith("-") ? -1 : 1);
  const assets = was(before.balanceSheet.totalAssets) + 100000 + 107000;
  const liabilities = was(before.balanceSheet.totalLiabilities) + 10700;
  const income = was(before.incomeStatement.totalIncome) + 50000;
  const expenses = was(before.incomeStatement.totalExpenses) + 12000;
  const net = income - expenses;

  await page.goto("/finance/reports");
  await expect(page.getByRole("heading", { name: "Reportes Financieros", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Período" })).toHaveText("Mes Actual");
  await expect(page.getByRole("tab", { name: "Estados Financieros", selected: true })).toBeVisible();

  const sheet = page.getByRole("region", { name: "Balance General" });
  await expect(line(sheet, "Total Activos")).toContainText(pab(assets));
  await expect(line(sheet, "Total Pasivos")).toContainText(pab(liabilities));
  await expect(line(sheet, "Patrimonio")).toContainText(pab(assets - liabilities));
  const results = page.getByRole("region", { name: "Estado de Resultados" });
  await expect(line(results, "Total Ingresos")).toContainText(pab(income));
  await expect(line(results, "Total Gastos")).toContainText(pab(expenses));
  await expect(line(results, "Utilidad Neta")).toContainText(pab(net));
  await expect(line(results, "Consultoría")).toBeVisible();
  const cash = page.getByRole("region", { name: "Flujo de Efectivo" });
  await expect(line(cash, "Flujo Neto")).toContainText(pab(net));
  // One 'Exportar PDF' per statement (the downloads: documents-pdf.spec.ts).
  for (const statement of [sheet, results, cash]) {
    await expect(statement.getByRole("button", { name: "Exportar PDF" })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await expect(page.getByText("ITBMS 7%", { exact: true })).toBeVisible();
  await expect(page.getByText("Impuesto sobre la Renta 25%", { exact: true })).toBeVisible();
  const charged = was(before.fiscal.itbmsCharged) + 7000;
  const paid = was(before.fiscal.itbmsPaid) + 700;
  await expect(statValue(page, "ITBMS Cobrado")).toHaveText(pab(charged));
  await expect(statValue(page, "ITBMS Pagado")).toHaveText(pab(paid));
  await expect(statValue(page, "ITBMS por Pagar")).toHaveText(pab(charged - paid));
  // 25 % of the net income, to the cent (half up), none on a loss.
  await expect(statValue(page, "Impuesto sobre la Renta (25%)")).toHaveText(
    pab(net > 0 ? Math.floor(net / 4 + 0.5) : 0),
  );

  expect(chartRequests).toEqual([]);
  await page.getByRole("tab", { name: "Análisis" }).click();
  const byMonth = page.getByRole("region", { name: "Ingresos y Gastos por Mes" });
  await expect(byMonth.locator("svg").first()).toBeVisible();
  await expect(byMonth.getByText("Ingresos", { exact: true })).toBeVisible();
  await expect(byMonth.getByText("Gastos", { exact: true })).toBeVisible();
  const byCategory = page.getByRole("region", { name: "Ingresos por Categoría" });
  await expect(byCategory.getByText("Consultoría")).toBeVisible();
  expect(chartRequests).toHaveLength(1);

  // Another period: the figures of last year.
  const lastYear = await report(page, "last_year");
  await page.getByRole("combobox", { name: "Período" }).click();
  await page.getByRole("option", { name: "Año Anterior" }).click();
  await page.getByRole("tab", { name: "Estados Financieros" }).click();
  await expect(line(results, "Total Ingresos")).toContainText(formatBalboas(lastYear.incomeStatement.totalIncome));
  await expect(line(results, "Utilidad Neta")).toContainText(formatBalboas(lastYear.incomeStatement.netIncome));
});
