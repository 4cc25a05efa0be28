import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, todayInPanama } from "../../../contract";
import type { Db } from "../../../db/client";
import { companySettings } from "../../../db/schema";
import { expectIssue, signedInApi } from "../../../test/api";
import { booksApi } from "../../../test/book-writes";
import { describeEachDatabase } from "../../../test/databases";
import { readCsv, readXlsx } from "../../../test/exports";
import { insertClient } from "../../../test/fixtures";
import { downloadPdf } from "../../../test/pdf-text";

// GET /api/financial/reports/{balance-sheet|income-statement|cash-flow}.pdf: the statements of the
// JSON report as PDFs, read back with a PDF text extractor (api/docs/pdf-documents.md).

const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Books for this month, written through the API (each posts its entry); figures by hand below. */
async function writeBooks(db: Db) {
  const today = todayInPanama();
  await db.update(companySettings).set({ ruc: "155596713-2-2015", dv: "59" }).where(eq(companySettings.id, 1));
  const books = await booksApi(db, (await insertClient(db, { name: "Cliente de estados" })).id);
  // Opened today with 1,500.25 and 234.50: Bancos 1,734.75 against Saldos de apertura.
  const a = await books.bankAccount("PDF-A", "1500.25");
  await books.bankAccount("PDF-B", "234.50");
  // An invoice of 400.00 + 28.00 ITBMS, still owed: Cuentas por cobrar 428.00, ITBMS por pagar 28.00.
  await books.invoice(today, "400.00");
  // Income 2,000.00 into the bank (Consultoría) and 150.50 in Caja (Otros ingresos); rent 800.00 from the bank.
  await books.transaction(today, "income", "2000.00", { category: "Consultoría", bankAccountId: a });
  await books.transaction(today, "income", "150.50", {});
  await books.transaction(today, "expense", "800.00", { category: "Alquiler", bankAccountId: a });
}

describeEachDatabase("financial statement PDFs", (getDb) => {
  test("each statement prints its headings, its accounts with their codes and the report's figures", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await writeBooks(db);
    const today = todayInPanama();
    const month = today.slice(0, 7);
    const report = await api.send(endpoints.financialReports, { query: { period: "current_month" } });
    expect(report.incomeStatement.netIncome).toBe("1750.50");
    const header = ["Istmo Software", "RUC 155596713-2-2015 DV 59"];
    const period = `Período: Mes Actual Del ${printed(report.from)} al ${printed(report.to)}`;

    const balance = await downloadPdf(api.request, "/api/financial/reports/balance-sheet.pdf?period=current_month");
    expect(balance.fileName).toBe(`balance-general-${report.to}.pdf`);
    for (const expected of [
      ...header,
      `BALANCE GENERAL Al ${printed(report.to)}`,
      "Activos 1.1.01 Caja B/. 150.50 1.1.02 Bancos B/. 2,934.75 1.1.03 Cuentas por cobrar B/. 428.00 Total Activos B/. 3,513.25",
      "Pasivos 2.1.02 ITBMS por pagar B/. 28.00 Total Pasivos B/. 28.00",
      "Patrimonio 3.4 Saldos de apertura B/. 1,734.75 Resultado no cerrado B/. 1,750.50 Total Patrimonio B/. 3,485.25 Total Pasivos y Patrimonio B/. 3,513.25",
    ]) {
      expect(balance.text).toContain(expected);
    }

    const income = await downloadPdf(api.request, "/api/financial/reports/income-statement.pdf?period=current_month");
    expect(income.fileName).toBe(`estado-de-resultados-${month}.pdf`);
    for (const expected of [
      ...header,
      `ESTADO DE RESULTADOS ${period}`,
      "Ingresos 4.1.03 Consultoría B/. 2,000.00 4.1.05 Ventas de servicios B/. 400.00 4.2.02 Otros ingresos B/. 150.50 Total Ingresos B/. 2,550.50",
      "Gastos 6.2.01 Alquiler B/. 800.00 Total Gastos B/. 800.00",
      "Resultado Utilidad Neta B/. 1,750.50",
      "Sin ITBMS",
    ]) {
      expect(income.text).toContain(expected);
    }

    const flow = await downloadPdf(api.request, "/api/financial/reports/cash-flow.pdf?period=current_month");
    expect(flow.fileName).toBe(`flujo-de-efectivo-${month}.pdf`);
    for (const expected of [
      ...header,
      `FLUJO DE EFECTIVO ${period}`,
      "Efectivo al inicio B/. 0.00 Entradas de efectivo B/. 2,150.50 Salidas de efectivo B/. 800.00 Flujo Neto B/. 1,350.50 Saldos iniciales de cuentas nuevas B/. 1,734.75 Efectivo al final B/. 3,085.25",
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

  test("each statement as CSV and Excel: the rows its PDF prints, amounts as the JSON report's", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await writeBooks(db);
    const report = await api.send(endpoints.financialReports, { query: { period: "current_month" } });
    const month = report.from.slice(0, 7);

    const income = await readCsv(
      await api.request("GET", "/api/financial/reports/income-statement/export?period=current_month"),
      new RegExp(`^attachment; filename="estado-de-resultados-${month}\\.csv"$`),
    );
    expect(income[0]).toEqual(["Sección", "Código", "Concepto", "Monto"]);
    for (const line of report.incomeStatement.income) {
      expect(income).toContainEqual([expect.any(String), line.accountCode, line.accountName, line.amount]);
    }
    expect(income.map((row) => row[3])).toContain(report.incomeStatement.netIncome);

    const balance = await readXlsx(
      await api.request("GET", "/api/financial/reports/balance-sheet/export?period=current_month&format=xlsx"),
      new RegExp(`^attachment; filename="balance-general-${report.to}\\.xlsx"$`),
    );
    const cells = balance.rows;
    expect(balance.name).toMatch(/^Balance General/);
    expect(cells[0]).toEqual(["Sección", "Código", "Concepto", "Monto"]);
    for (const line of report.balanceSheet.assets) {
      expect(cells).toContainEqual(["Activos", line.accountCode, line.accountName, Number(line.amount)]);
    }
    await expectIssue(
      await api.get("/api/financial/reports/cash-flow/export?period=current_month&format=pdf"),
      "format",
      "Formato de exportación inválido",
    );
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
