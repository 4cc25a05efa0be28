import { expect, test } from "bun:test";
import { endpoints, type ReportsSummary } from "../../contract";
import { reportsSummary } from "../../domain/reports/reports";
import { signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import {
  day,
  insertClient,
  insertInvoice,
  insertProject,
  insertQuote,
  monthStartPlus,
  panamaDate,
  panamaMonth,
  panamaTime,
  taxed,
} from "../../test/fixtures";

const LABELS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];

/** The six chart months, oldest first, with the totals the test expects for each. */
function expectedMonths(totals: [string, string, string, string, string, string]) {
  return totals.map((total, i) => {
    const month = panamaMonth(i - 5);
    return { month, label: LABELS[Number(month.slice(5)) - 1] ?? "", total };
  });
}

async function summary(api: TestApi): Promise<ReportsSummary> {
  return api.send(endpoints.reportsSummary, {});
}

describeEachDatabase("GET /api/reports/summary with no data", (getDb) => {
  test("every figure is zero, every trend null, every status listed", async () => {
    const api = await signedInApi(getDb());
    expect(await summary(api)).toEqual({
      headline: {
        totalRevenue: { value: "0.00", trend: null },
        activeClients: { value: "0", trend: null },
        activeProjects: { value: "0", trend: null },
        conversionRate: { value: "0.0", trend: null },
      },
      monthlyRevenue: expectedMonths(["0.00", "0.00", "0.00", "0.00", "0.00", "0.00"]),
      projectsByStatus: (["planning", "in_progress", "testing", "completed", "on_hold", "cancelled"] as const).map(
        (status) => ({
          status,
          count: 0,
          percentage: 0,
        }),
      ),
      quotesByStatus: (["draft", "sent", "accepted", "rejected", "expired"] as const).map((status) => ({
        status,
        count: 0,
      })),
      invoicesByStatus: (["draft", "sent", "paid", "overdue", "cancelled"] as const).map((status) => ({
        status,
        count: 0,
      })),
      monthlySummary: {
        month: panamaMonth(0),
        newClients: 0,
        quotesCreated: 0,
        quotesAmount: "0.00",
        invoicesIssued: 0,
        invoicedAmount: "0.00",
        revenue: "0.00",
        projectsCompleted: 0,
      },
    });
  });
});

describeEachDatabase("GET /api/reports/summary with nothing last month", (getDb) => {
  test("a trend without a previous base is null, not infinite", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db, { createdAt: panamaTime(day(0, 1)) });
    await insertProject(db, { clientId: client.id, status: "in_progress", createdAt: panamaTime(day(0, 1)) });
    const report = await summary(api);
    expect(report.headline.activeClients).toEqual({ value: "1", trend: null });
    expect(report.headline.activeProjects).toEqual({ value: "1", trend: null });
    expect(report.projectsByStatus.find((s) => s.status === "in_progress")).toEqual({
      status: "in_progress",
      count: 1,
      percentage: 100,
    });
  });
});

// Months: 0 is the current Panama month, -1 the previous one, and so on. Each row below carries
// its contribution to the expected figures, which are added up by hand in the test.
describeEachDatabase("GET /api/reports/summary on known data", (getDb) => {
  test("headline, trends, chart, status counts and monthly summary match hand-computed values", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const at = (month: number) => panamaTime(day(month, 1));

    // Clients: active 3; created this month 1, last month 2 (one a minute before this month
    // began in Panama, which UTC already counts as this month) → trend (1 - 2) / 2 = -50 %.
    const client = await insertClient(db, { name: "Ana", company: "Constructora del Istmo", createdAt: at(0) });
    await insertClient(db, { status: "active", createdAt: at(-1) });
    await insertClient(db, { status: "inactive", createdAt: monthStartPlus(0, -1) });
    await insertClient(db, { status: "active", createdAt: at(-2) });
    const clientId = client.id;

    // Projects (6): in progress 2 (this month), completed 2 (one changed this month), planning 1,
    // cancelled 1. Created this month 2, last month 3 → (2 - 3) / 3 = -33.3 %.
    await insertProject(db, { clientId, status: "in_progress", createdAt: at(0) });
    await insertProject(db, { clientId, status: "in_progress", createdAt: at(0) });
    await insertProject(db, { clientId, status: "completed", createdAt: at(-2), updatedAt: at(0) });
    await insertProject(db, { clientId, status: "completed", createdAt: at(-1), updatedAt: at(-1) });
    await insertProject(db, { clientId, status: "planning", createdAt: at(-1) });
    await insertProject(db, { clientId, status: "cancelled", createdAt: at(-1) });

    // Quotes (12): this month 3 totalling 1070 + 535 + 200 = 1805.00; last month 4; two months ago 5.
    await insertQuote(db, { ...taxed(clientId, "1000", "70", "1070"), status: "draft", createdAt: at(0) });
    await insertQuote(db, { ...taxed(clientId, "500", "35", "535"), status: "sent", createdAt: at(0) });
    await insertQuote(db, {
      ...taxed(clientId, "200", "0", "200"),
      status: "accepted",
      itbmsRate: "0",
      createdAt: at(0),
    });
    const small = taxed(clientId, "100", "7", "107");
    for (const status of ["rejected", "expired", "accepted", "sent"] as const) {
      await insertQuote(db, { ...small, status, createdAt: at(-1) });
    }
    for (const status of ["accepted", "accepted", "accepted", "draft", "rejected"] as const) {
      await insertQuote(db, { ...small, status, createdAt: at(-2) });
    }

    // Invoices (11). Revenue lands in the month paid (Panama), else the month issued.
    const paid = "paid" as const;
    // This month: 1070.00 (issued last month, paid this month) + 267.50 = 1337.50
    await insertInvoice(db, {
      ...taxed(clientId, "1000", "70", "1070"),
      issueDate: day(-1, 20),
      status: paid,
      paidAt: at(0),
    });
    await insertInvoice(db, {
      ...taxed(clientId, "250", "17.50", "267.50"),
      issueDate: day(0, 1),
      status: paid,
      paidAt: at(0),
    });
    // Last month: 535.00 (no paid_at: its issue date, the 1st) + 214.00 (paid 22:00 on the month's last day) = 749.00
    await insertInvoice(db, { ...taxed(clientId, "500", "35", "535"), issueDate: day(-1, 1), status: paid });
    await insertInvoice(db, {
      ...taxed(clientId, "200", "14", "214"),
      issueDate: day(-1, 5),
      status: paid,
      paidAt: monthStartPlus(0, -120),
    });
    // Two months ago: 107.00. Six months ago (outside the chart, inside the total): 321.00.
    await insertInvoice(db, {
      ...taxed(clientId, "100", "7", "107"),
      issueDate: day(-2, 3),
      status: paid,
      paidAt: panamaTime(day(-2, 15)),
    });
    await insertInvoice(db, {
      ...taxed(clientId, "300", "21", "321"),
      issueDate: day(-6, 1),
      status: paid,
      paidAt: panamaTime(day(-6, 2)),
    });
    // Unpaid: sent (due next month) and draft and cancelled this month, overdue last month, and
    // one sent two months ago and due on the 1st of last month: answered, and counted, as overdue.
    await insertInvoice(db, { ...taxed(clientId, "1000", "70", "1070"), issueDate: day(0, 1), status: "sent" });
    await insertInvoice(db, {
      ...taxed(clientId, "40", "2.80", "42.80"),
      issueDate: day(-2, 5),
      dueDate: day(-1, 1),
      status: "sent",
    });
    await insertInvoice(db, { ...taxed(clientId, "50", "3.50", "53.50"), issueDate: day(0, 1), status: "draft" });
    await insertInvoice(db, { ...taxed(clientId, "10", "0.70", "10.70"), issueDate: day(0, 1), status: "cancelled" });
    await insertInvoice(db, { ...taxed(clientId, "80", "5.60", "85.60"), issueDate: day(-1, 15), status: "overdue" });

    // The revenue trend compares this month so far (1337.50, all paid on the 1st) with the same
    // days of last month: the 535.00 of its 1st, and the 214.00 of its last day only once today's
    // day of the month reaches that day (the 31st; the 30th after a 30-day month…).
    const [year = 0, month = 1] = panamaMonth(0).split("-").map(Number);
    const lastMonthDays = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
    const lastDayIncluded = Number(panamaDate(0).slice(8)) >= lastMonthDays;

    const report = await summary(api);
    expect(report.headline).toEqual({
      // 1070 + 267.50 + 535 + 214 + 107 + 321 = 2514.50;
      // (1337.50 - 535) / 535 = 150.0 %, or (1337.50 - 749) / 749 = 78.57… → 78.6 % with the last day
      totalRevenue: { value: "2514.50", trend: lastDayIncluded ? 78.6 : 150 },
      // New this month vs new in the whole of last month: (1 - 2) / 2 and (2 - 3) / 3.
      activeClients: { value: "3", trend: -50 },
      activeProjects: { value: "2", trend: -33.3 },
      // 11 / 12 = 91.66… %; this month 4 invoices / 3 quotes = 133.33 %, last month 4 / 4 = 100 % → +33.3 points
      conversionRate: { value: "91.7", trend: 33.3 },
    });
    expect(report.monthlyRevenue).toEqual(expectedMonths(["0.00", "0.00", "0.00", "107.00", "749.00", "1337.50"]));
    // Shares of 6 projects: 1/6 = 16.7 %, 2/6 = 33.3 %.
    expect(report.projectsByStatus).toEqual([
      { status: "planning", count: 1, percentage: 16.7 },
      { status: "in_progress", count: 2, percentage: 33.3 },
      { status: "testing", count: 0, percentage: 0 },
      { status: "completed", count: 2, percentage: 33.3 },
      { status: "on_hold", count: 0, percentage: 0 },
      { status: "cancelled", count: 1, percentage: 16.7 },
    ]);
    expect(report.quotesByStatus).toEqual([
      { status: "draft", count: 2 },
      { status: "sent", count: 2 },
      { status: "accepted", count: 5 },
      { status: "rejected", count: 2 },
      { status: "expired", count: 1 },
    ]);
    expect(report.invoicesByStatus).toEqual([
      { status: "draft", count: 1 },
      { status: "sent", count: 1 },
      { status: "paid", count: 6 },
      // The one stored overdue, and the sent one past its due date.
      { status: "overdue", count: 2 },
      { status: "cancelled", count: 1 },
    ]);
    expect(report.monthlySummary).toEqual({
      month: panamaMonth(0),
      newClients: 1,
      quotesCreated: 3,
      quotesAmount: "1805.00",
      // Issued this month and really issued (sent, paid, overdue): 1070.00 + 267.50
      invoicesIssued: 2,
      invoicedAmount: "1337.50",
      revenue: "1337.50",
      projectsCompleted: 1,
    });
  });
});

// The same summary as of pinned instants (reportsSummary(db, now), which the route calls with the
// database's clock), on rows with absolute Panama dates, so the "same days of last month" boundary
// is checked whatever day the tests run on. No ITBMS on these rows: total = amount.
describeEachDatabase("GET /api/reports/summary as of a pinned day", (getDb) => {
  test("revenue compares this month so far with the same days of last month, in Panama time", async () => {
    const db = getDb();
    const client = await insertClient(db, { createdAt: panamaTime("2026-03-02") });
    await insertClient(db, { createdAt: panamaTime("2026-02-03") });
    await insertClient(db, { createdAt: panamaTime("2026-02-25") });
    const clientId = client.id;
    await insertProject(db, { clientId, status: "in_progress", createdAt: panamaTime("2026-03-09") });
    await insertProject(db, { clientId, status: "planning", createdAt: panamaTime("2026-02-04") });
    await insertProject(db, { clientId, status: "planning", createdAt: panamaTime("2026-02-27") });
    for (let i = 0; i < 5; i++)
      await insertQuote(db, { ...taxed(clientId, "10", "0", "10"), createdAt: panamaTime("2026-03-02") });
    for (let i = 0; i < 4; i++)
      await insertQuote(db, { ...taxed(clientId, "10", "0", "10"), createdAt: panamaTime("2026-02-25") });

    const paidOn = (total: string, issueDate: string, paidAt: Date | null) =>
      insertInvoice(db, { ...taxed(clientId, total, "0", total), itbmsRate: "0", issueDate, status: "paid", paidAt });
    // March: 100.00 paid today (10 March) before 08:00, 1000.00 paid at 00:30 on the 1st
    // (issued in February), 50.00 dated the 20th (later this month).
    await paidOn("100.00", "2026-03-05", panamaTime("2026-03-10", "07:00"));
    await paidOn("1000.00", "2026-02-20", panamaTime("2026-03-01", "00:30"));
    await paidOn("50.00", "2026-03-20", null);
    // February: 400.00 on the 1st (no paid_at: its issue date), 200.00 at 23:30 on the 10th (UTC
    // already says the 11th), 300.00 at 00:30 on the 11th, 25.00 at 23:30 on the 28th (UTC: 1 March).
    await paidOn("400.00", "2026-02-01", null);
    await paidOn("200.00", "2026-02-05", panamaTime("2026-02-10", "23:30"));
    await paidOn("300.00", "2026-02-05", panamaTime("2026-02-11", "00:30"));
    await paidOn("25.00", "2026-02-20", panamaTime("2026-02-28", "23:30"));
    // Sent on 1 March, due on the 9th and on the 10th: overdue once the due date is before today.
    for (const dueDate of ["2026-03-09", "2026-03-10"]) {
      await insertInvoice(db, { ...taxed(clientId, "5", "0", "5"), issueDate: "2026-03-01", dueDate, status: "sent" });
    }

    // 08:00 on 10 March in Panama. So far: 100 + 1000 = 1100.00; 1–10 February: 400 + 200 = 600.00
    // → (1100 - 600) / 600 = 83.33… → 83.3 (whole months would say (1150 - 925) / 925 = 24.3).
    const tenth = await reportsSummary(db, panamaTime("2026-03-10", "08:00"));
    expect(tenth.headline).toEqual({
      // 1100 + 50 + 400 + 200 + 300 + 25 = 2075.00
      totalRevenue: { value: "2075.00", trend: 83.3 },
      // New clients: 1 this month vs 2 in the whole of February (one after the 10th) → -50 %.
      activeClients: { value: "3", trend: -50 },
      // New projects: 1 vs 2 → -50 %.
      activeProjects: { value: "1", trend: -50 },
      // 9 invoices / 9 quotes = 100 %; March 4 / 5 = 80 %, February 5 / 4 = 125 % → -45 points.
      conversionRate: { value: "100.0", trend: -45 },
    });
    expect(tenth.monthlyRevenue.slice(-2).map((m) => [m.month, m.total])).toEqual([
      ["2026-02", "925.00"],
      ["2026-03", "1150.00"],
    ]);
    expect(tenth.monthlySummary).toMatchObject({ month: "2026-03", revenue: "1150.00" });
    // Due the 9th: overdue; due today: still sent.
    expect(tenth.invoicesByStatus.filter((s) => s.count > 0)).toEqual([
      { status: "sent", count: 1 },
      { status: "paid", count: 7 },
      { status: "overdue", count: 1 },
    ]);

    // 20:00 on 31 March in Panama (01:00 on 1 April in UTC): still March. Last month is shorter,
    // so "the same days" are all of February: (1150 - 925) / 925 = 24.32… → 24.3.
    const last = await reportsSummary(db, panamaTime("2026-03-31", "20:00"));
    expect(last.headline.totalRevenue).toEqual({ value: "2075.00", trend: 24.3 });
    expect(last.headline.conversionRate).toEqual({ value: "100.0", trend: -45 });
    expect(last.monthlySummary.month).toBe("2026-03");
    expect(last.invoicesByStatus.filter((s) => s.count > 0)).toEqual([
      { status: "paid", count: 7 },
      { status: "overdue", count: 2 },
    ]);
  });
});
