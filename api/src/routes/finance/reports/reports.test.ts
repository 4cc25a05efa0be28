import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type FinancialReportsRecord, noonInPanama } from "../../../contract";
import type { Db } from "../../../db/client";
import {
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  suppliers,
  transactionCategories,
  transactions,
} from "../../../db/schema";
import { financialReports } from "../../../domain/finance/reports";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, insertInvoice } from "../../../test/fixtures";

/** Today is pinned to 2026-11-23 in Panama: this month is November, this quarter October–December. */
const NOW = noonInPanama("2026-11-23");

async function categoryId(db: Db, name: string) {
  const [row] = await db
    .select({ id: transactionCategories.id })
    .from(transactionCategories)
    .where(eq(transactionCategories.name, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

const seeded = new WeakMap<Db, Promise<{ sales: number; rent: number; cloud: number }>>();

/** Known books, written once per database (the suite shares it); every figure below is worked out by hand. */
function seedBooks(db: Db) {
  let done = seeded.get(db);
  if (!done) {
    done = writeBooks(db);
    seeded.set(db, done);
  }
  return done;
}

async function writeBooks(db: Db) {
  const sales = await categoryId(db, "Ventas de servicios");
  const rent = await categoryId(db, "Alquiler");
  const cloud = await categoryId(db, "Servicios en la nube");
  // Bank: 1000.00 + 250.50 (USD, at par) active; the inactive account does not count.
  await db.insert(bankAccounts).values([
    { bankName: "Banco General", accountNumber: "04-01", currentBalance: "1000.00" },
    { bankName: "Banistmo", accountNumber: "04-02", currency: "USD", currentBalance: "250.50" },
    { bankName: "Caja de Ahorros", accountNumber: "04-03", currentBalance: "999.00", isActive: false },
  ]);
  const { id: clientId } = await insertClient(db, { name: "Cliente de reportes" });
  const debt = { issueDate: "2026-11-01", dueDate: "2026-12-01" };
  // Receivables open: 300.00 + 50.25; the paid one has nothing left.
  await db.insert(accountsReceivable).values([
    { clientId, invoiceNumber: "X-1", ...debt, totalAmount: "300", balanceAmount: "300", status: "pending" },
    { clientId, invoiceNumber: "X-2", ...debt, totalAmount: "100", balanceAmount: "50.25", status: "partially_paid" },
    { clientId, invoiceNumber: "X-3", ...debt, totalAmount: "90", balanceAmount: "0", status: "paid" },
  ]);
  const [supplier] = await db.insert(suppliers).values({ supplierCode: "REP-1", name: "Nube S.A." }).returning();
  const supplierId = supplier?.id as number;
  // Payables open: 120.10. ITBMS paid in November: 8.40 (+ 0 on the paid one); 3.50 in October.
  await db.insert(accountsPayable).values([
    {
      supplierId,
      invoiceNumber: "S-1",
      ...debt,
      totalAmount: "120.10",
      balanceAmount: "120.10",
      description: "Servidores",
      itbmsRate: "7",
      itbmsAmount: "8.40",
    },
    {
      supplierId,
      invoiceNumber: "S-2",
      ...debt,
      totalAmount: "60",
      balanceAmount: "0",
      status: "paid",
      description: "Dominio",
    },
    {
      supplierId,
      invoiceNumber: "S-3",
      issueDate: "2026-10-15",
      dueDate: "2026-11-15",
      totalAmount: "53.50",
      balanceAmount: "0",
      status: "paid",
      description: "Licencia",
      itbmsRate: "7",
      itbmsAmount: "3.50",
    },
  ]);
  // ITBMS charged in November: 70.00 (sent) + 7.00 (paid); draft and cancelled invoices do not count.
  await insertInvoice(db, {
    clientId,
    amount: "1000",
    itbmsAmount: "70",
    total: "1070",
    issueDate: "2026-11-02",
    status: "sent",
  });
  await insertInvoice(db, {
    clientId,
    amount: "100",
    itbmsAmount: "7",
    total: "107",
    issueDate: "2026-11-20",
    status: "paid",
  });
  await insertInvoice(db, {
    clientId,
    amount: "200",
    itbmsAmount: "14",
    total: "214",
    issueDate: "2026-11-03",
    status: "draft",
  });
  await insertInvoice(db, {
    clientId,
    amount: "300",
    itbmsAmount: "21",
    total: "321",
    issueDate: "2026-11-04",
    status: "cancelled",
  });
  await insertInvoice(db, {
    clientId,
    amount: "500",
    itbmsAmount: "35",
    total: "535",
    issueDate: "2026-10-30",
    status: "sent",
  });
  const tx = (
    transactionDate: string,
    transactionType: "income" | "expense" | "transfer",
    amount: string,
    more = {},
  ) => ({
    transactionDate,
    transactionType,
    amount,
    description: `${transactionType} ${amount}`,
    ...more,
  });
  await db.insert(transactions).values([
    // November: income 1000 + 500.50 (Ventas) + 200 (no category) = 1700.50; expenses 300 + 99.99 = 399.99.
    tx("2026-11-01", "income", "1000.00", { categoryId: sales }),
    tx("2026-11-30", "income", "500.50", { categoryId: sales }),
    tx("2026-11-15", "income", "200.00"),
    tx("2026-11-05", "expense", "300.00", { categoryId: rent }),
    tx("2026-11-06", "expense", "99.99", { categoryId: cloud }),
    // Not counted: pending, cancelled, a transfer, and December 1st (next month).
    tx("2026-11-10", "income", "5000.00", { status: "pending", categoryId: sales }),
    tx("2026-11-11", "expense", "70.00", { status: "cancelled", categoryId: rent }),
    tx("2026-11-12", "transfer", "100.00"),
    tx("2026-12-01", "income", "1.00", { categoryId: sales }),
    // October: income 400, expenses 100.
    tx("2026-10-31", "income", "400.00", { categoryId: sales }),
    tx("2026-10-01", "expense", "100.00", { categoryId: rent }),
    // Last year: income 50, expenses 80 (a loss: no income tax).
    tx("2025-03-10", "income", "50.00", { categoryId: sales }),
    tx("2025-12-31", "expense", "80.00", { categoryId: rent }),
  ]);
  return { sales, rent, cloud };
}

describeEachDatabase("financial reports (today pinned to 2026-11-23)", (getDb) => {
  test("the current month: balance sheet, income statement, cash flow, fiscal and analysis", async () => {
    const db = getDb();
    const { sales, rent, cloud } = await seedBooks(db);
    const report = await financialReports(db, "current_month", NOW);
    expect(report).toEqual({
      period: "current_month",
      from: "2026-11-01",
      to: "2026-11-30",
      balanceSheet: {
        bankBalance: "1250.50",
        receivables: "350.25",
        totalAssets: "1600.75",
        payables: "120.10",
        totalLiabilities: "120.10",
        equity: "1480.65",
      },
      incomeStatement: {
        income: [
          { categoryId: sales, categoryName: "Ventas de servicios", amount: "1500.50" },
          { categoryId: null, categoryName: null, amount: "200.00" },
        ],
        expenses: [
          { categoryId: rent, categoryName: "Alquiler", amount: "300.00" },
          { categoryId: cloud, categoryName: "Servicios en la nube", amount: "99.99" },
        ],
        totalIncome: "1700.50",
        totalExpenses: "399.99",
        netIncome: "1300.51",
      },
      cashFlow: { inflows: "1700.50", outflows: "399.99", netCashFlow: "1300.51" },
      // Income tax: 25 % of 1300.51 = 325.1275, to the cent 325.13.
      fiscal: { itbmsCharged: "77.00", itbmsPaid: "8.40", itbmsToPay: "68.60", incomeTax: "325.13" },
      analysis: {
        byMonth: [{ month: "2026-11", income: "1700.50", expenses: "399.99" }],
        incomeByCategory: report.incomeStatement.income,
        expensesByCategory: report.incomeStatement.expenses,
      },
    });
  });

  test("last month, the quarter by month, and the years", async () => {
    const db = getDb();
    await seedBooks(db);
    const october = await financialReports(db, "last_month", NOW);
    expect([october.from, october.to]).toEqual(["2026-10-01", "2026-10-31"]);
    expect(october.incomeStatement).toMatchObject({
      totalIncome: "400.00",
      totalExpenses: "100.00",
      netIncome: "300.00",
    });
    expect(october.fiscal).toEqual({
      itbmsCharged: "35.00",
      itbmsPaid: "3.50",
      itbmsToPay: "31.50",
      incomeTax: "75.00",
    });
    // The balance sheet is as of today, whatever the period.
    expect(october.balanceSheet.equity).toBe("1480.65");

    const quarter = await financialReports(db, "current_quarter", NOW);
    expect(quarter.analysis.byMonth).toEqual([
      { month: "2026-10", income: "400.00", expenses: "100.00" },
      { month: "2026-11", income: "1700.50", expenses: "399.99" },
      { month: "2026-12", income: "1.00", expenses: "0.00" },
    ]);
    expect(quarter.cashFlow).toEqual({ inflows: "2101.50", outflows: "499.99", netCashFlow: "1601.51" });

    const year = await financialReports(db, "current_year", NOW);
    expect(year.analysis.byMonth).toHaveLength(12);
    expect(year.analysis.byMonth[0]).toEqual({ month: "2026-01", income: "0.00", expenses: "0.00" });
    expect(year.incomeStatement.totalIncome).toBe("2101.50");

    const lastYear = await financialReports(db, "last_year", NOW);
    expect([lastYear.from, lastYear.to]).toEqual(["2025-01-01", "2025-12-31"]);
    expect(lastYear.incomeStatement).toMatchObject({
      totalIncome: "50.00",
      totalExpenses: "80.00",
      netIncome: "-30.00",
    });
    expect(lastYear.fiscal).toEqual({ itbmsCharged: "0.00", itbmsPaid: "0.00", itbmsToPay: "0.00", incomeTax: "0.00" });
    expect(lastYear.analysis.byMonth[2]).toEqual({ month: "2025-03", income: "50.00", expenses: "0.00" });
  });
});

describeEachDatabase("GET /api/financial/reports", (getDb) => {
  test("defaults to the current month in Panama", async () => {
    const api = await signedInApi(getDb());
    const answer = await api.get<FinancialReportsRecord>("/api/financial/reports");
    expect(answer.status).toBe(200);
    expect(answer.body.period).toBe("current_month");
    expect(answer.body.from.slice(8)).toBe("01");
    expect(answer.body.fiscal).toMatchObject({ itbmsCharged: expect.any(String), incomeTax: expect.any(String) });
    const year = await api.get<FinancialReportsRecord>("/api/financial/reports?period=current_year");
    expect(year.body.analysis.byMonth).toHaveLength(12);
  });

  test("refuses an unknown period", async () => {
    const api = await signedInApi(getDb());
    await expectIssue(await api.get("/api/financial/reports?period=next_year"), "period", "Período inválido");
  });
});
