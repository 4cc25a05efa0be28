import { expect, test } from "bun:test";
import { endpoints } from "../../../contract";
import type { Db } from "../../../db/client";
import { accountsPayable, accountsReceivable, bankAccounts, suppliers, transactions } from "../../../db/schema";
import { postMissingEntries } from "../../../domain/finance/ledger/backfill";
import { signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, insertInvoice, panamaDate } from "../../../test/fixtures";

/** Rows written straight into the tables get their journal entries as the backfill posts them at start. */
const post = (db: Db) => db.transaction((tx) => postMissingEntries(tx));

describeEachDatabase("GET /api/financial/summary", (getDb) => {
  async function fillBooks(db: Db) {
    const { id: clientId } = await insertClient(db, { company: "Café del Volcán" });
    const [supplier] = await db
      .insert(suppliers)
      .values({ supplierCode: "PROV-SUM", name: "Suministros Chiriquí" })
      .returning();
    const supplierId = supplier?.id as number;
    const day = panamaDate(-3);
    const tx = (transactionType: "income" | "expense" | "transfer" | "adjustment", amount: string, extra = {}) => ({
      transactionDate: day,
      transactionType,
      amount,
      description: `${transactionType} ${amount}`,
      ...extra,
    });
    await db.insert(transactions).values([
      // Counted: completed income 1000.10 + 250.25 (USD, at par) = 1250.35.
      tx("income", "1000.10", { clientId }),
      tx("income", "250.25", { currency: "USD", transactionDate: "2019-01-31" }),
      // Not counted: not completed.
      tx("income", "999.99", { status: "pending" }),
      tx("income", "5.00", { status: "cancelled" }),
      // Counted: completed expenses 300.40 + 0.01 = 300.41.
      tx("expense", "300.40", { supplierId }),
      tx("expense", "0.01"),
      tx("expense", "50.00", { status: "pending" }),
      // Neither income nor expense.
      tx("transfer", "77.00"),
      tx("adjustment", "12.00"),
    ]);
    await db.insert(bankAccounts).values([
      { bankName: "Banco General", accountNumber: "03-01-01-000001-1", currentBalance: "1500.50" },
      { bankName: "Banistmo", accountNumber: "0102030405", currency: "USD", currentBalance: "200.25" },
      { bankName: "Caja de Ahorros", accountNumber: "CA-1", accountType: "credit", currentBalance: "-100.00" },
      // Inactive: left out.
      { bankName: "BAC", accountNumber: "BAC-9", currentBalance: "9999.99", isActive: false },
    ]);
    const debt = (invoiceNumber: string, totalAmount: string, balanceAmount: string, status: string) => ({
      invoiceNumber,
      issueDate: panamaDate(-40),
      dueDate: panamaDate(-10),
      totalAmount,
      balanceAmount,
      status: status as "pending",
    });
    await db.insert(accountsReceivable).values([
      // 100.10 + 120.30 + 40.00 = 260.40 still owed by clients.
      { clientId, ...debt("FAC-1", "100.10", "100.10", "pending") },
      { clientId, ...debt("FAC-2", "500.00", "120.30", "partially_paid") },
      { clientId, ...debt("FAC-3", "40.00", "40.00", "overdue") },
      { clientId, ...debt("FAC-4", "800.00", "0.00", "paid") },
    ]);
    await db.insert(accountsPayable).values([
      // 300.33 + 99.67 = 400.00 still owed to suppliers. As expenses: 300.33 + 150.00 + 1,200.00 less
      // the 10.00 of ITBMS of P-2 = 1,640.33.
      { supplierId, description: "Papelería", ...debt("P-1", "300.33", "300.33", "pending") },
      {
        supplierId,
        description: "Internet",
        ...debt("P-2", "150.00", "99.67", "partially_paid"),
        itbmsRate: "7",
        itbmsAmount: "10.00",
      },
      { supplierId, description: "Alquiler", ...debt("P-3", "1200.00", "0.00", "paid") },
    ]);
    // A sale of 100.00 + 7.00 ITBMS: income 100.00, the ITBMS owed to the DGI.
    await insertInvoice(db, {
      clientId,
      amount: "100.00",
      itbmsAmount: "7.00",
      total: "107.00",
      issueDate: day,
      status: "sent",
    });
    await post(db);
  }

  test("sums the books to the cent: the ledger's income and expenses without ITBMS, active accounts, open balances", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await fillBooks(db);
    expect(await api.send(endpoints.financialSummary, {})).toEqual({
      // Completed income 1,250.35 + the invoice's 100.00; completed expenses 300.41 + payables 1,640.33.
      totalIncome: "1350.35",
      totalExpenses: "1940.74",
      netIncome: "-590.39",
      bankBalance: "1600.75",
      accountsReceivableTotal: "260.40",
      accountsPayableTotal: "400.00",
    });
  });

  test("needs a session", async () => {
    const api = await signedInApi(getDb());
    const response = await api.app.request("/api/financial/summary");
    expect(response.status).toBe(401);
  });
});

// Each describe has a database of its own: the summary covers the whole books.
describeEachDatabase("GET /api/financial/summary on empty books", (getDb) => {
  test("empty books answer zeros with two places", async () => {
    const api = await signedInApi(getDb());
    expect(await api.send(endpoints.financialSummary, {})).toEqual({
      totalIncome: "0.00",
      totalExpenses: "0.00",
      netIncome: "0.00",
      bankBalance: "0.00",
      accountsReceivableTotal: "0.00",
      accountsPayableTotal: "0.00",
    });
  });
});

describeEachDatabase("GET /api/financial/summary with a loss", (getDb) => {
  test("net income goes negative when expenses exceed income", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await db.insert(transactions).values([
      { transactionDate: panamaDate(0), transactionType: "income", amount: "10.05", description: "Venta" },
      { transactionDate: panamaDate(0), transactionType: "expense", amount: "20.10", description: "Compra" },
    ]);
    await post(db);
    expect(await api.send(endpoints.financialSummary, {})).toMatchObject({
      totalIncome: "10.05",
      totalExpenses: "20.10",
      netIncome: "-10.05",
    });
  });
});
