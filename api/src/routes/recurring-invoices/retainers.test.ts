import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  endpoints,
  monthBounds,
  RETAINER_INCOMPLETE,
  RETAINER_MONTHLY,
  RETAINER_PROJECT_OF_CLIENT,
} from "../../contract";
import { recurringInvoices, timeEntries } from "../../db/schema";
import { previousMonth } from "../../domain/recurring-invoices/overage";
import { NO_HOURS_TO_INVOICE } from "../../domain/time/invoicing";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { panamaDate } from "../../test/fixtures";
import { invoicesOfTemplate, recurringBody, runRecurringOn } from "../../test/recurring";
import { insertRatedProject, timeTeam } from "../../test/time-fixtures";

// Retainers (planes de mantenimiento, api/docs/recurring-invoices.md "Retainers"): a monthly
// template with a project, included hours and an overage rate. Its invoice of a date bills the
// previous month's hours beyond the plan and takes all that month's billable unbilled hours.

const today = panamaDate(0);
const lastMonth = monthBounds(previousMonth(today));
const monthBefore = monthBounds(previousMonth(lastMonth.from));
const thisMonthFirst = `${today.slice(0, 7)}-01`;

describeEachDatabase("retainers", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { admin, pedro } = await timeTeam(db);
    const { client, project } = await insertRatedProject(db, { project: "40.00" });
    const plan = { projectId: project.id, includedHours: 10, overageRate: "45.50" };
    const hours = async (workDate: string, minutes: number, billable = true) => {
      const [row] = await db
        .insert(timeEntries)
        .values({ userId: pedro.userId, projectId: project.id, workDate, minutes, billable, hourlyRate: "40.00" })
        .returning({ id: timeEntries.id });
      return row?.id ?? 0;
    };
    const invoiceOf = async (entryId: number) =>
      (await db.select({ id: timeEntries.invoiceId }).from(timeEntries).where(eq(timeEntries.id, entryId)))[0]?.id;
    // Each test's template bills once (today), so later tests moving the clock do not bill it again.
    const create = (overrides: Record<string, unknown> = {}) =>
      api.send(endpoints.createRecurringInvoice, {
        body: recurringBody(client.id, { ...plan, maxCount: 1, ...overrides }),
      });
    return { db, api, admin, client, project, plan, hours, invoiceOf, create };
  }

  test("the plan's fields come together, monthly, with a project of the client; in Spanish", async () => {
    const { db, api, client, project, plan } = await setup();
    const body = (change: Record<string, unknown>) => recurringBody(client.id, { ...plan, ...change });
    await expectIssue(
      await api.post("/api/recurring-invoices", body({ includedHours: "", overageRate: "" })),
      "includedHours",
      RETAINER_INCOMPLETE,
    );
    await expectIssue(
      await api.post("/api/recurring-invoices", body({ projectId: "" })),
      "projectId",
      RETAINER_INCOMPLETE,
    );
    await expectIssue(
      await api.post("/api/recurring-invoices", body({ frequency: "quarterly" })),
      "frequency",
      RETAINER_MONTHLY,
    );
    await expectIssue(
      await api.post("/api/recurring-invoices", body({ includedHours: -1 })),
      "includedHours",
      "Las horas incluidas deben ser un número entero entre 0 y 744",
    );
    const other = await insertRatedProject(db);
    await expectIssue(
      await api.post("/api/recurring-invoices", body({ projectId: other.project.id })),
      "projectId",
      RETAINER_PROJECT_OF_CLIENT,
    );
    expect(await db.select().from(recurringInvoices).where(eq(recurringInvoices.projectId, project.id))).toEqual([]);

    const created = await api.send(endpoints.createRecurringInvoice, {
      body: recurringBody(client.id, { ...plan, maxCount: 1 }),
    });
    expect(created).toMatchObject({ projectId: project.id, includedHours: 10, overageRate: "45.50" });
    await expectIssue(
      await api.patch(`/api/recurring-invoices/${created.id}`, { frequency: "yearly" }),
      "frequency",
      RETAINER_MONTHLY,
    );
    const plain = await api.send(endpoints.updateRecurringInvoice, {
      params: { id: created.id },
      body: { projectId: null, includedHours: null, overageRate: null },
    });
    expect(plain).toMatchObject({ projectId: null, includedHours: null, overageRate: null });
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: created.id } });
  });

  test("hours within the plan: no overage line, the month's entries linked to the invoice", async () => {
    const { db, api, hours, invoiceOf, create } = await setup();
    const entries = [await hours(lastMonth.from, 300), await hours(lastMonth.to, 300)];
    const template = await create();
    expect((await runRecurringOn(db, today)).failed).toEqual([]);
    const [made] = await invoicesOfTemplate(db, template.id);
    const invoice = await api.send(endpoints.getInvoice, { params: { id: made?.invoiceId ?? 0 } });
    expect(invoice).toMatchObject({ amount: "100.00", itbmsAmount: "7.00", total: "107.00" });
    expect(invoice.lines).toHaveLength(1);
    for (const entry of entries) expect(await invoiceOf(entry)).toBe(invoice.id);
  });

  test("hours beyond the plan: one line at the plan's rate, exact to the cent; not billed again", async () => {
    const { db, api, admin, project, hours, invoiceOf, create } = await setup();
    // Last month: 10 h 00 + 1 h 30 billable (1.50 h over 10), and 2 h not billable.
    const inMonth = [await hours(lastMonth.from, 360), await hours(lastMonth.to, 240), await hours(lastMonth.to, 90)];
    const notBillable = await hours(lastMonth.to, 120, false);
    // Outside the month: the month before and this month's first day stay unbilled.
    const before = await hours(monthBefore.to, 600);
    const after = await hours(thisMonthFirst, 600);
    const template = await create();
    expect((await runRecurringOn(db, today)).failed).toEqual([]);
    const [made] = await invoicesOfTemplate(db, template.id);
    const invoice = await api.send(endpoints.getInvoice, { params: { id: made?.invoiceId ?? 0 } });
    // 100.00 + 1.50 × 45.50 = 68.25; ITBMS 7 % of 168.25 = 11.7775 -> 11.78.
    expect(invoice).toMatchObject({ amount: "168.25", itbmsAmount: "11.78", total: "180.03" });
    expect(invoice.lines.map((line) => [line.quantity, line.unitPrice, line.itbmsRate, line.subtotal])).toEqual([
      ["1", "100.00", "7", "100.00"],
      ["1.5", "45.50", "7", "68.25"],
    ]);
    expect(invoice.lines[1]?.description).toContain("11.50 h trabajadas, 10 h incluidas");
    for (const entry of inMonth) expect(await invoiceOf(entry)).toBe(invoice.id);
    for (const entry of [notBillable, before, after]) expect(await invoiceOf(entry)).toBeNull();

    const again = await admin.call(endpoints.invoiceHours, {
      body: { projectId: project.id, from: lastMonth.from, to: lastMonth.to },
    });
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ error: NO_HOURS_TO_INVOICE }) });
  });

  test("the project's hours show this month's billable hours against the plan", async () => {
    const { api, project, hours, create } = await setup();
    expect((await api.send(endpoints.projectHours, { query: { projectId: String(project.id) } })).retainer).toBeNull();
    await hours(lastMonth.to, 600);
    await hours(thisMonthFirst, 90);
    await hours(today, 45);
    await hours(today, 30, false);
    const template = await create();
    expect((await api.send(endpoints.projectHours, { query: { projectId: String(project.id) } })).retainer).toEqual({
      recurringInvoiceId: template.id,
      title: template.title,
      includedHours: 10,
      overageRate: "45.50",
      month: today.slice(0, 7),
      usedMinutes: 135,
    });
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: template.id } });
    expect((await api.send(endpoints.projectHours, { query: { projectId: String(project.id) } })).retainer).toBeNull();
  });
});
