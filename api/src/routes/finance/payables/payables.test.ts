import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, includedItbms, type PayableInput } from "../../../contract";
import { accountsPayable, supplierPayments, transactions } from "../../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { balanceOf, insertBankAccount, insertPayable, insertSupplier } from "../../../test/debt-fixtures";
import { panamaDate } from "../../../test/fixtures";
import { parseAnswer } from "../../../test/typed-request";

const PATH = "/api/financial/accounts-payable";

test("the ITBMS contained in a total is rounded to the cent, half up", () => {
  expect(includedItbms("107.00", "7")).toBe("7.00");
  // 100 × 7 / 107 = 6.5420…
  expect(includedItbms("100.00", "7")).toBe("6.54");
  // 1150 × 15 / 115 = 150
  expect(includedItbms("1150.00", "15")).toBe("150.00");
  // 0.21 × 10 / 110 = 0.019090… -> 0.02; 0.11 × 10 / 110 = 0.01 exactly
  expect(includedItbms("0.21", "10")).toBe("0.02");
  expect(includedItbms("0.11", "10")).toBe("0.01");
  // 0.30 × 7 / 107 = 0.01962… -> 0.02 (an exact half cent cannot occur at 7, 10 or 15 %)
  expect(includedItbms("0.30", "7")).toBe("0.02");
  expect(includedItbms("1000", "0")).toBe("0.00");
  expect(includedItbms("999999999999.99", "15")).toBe("130434782608.69");
});

describeEachDatabase("/api/financial/accounts-payable", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const supplier = await insertSupplier(db, { name: "Ferretería Central" });
    const tag = crypto.randomUUID().slice(0, 8);
    const base = {
      supplierId: supplier.id,
      invoiceNumber: `F-${tag}`,
      dueDate: panamaDate(30),
      totalAmount: "535.00",
      description: "Materiales",
    };
    /** A payable that must be created (201). */
    const create = (body: Partial<PayableInput>) => api.send(endpoints.createPayable, { body: { ...base, ...body } });
    /** The same POST, answered whatever its status: for the refusals. */
    const post = (body: Record<string, unknown>) => api.post(PATH, { ...base, ...body });
    return { db, api, supplier, tag, create, post };
  }

  test("POST as the form sends it: balance = total, pending, the supplier's name, logged", async () => {
    const { db, api, supplier, tag, create } = await setup();
    const answer = await create({
      issueDate: `${panamaDate(-2)}T17:00:00.000Z`,
      dueDate: `${panamaDate(28)}T17:00:00.000Z`,
      totalAmount: 535,
      balanceAmount: 535,
      category: "supplies",
      status: "pending",
      itbmsRate: "7",
    });
    expect(answer).toEqual({
      id: expect.any(Number),
      supplierId: supplier.id,
      supplierName: "Ferretería Central",
      invoiceNumber: `F-${tag}`,
      issueDate: panamaDate(-2),
      dueDate: panamaDate(28),
      totalAmount: "535.00",
      balanceAmount: "535.00",
      status: "pending",
      daysOverdue: null,
      description: "Materiales",
      category: "supplies",
      itbmsRate: "7",
      itbmsAmount: "35.00",
      taxes: [{ rate: "7", base: "500.00", itbms: "35.00" }],
      purchaseConcept: null,
      purchaseType: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await activityFor(db, "payable", answer.id)).toEqual([
      {
        action: "create",
        summary: `Cuenta por pagar F-${tag} de Ferretería Central creada por B/. 535.00`,
        userId: api.userId,
      },
    ]);
    expect(await api.send(endpoints.getPayable, { params: { id: answer.id } })).toEqual(answer);
  });

  test("issued today unless said; the due date as sent; exempt unless a rate is given", async () => {
    const { create } = await setup();
    const today = await create({ dueDate: panamaDate(15) });
    expect(today).toMatchObject({
      issueDate: panamaDate(0),
      dueDate: panamaDate(15),
      category: null,
      itbmsRate: "0",
      itbmsAmount: "0.00",
      taxes: [{ rate: "0", base: "535.00", itbms: "0.00" }],
    });
    const issued = await create({ issueDate: panamaDate(-10), dueDate: panamaDate(-10), itbmsRate: 0 });
    expect(issued).toMatchObject({ issueDate: panamaDate(-10), dueDate: panamaDate(-10), itbmsRate: "0" });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no supplier", { supplierId: undefined }, "supplierId", "Debe seleccionar un proveedor"],
    ["supplier 0", { supplierId: 0 }, "supplierId", "Debe seleccionar un proveedor"],
    ["an unknown supplier", { supplierId: 987654 }, "supplierId", "Debe seleccionar un proveedor"],
    ["no invoice number", { invoiceNumber: " " }, "invoiceNumber", "El número de factura es requerido"],
    ["an empty issue date", { issueDate: "" }, "issueDate", "La fecha de emisión es requerida"],
    // The supplier's invoice states when it falls due: no default is invented for it.
    ["no due date", { dueDate: undefined }, "dueDate", "La fecha de vencimiento es requerida"],
    ["a null due date", { dueDate: null }, "dueDate", "La fecha de vencimiento es requerida"],
    ["an empty due date", { dueDate: "" }, "dueDate", "La fecha de vencimiento es requerida"],
    ["a bad due date", { dueDate: "2026-02-30" }, "dueDate", "Fecha inválida"],
    [
      "a due date before the issue date",
      { issueDate: panamaDate(0), dueDate: panamaDate(-1) },
      "dueDate",
      "La fecha de vencimiento no puede ser anterior a la fecha de emisión",
    ],
    ["no total", { totalAmount: undefined }, "totalAmount", "El monto total es requerido"],
    ["a zero total", { totalAmount: "0" }, "totalAmount", "El monto debe ser mayor que cero"],
    ["a negative total", { totalAmount: -5 }, "totalAmount", "El monto no puede ser negativo"],
    ["three decimals", { totalAmount: "1.005" }, "totalAmount", "El monto admite como máximo 2 decimales"],
    [
      "a balance other than the total",
      { balanceAmount: "100.00" },
      "balanceAmount",
      "El saldo inicial debe ser igual al monto total",
    ],
    ["no description", { description: "" }, "description", "La descripción es requerida"],
    ["an unknown category", { category: "travel" }, "category", "Categoría inválida"],
    ["an unknown ITBMS rate", { itbmsRate: "12" }, "itbmsRate", "Tasa de ITBMS inválida"],
    ["a status other than pending", { status: "paid" }, "status", "Estado inválido"],
  ];
  for (const [title, change, field, message] of invalid) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { db, post, tag } = await setup();
      await expectIssue(await post(change), field, message);
      expect(
        await db
          .select()
          .from(accountsPayable)
          .where(eq(accountsPayable.invoiceNumber, `F-${tag}`)),
      ).toEqual([]);
    });
  }

  test("GET: by due date; search, status (overdue derived), supplier and due-date window; paged", async () => {
    const { db, api, supplier, tag } = await setup();
    const other = await insertSupplier(db, { name: `Imprenta ${tag}` });
    const late = await insertPayable(db, {
      supplierId: supplier.id,
      invoiceNumber: `A-${tag}`,
      dueDate: panamaDate(-3),
      description: `Cemento ${tag}`,
    });
    const partlyLate = await insertPayable(db, {
      supplierId: other.id,
      invoiceNumber: `B-${tag}`,
      dueDate: panamaDate(-1),
      totalAmount: "80.00",
      balanceAmount: "30.00",
      status: "partially_paid",
    });
    const dueToday = await insertPayable(db, {
      supplierId: other.id,
      invoiceNumber: `C-${tag}`,
      dueDate: panamaDate(0),
    });
    const paidLate = await insertPayable(db, {
      supplierId: supplier.id,
      invoiceNumber: `D-${tag}`,
      dueDate: panamaDate(-9),
      balanceAmount: "0.00",
      status: "paid",
    });

    const whole = await api.request("GET", PATH);
    const rows = await parseAnswer(endpoints.listPayables, whole);
    expect(whole.headers.get("X-Total-Count")).toBe(String(rows.length));
    const dueDates = rows.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const statusOf = (id: number) => rows.find((row) => row.id === id)?.status;
    expect([statusOf(late.id), statusOf(partlyLate.id), statusOf(dueToday.id), statusOf(paidLate.id)]).toEqual([
      "overdue",
      "overdue",
      "pending",
      "paid",
    ]);
    expect(rows.find((row) => row.id === partlyLate.id)).toMatchObject({
      supplierName: `Imprenta ${tag}`,
      balanceAmount: "30.00",
    });
    // Whole days past the due date while not paid; due today or paid: none.
    const daysOf = (id: number) => rows.find((row) => row.id === id)?.daysOverdue;
    expect([daysOf(late.id), daysOf(partlyLate.id), daysOf(dueToday.id), daysOf(paidLate.id)]).toEqual([
      3,
      1,
      null,
      null,
    ]);
    expect(await api.send(endpoints.getPayable, { params: { id: late.id } })).toMatchObject({
      status: "overdue",
      daysOverdue: 3,
    });

    const ids = async (query: string) =>
      (await api.send(endpoints.listPayables, { query: Object.fromEntries(new URLSearchParams(query)) })).map(
        (row) => row.id,
      );
    expect(await ids(`q=a-${tag}`)).toEqual([late.id]);
    expect(await ids(`q=cemento ${tag}`)).toEqual([late.id]);
    expect(await ids(`q=imprenta ${tag}`)).toEqual([partlyLate.id, dueToday.id]);
    expect(await ids(`q=${tag}&status=overdue`)).toEqual([late.id, partlyLate.id]);
    expect(await ids(`q=${tag}&status=paid`)).toEqual([paidLate.id]);
    expect(await ids(`q=${tag}&status=pending`)).toEqual([dueToday.id]);
    // 'open': everything a payment may still take.
    expect(await ids(`q=${tag}&status=open`)).toEqual([late.id, partlyLate.id, dueToday.id]);
    expect(await ids(`supplierId=${other.id}`)).toEqual([partlyLate.id, dueToday.id]);
    expect(await ids(`q=${tag}&from=${panamaDate(-3)}&to=${panamaDate(-1)}`)).toEqual([late.id, partlyLate.id]);

    const page = await api.request("GET", `${PATH}?q=${tag}&limit=2&offset=1`);
    expect(page.headers.get("X-Total-Count")).toBe("4");
    expect((await parseAnswer(endpoints.listPayables, page)).map((row) => row.id)).toEqual([late.id, partlyLate.id]);

    await expectIssue(await api.get(`${PATH}?status=late`), "status", "Estado inválido");
    await expectIssue(await api.get(`${PATH}?supplierId=x`), "supplierId", "Proveedor inválido");
    await expectIssue(
      await api.get(`${PATH}?from=${panamaDate(0)}&to=${panamaDate(-1)}`),
      "to",
      "La fecha final no puede ser anterior a la inicial",
    );
  });

  test("an unknown payable is a Spanish 404", async () => {
    const { api } = await setup();
    expect(await api.get(`${PATH}/987654`)).toEqual({ status: 404, body: { error: "Cuenta por pagar no encontrada" } });
  });

  test("DELETE of a payable with no payments: 204, gone from the list, logged", async () => {
    const { db, api, tag, create } = await setup();
    const payable = await create({ totalAmount: "535.00" });
    expect(await api.del(`${PATH}/${payable.id}`)).toEqual({ status: 204, body: null });
    expect(await api.get(`${PATH}/${payable.id}`)).toEqual({
      status: 404,
      body: { error: "Cuenta por pagar no encontrada" } as never,
    });
    expect(await api.send(endpoints.listPayables, { query: { q: `F-${tag}` } })).toEqual([]);
    expect(await activityFor(db, "payable", payable.id)).toEqual([
      expect.objectContaining({ action: "create" }),
      {
        action: "delete",
        summary: `Cuenta por pagar F-${tag} de Ferretería Central eliminada (B/. 535.00)`,
        userId: api.userId,
      },
    ]);
  });

  test("DELETE of an unknown payable is a Spanish 404", async () => {
    const { api } = await setup();
    expect(await api.del(`${PATH}/987654`)).toEqual({
      status: 404,
      body: { error: "Cuenta por pagar no encontrada" } as never,
    });
    expect((await api.del(`${PATH}/abc`)).status).toBe(404);
  });

  test("DELETE of a payable with payments is refused with 409 and nothing changes", async () => {
    const { db, api, create } = await setup();
    const account = await insertBankAccount(db, { currentBalance: "1000.00" });
    const payable = await create({ totalAmount: "535.00" });
    await api.send(endpoints.paySupplier, {
      body: { payableId: payable.id, amount: "200.00", paymentDate: panamaDate(0), bankAccountId: account.id },
    });
    const before = await api.send(endpoints.getPayable, { params: { id: payable.id } });
    const activityBefore = await activityFor(db, "payable", payable.id);

    expect(await api.del(`${PATH}/${payable.id}`)).toEqual({
      status: 409,
      body: { error: "No se puede eliminar la cuenta por pagar porque tiene pagos registrados." } as never,
    });
    expect(await api.send(endpoints.getPayable, { params: { id: payable.id } })).toEqual(before);
    expect(before).toMatchObject({ balanceAmount: "335.00", status: "partially_paid" });
    expect(await db.select().from(supplierPayments).where(eq(supplierPayments.payableId, payable.id))).toHaveLength(1);
    expect(await db.select().from(transactions).where(eq(transactions.bankAccountId, account.id))).toHaveLength(1);
    expect(await balanceOf(db, account.id)).toBe("800.00");
    expect(await activityFor(db, "payable", payable.id)).toEqual(activityBefore);
  });
});
