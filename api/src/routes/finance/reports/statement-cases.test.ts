import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { noonInPanama } from "../../../contract";
import type { Db } from "../../../db/client";
import { companySettings } from "../../../db/schema";
import { financialReports } from "../../../domain/finance/reports";
import { booksApi } from "../../../test/book-writes";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";
import { accountBalance } from "../../../test/ledger";

// Two cases the statements must get right from the journal (api/docs/finance-reports.md), each on
// a database of its own: a sale collected with its ITBMS, and a transfer with a fee.

const setRuc = (db: Db, ruc: string | null) =>
  db
    .update(companySettings)
    .set({ ruc, dv: ruc ? "00" : null })
    .where(eq(companySettings.id, 1));

describeEachDatabase("a sale of 1,000.00 + 70.00 ITBMS, collected", (getDb) => {
  const NOW = noonInPanama("2025-06-15");

  test("income 1,000.00, the ITBMS a liability, the income-tax indicator 250.00; the taxpayer from the RUC", async () => {
    const db = getDb();
    const books = await booksApi(db, (await insertClient(db, { company: "Café del Volcán" })).id);
    const invoice = await books.invoice("2025-06-02", "1000.00");
    await books.receivablePayment(invoice.receivable?.id as number, "2025-06-05", "1070.00");

    const report = await financialReports(db, "current_month", NOW);
    expect(report.incomeStatement).toEqual({
      income: [{ accountCode: "4.1.05", accountName: "Ventas de servicios", amount: "1000.00" }],
      expenses: [],
      totalIncome: "1000.00",
      totalExpenses: "0.00",
      netIncome: "1000.00",
    });
    expect(report.balanceSheet).toMatchObject({
      bankBalance: "1070.00",
      totalAssets: "1070.00",
      liabilities: [{ accountCode: "2.1.02", accountName: "ITBMS por pagar", amount: "70.00" }],
      totalLiabilities: "70.00",
      equity: "1000.00",
      totalLiabilitiesAndEquity: "1070.00",
    });
    expect(await accountBalance(db, "2.1.02")).toBe("-70.00");
    expect(report.cashFlow).toMatchObject({ inflows: "1070.00", outflows: "0.00", closingCash: "1070.00" });
    // No RUC on record: a legal person is assumed, and said.
    expect(report.fiscal).toEqual({
      itbmsCharged: "70.00",
      itbmsPaid: "0.00",
      itbmsDifference: "70.00",
      incomeTax: {
        taxpayer: "legal_person",
        taxpayerAssumed: true,
        method: "flat_rate",
        taxableIncome: "1000.00",
        grossIncome: "1000.00",
        regularTax: "250.00",
        cairTax: null,
        amount: "250.00",
        fullYear: false,
      },
    });

    await setRuc(db, "155596713-2-2015");
    expect((await financialReports(db, "current_month", NOW)).fiscal.incomeTax).toMatchObject({
      taxpayer: "legal_person",
      taxpayerAssumed: false,
      amount: "250.00",
    });
    // A natural person's RUC (a cédula): the Art. 700 scale, nothing up to 11,000.00.
    await setRuc(db, "8-769-1080");
    expect((await financialReports(db, "current_month", NOW)).fiscal.incomeTax).toMatchObject({
      taxpayer: "natural_person",
      taxpayerAssumed: false,
      method: "natural_person_scale",
      amount: "0.00",
    });
  });
});

describeEachDatabase("a transfer with a fee, and a receipt deleted", (getDb) => {
  test("only the fee is a cash outflow and an expense; a deleted receipt is no inflow and no outflow", async () => {
    const db = getDb();
    const books = await booksApi(db, (await insertClient(db, { company: "Pagos Digitales" })).id);
    const today = panamaDate(0);
    const from = await books.bankAccount("A", "1000.00");
    const to = await books.bankAccount("B");
    await books.transfer(from, to, today, "400.00", "1.50");
    const receipt = await books.transaction(today, "income", "250.00", {
      category: "Consultoría",
      bankAccountId: from,
    });
    expect((await books.api.del(`/api/financial/transactions/${receipt.id}`)).status).toBe(204);

    const report = await financialReports(db, "current_month");
    expect(report.cashFlow).toEqual({
      openingCash: "0.00",
      inflows: "0.00",
      outflows: "1.50",
      netCashFlow: "-1.50",
      accountOpenings: "1000.00",
      closingCash: "998.50",
    });
    expect(report.incomeStatement).toEqual({
      income: [],
      expenses: [{ accountCode: "6.3.01", accountName: "Comisiones bancarias", amount: "1.50" }],
      totalIncome: "0.00",
      totalExpenses: "1.50",
      netIncome: "-1.50",
    });
    // The opening balance is equity (Saldos de apertura); the fee lowers the unclosed result.
    expect(report.balanceSheet).toMatchObject({
      bankBalance: "998.50",
      assets: [{ accountCode: "1.1.02", accountName: "Bancos", amount: "998.50" }],
      equityAccounts: [{ accountCode: "3.4", accountName: "Saldos de apertura", amount: "1000.00" }],
      unclosedResult: "-1.50",
      equity: "998.50",
      totalLiabilitiesAndEquity: "998.50",
    });
    expect(report.fiscal.incomeTax).toMatchObject({ taxableIncome: "-1.50", amount: "0.00" });
  });
});
