import { expect, test } from "bun:test";
import { fromCents, noonInPanama, reportPeriods, type StatementLine, toCents } from "../../../contract";
import { trialBalance } from "../../../domain/finance/ledger/books";
import { financialReports } from "../../../domain/finance/reports";
import { seedDemo } from "../../../scripts/seed-demo";
import { describeEachDatabase } from "../../../test/databases";

// The statements on the demo's books (every kind of operation, months of history), checked against
// the journal as the trial balance reads it: each account's line is its balance or its movement,
// and the balance sheet balances to the cent in every period.

const TODAY = "2026-03-10";
const NOW = noonInPanama(TODAY);

const sum = (lines: readonly StatementLine[]) =>
  fromCents(lines.reduce((total, line) => total + toCents(line.amount), 0n));
const negated = (amount: string) => fromCents(-toCents(amount));

const seeded = new WeakMap<object, Promise<unknown>>();

describeEachDatabase("financial reports on the demo data", (getDb) => {
  /** The demo, loaded once per database (the suite's tests share it and only read). */
  const demo = async () => {
    const db = getDb();
    if (!seeded.has(db)) seeded.set(db, seedDemo(db, TODAY, NOW));
    await seeded.get(db);
    return db;
  };

  test("every period: assets = liabilities + equity, and each line is the journal's figure for its account", async () => {
    const db = await demo();
    for (const period of reportPeriods) {
      const report = await financialReports(db, period, NOW);
      const sheet = report.balanceSheet;
      expect(sheet.totalLiabilitiesAndEquity).toBe(sheet.totalAssets);
      expect(fromCents(toCents(sheet.totalLiabilities) + toCents(sheet.equity))).toBe(sheet.totalAssets);
      expect(sum(sheet.assets)).toBe(sheet.totalAssets);
      expect(sum(sheet.liabilities)).toBe(sheet.totalLiabilities);
      expect(fromCents(toCents(sum(sheet.equityAccounts)) + toCents(sheet.unclosedResult))).toBe(sheet.equity);

      const books = await trialBalance(db, { from: report.from, to: report.to });
      const balances = books.rows.filter((row) => row.closing !== "0.00");
      const sided = (type: string, negate: boolean) =>
        balances
          .filter((row) => row.accountType === type)
          .map((row) => ({
            accountCode: row.accountCode,
            accountName: row.accountName,
            amount: negate ? negated(row.closing) : row.closing,
          }));
      expect(sheet.assets).toEqual(sided("asset", false));
      expect(sheet.liabilities).toEqual(sided("liability", true));
      expect(sheet.equityAccounts).toEqual(sided("equity", true));

      const moved = (type: string, negate: boolean) =>
        books.rows
          .filter((row) => row.accountType === type && row.debits !== row.credits)
          .map((row) => {
            const movement = fromCents(toCents(row.debits) - toCents(row.credits));
            return {
              accountCode: row.accountCode,
              accountName: row.accountName,
              amount: negate ? negated(movement) : movement,
            };
          });
      const statement = report.incomeStatement;
      expect(statement.income).toEqual(moved("income", true));
      expect(statement.expenses).toEqual(moved("expense", false));
      expect(sum(statement.income)).toBe(statement.totalIncome);
      expect(sum(statement.expenses)).toBe(statement.totalExpenses);
      // ITBMS is on its own accounts, never income or expense.
      for (const line of [...statement.income, ...statement.expenses]) {
        expect(["1.1.04", "2.1.02"]).not.toContain(line.accountCode);
      }

      const flow = report.cashFlow;
      expect(fromCents(toCents(flow.openingCash) + toCents(flow.netCashFlow) + toCents(flow.accountOpenings))).toBe(
        flow.closingCash,
      );
      expect(flow.closingCash).toBe(sheet.bankBalance);
      const cash = balances.filter((row) => row.accountCode === "1.1.01" || row.accountCode === "1.1.02");
      expect(sheet.bankBalance).toBe(fromCents(cash.reduce((total, row) => total + toCents(row.closing), 0n)));
    }
  });

  test("the demo's year has income, expenses and ITBMS, and the indicator is 25 % of its net income", async () => {
    const db = await demo();
    const year = await financialReports(db, "current_year", NOW);
    expect(toCents(year.incomeStatement.totalIncome)).toBeGreaterThan(0n);
    expect(toCents(year.incomeStatement.totalExpenses)).toBeGreaterThan(0n);
    expect(toCents(year.fiscal.itbmsCharged)).toBeGreaterThan(0n);
    const net = toCents(year.incomeStatement.netIncome);
    const expected = net > 0n ? (net * 25n * 2n + 100n) / 200n : 0n;
    expect(year.fiscal.incomeTax).toMatchObject({
      taxpayer: "legal_person",
      taxableIncome: year.incomeStatement.netIncome,
      grossIncome: year.incomeStatement.totalIncome,
      amount: fromCents(expected),
      fullYear: true,
    });
  });
});
