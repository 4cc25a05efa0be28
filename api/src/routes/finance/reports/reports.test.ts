import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, noonInPanama } from "../../../contract";
import { companySettings } from "../../../db/schema";
import { financialReports } from "../../../domain/finance/reports";
import { expectIssue, signedInApi } from "../../../test/api";
import { type BooksApi, booksApi } from "../../../test/book-writes";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient } from "../../../test/fixtures";

// The statements read from the journal (api/docs/finance-reports.md): known books written through
// the API (so every operation posts its entry as in production), every figure worked out by hand
// below from the posting table (domain/finance/ledger/posting-rules.ts).

/** Today is pinned to 2025-06-15 in Panama: this month is June, the last May, the quarter April–June. */
const NOW = noonInPanama("2025-06-15");

const seeded = new WeakMap<object, Promise<void>>();

/**
 * May: 500.00 of sales into bank B. June: an invoice of 1,000.00 + 70.00 ITBMS collected into B; a
 * supplier invoice of 100.00 + 7.00 ITBMS, 50.00 of it paid from B; 300.00 moved from B to C with a
 * fee of 2.50; 200.00 of consulting and 20.00 of other expenses in Caja. July: 40.00 of rent from B.
 */
async function writeBooks(books: BooksApi) {
  const b = await books.bankAccount("B");
  const c = await books.bankAccount("C");
  await books.transaction("2025-05-20", "income", "500.00", { category: "Ventas de servicios", bankAccountId: b });
  const invoice = await books.invoice("2025-06-02", "1000.00");
  await books.receivablePayment(invoice.receivable?.id as number, "2025-06-05", "1070.00", b);
  const payable = await books.payable("2025-06-03", "107.00", "software");
  await books.supplierPayment(payable.id, "2025-06-06", "50.00", b);
  await books.transfer(b, c, "2025-06-10", "300.00", "2.50");
  await books.transaction("2025-06-12", "income", "200.00", { category: "Consultoría" });
  await books.transaction("2025-06-13", "expense", "20.00", {});
  await books.transaction("2025-07-05", "expense", "40.00", { category: "Alquiler", bankAccountId: b });
}

describeEachDatabase("financial reports from the journal (today pinned to 2025-06-15)", (getDb) => {
  const books = async () => {
    const db = getDb();
    let done = seeded.get(db);
    if (!done) {
      done = (async () => {
        await db.update(companySettings).set({ ruc: "155596713-2-2015", dv: "59" }).where(eq(companySettings.id, 1));
        await writeBooks(await booksApi(db, (await insertClient(db, { company: "Constructora del Istmo" })).id));
      })();
      seeded.set(db, done);
    }
    await done;
    return db;
  };

  test("the month: balance sheet at its last day, income statement without ITBMS, cash flow, fiscal, analysis", async () => {
    const report = await financialReports(await books(), "current_month", NOW);
    expect(report).toEqual({
      period: "current_month",
      from: "2025-06-01",
      to: "2025-06-30",
      balanceSheet: {
        asOf: "2025-06-30",
        // Caja 200 − 20; Bancos: B 500 + 1,070 − 50 − 302.50, C 300. July's rent is after the day.
        bankBalance: "1697.50",
        receivables: "0.00",
        totalAssets: "1704.50",
        payables: "57.00",
        totalLiabilities: "127.00",
        // Income 500 + 1,200 − expenses 122.50, never closed into equity.
        equity: "1577.50",
        unclosedResult: "1577.50",
        totalLiabilitiesAndEquity: "1704.50",
        assets: [
          { accountCode: "1.1.01", accountName: "Caja", amount: "180.00" },
          { accountCode: "1.1.02", accountName: "Bancos", amount: "1517.50" },
          { accountCode: "1.1.04", accountName: "ITBMS por cobrar (crédito fiscal)", amount: "7.00" },
        ],
        liabilities: [
          { accountCode: "2.1.01", accountName: "Cuentas por pagar", amount: "57.00" },
          { accountCode: "2.1.02", accountName: "ITBMS por pagar", amount: "70.00" },
        ],
        equityAccounts: [],
      },
      incomeStatement: {
        // The sale is 1,000.00: its 70.00 of ITBMS is owed to the DGI, not income.
        income: [
          { accountCode: "4.1.03", accountName: "Consultoría", amount: "200.00" },
          { accountCode: "4.1.05", accountName: "Ventas de servicios", amount: "1000.00" },
        ],
        expenses: [
          { accountCode: "6.2.03", accountName: "Software y licencias", amount: "100.00" },
          { accountCode: "6.2.09", accountName: "Otros gastos", amount: "20.00" },
          { accountCode: "6.3.01", accountName: "Comisiones bancarias", amount: "2.50" },
        ],
        totalIncome: "1200.00",
        totalExpenses: "122.50",
        netIncome: "1077.50",
      },
      cashFlow: {
        openingCash: "500.00",
        // In: the collection 1,070 and the consulting 200. Out: 50 to the supplier, the transfer's
        // fee 2.50 (its 300.00 stays in the company), 20 of expenses.
        inflows: "1270.00",
        outflows: "72.50",
        netCashFlow: "1197.50",
        accountOpenings: "0.00",
        closingCash: "1697.50",
      },
      fiscal: {
        itbmsCharged: "70.00",
        itbmsPaid: "7.00",
        itbmsDifference: "63.00",
        // 25 % of 1,077.50 = 269.375 → 269.38: a legal person's RUC.
        incomeTax: {
          taxpayer: "legal_person",
          taxpayerAssumed: false,
          method: "flat_rate",
          taxableIncome: "1077.50",
          grossIncome: "1200.00",
          regularTax: "269.38",
          cairTax: null,
          amount: "269.38",
          fullYear: false,
        },
      },
      analysis: {
        byMonth: [{ month: "2025-06", income: "1200.00", expenses: "122.50" }],
        incomeByAccount: [
          { accountCode: "4.1.05", accountName: "Ventas de servicios", amount: "1000.00" },
          { accountCode: "4.1.03", accountName: "Consultoría", amount: "200.00" },
        ],
        expensesByAccount: [
          { accountCode: "6.2.03", accountName: "Software y licencias", amount: "100.00" },
          { accountCode: "6.2.09", accountName: "Otros gastos", amount: "20.00" },
          { accountCode: "6.3.01", accountName: "Comisiones bancarias", amount: "2.50" },
        ],
      },
    });
  });

  test("last month, the quarter by month, and the year", async () => {
    const db = await books();
    const may = await financialReports(db, "last_month", NOW);
    expect(may.balanceSheet).toMatchObject({
      asOf: "2025-05-31",
      bankBalance: "500.00",
      totalAssets: "500.00",
      totalLiabilities: "0.00",
      equity: "500.00",
      assets: [{ accountCode: "1.1.02", accountName: "Bancos", amount: "500.00" }],
    });
    expect(may.incomeStatement).toMatchObject({ totalIncome: "500.00", totalExpenses: "0.00", netIncome: "500.00" });
    expect(may.cashFlow).toEqual({
      openingCash: "0.00",
      inflows: "500.00",
      outflows: "0.00",
      netCashFlow: "500.00",
      accountOpenings: "0.00",
      closingCash: "500.00",
    });
    expect(may.fiscal).toMatchObject({ itbmsCharged: "0.00", itbmsPaid: "0.00", itbmsDifference: "0.00" });
    expect(may.fiscal.incomeTax.amount).toBe("125.00");

    const quarter = await financialReports(db, "current_quarter", NOW);
    expect(quarter.analysis.byMonth).toEqual([
      { month: "2025-04", income: "0.00", expenses: "0.00" },
      { month: "2025-05", income: "500.00", expenses: "0.00" },
      { month: "2025-06", income: "1200.00", expenses: "122.50" },
    ]);
    expect(quarter.cashFlow).toMatchObject({ openingCash: "0.00", inflows: "1770.00", closingCash: "1697.50" });

    // The year: July's rent is in, and the indicator is the yearly rule on a whole year.
    const year = await financialReports(db, "current_year", NOW);
    expect(year.analysis.byMonth).toHaveLength(12);
    expect(year.analysis.byMonth[6]).toEqual({ month: "2025-07", income: "0.00", expenses: "40.00" });
    expect(year.incomeStatement).toMatchObject({
      totalIncome: "1700.00",
      totalExpenses: "162.50",
      netIncome: "1537.50",
    });
    expect(year.balanceSheet).toMatchObject({ asOf: "2025-12-31", bankBalance: "1657.50", equity: "1537.50" });
    expect(year.fiscal.incomeTax).toMatchObject({ amount: "384.38", fullYear: true });

    const lastYear = await financialReports(db, "last_year", NOW);
    expect(lastYear.balanceSheet).toMatchObject({ asOf: "2024-12-31", totalAssets: "0.00", assets: [] });
    expect(lastYear.incomeStatement).toEqual({
      income: [],
      expenses: [],
      totalIncome: "0.00",
      totalExpenses: "0.00",
      netIncome: "0.00",
    });
  });
});

describeEachDatabase("GET /api/financial/reports", (getDb) => {
  test("defaults to the current month in Panama, the record the contract describes", async () => {
    const api = await signedInApi(getDb());
    const answer = await api.send(endpoints.financialReports, {});
    expect(answer.period).toBe("current_month");
    expect(answer.from.slice(8)).toBe("01");
    expect(answer.balanceSheet.asOf).toBe(answer.to);
    expect(answer.fiscal.incomeTax).toMatchObject({ taxpayerAssumed: true, amount: "0.00", fullYear: false });
    const year = await api.send(endpoints.financialReports, { query: { period: "current_year" } });
    expect(year.analysis.byMonth).toHaveLength(12);
    expect(year.fiscal.incomeTax.fullYear).toBe(true);
  });

  test("refuses an unknown period", async () => {
    const api = await signedInApi(getDb());
    await expectIssue(await api.get("/api/financial/reports?period=next_year"), "period", "Período inválido");
  });
});
