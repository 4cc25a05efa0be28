import { expect, test } from "bun:test";
import {
  endpoints,
  noonInPanama,
  PAGE_LIMIT_MESSAGE,
  type PaymentCalendarQuery,
  type PaymentCalendarRecord,
} from "../../../contract";
import type { Db } from "../../../db/client";
import { accountsPayable, accountsReceivable, suppliers } from "../../../db/schema";
import { paymentCalendar } from "../../../domain/finance/payment-calendar";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";
import { parseAnswer } from "../../../test/typed-request";

type Debt = { dueDate: string; total: string; balance: string; status: "pending" | "partially_paid" | "paid" };

/** Today is pinned to Monday 2026-11-23 in Panama for the derivation tests. */
const NOW = noonInPanama("2026-11-23");

async function insertSupplier(db: Db, name = "Suministros Chiriquí") {
  const [row] = await db
    .insert(suppliers)
    .values({ supplierCode: `PRV-${crypto.randomUUID().slice(0, 8)}`, name })
    .returning({ id: suppliers.id });
  if (!row) throw new Error("no supplier");
  return row.id;
}

async function insertReceivable(db: Db, clientId: number, number: string, debt: Debt) {
  const [row] = await db
    .insert(accountsReceivable)
    .values({
      clientId,
      invoiceNumber: number,
      issueDate: "2026-09-01",
      dueDate: debt.dueDate,
      totalAmount: debt.total,
      balanceAmount: debt.balance,
      status: debt.status,
      description: `Factura ${number}`,
    })
    .returning({ id: accountsReceivable.id });
  return row?.id as number;
}

async function insertPayable(db: Db, supplierId: number, number: string, debt: Debt) {
  const [row] = await db
    .insert(accountsPayable)
    .values({
      supplierId,
      invoiceNumber: number,
      issueDate: "2026-09-01",
      dueDate: debt.dueDate,
      totalAmount: debt.total,
      balanceAmount: debt.balance,
      status: debt.status,
      description: `Compra ${number}`,
    })
    .returning({ id: accountsPayable.id });
  return row?.id as number;
}

/** The suite shares one database: each test starts from no receivable and no payable. */
async function emptyCalendar(db: Db) {
  await db.delete(accountsReceivable);
  await db.delete(accountsPayable);
}

/**
 * Seven items around Monday 2026-11-23: R1 past due and unpaid, P1 past due but paid, R2 partly paid
 * today, P2 in two days, R3 paid in seven days, R4 in eight days (December), P3 in October.
 */
async function seedCalendar(db: Db) {
  await emptyCalendar(db);
  const { id: clientId } = await insertClient(db, { name: "Ana Ríos", company: "Constructora del Istmo" });
  const supplierId = await insertSupplier(db);
  return {
    r1: await insertReceivable(db, clientId, "R1", {
      dueDate: "2026-11-20",
      total: "100",
      balance: "100",
      status: "pending",
    }),
    p1: await insertPayable(db, supplierId, "P1", { dueDate: "2026-11-22", total: "80", balance: "0", status: "paid" }),
    r2: await insertReceivable(db, clientId, "R2", {
      dueDate: "2026-11-23",
      total: "200",
      balance: "50.25",
      status: "partially_paid",
    }),
    p2: await insertPayable(db, supplierId, "P2", {
      dueDate: "2026-11-25",
      total: "40",
      balance: "40",
      status: "pending",
    }),
    r3: await insertReceivable(db, clientId, "R3", {
      dueDate: "2026-11-30",
      total: "300",
      balance: "0",
      status: "paid",
    }),
    r4: await insertReceivable(db, clientId, "R4", {
      dueDate: "2026-12-01",
      total: "70",
      balance: "70",
      status: "pending",
    }),
    p3: await insertPayable(db, supplierId, "P3", {
      dueDate: "2026-10-05",
      total: "10",
      balance: "10",
      status: "pending",
    }),
    clientId,
    supplierId,
  };
}

const query = (over: Partial<PaymentCalendarQuery> = {}): PaymentCalendarQuery => ({
  period: "month",
  date: "2026-11-23",
  type: "all",
  status: "all",
  ...over,
});

const numbers = (calendar: PaymentCalendarRecord) => calendar.items.map((item) => item.invoiceNumber);

describeEachDatabase("payment calendar derivations (today pinned to 2026-11-23)", (getDb) => {
  test("the month's items, sorted by due date, with their shown status, amount and priority", async () => {
    const db = getDb();
    const ids = await seedCalendar(db);
    const calendar = await paymentCalendar(db, query(), {}, NOW);
    expect(calendar).toMatchObject({ period: "month", date: "2026-11-23", from: "2026-11-01", to: "2026-11-30" });
    expect(calendar.today).toBe("2026-11-23");
    expect(calendar.items).toEqual([
      {
        type: "receivable",
        id: ids.r1,
        amount: "100.00",
        dueDate: "2026-11-20",
        status: "overdue",
        daysOverdue: 3,
        counterpartyName: "Constructora del Istmo",
        counterpartyId: ids.clientId,
        invoiceNumber: "R1",
        description: "Factura R1",
        priority: "high",
      },
      {
        type: "payable",
        id: ids.p1,
        amount: "80.00",
        dueDate: "2026-11-22",
        status: "paid",
        daysOverdue: null,
        counterpartyName: "Suministros Chiriquí",
        counterpartyId: ids.supplierId,
        invoiceNumber: "P1",
        description: "Compra P1",
        priority: "high",
      },
      // Due today is not overdue yet: no days.
      expect.objectContaining({ invoiceNumber: "R2", status: "partially_paid", daysOverdue: null, priority: "medium" }),
      expect.objectContaining({ invoiceNumber: "P2", amount: "40.00", status: "pending", daysOverdue: null }),
      expect.objectContaining({ invoiceNumber: "R3", amount: "300.00", status: "paid", daysOverdue: null }),
    ]);
    expect(calendar.total).toBe(5);
    // Open amounts only; overdue counts are the high-priority items, the paid P1 included.
    expect(calendar.summary).toEqual({
      receivableTotal: "150.25",
      payableTotal: "40.00",
      overdueReceivables: 1,
      overduePayables: 1,
    });
  });

  test("the week runs Monday to Sunday and the quarter is the calendar quarter", async () => {
    const db = getDb();
    await seedCalendar(db);
    const week = await paymentCalendar(db, query({ period: "week", date: "2026-11-29" }), {}, NOW);
    expect([week.from, week.to]).toEqual(["2026-11-23", "2026-11-29"]);
    expect(numbers(week)).toEqual(["R2", "P2"]); // R3 is due Monday 30th: next week
    const quarter = await paymentCalendar(db, query({ period: "quarter" }), {}, NOW);
    expect([quarter.from, quarter.to]).toEqual(["2026-10-01", "2026-12-31"]);
    expect(numbers(quarter)).toEqual(["P3", "R1", "P1", "R2", "P2", "R3", "R4"]);
    expect(quarter.items.find((item) => item.invoiceNumber === "R4")?.priority).toBe("low");
    // Due 5 October, unpaid on 23 November: 26 days of October and 23 of November.
    expect(quarter.items.find((item) => item.invoiceNumber === "P3")).toMatchObject({
      status: "overdue",
      daysOverdue: 49,
    });
    expect(quarter.summary).toEqual({
      receivableTotal: "220.25",
      payableTotal: "50.00",
      overdueReceivables: 1,
      overduePayables: 2,
    });
    const october = await paymentCalendar(db, query({ date: "2026-10-31" }), {}, NOW);
    expect(numbers(october)).toEqual(["P3"]);
  });

  test("type and status filters narrow the list and the cards alike", async () => {
    const db = getDb();
    await seedCalendar(db);
    const payables = await paymentCalendar(db, query({ type: "payable" }), {}, NOW);
    expect(numbers(payables)).toEqual(["P1", "P2"]);
    expect(payables.summary).toEqual({
      receivableTotal: "0.00",
      payableTotal: "40.00",
      overdueReceivables: 0,
      overduePayables: 1,
    });
    expect(numbers(await paymentCalendar(db, query({ status: "overdue" }), {}, NOW))).toEqual(["R1"]);
    expect(numbers(await paymentCalendar(db, query({ status: "pending" }), {}, NOW))).toEqual(["R2", "P2"]);
    const paid = await paymentCalendar(db, query({ status: "paid" }), {}, NOW);
    expect(numbers(paid)).toEqual(["P1", "R3"]);
    expect(paid.summary).toEqual({
      receivableTotal: "0.00",
      payableTotal: "0.00",
      overdueReceivables: 0,
      overduePayables: 1,
    });
    const receivablesOverdue = await paymentCalendar(db, query({ type: "receivable", status: "overdue" }), {}, NOW);
    expect(numbers(receivablesOverdue)).toEqual(["R1"]);
  });

  test("a page of the items keeps the cards and the total of the whole window", async () => {
    const db = getDb();
    await seedCalendar(db);
    const whole = await paymentCalendar(db, query({ period: "quarter" }), {}, NOW);
    const page = await paymentCalendar(db, query({ period: "quarter" }), { limit: 2, offset: 2 }, NOW);
    expect(numbers(page)).toEqual(["P1", "R2"]);
    expect(page.total).toBe(7);
    expect(page.summary).toEqual(whole.summary);
    expect((await paymentCalendar(db, query({ period: "quarter" }), { limit: 5, offset: 10 }, NOW)).items).toEqual([]);
  });

  test("an empty window answers no items and zero cards", async () => {
    const db = getDb();
    await seedCalendar(db);
    const empty = await paymentCalendar(db, query({ date: "2025-06-15" }), {}, NOW);
    expect(empty.items).toEqual([]);
    expect(empty.total).toBe(0);
    expect(empty.summary).toEqual({
      receivableTotal: "0.00",
      payableTotal: "0.00",
      overdueReceivables: 0,
      overduePayables: 0,
    });
  });
});

describeEachDatabase("GET /api/financial/calendar", (getDb) => {
  test("defaults to this month around today, with an invoice's receivable in it", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await emptyCalendar(db);
    const { id: clientId } = await insertClient(db, { name: "Luis Pérez" });
    const invoice = await api.send(endpoints.createInvoice, {
      body: { clientId, description: "Sitio web", amount: "1000", dueDate: panamaDate(0), status: "sent" },
    });
    const answer = await api.send(endpoints.paymentCalendar, {});
    expect(answer).toMatchObject({ period: "month", date: panamaDate(0), today: panamaDate(0), total: 1 });
    expect(answer.items).toEqual([
      {
        type: "receivable",
        id: invoice.receivable?.id as number,
        amount: "1070.00",
        dueDate: panamaDate(0),
        status: "pending",
        daysOverdue: null,
        counterpartyName: "Luis Pérez",
        counterpartyId: clientId,
        invoiceNumber: invoice.invoiceNumber,
        description: "Sitio web",
        priority: "medium",
      },
    ]);
    expect(answer.summary).toEqual({
      receivableTotal: "1070.00",
      payableTotal: "0.00",
      overdueReceivables: 0,
      overduePayables: 0,
    });
  });

  test("a page answers X-Total-Count and the cards of the whole window", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await emptyCalendar(db);
    const { id: clientId } = await insertClient(db);
    const supplierId = await insertSupplier(db);
    const date = panamaDate(0);
    for (const n of [1, 2, 3]) {
      await insertReceivable(db, clientId, `R${n}`, { dueDate: date, total: "10", balance: "10", status: "pending" });
      await insertPayable(db, supplierId, `P${n}`, { dueDate: date, total: "5", balance: "5", status: "pending" });
    }
    const response = await api.request("GET", `/api/financial/calendar?period=week&date=${date}&limit=4&offset=0`);
    expect(response.headers.get("X-Total-Count")).toBe("6");
    const body = await parseAnswer(endpoints.paymentCalendar, response);
    expect(body.items.map((item) => item.invoiceNumber)).toEqual(["R1", "R2", "R3", "P1"]);
    expect(body.summary).toMatchObject({ receivableTotal: "30.00", payableTotal: "15.00" });
    const rest = await api.send(endpoints.paymentCalendar, { query: { period: "week", date, offset: "4" } });
    expect(rest.items.map((item) => item.invoiceNumber)).toEqual(["P2", "P3"]);
    const filtered = await api.request("GET", `/api/financial/calendar?date=${date}&type=payable&status=pending`);
    expect(filtered.headers.get("X-Total-Count")).toBe("3");
  });

  test("daysOverdue by today's date in Panama: an item due 12 days ago says 12, a paid or not yet due one null", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await emptyCalendar(db);
    const { id: clientId } = await insertClient(db);
    const supplierId = await insertSupplier(db);
    const dueDate = panamaDate(-12);
    await insertReceivable(db, clientId, "LATE", { dueDate, total: "10", balance: "10", status: "pending" });
    await insertPayable(db, supplierId, "LATEP", { dueDate, total: "5", balance: "2", status: "partially_paid" });
    await insertPayable(db, supplierId, "PAID", { dueDate, total: "5", balance: "0", status: "paid" });
    await insertReceivable(db, clientId, "SOON", {
      dueDate: panamaDate(0),
      total: "9",
      balance: "9",
      status: "pending",
    });
    const body = await api.send(endpoints.paymentCalendar, { query: { period: "quarter", date: dueDate } });
    const shown = Object.fromEntries(body.items.map((item) => [item.invoiceNumber, [item.status, item.daysOverdue]]));
    expect(shown).toMatchObject({ LATE: ["overdue", 12], LATEP: ["overdue", 12], PAID: ["paid", null] });
    const today = await api.send(endpoints.paymentCalendar, { query: { period: "week" } });
    expect(today.items.find((item) => item.invoiceNumber === "SOON")).toMatchObject({
      status: "pending",
      daysOverdue: null,
    });
  });

  test("refuses bad filters with Spanish messages", async () => {
    const api = await signedInApi(getDb());
    await expectIssue(await api.get("/api/financial/calendar?period=year"), "period", "Período inválido");
    await expectIssue(await api.get("/api/financial/calendar?date=2026-02-30"), "date", "Fecha inválida");
    await expectIssue(await api.get("/api/financial/calendar?date=mañana"), "date", "Fecha inválida");
    await expectIssue(await api.get("/api/financial/calendar?date=1800-01-01"), "date", "Fecha fuera de rango");
    await expectIssue(await api.get("/api/financial/calendar?type=client"), "type", "Tipo inválido");
    await expectIssue(await api.get("/api/financial/calendar?status=cancelled"), "status", "Estado inválido");
    await expectIssue(await api.get("/api/financial/calendar?limit=0"), "limit", PAGE_LIMIT_MESSAGE);
  });
});
