import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, type InvoiceStatus } from "../../contract";
import { journalEntries, transactions } from "../../db/schema";
import { MONTH_NOT_ENDED, monthClosed } from "../../domain/finance/ledger/periods";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertSupplier } from "../../test/debt-fixtures";
import { day, insertClient, panamaMonth } from "../../test/fixtures";
import { createUser, jsonRequest, signIn } from "../../test/harness";

// Closed months (api/docs/ledger.md, "Closed months"): once closed, every write that would post
// or reverse an entry dated in the month is refused with 409 naming it, and changes nothing.

describeEachDatabase("closed months", (getDb) => {
  const api = () => signedInApi(getDb());

  test("a closed month refuses every write dated in it, and what was there stays", async () => {
    const a = await api();
    const closed = panamaMonth(-3);
    const inClosed = day(-3, 10);
    const open = day(-1, 10);
    const refused = { status: 409, body: { error: monthClosed(closed) } };
    const { id: clientId } = await insertClient(getDb());
    const supplier = await insertSupplier(getDb());
    const account = await a.send(endpoints.createBankAccount, {
      body: { bankName: "Banco General", accountNumber: "04-CIERRE", currentBalance: "10000.00" },
    });
    const invoiceBody = (status: InvoiceStatus, issueDate: string) => ({
      clientId,
      description: "Servicio",
      amount: "100.00",
      issueDate,
      dueDate: day(0, 28),
      status,
    });
    const sent = await a.send(endpoints.createInvoice, { body: invoiceBody("sent", inClosed) });
    const draft = await a.send(endpoints.createInvoice, { body: invoiceBody("draft", inClosed) });
    const payable = await a.send(endpoints.createPayable, {
      body: {
        supplierId: supplier.id,
        invoiceNumber: "P-1",
        issueDate: inClosed,
        dueDate: day(0, 28),
        totalAmount: "50.00",
        description: "Servicio",
      },
    });
    const movement = await a.send(endpoints.createTransaction, {
      body: {
        transactionDate: inClosed,
        transactionType: "expense",
        amount: "5.00",
        description: "Gasto",
        bankAccountId: account.id,
      },
    });

    const close = await a.send(endpoints.closePeriod, { params: { month: closed } });
    expect(close).toMatchObject({ month: closed, closedBy: "Ana" });
    expect((await a.post(`/api/accounting/periods/${closed}/close`, {})).body).toEqual({
      error: `El mes ${closed} ya está cerrado`,
    });
    const entriesBefore = await getDb().$count(journalEntries);

    // Documents and movements dated in the month: created, edited, cancelled, deleted, paid.
    expect(await a.post("/api/invoices", invoiceBody("sent", inClosed))).toEqual(refused);
    expect(await a.patch(`/api/invoices/${draft.id}`, { status: "sent" })).toEqual(refused);
    expect(await a.patch(`/api/invoices/${sent.id}`, { status: "cancelled" })).toEqual(refused);
    expect(await a.patch(`/api/invoices/${sent.id}`, { amount: "200.00" })).toEqual(refused);
    expect(await a.del(`/api/invoices/${sent.id}`)).toEqual(refused);
    expect(
      await a.post("/api/financial/payments", {
        receivableId: sent.receivable?.id,
        amount: "10.00",
        paymentDate: inClosed,
      }),
    ).toEqual(refused);
    expect(
      await a.post("/api/financial/accounts-payable", {
        supplierId: supplier.id,
        invoiceNumber: "P-2",
        issueDate: inClosed,
        dueDate: day(0, 28),
        totalAmount: "50.00",
        description: "Servicio",
      }),
    ).toEqual(refused);
    expect(await a.del(`/api/financial/accounts-payable/${payable.id}`)).toEqual(refused);
    expect(
      await a.post("/api/financial/supplier-payments", {
        payableId: payable.id,
        amount: "10.00",
        paymentDate: inClosed,
        bankAccountId: account.id,
      }),
    ).toEqual(refused);
    expect(
      await a.post("/api/financial/transactions", {
        transactionDate: inClosed,
        transactionType: "income",
        amount: "5.00",
        description: "Ingreso",
      }),
    ).toEqual(refused);
    expect(await a.del(`/api/financial/transactions/${movement.id}`)).toEqual(refused);
    expect(
      await a.post("/api/financial/transfers", {
        fromAccountId: account.id,
        toAccountId: (
          await a.send(endpoints.createBankAccount, {
            body: { bankName: "Banistmo", accountNumber: "01-CIERRE", currentBalance: "0" },
          })
        ).id,
        amount: "1.00",
        transferDate: inClosed,
      }),
    ).toEqual(refused);
    expect(
      await a.post("/api/accounting/journal", {
        entryDate: inClosed,
        description: "Ajuste",
        lines: [
          { accountCode: "6.2.09", debit: "1.00" },
          { accountCode: "1.1.01", credit: "1.00" },
        ],
      }),
    ).toEqual(refused);
    expect(
      await a.post("/api/accounting/opening-balances", {
        openingDate: inClosed,
        balances: [{ accountCode: "1.2.02", debit: "1.00" }],
      }),
    ).toEqual(refused);
    // Nothing changed: the invoice is still sent with its amount, the movements are still there.
    expect(await a.send(endpoints.getInvoice, { params: { id: sent.id } })).toMatchObject({
      status: "sent",
      total: "107.00",
    });
    expect(await getDb().$count(transactions, eq(transactions.id, movement.id))).toBe(1);
    // The second bank account opened with nothing: no entry either.
    expect(await getDb().$count(journalEntries)).toBe(entriesBefore);

    // What is not dated in the month still works; corrections go into an open month.
    await a.send(endpoints.createInvoice, { body: invoiceBody("sent", open) });
    await a.send(endpoints.createJournalEntry, {
      body: {
        entryDate: open,
        description: `Corrección de ${closed}`,
        lines: [
          { accountCode: "4.1.05", debit: "100.00" },
          { accountCode: "1.1.03", credit: "100.00" },
        ],
      },
    });
  });

  test("only an ended month closes; only an admin reopens, and it is logged", async () => {
    const a = await api();
    expect(await a.post(`/api/accounting/periods/${panamaMonth(0)}/close`, {})).toEqual({
      status: 409,
      body: { error: MONTH_NOT_ENDED },
    });
    await expectIssue(await a.post("/api/accounting/periods/2026-13/close", {}), "month", "Mes inválido: use AAAA-MM");
    const month = panamaMonth(-5);
    expect((await a.post(`/api/accounting/periods/${month}/close`, {})).status).toBe(201);
    expect((await a.send(endpoints.listClosedPeriods, {})).map((period) => period.month)).toContain(month);

    const finance = await createUser(getDb(), { role: "finance" });
    const cookie = await signIn(a.app, finance.email, finance.password);
    expect((await jsonRequest(a.app, "POST", `/api/accounting/periods/${month}/reopen`, { cookie })).status).toBe(403);

    expect((await a.post(`/api/accounting/periods/${month}/reopen`, {})).status).toBe(204);
    expect((await a.latestActivity())[0]?.summary).toBe(`Mes ${month} reabierto`);
    expect((await a.post(`/api/accounting/periods/${month}/reopen`, {})).body).toEqual({
      error: `El mes ${month} no está cerrado`,
    });
  });
});
