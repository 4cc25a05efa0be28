import { expect, test } from "bun:test";
import { endpoints } from "../../../contract";
import { accountsReceivable } from "../../../db/schema";
import { signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";
import { parseAnswer } from "../../../test/typed-request";

describeEachDatabase("GET /api/financial/accounts-receivable", (getDb) => {
  test("lists every receivable by due date with its client and invoice", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { name: "Ana Ríos" });
    const invoice = (description: string, amount: string, dates: { issueDate?: string; dueDate: string }) =>
      api.send(endpoints.createInvoice, { body: { clientId, description, amount, status: "sent", ...dates } });
    const later = await invoice("Segunda", "100", { issueDate: panamaDate(-1), dueDate: panamaDate(60) });
    const sooner = await invoice("Primera", "200", { dueDate: panamaDate(10) });
    const answer = await api.send(endpoints.listReceivables, {});
    const dueDates = answer.map((r) => r.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const ours = answer.filter((r) => r.clientId === clientId);
    expect(ours.map((r) => r.invoiceId)).toEqual([sooner.id, later.id]);
    expect(ours[1]).toEqual({
      id: later.receivable?.id as number,
      clientId,
      clientName: "Ana Ríos",
      invoiceId: later.id,
      invoiceNumber: later.invoiceNumber,
      issueDate: panamaDate(-1),
      dueDate: panamaDate(60),
      totalAmount: "107.00",
      balanceAmount: "107.00",
      status: "pending",
      daysOverdue: null,
      description: "Segunda",
      itbmsWithholdingPercent: 0,
      itbmsWithholdingLeft: "0.00",
      createdAt: expect.any(String),
    });
  });

  test("a pending receivable past its due date in Panama is answered as overdue", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const [row] = await db
      .insert(accountsReceivable)
      .values({
        clientId,
        invoiceNumber: "EXT-1",
        issueDate: panamaDate(-40),
        dueDate: panamaDate(-1),
        totalAmount: "50.00",
        balanceAmount: "50.00",
        status: "pending",
      })
      .returning({ id: accountsReceivable.id });
    const answer = await api.send(endpoints.listReceivables, {});
    expect(answer.find((r) => r.id === row?.id)).toMatchObject({
      status: "overdue",
      daysOverdue: 1,
      invoiceId: null,
    });
  });

  test("daysOverdue: whole days past the due date while not paid, else null", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const insert = async (dueDays: number, values: Partial<typeof accountsReceivable.$inferInsert> = {}) => {
      const [row] = await db
        .insert(accountsReceivable)
        .values({
          clientId,
          invoiceNumber: `D-${crypto.randomUUID().slice(0, 6)}`,
          issueDate: panamaDate(-60),
          dueDate: panamaDate(dueDays),
          totalAmount: "50.00",
          balanceAmount: "50.00",
          status: "pending",
          ...values,
        })
        .returning({ id: accountsReceivable.id });
      return row?.id as number;
    };
    const cases: Array<[number, string, number | null]> = [
      [await insert(-12), "overdue", 12],
      [await insert(-30, { balanceAmount: "20.00", status: "partially_paid" }), "overdue", 30],
      [await insert(-12, { balanceAmount: "0.00", status: "paid" }), "paid", null],
      [await insert(0), "pending", null],
      [await insert(5), "pending", null],
      // Stored overdue (an invoice marked so) before its due date: overdue, but no day has passed.
      [await insert(5, { status: "overdue" }), "overdue", null],
    ];
    const answer = await api.send(endpoints.listReceivables, { query: { clientId: String(clientId) } });
    for (const [id, status, daysOverdue] of cases) {
      expect([id, answer.find((r) => r.id === id)]).toMatchObject([id, { status, daysOverdue }]);
    }
  });

  test("searches, filters by status, client and due date, and pages with X-Total-Count", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const { id: clientId } = await insertClient(db, { company: `Hotel ${tag}` });
    const { id: otherClient } = await insertClient(db, { name: `Otro ${tag}` });
    const insert = async (values: Partial<typeof accountsReceivable.$inferInsert>) => {
      const [row] = await db
        .insert(accountsReceivable)
        .values({
          clientId,
          invoiceNumber: `R-${crypto.randomUUID().slice(0, 6)}`,
          issueDate: panamaDate(-30),
          dueDate: panamaDate(10),
          totalAmount: "100.00",
          balanceAmount: "100.00",
          description: `Servicio ${tag}`,
          ...values,
        })
        .returning({ id: accountsReceivable.id });
      return row?.id as number;
    };
    const late = await insert({ dueDate: panamaDate(-5), invoiceNumber: `LATE-${tag}` });
    const partlyLate = await insert({ dueDate: panamaDate(-2), balanceAmount: "40.00", status: "partially_paid" });
    const soon = await insert({ dueDate: panamaDate(3), clientId: otherClient });
    const paid = await insert({ dueDate: panamaDate(20), balanceAmount: "0.00", status: "paid" });

    const ids = async (query: string) =>
      (await api.send(endpoints.listReceivables, { query: Object.fromEntries(new URLSearchParams(query)) })).map(
        (r) => r.id,
      );
    expect(await ids(`q=${tag}`)).toEqual([late, partlyLate, soon, paid]);
    expect(await ids(`q=late-${tag}`)).toEqual([late]);
    expect(await ids(`q=hotel ${tag}`)).toEqual([late, partlyLate, paid]);
    expect(await ids(`q=${tag}&status=overdue`)).toEqual([late, partlyLate]);
    expect(await ids(`q=${tag}&status=pending`)).toEqual([soon]);
    expect(await ids(`q=${tag}&status=paid`)).toEqual([paid]);
    expect(await ids(`q=${tag}&status=open`)).toEqual([late, partlyLate, soon]);
    expect(await ids(`clientId=${otherClient}`)).toEqual([soon]);
    expect(await ids(`q=${tag}&from=${panamaDate(-2)}&to=${panamaDate(3)}`)).toEqual([partlyLate, soon]);

    const page = await api.request("GET", `/api/financial/accounts-receivable?q=${tag}&limit=2&offset=2`);
    expect(page.headers.get("X-Total-Count")).toBe("4");
    expect((await parseAnswer(endpoints.listReceivables, page)).map((r) => r.id)).toEqual([soon, paid]);
    const whole = await api.request("GET", "/api/financial/accounts-receivable");
    expect(whole.headers.get("X-Total-Count")).toBe(
      String((await parseAnswer(endpoints.listReceivables, whole)).length),
    );
    expect((await api.get("/api/financial/accounts-receivable?status=nada")).status).toBe(400);
  });
});
