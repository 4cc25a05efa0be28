import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type FinancialReportsRecord, todayInPanama } from "../../../contract";
import type { Db } from "../../../db/client";
import {
  accountsReceivable,
  bankAccounts,
  companySettings,
  transactionCategories,
  transactions,
} from "../../../db/schema";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient } from "../../../test/fixtures";
import { downloadPdf } from "../../../test/pdf-text";

// GET /api/financial/reports/{balance-sheet|income-statement|cash-flow}.pdf: the statements of the
// JSON report as PDFs, read back with a PDF text extractor (api/docs/pdf-documents.md).

const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function categoryId(db: Db, name: string) {
  const [row] = await db
    .select({ id: transactionCategories.id })
    .from(transactionCategories)
    .where(eq(transactionCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

/** Books for this month, figures by hand below. */
async function writeBooks(db: Db) {
  const today = todayInPanama();
  await db.update(companySettings).set({ ruc: "155596713-2-2015", dv: "59" }).where(eq(companySettings.id, 1));
  // Bank 1500.25 + 234.50 = 1734.75.
  await db.insert(bankAccounts).values([
    { bankName: "Banco General", accountNumber: "PDF-01", currentBalance: "1500.25" },
    { bankName: "Banistmo", accountNumber: "PDF-02", currency: "USD", currentBalance: "234.50" },
  ]);
  // Receivables 400.00: assets 2134.75; no payables: equity 2134.75.
  const { id: clientId } = await insertClient(db, { name: "Cliente de estados" });
  await db.insert(accountsReceivable).values({
    clientId,
    invoiceNumber: "PDF-X-1",
    issueDate: today,
    dueDate: today,
    totalAmount: "400",
    balanceAmount: "400",
  });
  // Income 2000.00 (Ventas de servicios) + 150.50 (no category) = 2150.50; expenses 800.00 (Alquiler).
  // Net income and net cash flow 1350.50.
  const base = { transactionDate: today, description: "Movimiento" };
  await db.insert(transactions).values([
    { ...base, transactionType: "income", amount: "2000.00", categoryId: await categoryId(db, "Ventas de servicios") },
    { ...base, transactionType: "income", amount: "150.50" },
    { ...base, transactionType: "expense", amount: "800.00", categoryId: await categoryId(db, "Alquiler") },
  ]);
}

describeEachDatabase("financial statement PDFs", (getDb) => {
  test("each statement prints its headings and the report's figures for the period", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await writeBooks(db);
    const today = todayInPanama();
    const month = today.slice(0, 7);
    const { body: report } = await api.get<FinancialReportsRecord>("/api/financial/reports?period=current_month");
    expect(report.incomeStatement.netIncome).toBe("1350.50");
    const header = ["Istmo Software", "RUC 155596713-2-2015 DV 59"];
    const period = `Período: Mes Actual Del ${printed(report.from)} al ${printed(report.to)}`;

    const balance = await downloadPdf(api.request, "/api/financial/reports/balance-sheet.pdf?period=current_month");
    expect(balance.fileName).toBe(`balance-general-${today}.pdf`);
    for (const expected of [
      ...header,
      `BALANCE GENERAL Al ${printed(today)}`,
      "Activos Efectivo en bancos B/. 1,734.75 Cuentas por cobrar B/. 400.00 Total Activos B/. 2,134.75",
      "Pasivos Cuentas por pagar B/. 0.00 Total Pasivos B/. 0.00",
      "Patrimonio Total Patrimonio B/. 2,134.75",
    ]) {
      expect(balance.text).toContain(expected);
    }

    const income = await downloadPdf(api.request, "/api/financial/reports/income-statement.pdf?period=current_month");
    expect(income.fileName).toBe(`estado-de-resultados-${month}.pdf`);
    for (const expected of [
      ...header,
      `ESTADO DE RESULTADOS ${period}`,
      "Ingresos Ventas de servicios B/. 2,000.00 Sin categoría B/. 150.50 Total Ingresos B/. 2,150.50",
      "Gastos Alquiler B/. 800.00 Total Gastos B/. 800.00",
      "Resultado Utilidad Neta B/. 1,350.50",
    ]) {
      expect(income.text).toContain(expected);
    }

    const flow = await downloadPdf(api.request, "/api/financial/reports/cash-flow.pdf?period=current_month");
    expect(flow.fileName).toBe(`flujo-de-efectivo-${month}.pdf`);
    for (const expected of [
      ...header,
      `FLUJO DE EFECTIVO ${period}`,
      "Entradas de efectivo B/. 2,150.50 Salidas de efectivo B/. 800.00 Flujo Neto B/. 1,350.50",
    ]) {
      expect(flow.text).toContain(expected);
    }
  });

  test("the period is the JSON report's: its default, other periods and their file names", async () => {
    const api = await signedInApi(getDb());
    const today = todayInPanama();
    const year = Number(today.slice(0, 4));
    const quarter = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
    const byDefault = await downloadPdf(api.request, "/api/financial/reports/cash-flow.pdf");
    expect(byDefault.fileName).toBe(`flujo-de-efectivo-${today.slice(0, 7)}.pdf`);
    expect(byDefault.text).toContain("Período: Mes Actual");
    const lastYear = await downloadPdf(api.request, "/api/financial/reports/income-statement.pdf?period=last_year");
    expect(lastYear.fileName).toBe(`estado-de-resultados-${year - 1}.pdf`);
    expect(lastYear.text).toContain(`Período: Año Anterior Del 01/01/${year - 1} al 31/12/${year - 1}`);
    const thisQuarter = await downloadPdf(api.request, "/api/financial/reports/cash-flow.pdf?period=current_quarter");
    expect(thisQuarter.fileName).toBe(`flujo-de-efectivo-${year}-T${quarter}.pdf`);
  });

  test("a period that is not one of the report's is 400 'Período inválido'; an unknown statement is 404", async () => {
    const api = await signedInApi(getDb());
    await expectIssue(
      await api.get("/api/financial/reports/balance-sheet.pdf?period=next_year"),
      "period",
      "Período inválido",
    );
    const unknown = await api.request("GET", "/api/financial/reports/trial-balance.pdf");
    expect(unknown.status).toBe(404);
  });
});
