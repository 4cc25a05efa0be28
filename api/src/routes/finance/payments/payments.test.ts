import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, PAYMENT_AFTER_TODAY, paymentBeforeIssue, type ReceivablePaymentInput } from "../../../contract";
import { accountsReceivable, receivablePayments, transactions } from "../../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { balanceOf, insertBankAccount } from "../../../test/debt-fixtures";
import { insertClient, panamaDate } from "../../../test/fixtures";
import { parsedAnswer } from "../../../test/typed-request";

describeEachDatabase("POST /api/financial/payments", (getDb) => {
  /** An invoice sent today (unless `issueDate` says otherwise) and its receivable. */
  async function setup(issueDate?: string) {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { company: "Constructora del Istmo" });
    // Total 1250.00 + 7 % = 1337.50.
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId,
        description: "Plataforma de obras",
        amount: "1250.00",
        issueDate,
        dueDate: panamaDate(15),
        status: "sent",
      },
    });
    const receivableId = invoice.receivable?.id as number;
    /** A payment answered whatever its status: for the refusals. */
    const pay = (body: Record<string, unknown>) =>
      api.post("/api/financial/payments", { receivableId, paymentDate: panamaDate(0), ...body });
    /** A payment that must be recorded (201). */
    const paid = (body: Partial<ReceivablePaymentInput>) =>
      api.send(endpoints.receivePayment, { body: { receivableId, paymentDate: panamaDate(0), ...body } });
    const invoiceNow = () => api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const paymentCount = async () =>
      (await db.select().from(receivablePayments).where(eq(receivablePayments.receivableId, receivableId))).length;
    return { db, api, clientId, invoice, receivableId, pay, paid, invoiceNow, paymentCount };
  }

  test("a partial payment answers 201 with the payment and the receivable, now partially paid", async () => {
    const { db, api, clientId, invoice, receivableId, paid, invoiceNow } = await setup();
    const answer = await paid({ amount: 500, reference: "ACH-001", notes: "" });
    expect(answer.payment).toMatchObject({
      receivableId,
      amount: "500.00",
      paymentDate: panamaDate(0),
      paymentMethod: "transfer",
      reference: "ACH-001",
      notes: null,
    });
    expect(answer.receivable).toMatchObject({
      id: receivableId,
      clientId,
      clientName: "Constructora del Istmo",
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      totalAmount: "1337.50",
      balanceAmount: "837.50",
      status: "partially_paid",
    });
    expect(await invoiceNow()).toMatchObject({ status: "sent", paidAt: null });
    expect(await activityFor(db, "receivable", receivableId)).toEqual([
      {
        action: "payment",
        summary: `Pago de B/. 500.00 registrado en ${invoice.invoiceNumber}`,
        userId: api.userId,
      },
    ]);
  });

  test("settling the balance marks the receivable and its invoice paid, dated by the payment", async () => {
    const { db, invoice, paid, invoiceNow } = await setup("2026-02-20");
    await paid({ amount: "1000.00", paymentDate: "2026-03-01" });
    const last = await paid({ amount: "337.50", paymentDate: "2026-03-31", paymentMethod: "check" });
    expect(last.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(last.payment.paymentMethod).toBe("check");
    const settled = await invoiceNow();
    // Noon in Panama on the payment date (17:00 UTC): March's revenue, whatever the server's clock says.
    expect(settled).toMatchObject({ status: "paid", paidAt: "2026-03-31T17:00:00.000Z" });
    expect(settled.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    const log = await activityFor(db, "invoice", invoice.id);
    expect(log.at(-1)).toMatchObject({
      action: "status",
      summary: `Factura ${invoice.invoiceNumber} marcada como Pagada`,
    });
  });

  test("more than the balance is refused with 422 and nothing changes", async () => {
    const { pay, paid, invoiceNow, paymentCount } = await setup();
    await paid({ amount: "1000.00" });
    const refused = await pay({ amount: "337.51" });
    expect(refused).toEqual({ status: 422, body: { error: "El monto excede el saldo pendiente" } });
    const after = await invoiceNow();
    expect(after.receivable).toMatchObject({ balanceAmount: "337.50", status: "partially_paid" });
    expect(after.status).toBe("sent");
    expect(await paymentCount()).toBe(1);
  });

  test("a paid receivable takes no more payments (409)", async () => {
    const { pay, paid, paymentCount } = await setup();
    await paid({ amount: "1337.50" });
    expect(await pay({ amount: "1.00" })).toEqual({
      status: 409,
      body: { error: "La cuenta por cobrar ya está pagada" },
    });
    expect(await paymentCount()).toBe(1);
  });

  test("an unknown receivable is a Spanish 404", async () => {
    const { api } = await setup();
    const answer = await api.post("/api/financial/payments", {
      receivableId: 987654,
      amount: "1.00",
      paymentDate: panamaDate(0),
    });
    expect(answer).toEqual({ status: 404, body: { error: "Cuenta por cobrar no encontrada" } });
  });

  test("a receivable not raised from an invoice can be paid too", async () => {
    const { db, clientId, api } = await setup();
    const [row] = await db
      .insert(accountsReceivable)
      .values({
        clientId,
        invoiceNumber: "EXT-77",
        issueDate: panamaDate(-10),
        dueDate: panamaDate(20),
        totalAmount: "200.00",
        balanceAmount: "200.00",
        description: "Saldo migrado",
      })
      .returning({ id: accountsReceivable.id });
    const answer = await api.send(endpoints.receivePayment, {
      body: { receivableId: row?.id, amount: "200", paymentDate: `${panamaDate(0)}T12:00:00Z`, paymentMethod: "cash" },
    });
    expect(answer.receivable).toMatchObject({ invoiceId: null, balanceAmount: "0.00", status: "paid" });
  });

  test("with a bank account: an income of that account, linked to the payment, raises its balance", async () => {
    const { db, clientId, invoice, pay, paid, paymentCount } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "100.00" });
    const answer = await paid({ amount: "1337.50", bankAccountId: account.id, reference: "DEP-7" });
    expect(answer.payment.bankAccountId).toBe(account.id);
    expect(answer.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(await balanceOf(db, account.id)).toBe("1437.50");
    const movements = await db.select().from(transactions).where(eq(transactions.bankAccountId, account.id));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      transactionType: "income",
      amount: "1337.50",
      currency: "PAB",
      status: "completed",
      description: `Cobro ${invoice.invoiceNumber} - Constructora del Istmo`,
      reference: "DEP-7",
      clientId,
      receivablePaymentId: answer.payment.id,
    });
    // Refused payments move no balance.
    expect((await pay({ amount: "1.00", bankAccountId: account.id })).status).toBe(409);
    expect(await balanceOf(db, account.id)).toBe("1437.50");
    expect(await paymentCount()).toBe(1);
  });

  test("an unknown bank account is a 400 on bankAccountId, nothing stored", async () => {
    const { pay, paymentCount } = await setup();
    await expectIssue(
      await pay({ amount: "5.00", bankAccountId: 987654 }),
      "bankAccountId",
      "Cuenta bancaria no encontrada",
    );
    expect(await paymentCount()).toBe(0);
  });

  test("a repeat with the same Idempotency-Key answers the first payment and pays nothing twice", async () => {
    const { api, receivableId, paymentCount } = await setup();
    const body = { receivableId, amount: "300.00", paymentDate: panamaDate(0) };
    const key = `cobro-${crypto.randomUUID()}`;
    const first = await api.postWithKey("/api/financial/payments", body, key);
    expect(first.status).toBe(201);
    expect(parsedAnswer(endpoints.receivePayment, first.body).receivable.balanceAmount).toBe("1037.50");
    const again = await api.postWithKey("/api/financial/payments", body, key);
    expect(again).toEqual({ status: 201, body: first.body, text: first.text, replayed: true });
    expect(await paymentCount()).toBe(1);
    const other = await api.postWithKey("/api/financial/payments", { ...body, amount: "1.00" }, key);
    expect(other.status).toBe(409);
    expect(await paymentCount()).toBe(1);
  });

  test("a payment dated 1907 is refused on paymentDate: the invoice stays unpaid and listed", async () => {
    const { db, api, pay, invoiceNow, paymentCount } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "100.00" });
    await expectIssue(
      await pay({ amount: "1337.50", paymentDate: "1907-05-01", bankAccountId: account.id }),
      "paymentDate",
      "La fecha no puede ser anterior al 01/01/2000",
    );
    expect(await paymentCount()).toBe(0);
    expect(await balanceOf(db, account.id)).toBe("100.00");
    const after = await invoiceNow();
    expect(after).toMatchObject({ status: "sent", paidAt: null });
    expect(after.receivable).toMatchObject({ balanceAmount: "1337.50", status: "pending" });
    await api.send(endpoints.listInvoices, {});
  });

  test("a payment dated before its invoice's issue date is refused on paymentDate; that day itself is fine", async () => {
    const issued = panamaDate(-5);
    const { db, pay, paid, invoiceNow, paymentCount } = await setup(issued);
    const account = await insertBankAccount(db, { currentBalance: "100.00" });
    const early = await pay({ amount: "1337.50", paymentDate: panamaDate(-6), bankAccountId: account.id });
    await expectIssue(early, "paymentDate", paymentBeforeIssue(issued));
    expect(paymentBeforeIssue("2026-03-10")).toBe(
      "La fecha de pago no puede ser anterior a la fecha de emisión (10/03/2026)",
    );
    expect(await paymentCount()).toBe(0);
    expect(await balanceOf(db, account.id)).toBe("100.00");
    expect((await invoiceNow()).status).toBe("sent");
    await paid({ amount: "1337.50", paymentDate: issued });
  });

  test("the issue date checked is the invoice's as edited, not the one the receivable first had", async () => {
    const { api, invoice, pay } = await setup(panamaDate(-10));
    await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { issueDate: panamaDate(-2) } });
    await expectIssue(
      await pay({ amount: "10.00", paymentDate: panamaDate(-3) }),
      "paymentDate",
      paymentBeforeIssue(panamaDate(-2)),
    );
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no amount", { amount: undefined }, "amount", "El monto es requerido"],
    ["empty amount", { amount: "" }, "amount", "El monto es requerido"],
    ["zero amount", { amount: 0 }, "amount", "El monto debe ser mayor que cero"],
    ["no payment date", { paymentDate: undefined }, "paymentDate", "La fecha de pago es requerida"],
    ["empty payment date", { paymentDate: "" }, "paymentDate", "La fecha de pago es requerida"],
    ["a payment date after today in Panama", { paymentDate: panamaDate(1) }, "paymentDate", PAYMENT_AFTER_TODAY],
    [
      "a payment date before 2000",
      { paymentDate: "1999-12-31" },
      "paymentDate",
      "La fecha no puede ser anterior al 01/01/2000",
    ],
    ["unknown method", { paymentMethod: "bitcoin" }, "paymentMethod", "Método de pago inválido"],
    ["no receivable", { receivableId: undefined }, "receivableId", "Debe seleccionar una cuenta por cobrar"],
  ];
  test("a payment dated today in Panama is accepted, even when it is already tomorrow in UTC", async () => {
    const { paid } = await setup();
    // 02:00 UTC tomorrow is 21:00 today in Panama.
    const answer = await paid({ amount: "10.00", paymentDate: `${panamaDate(1)}T02:00:00Z` });
    expect(answer.payment.paymentDate).toBe(panamaDate(0));
  });

  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { pay, paymentCount } = await setup();
      await expectIssue(await pay({ amount: "10.00", ...change }), field, message);
      expect(await paymentCount()).toBe(0);
    });
  }
});
