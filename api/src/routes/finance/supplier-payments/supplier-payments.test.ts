import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, PAYMENT_AFTER_TODAY, paymentBeforeIssue, type SupplierPaymentInput } from "../../../contract";
import type { Db } from "../../../db/client";
import { accountsPayable, supplierPayments, transactions } from "../../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase, testDatabases } from "../../../test/databases";
import { balanceOf, insertBankAccount, insertPayable, insertSupplier } from "../../../test/debt-fixtures";
import { panamaDate } from "../../../test/fixtures";
import { parsedAnswer } from "../../../test/typed-request";

const PATH = "/api/financial/supplier-payments";

describeEachDatabase("POST /api/financial/supplier-payments", (getDb) => {
  async function setup(total = "1070.00") {
    const db = getDb();
    const api = await signedInApi(db);
    const supplier = await insertSupplier(db, { name: "Cableados S.A." });
    const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: total, invoiceNumber: "CS-0042" });
    /** A payment answered whatever its status: for the refusals. */
    const pay = (body: Record<string, unknown>) =>
      api.post(PATH, { payableId: payable.id, paymentDate: panamaDate(0), ...body });
    /** A payment that must be recorded (201). */
    const paid = (body: Partial<SupplierPaymentInput>) =>
      api.send(endpoints.paySupplier, { body: { payableId: payable.id, paymentDate: panamaDate(0), ...body } });
    const paymentCount = async () =>
      (await db.select().from(supplierPayments).where(eq(supplierPayments.payableId, payable.id))).length;
    const stored = async () =>
      (
        await db
          .select({ balance: accountsPayable.balanceAmount, status: accountsPayable.status })
          .from(accountsPayable)
          .where(eq(accountsPayable.id, payable.id))
      )[0];
    const movementsOf = (bankAccountId: number) =>
      db.select().from(transactions).where(eq(transactions.bankAccountId, bankAccountId));
    return { db, api, supplier, payable, pay, paid, paymentCount, stored, movementsOf };
  }

  test("a partial payment, then the rest: partially paid, then paid at zero, to the cent", async () => {
    const { db, api, supplier, payable, paid } = await setup();
    const first = await paid({ amount: "500.01", reference: "CHK-1", notes: "", paymentMethod: "check" });
    expect(first.payment).toEqual({
      id: expect.any(Number),
      payableId: payable.id,
      bankAccountId: null,
      amount: "500.01",
      paymentDate: panamaDate(0),
      paymentMethod: "check",
      reference: "CHK-1",
      notes: null,
      createdAt: expect.any(String),
    });
    expect(first.payable).toMatchObject({
      id: payable.id,
      supplierId: supplier.id,
      supplierName: "Cableados S.A.",
      totalAmount: "1070.00",
      balanceAmount: "569.99",
      status: "partially_paid",
    });
    const last = await paid({ amount: 569.99 });
    expect(last.payment.paymentMethod).toBe("transfer");
    expect(last.payable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(await activityFor(db, "payable", payable.id)).toEqual([
      { action: "payment", summary: "Pago de B/. 500.01 registrado en CS-0042", userId: api.userId },
      { action: "payment", summary: "Pago de B/. 569.99 registrado en CS-0042", userId: api.userId },
    ]);
  });

  test("more than the balance is refused with 422 and nothing changes", async () => {
    const { pay, paid, paymentCount, stored } = await setup();
    await paid({ amount: "1000.00" });
    expect(await pay({ amount: "70.01" })).toEqual({
      status: 422,
      body: { error: "El monto excede el saldo pendiente" },
    });
    expect(await stored()).toEqual({ balance: "70.00", status: "partially_paid" });
    expect(await paymentCount()).toBe(1);
  });

  test("a paid payable takes no more payments (409)", async () => {
    const { pay, paid, paymentCount } = await setup();
    await paid({ amount: "1070" });
    expect(await pay({ amount: "1.00" })).toEqual({
      status: 409,
      body: { error: "La cuenta por pagar ya está pagada" },
    });
    expect(await paymentCount()).toBe(1);
  });

  test("an unknown payable is a Spanish 404", async () => {
    const { api } = await setup();
    expect(await api.post(PATH, { payableId: 987654, amount: "1.00", paymentDate: panamaDate(0) })).toEqual({
      status: 404,
      body: { error: "Cuenta por pagar no encontrada" },
    });
  });

  test("with a bank account: an expense of that account, linked to the payment, lowers its balance", async () => {
    const { db, supplier, paid, movementsOf } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "2000.00", currency: "USD" });
    const answer = await paid({ amount: "1069.99", bankAccountId: account.id, reference: "ACH-9" });
    expect(answer.payment.bankAccountId).toBe(account.id);
    expect(await balanceOf(db, account.id)).toBe("930.01");
    const movements = await movementsOf(account.id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({
      transactionType: "expense",
      amount: "1069.99",
      currency: "USD",
      status: "completed",
      transactionDate: panamaDate(0),
      description: "Pago CS-0042 - Cableados S.A.",
      reference: "ACH-9",
      supplierId: supplier.id,
      supplierPaymentId: answer.payment.id,
    });
  });

  test("a bank account that does not hold the amount is refused with 422 and nothing changes", async () => {
    const { db, pay, paid, paymentCount, stored, movementsOf } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "99.99" });
    expect(await pay({ amount: "100.00", bankAccountId: account.id })).toEqual({
      status: 422,
      body: { error: "Saldo insuficiente en la cuenta" },
    });
    expect(await balanceOf(db, account.id)).toBe("99.99");
    expect(await stored()).toEqual({ balance: "1070.00", status: "pending" });
    expect(await paymentCount()).toBe(0);
    expect(await movementsOf(account.id)).toEqual([]);
    // Exactly the balance is fine, and leaves 0.00.
    await paid({ amount: "99.99", bankAccountId: account.id });
    expect(await balanceOf(db, account.id)).toBe("0.00");
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
    const { db, api, payable, paymentCount, stored } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "500.00" });
    const body = { payableId: payable.id, amount: "100.00", paymentDate: panamaDate(0), bankAccountId: account.id };
    const key = `pago-${crypto.randomUUID()}`;
    const first = await api.postWithKey(PATH, body, key);
    expect(first.status).toBe(201);
    expect(parsedAnswer(endpoints.paySupplier, first.body).payment).toMatchObject({ amount: "100.00" });
    const again = await api.postWithKey(PATH, body, key);
    expect(again).toEqual({ status: 201, body: first.body, text: first.text, replayed: true });
    expect(await paymentCount()).toBe(1);
    expect(await stored()).toEqual({ balance: "970.00", status: "partially_paid" });
    expect(await balanceOf(db, account.id)).toBe("400.00");
    const other = await api.postWithKey(PATH, { ...body, amount: "200.00" }, key);
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: "La clave de idempotencia ya se usó con otra solicitud" });
    expect(await paymentCount()).toBe(1);
  });

  test("a payment dated before the payable's issue date is refused on paymentDate, and nothing changes", async () => {
    const { db, payable, pay, paid, paymentCount, stored, movementsOf } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "2000.00" });
    const early = await pay({ amount: "1070.00", paymentDate: panamaDate(-6), bankAccountId: account.id });
    await expectIssue(early, "paymentDate", paymentBeforeIssue(payable.issueDate));
    expect(await paymentCount()).toBe(0);
    expect(await stored()).toEqual({ balance: "1070.00", status: "pending" });
    expect(await balanceOf(db, account.id)).toBe("2000.00");
    expect(await movementsOf(account.id)).toEqual([]);
    // Paid the day it was issued (the fixture's five days ago) is fine.
    await paid({ amount: "1070.00", paymentDate: payable.issueDate });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no amount", { amount: undefined }, "amount", "El monto es requerido"],
    ["zero amount", { amount: 0 }, "amount", "El monto debe ser mayor que cero"],
    ["no payment date", { paymentDate: "" }, "paymentDate", "La fecha de pago es requerida"],
    ["a payment date after today", { paymentDate: panamaDate(1) }, "paymentDate", PAYMENT_AFTER_TODAY],
    [
      "a payment date in 1907",
      { paymentDate: "1907-05-01" },
      "paymentDate",
      "La fecha no puede ser anterior al 01/01/2000",
    ],
    ["unknown method", { paymentMethod: "bitcoin" }, "paymentMethod", "Método de pago inválido"],
    ["a bank account that is not an id", { bankAccountId: "abc" }, "bankAccountId", "Cuenta bancaria inválida"],
    ["no payable", { payableId: undefined }, "payableId", "Debe seleccionar una cuenta por pagar"],
  ];
  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { pay, paymentCount } = await setup();
      await expectIssue(await pay({ amount: "10.00", ...change }), field, message);
      expect(await paymentCount()).toBe(0);
    });
  }
});

// PGlite is one connection: concurrency there proves nothing; this runs on PostgreSQL only.
const postgresDatabase = testDatabases.find((database) => database.name === "postgres");
if (postgresDatabase) {
  describe("simultaneous supplier payments [postgres]", () => {
    let opened: { db: Db; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      opened = await postgresDatabase.open();
    }, 30_000);
    afterAll(async () => {
      await opened?.close();
    }, 30_000);

    test("20 payments at once never take a balance below zero, and the account pays only what it holds", async () => {
      const db = opened?.db as Db;
      const api = await signedInApi(db);
      const supplier = await insertSupplier(db);
      const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: "150.00" });
      const account = await insertBankAccount(db, { currentBalance: "120.00" });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.post(PATH, {
            payableId: payable.id,
            amount: "10.00",
            paymentDate: panamaDate(0),
            bankAccountId: account.id,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(12);
      expect(answers.filter((answer) => answer.status === 422)).toHaveLength(8);
      expect(await balanceOf(db, account.id)).toBe("0.00");
      const [row] = await db.select().from(accountsPayable).where(eq(accountsPayable.id, payable.id));
      expect(row?.balanceAmount).toBe("30.00");
      const paid = await db.select().from(supplierPayments).where(eq(supplierPayments.payableId, payable.id));
      expect(paid).toHaveLength(12);
    }, 30_000);
  });
}
