import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { endpoints, type InvoiceStatus } from "../../contract";
import { incomeAccountRefused } from "../../contract/documents/document-lines";
import { chartOfAccounts, invoiceLines, transactionCategories, transactions } from "../../db/schema";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertSupplier } from "../../test/debt-fixtures";
import { insertClient, panamaDate } from "../../test/fixtures";
import { entriesOf, journalTotals } from "../../test/ledger";
import { parseAnswer } from "../../test/typed-request";

// The posting table (api/docs/ledger.md): each operation's entry, its accounts and amounts to the
// cent, posted in the operation's own transaction; a cancellation or deletion posts the reversal.

describeEachDatabase("ledger postings", (getDb) => {
  const api = () => signedInApi(getDb());
  const openAccount = async (currentBalance = "5000.00") =>
    (await api()).send(endpoints.createBankAccount, {
      body: { bankName: "Banco General", accountNumber: `04-${crypto.randomUUID().slice(0, 8)}`, currentBalance },
    });
  const sentInvoice = async (status: InvoiceStatus = "sent") => {
    const { id: clientId } = await insertClient(getDb(), { company: "Constructora del Istmo" });
    return (await api()).send(endpoints.createInvoice, {
      body: {
        clientId,
        description: "Plataforma de obras",
        lines: [{ description: "Desarrollo", quantity: 1, unitPrice: "1000.00", itbmsRate: "7" }],
        issueDate: panamaDate(-2),
        dueDate: panamaDate(28),
        status,
      },
    });
  };

  test("a bank account's opening balance: Bancos (that account) against Saldos de apertura", async () => {
    const account = await openAccount("1500.25");
    expect(await entriesOf(getDb(), "bank_account", account.id)).toEqual([
      {
        date: panamaDate(0),
        description: expect.stringContaining("Saldo inicial"),
        reverses: false,
        lines: [
          ["1.1.02", "1500.25", "0.00", account.id],
          ["3.4", "0.00", "1500.25"],
        ],
      },
    ]);
    // Deleted (it has no movements): the opening is reversed, the journal keeps both.
    expect((await (await api()).del(`/api/financial/bank-accounts/${account.id}`)).status).toBe(204);
    const entries = await entriesOf(getDb(), "bank_account", account.id);
    expect(entries.map((entry) => [entry.reverses, entry.lines])).toEqual([
      [
        false,
        [
          ["1.1.02", "1500.25", "0.00", account.id],
          ["3.4", "0.00", "1500.25"],
        ],
      ],
      [
        true,
        [
          ["1.1.02", "0.00", "1500.25", account.id],
          ["3.4", "1500.25", "0.00"],
        ],
      ],
    ]);
  });

  test("an invoice sent: receivable at the total, income without ITBMS, ITBMS as débito fiscal; a draft posts nothing", async () => {
    const draft = await sentInvoice("draft");
    expect(await entriesOf(getDb(), "invoice", draft.id)).toEqual([]);

    const invoice = await sentInvoice();
    const [entry] = await entriesOf(getDb(), "invoice", invoice.id);
    expect(entry).toEqual({
      date: panamaDate(-2),
      description: `Factura ${invoice.invoiceNumber} · Constructora del Istmo`,
      reverses: false,
      lines: [
        ["1.1.03", "1070.00", "0.00"],
        ["4.1.05", "0.00", "1000.00"],
        ["2.1.02", "0.00", "70.00"],
      ],
    });

    // Sending the draft posts it; editing a sent invoice's lines reverses and reposts.
    await (await api()).send(endpoints.updateInvoice, { params: { id: draft.id }, body: { status: "sent" } });
    expect((await entriesOf(getDb(), "invoice", draft.id)).length).toBe(1);
    await (await api()).send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { lines: [{ description: "Desarrollo", quantity: 2, unitPrice: "1000.00", itbmsRate: "7" }] },
    });
    const entries = await entriesOf(getDb(), "invoice", invoice.id);
    expect(entries.map((e) => [e.reverses, e.lines])).toEqual([
      [
        false,
        [
          ["1.1.03", "1070.00", "0.00"],
          ["4.1.05", "0.00", "1000.00"],
          ["2.1.02", "0.00", "70.00"],
        ],
      ],
      [
        true,
        [
          ["1.1.03", "0.00", "1070.00"],
          ["4.1.05", "1000.00", "0.00"],
          ["2.1.02", "70.00", "0.00"],
        ],
      ],
      [
        false,
        [
          ["1.1.03", "2140.00", "0.00"],
          ["4.1.05", "0.00", "2000.00"],
          ["2.1.02", "0.00", "140.00"],
        ],
      ],
    ]);
    // Reworded only: the books do not move.
    await (await api()).send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { description: "Plataforma de obras (fase 1)" },
    });
    expect((await entriesOf(getDb(), "invoice", invoice.id)).length).toBe(3);

    // Cancelled: the standing entry is reversed, dated today.
    await (await api()).send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "cancelled" } });
    const last = (await entriesOf(getDb(), "invoice", invoice.id)).at(-1);
    expect(last).toMatchObject({ date: panamaDate(0), reverses: true });
    expect(last?.lines).toEqual([
      ["1.1.03", "0.00", "2140.00"],
      ["4.1.05", "2000.00", "0.00"],
      ["2.1.02", "140.00", "0.00"],
    ]);
    expect(await journalTotals(getDb())).toMatchObject({ unbalanced: 0 });
  });

  test("an invoice's lines post their income to their own accounts; the rest to Ventas de servicios", async () => {
    const a = await api();
    const { id: clientId } = await insertClient(getDb(), { company: "Constructora del Istmo" });
    const body = (incomeAccountCode: string) => ({
      clientId,
      description: "Plataforma y soporte",
      issueDate: panamaDate(-1),
      dueDate: panamaDate(29),
      status: "sent" as const,
      lines: [
        { description: "Desarrollo", quantity: 1, unitPrice: "1000.00", itbmsRate: "7", incomeAccountCode: "4.1.01" },
        { description: "Soporte", quantity: 2, unitPrice: "100.00", itbmsRate: "7", incomeAccountCode },
        { description: "Capacitación", quantity: 1, unitPrice: "100.00", itbmsRate: "0", incomeAccountCode: "" },
      ],
    });
    const invoice = await a.send(endpoints.createInvoice, { body: body("4.1.04") });
    expect(invoice.lines.map((line) => line.incomeAccountCode)).toEqual(["4.1.01", "4.1.04", null]);
    const [entry] = await entriesOf(getDb(), "invoice", invoice.id);
    expect(entry?.lines).toEqual([
      ["1.1.03", "1384.00", "0.00"],
      ["4.1.05", "0.00", "100.00"],
      ["4.1.01", "0.00", "1000.00"],
      ["4.1.04", "0.00", "200.00"],
      ["2.1.02", "0.00", "84.00"],
    ]);

    // An expense account, a parent's heading or an unknown code is refused on the lines; nothing is stored.
    const before = await getDb().$count(invoiceLines);
    for (const code of ["6.2.09", "4.1", "9.9.9"]) {
      await expectIssue(await a.post("/api/invoices", body(code)), "lines", incomeAccountRefused(code));
    }
    expect(await getDb().$count(invoiceLines)).toBe(before);

    // Staff pick among the income accounts without sub-accounts.
    const { createUser, signIn, jsonRequest } = await import("../../test/harness");
    const staff = await createUser(getDb(), { role: "staff" });
    const cookie = await signIn(a.app, staff.email, staff.password);
    const listed = await jsonRequest(a.app, "GET", "/api/income-accounts", { cookie });
    const codes = (await parseAnswer(endpoints.listIncomeAccounts, listed)).map((account) => account.code);
    expect(codes).toEqual(expect.arrayContaining(["4.1.01", "4.1.04", "4.1.05", "4.2.02"]));
    expect(codes).not.toContain("4.1");
    expect(codes.every((code) => code.startsWith("4."))).toBe(true);
  });

  test("a receivable payment: the bank account (or Caja) against the receivable", async () => {
    const account = await openAccount("0.00");
    const invoice = await sentInvoice();
    const receivableId = invoice.receivable?.id as number;
    const intoBank = await (await api()).send(endpoints.receivePayment, {
      body: { receivableId, amount: "500.00", paymentDate: panamaDate(0), bankAccountId: account.id },
    });
    expect((await entriesOf(getDb(), "receivable_payment", intoBank.payment.id))[0]?.lines).toEqual([
      ["1.1.02", "500.00", "0.00", account.id],
      ["1.1.03", "0.00", "500.00"],
    ]);
    // The payment's own bank movement is not posted twice.
    const [movement] = await getDb()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.receivablePaymentId, intoBank.payment.id));
    expect(movement).toBeDefined();
    expect(await entriesOf(getDb(), "transaction", movement?.id as number)).toEqual([]);

    const inCash = await (await api()).send(endpoints.receivePayment, {
      body: { receivableId, amount: "570.00", paymentDate: panamaDate(0) },
    });
    expect((await entriesOf(getDb(), "receivable_payment", inCash.payment.id))[0]?.lines).toEqual([
      ["1.1.01", "570.00", "0.00"],
      ["1.1.03", "0.00", "570.00"],
    ]);
  });

  test("a supplier invoice: expense by category and ITBMS crédito fiscal against the payable; paying it; deleting one", async () => {
    const account = await openAccount("1000.00");
    const supplier = await insertSupplier(getDb());
    const created = await (await api()).send(endpoints.createPayable, {
      body: {
        supplierId: supplier.id,
        invoiceNumber: "F-0042",
        issueDate: panamaDate(-1),
        dueDate: panamaDate(29),
        totalAmount: "107.00",
        itbmsRate: "7",
        category: "software",
        description: "Licencias",
      },
    });
    expect((await entriesOf(getDb(), "payable", created.id))[0]).toMatchObject({
      date: panamaDate(-1),
      lines: [
        ["6.2.03", "100.00", "0.00"],
        ["1.1.04", "7.00", "0.00"],
        ["2.1.01", "0.00", "107.00"],
      ],
    });

    const paid = await (await api()).send(endpoints.paySupplier, {
      body: { payableId: created.id, amount: "107.00", paymentDate: panamaDate(0), bankAccountId: account.id },
    });
    expect((await entriesOf(getDb(), "supplier_payment", paid.payment.id))[0]?.lines).toEqual([
      ["2.1.01", "107.00", "0.00"],
      ["1.1.02", "0.00", "107.00", account.id],
    ]);

    const other = await (await api()).send(endpoints.createPayable, {
      body: {
        supplierId: supplier.id,
        invoiceNumber: "F-0043",
        dueDate: panamaDate(30),
        totalAmount: "50.00",
        description: "Papelería",
        category: "supplies",
      },
    });
    expect((await (await api()).del(`/api/financial/accounts-payable/${other.id}`)).status).toBe(204);
    expect((await entriesOf(getDb(), "payable", other.id)).map((e) => [e.reverses, e.lines])).toEqual([
      [
        false,
        [
          ["6.2.08", "50.00", "0.00"],
          ["2.1.01", "0.00", "50.00"],
        ],
      ],
      [
        true,
        [
          ["6.2.08", "0.00", "50.00"],
          ["2.1.01", "50.00", "0.00"],
        ],
      ],
    ]);
  });

  test("a transfer: the amount between the two bank lines, the fee a bank charge", async () => {
    const from = await openAccount("1000.00");
    const to = await openAccount("0.00");
    const transfer = await (await api()).send(endpoints.createTransfer, {
      body: {
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: "333.33",
        transferFee: "1.67",
        transferDate: `${panamaDate(0)}T15:00:00.000Z`,
        reference: "TRF-9",
      },
    });
    expect((await entriesOf(getDb(), "transfer", transfer.id))[0]).toMatchObject({
      description: "Transferencia entre cuentas · TRF-9",
      lines: [
        ["1.1.02", "333.33", "0.00", to.id],
        ["6.3.01", "1.67", "0.00"],
        ["1.1.02", "0.00", "335.00", from.id],
      ],
    });
  });

  test("an income or expense by hand: its category's account (or the default) against the bank or Caja; deleted, reversed", async () => {
    const account = await openAccount("100.00");
    const [consulting] = await getDb()
      .select({ id: transactionCategories.id })
      .from(transactionCategories)
      .where(sql`${transactionCategories.name} = 'Consultoría'`);
    const income = await (await api()).send(endpoints.createTransaction, {
      body: {
        transactionDate: panamaDate(0),
        transactionType: "income",
        amount: "250.00",
        description: "Asesoría",
        categoryId: consulting?.id,
        bankAccountId: account.id,
      },
    });
    expect((await entriesOf(getDb(), "transaction", income.id))[0]?.lines).toEqual([
      ["1.1.02", "250.00", "0.00", account.id],
      ["4.1.03", "0.00", "250.00"],
    ]);
    const expense = await (await api()).send(endpoints.createTransaction, {
      body: { transactionDate: panamaDate(0), transactionType: "expense", amount: "12.40", description: "Taxi" },
    });
    expect((await entriesOf(getDb(), "transaction", expense.id))[0]?.lines).toEqual([
      ["6.2.09", "12.40", "0.00"],
      ["1.1.01", "0.00", "12.40"],
    ]);
    expect((await (await api()).del(`/api/financial/transactions/${income.id}`)).status).toBe(204);
    expect((await entriesOf(getDb(), "transaction", income.id)).map((e) => [e.reverses, e.lines])).toEqual([
      [
        false,
        [
          ["1.1.02", "250.00", "0.00", account.id],
          ["4.1.03", "0.00", "250.00"],
        ],
      ],
      [
        true,
        [
          ["1.1.02", "0.00", "250.00", account.id],
          ["4.1.03", "250.00", "0.00"],
        ],
      ],
    ]);
  });

  test("the database itself refuses an unbalanced entry, a one-line entry, and any edit or delete of the journal", async () => {
    const db = getDb();
    const [cash] = await db
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(eq(chartOfAccounts.code, "1.1.01"));
    const cashId = cash?.id;
    /** What the database said when it refused, or 'accepted'. */
    const refusal = async (write: () => Promise<unknown>) => {
      try {
        await write();
        return "accepted";
      } catch (error) {
        const { cause, message } = error as { cause?: { message?: string }; message: string };
        return cause?.message ?? message;
      }
    };
    const insertEntry = async (lines: string) =>
      db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(
            `insert into journal_entries (id, entry_date, description, origin_type) values (900001, '2026-01-05', 'x', 'manual')`,
          ),
        );
        await tx.execute(sql.raw(`insert into journal_lines (entry_id, account_id, debit, credit) values ${lines}`));
      });
    expect(await refusal(() => insertEntry(`(900001, ${cashId}, 10, 0), (900001, ${cashId}, 0, 9.99)`))).toContain(
      "no cuadra",
    );
    expect(await refusal(() => insertEntry(`(900001, ${cashId}, 10, 0)`))).toContain("no cuadra");
    expect(
      await refusal(() =>
        db.transaction(async (tx) => {
          await tx.execute(
            sql.raw(
              `insert into journal_entries (id, entry_date, description, origin_type) values (900002, '2026-01-05', 'sin líneas', 'manual')`,
            ),
          );
        }),
      ),
    ).toContain("no tiene líneas");
    await insertEntry(`(900001, ${cashId}, 10, 0), (900001, ${cashId}, 0, 10)`);
    const run = async (statement: string) => {
      await db.execute(sql.raw(statement));
    };
    expect(
      await refusal(() => run("update journal_lines set debit = 11 where entry_id = 900001 and debit = 10")),
    ).toContain("El diario no se modifica");
    expect(await refusal(() => run("delete from journal_entries where id = 900001"))).toContain(
      "El diario no se modifica",
    );
    expect(await refusal(() => run("delete from journal_lines where entry_id = 900001"))).toContain(
      "El diario no se modifica",
    );
  });
});
