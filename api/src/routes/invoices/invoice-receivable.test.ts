import { expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { accountsReceivable, receivablePayments } from "../../db/schema";
import { activityFor, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import type { RequestOf } from "../../test/typed-request";

async function receivableOf(db: Db, invoiceId: number) {
  const [row] = await db.select().from(accountsReceivable).where(eq(accountsReceivable.invoiceId, invoiceId));
  return row ?? null;
}

async function paymentsOf(db: Db, receivableId: number) {
  return db
    .select({
      amount: receivablePayments.amount,
      paymentDate: receivablePayments.paymentDate,
      paymentMethod: receivablePayments.paymentMethod,
      notes: receivablePayments.notes,
    })
    .from(receivablePayments)
    .where(eq(receivablePayments.receivableId, receivableId))
    .orderBy(asc(receivablePayments.id));
}

describeEachDatabase("invoice <-> account receivable", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { name: "Lucía Pérez", company: "Naviera Pacífico" });
    const valid = { clientId, description: "Hito 1 del portal", amount: "1000.00", dueDate: panamaDate(30) };
    const create = (body: Partial<RequestOf<typeof endpoints.createInvoice>["body"]> = {}) =>
      api.send(endpoints.createInvoice, { body: { ...valid, ...body } });
    const pay = (receivableId: number | undefined, amount: string) =>
      api.send(endpoints.receivePayment, { body: { receivableId, amount, paymentDate: panamaDate(0) } });
    return { db, api, clientId, create, pay };
  }

  test("a sent invoice raises one receivable with its client, number, dates, total and description", async () => {
    const { db, api, clientId, create } = await setup();
    const invoice = await create({ status: "sent", issueDate: panamaDate(-2) });
    const row = await receivableOf(db, invoice.id);
    expect(row).toMatchObject({
      clientId,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: panamaDate(-2),
      dueDate: panamaDate(30),
      totalAmount: "1070.00",
      balanceAmount: "1070.00",
      status: "pending",
      description: "Hito 1 del portal",
    });
    expect(invoice.receivable).toEqual({ id: row?.id as number, balanceAmount: "1070.00", status: "pending" });
    const listed = await api.send(endpoints.listReceivables, {});
    expect(listed.find((r) => r.invoiceId === invoice.id)?.clientName).toBe("Naviera Pacífico");
  });

  test("overdue and paid invoices have a receivable; drafts and cancelled ones do not", async () => {
    const { db, create } = await setup();
    expect((await receivableOf(db, (await create({ status: "overdue" })).id))?.status).toBe("overdue");
    expect((await receivableOf(db, (await create({ status: "paid" })).id))?.status).toBe("paid");
    expect(await receivableOf(db, (await create({ status: "draft" })).id)).toBeNull();
    expect(await receivableOf(db, (await create({ status: "cancelled" })).id)).toBeNull();
  });

  test("draft -> sent raises it; back to draft or cancelled withdraws it when nothing was paid", async () => {
    const { db, api, create } = await setup();
    const invoice = await create();
    const sent = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "sent" } });
    expect(sent.receivable?.balanceAmount).toBe("1070.00");
    const draft = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "draft" } });
    expect(draft.receivable).toBeNull();
    expect(await receivableOf(db, invoice.id)).toBeNull();
    await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "overdue" } });
    const cancelled = await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { status: "cancelled" },
    });
    expect(cancelled).toMatchObject({ status: "cancelled", receivable: null });
  });

  test("edits to client, dates, description and total follow into the receivable", async () => {
    const { db, api, create } = await setup();
    const invoice = await create({ status: "sent" });
    const { id: otherClient } = await insertClient(db, { name: "Ana Ríos" });
    await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: {
        clientId: otherClient,
        description: "Hito 1 revisado",
        dueDate: panamaDate(45),
        amount: "2000",
        itbmsRate: "15",
      },
    });
    expect(await receivableOf(db, invoice.id)).toMatchObject({
      clientId: otherClient,
      description: "Hito 1 revisado",
      dueDate: panamaDate(45),
      totalAmount: "2300.00",
      balanceAmount: "2300.00",
      status: "pending",
    });
  });

  test("after a partial payment the balance is the new total less what was paid", async () => {
    const { db, api, create, pay } = await setup();
    const invoice = await create({ status: "sent" });
    await pay(invoice.receivable?.id, "500.00");
    const edited = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { amount: "800.00" } });
    expect(edited).toMatchObject({ total: "856.00", status: "sent" });
    expect(edited.receivable).toMatchObject({ balanceAmount: "356.00", status: "partially_paid" });
    expect((await receivableOf(db, invoice.id))?.totalAmount).toBe("856.00");
  });

  test("a total below what was collected is refused with 409 and nothing changes", async () => {
    const { db, api, create, pay } = await setup();
    const invoice = await create({ status: "sent" });
    await pay(invoice.receivable?.id, "500.00");
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const refused = await api.patch(`/api/invoices/${invoice.id}`, { amount: "400.00", title: "Rebajada" });
    expect(refused).toEqual({ status: 409, body: { error: "El total no puede ser menor que lo ya cobrado" } });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
    expect((await receivableOf(db, invoice.id))?.balanceAmount).toBe("570.00");
  });

  test("a total lowered to exactly what was collected settles the receivable and the invoice", async () => {
    const { api, create, pay } = await setup();
    const invoice = await create({ status: "sent", amount: "100.00" });
    await pay(invoice.receivable?.id, "53.50");
    const edited = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { amount: "50.00" } });
    expect(edited).toMatchObject({ total: "53.50", status: "paid" });
    expect(edited.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(edited.paidAt).toBe(`${panamaDate(0)}T17:00:00.000Z`);
  });

  test("marking it paid settles the rest with one payment and the receivable is paid", async () => {
    const { db, api, create, pay } = await setup();
    const invoice = await create({ status: "sent" });
    await pay(invoice.receivable?.id, "70.00");
    const paid = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "paid" } });
    expect(paid.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(paid.paidAt).not.toBeNull();
    expect(await paymentsOf(db, invoice.receivable?.id as number)).toEqual([
      { amount: "70.00", paymentDate: panamaDate(0), paymentMethod: "transfer", notes: null },
      {
        amount: "1000.00",
        paymentDate: panamaDate(0),
        paymentMethod: "transfer",
        notes: "Pago registrado al marcar la factura como pagada",
      },
    ]);
    const log = await activityFor(db, "invoice", invoice.id);
    expect(log.at(-1)).toEqual({
      action: "status",
      summary: `Factura ${invoice.invoiceNumber} marcada como Pagada`,
      userId: expect.any(Number),
    });
    const receivableLog = await activityFor(db, "receivable", invoice.receivable?.id as number);
    expect(receivableLog.at(-1)?.summary).toBe(`Pago de B/. 1,000.00 registrado en ${invoice.invoiceNumber}`);
  });

  test("an invoice issued after today cannot be marked paid (its payment would precede it); nothing changes", async () => {
    const { db, api, create } = await setup();
    const invoice = await create({ status: "sent", issueDate: panamaDate(3), dueDate: panamaDate(33) });
    const refused = await api.patch(`/api/invoices/${invoice.id}`, { status: "paid" });
    const message = `Una factura no puede marcarse como pagada antes de su fecha de emisión (${panamaDate(3).split("-").reverse().join("/")})`;
    expect(refused).toEqual({ status: 400, body: { error: message, issues: [{ field: "status", message }] } });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toMatchObject({
      status: "sent",
      paidAt: null,
    });
    expect(await paymentsOf(db, invoice.receivable?.id as number)).toEqual([]);
    const created = await api.post("/api/invoices", {
      clientId: invoice.clientId,
      description: "Pagada por adelantado",
      amount: "10.00",
      issueDate: panamaDate(3),
      dueDate: panamaDate(33),
      status: "paid",
    });
    expect(created.status).toBe(400);
  });

  test("an invoice created as paid has a paid receivable with a payment of the full total", async () => {
    const { db, create } = await setup();
    const invoice = await create({ status: "paid" });
    expect(invoice.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect((await paymentsOf(db, invoice.receivable?.id as number)).map((p) => p.amount)).toEqual(["1070.00"]);
  });

  test("a paid invoice cannot be reopened, cancelled or repriced; nothing changes", async () => {
    const { api, create } = await setup();
    const invoice = await create({ status: "paid" });
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const reopen = { status: 409, body: { error: "No se puede reabrir una factura pagada con pagos registrados" } };
    expect(await api.patch(`/api/invoices/${invoice.id}`, { status: "sent" })).toEqual(reopen);
    expect(await api.patch(`/api/invoices/${invoice.id}`, { status: "overdue" })).toEqual(reopen);
    expect(await api.patch(`/api/invoices/${invoice.id}`, { status: "cancelled" })).toEqual({
      status: 409,
      body: { error: "No se puede anular ni pasar a borrador una factura con pagos registrados" },
    });
    expect(await api.patch(`/api/invoices/${invoice.id}`, { amount: "999.00" })).toEqual({
      status: 409,
      body: { error: "No se puede modificar el monto de una factura pagada" },
    });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
  });

  test("cancelling or drafting an invoice with payments is refused with 409; nothing changes", async () => {
    const { db, api, create, pay } = await setup();
    const invoice = await create({ status: "sent" });
    await pay(invoice.receivable?.id, "100.00");
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const refused = {
      status: 409,
      body: { error: "No se puede anular ni pasar a borrador una factura con pagos registrados" },
    };
    expect(await api.patch(`/api/invoices/${invoice.id}`, { status: "cancelled" })).toEqual(refused);
    expect(await api.patch(`/api/invoices/${invoice.id}`, { status: "draft" })).toEqual(refused);
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
    expect((await paymentsOf(db, invoice.receivable?.id as number)).length).toBe(1);
  });

  test("deleting an invoice without payments removes its receivable", async () => {
    const { db, api, create } = await setup();
    const invoice = await create({ status: "sent" });
    expect((await api.del(`/api/invoices/${invoice.id}`)).status).toBe(204);
    expect(await receivableOf(db, invoice.id)).toBeNull();
    const listed = await api.send(endpoints.listReceivables, {});
    expect(listed.some((r) => r.id === invoice.receivable?.id)).toBe(false);
  });

  test("deleting an invoice with payments is refused with 409; nothing changes", async () => {
    const { db, api, create, pay } = await setup();
    const invoice = await create({ status: "sent" });
    await pay(invoice.receivable?.id, "10.00");
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    expect(await api.del(`/api/invoices/${invoice.id}`)).toEqual({
      status: 409,
      body: { error: "No se puede eliminar una factura con pagos registrados" },
    });
    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
    expect((await receivableOf(db, invoice.id))?.balanceAmount).toBe("1060.00");
  });
});
