import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { incomeTaxIndicator } from "api/contract/taxes/income-tax";
import { fromCents } from "api/contract/values/money";
import { formatBalboas } from "api/contract/values/money-format";
import { apiSend, cents, createClient, createSupplier, panamaIsoDate, signIn, statValue, uniqueTag } from "../support";

// The whole run shares one database: the figures are read before this test's data and compared
// after it, by what the data adds to each (worked out by hand below).

const pab = (amountCents: number) => formatBalboas((amountCents / 100).toFixed(2));
const toCents = (amount: string) => cents(amount);

const report = (page: Page, period = "current_month") =>
  apiSend(page, endpoints.financialReports, { query: { period } });

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

  // + B/. 1,000.00 in a new bank account (its opening balance: equity); + B/. 500.00 income and
  // B/. 120.00 expense booked today in Caja (no bank account).
  await apiSend(page, endpoints.createBankAccount, {
    body: {
      bankName: `Banco Reportes ${tag}`,
      accountNumber: `R-${tag}`,
      accountType: "checking",
      currentBalance: 1000,
    },
  });
  const categories = await apiSend(page, endpoints.listCategories);
  const consulting = categories.find((category) => category.name === "Consultoría");
  await apiSend(page, endpoints.createTransaction, {
    body: {
      transactionDate: today,
      transactionType: "income",
      amount: 500,
      description: `Consultoría ${tag}`,
      categoryId: consulting?.id,
    },
  });
  await apiSend(page, endpoints.createTransaction, {
    body: {
      transactionDate: today,
      transactionType: "expense",
      amount: 120,
      description: `Gasto ${tag}`,
    },
  });
  // + B/. 1,070.00 receivable: 1,000.00 of income and B/. 70.00 ITBMS charged (a liability);
  // + B/. 107.00 payable: 100.00 of expense and B/. 7.00 ITBMS paid (an asset).
  const { id: clientId } = await createClient(page, { name: `Cliente Reportes ${tag}` });
  await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId,
      description: `Factura ${tag}`,
      amount: 1000,
      issueDate: today,
      dueDate: panamaIsoDate(30),
      status: "sent",
    },
  });
  const { id: supplierId } = await createSupplier(page, { supplierCode: `REP-${tag}`, name: `Proveedor ${tag}` });
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId,
      invoiceNumber: `F-${tag}`,
      issueDate: today,
      dueDate: panamaIsoDate(30),
      totalAmount: 107,
      itbmsRate: "7",
      description: `Compra ${tag}`,
    },
  });

  const was = (amount: string) => toCents(amount.replace("-", "")) * (amount.startsWith("-") ? -1 : 1);
  const assets = was(before.balanceSheet.totalAssets) + 100000 + 50000 - 12000 + 107000 + 700;
  const liabilities = was(before.balanceSheet.totalLiabilities) + 7000 + 10700;
  const income = was(before.incomeStatement.totalIncome) + 50000 + 100000;
  const expenses = was(before.incomeStatement.totalExpenses) + 12000 + 10000;
  const net = income - expenses;

  await page.goto("/finance/reports");
  await expect(page.getByRole("heading", { name: "Reportes Financieros", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Período" })).toHaveText("Mes Actual");
  await expect(page.getByRole("tab", { name: "Estados Financieros", selected: true })).toBeVisible();

  // The balance sheet at the month's last day, by account; it balances.
  const sheet = page.getByRole("region", { name: "Balance General" });
  const monthEnd = before.balanceSheet.asOf;
  await expect(
    sheet.getByText(`Al ${monthEnd.slice(8)}/${monthEnd.slice(5, 7)}/${monthEnd.slice(0, 4)}`),
  ).toBeVisible();
  await expect(line(sheet, "Total Activos")).toContainText(pab(assets));
  await expect(line(sheet, "Total Pasivos")).toContainText(pab(liabilities));
  await expect(line(sheet, "Patrimonio")).toContainText(pab(assets - liabilities));
  await expect(line(sheet, "Total Pasivos y Patrimonio")).toContainText(pab(assets));
  await expect(line(sheet, "ITBMS por pagar")).toContainText("2.1.02");
  await expect(line(sheet, "Saldos de apertura")).toBeVisible();
  // The income statement: the sale is 1,000.00, its ITBMS is not income.
  const results = page.getByRole("region", { name: "Estado de Resultados" });
  await expect(line(results, "Total Ingresos")).toContainText(pab(income));
  await expect(line(results, "Total Gastos")).toContainText(pab(expenses));
  await expect(line(results, "Utilidad Neta")).toContainText(pab(net));
  await expect(line(results, "Consultoría")).toContainText("4.1.03");
  await expect(line(results, "Ventas de servicios")).toBeVisible();
  // Cash: Caja's 500.00 in and 120.00 out; the new account's opening balance on its own line.
  const cash = page.getByRole("region", { name: "Flujo de Efectivo" });
  const inflows = was(before.cashFlow.inflows) + 50000;
  const outflows = was(before.cashFlow.outflows) + 12000;
  await expect(line(cash, "Entradas de efectivo")).toContainText(pab(inflows));
  await expect(line(cash, "Salidas de efectivo")).toContainText(pab(outflows));
  await expect(line(cash, "Flujo Neto")).toContainText(pab(inflows - outflows));
  await expect(line(cash, "Saldos iniciales de cuentas nuevas")).toContainText(
    pab(was(before.cashFlow.accountOpenings) + 100000),
  );
  await expect(line(cash, "Efectivo al final")).toContainText(pab(was(before.cashFlow.closingCash) + 138000));
  // One 'Exportar PDF' per statement (the downloads: documents-pdf.spec.ts).
  for (const statement of [sheet, results, cash]) {
    await expect(statement.getByRole("button", { name: "Exportar PDF" })).toBeVisible();
  }
  // And as CSV or Excel: the income statement's rows as its PDF prints them.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await results.getByRole("button", { name: "Exportar", exact: true }).click();
      await page.getByRole("menuitem", { name: /^CSV/ }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toBe(`estado-de-resultados-${before.from.slice(0, 7)}.csv`);
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv).toContain("Sección,Código,Concepto,Monto");
  expect(csv).toMatch(/,4\.1\.05,Ventas de servicios,\d+\.\d{2}/);

  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await expect(page.getByText("ITBMS 7%", { exact: true })).toBeVisible();
  await expect(page.getByText("Impuesto sobre la Renta 25%", { exact: true })).toBeVisible();
  const charged = was(before.fiscal.itbmsCharged) + 7000;
  const paid = was(before.fiscal.itbmsPaid) + 700;
  await expect(statValue(page, "ITBMS Cobrado")).toHaveText(pab(charged));
  await expect(statValue(page, "ITBMS Pagado")).toHaveText(pab(paid));
  // Charged − paid of the period, without the credit carried in: not called 'por pagar'.
  await expect(statValue(page, "Diferencia del Período")).toHaveText(pab(charged - paid));
  // The indicator: the taxpayer's yearly rule on the month's net income and income.
  const indicator = incomeTaxIndicator(
    before.fiscal.incomeTax.taxpayer,
    fromCents(BigInt(net)),
    fromCents(BigInt(income)),
  );
  await expect(statValue(page, "Impuesto sobre la Renta (estimado)")).toHaveText(formatBalboas(indicator.amount));
  await expect(page.getByText(/Indicador estimado: aplica la regla anual a las cifras de este período/)).toBeVisible();

  expect(chartRequests).toEqual([]);
  await page.getByRole("tab", { name: "Análisis" }).click();
  const byMonth = page.getByRole("region", { name: "Ingresos y Gastos por Mes" });
  await expect(byMonth.locator("svg").first()).toBeVisible();
  await expect(byMonth.getByText("Ingresos", { exact: true })).toBeVisible();
  await expect(byMonth.getByText("Gastos", { exact: true })).toBeVisible();
  // Each bar is an account of the chart.
  const byCategory = page.getByRole("region", { name: "Ingresos por Categoría" });
  await expect(byCategory.getByText("Consultoría")).toBeVisible();
  await expect(byCategory.getByText("Ventas de servicios")).toBeVisible();
  expect(chartRequests).toHaveLength(1);

  // Another period: the figures of last year.
  const lastYear = await report(page, "last_year");
  await page.getByRole("combobox", { name: "Período" }).click();
  await page.getByRole("option", { name: "Año Anterior" }).click();
  await page.getByRole("tab", { name: "Estados Financieros" }).click();
  await expect(line(results, "Total Ingresos")).toContainText(formatBalboas(lastYear.incomeStatement.totalIncome));
  await expect(line(results, "Utilidad Neta")).toContainText(formatBalboas(lastYear.incomeStatement.netIncome));
});
