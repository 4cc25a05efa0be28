import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { DUE_BEFORE_ISSUE, endpoints, ISSUE_AFTER_DUE, invoiceInput } from "../../contract";
import { accountsReceivable, invoices } from "../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";

// An invoice is due on or after the day it is issued.

test("the schema the form uses refuses a due date before the issue date, on dueDate", () => {
  const base = { clientId: 1, description: "Hito", amount: "10", issueDate: "2026-03-10" };
  const refused = invoiceInput.safeParse({ ...base, dueDate: "2026-03-09" });
  expect(refused.success).toBe(false);
  expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["dueDate", DUE_BEFORE_ISSUE],
  ]);
  expect(invoiceInput.safeParse({ ...base, dueDate: "2026-03-10" }).success).toBe(true);
  expect(invoiceInput.safeParse({ ...base, issueDate: null, dueDate: "2026-03-09" }).success).toBe(true);
});

describeEachDatabase("invoice dates", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const valid = {
      clientId,
      description: "Hito 1",
      amount: 1000,
      issueDate: panamaDate(-20),
      dueDate: panamaDate(10),
    };
    const receivableOf = async (invoiceId: number) =>
      (await db.select().from(accountsReceivable).where(eq(accountsReceivable.invoiceId, invoiceId)))[0];
    return { db, api, valid, receivableOf };
  }

  test("POST: due before issued is a 400 on dueDate, nothing stored", async () => {
    const { api, valid } = await setup();
    const before = await api.count("/api/invoices");
    const cases = [
      { ...valid, issueDate: panamaDate(-5), dueDate: panamaDate(-6) },
      // Without issueDate it is issued today.
      { ...valid, issueDate: undefined, dueDate: panamaDate(-1) },
      { ...valid, issueDate: null, dueDate: `${panamaDate(0)}T04:00:00Z` },
    ];
    for (const body of cases) {
      await expectIssue(await api.post("/api/invoices", { ...body, status: "sent" }), "dueDate", DUE_BEFORE_ISSUE);
    }
    expect(await api.count("/api/invoices")).toBe(before);
    // Due the day it is issued is fine, back-dated or not.
    // send fails the test unless each is created (201).
    await api.send(endpoints.createInvoice, { body: { ...valid, dueDate: valid.issueDate } });
    const today = await api.send(endpoints.createInvoice, {
      body: { ...valid, issueDate: null, dueDate: panamaDate(0) },
    });
    expect(today).toMatchObject({ issueDate: panamaDate(0), dueDate: panamaDate(0) });
  });

  test("PATCH of one date is checked against the other as stored; a refusal changes nothing", async () => {
    const { db, api, valid, receivableOf } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: { ...valid, status: "sent" } });
    const before = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    const receivable = await receivableOf(invoice.id);
    const logged = (await activityFor(db, "invoice", invoice.id)).length;

    const path = `/api/invoices/${invoice.id}`;
    await expectIssue(await api.patch(path, { dueDate: panamaDate(-21) }), "dueDate", DUE_BEFORE_ISSUE);
    await expectIssue(await api.patch(path, { issueDate: panamaDate(11) }), "issueDate", ISSUE_AFTER_DUE);
    await expectIssue(
      await api.patch(path, { issueDate: panamaDate(-1), dueDate: panamaDate(-2), amount: 5 }),
      "dueDate",
      DUE_BEFORE_ISSUE,
    );
    await expectIssue(await api.patch(path, { dueDate: panamaDate(-30), status: "paid" }), "dueDate", DUE_BEFORE_ISSUE);

    expect(await api.send(endpoints.getInvoice, { params: { id: invoice.id } })).toEqual(before);
    expect(await receivableOf(invoice.id)).toEqual(receivable);
    expect((await activityFor(db, "invoice", invoice.id)).length).toBe(logged);

    const moved = await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { issueDate: panamaDate(10) },
    });
    expect(moved).toMatchObject({ issueDate: panamaDate(10), dueDate: panamaDate(10) });
  });

  test("PATCH that moves no date never fails on them (an invoice stored before the rule)", async () => {
    const { db, api, valid } = await setup();
    const invoice = await api.send(endpoints.createInvoice, { body: { ...valid, status: "sent" } });
    await db
      .update(invoices)
      .set({ issueDate: panamaDate(-5), dueDate: panamaDate(-6) })
      .where(eq(invoices.id, invoice.id));
    const answer = await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { issueDate: panamaDate(-5), dueDate: panamaDate(-6), status: "paid" },
    });
    expect(answer.status).toBe("paid");
  });
});
