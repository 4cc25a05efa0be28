import { expect, test } from "bun:test";
import type { ReportsSummary } from "../../contract";
import { signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import {
  day,
  insertClient,
  insertInvoice,
  insertProject,
  insertQuote,
  monthStartPlus,
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
  const answer = await api.get<ReportsSummary>("/api/reports/summary");
  expect(answer.status).toBe(200);
  return answer.body;
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

    // Invoices (10). Revenue lands in the month paid (Panama), else the month issued.
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
    // Last month: 535.00 (no paid_at: its issue date) + 214.00 (paid 22:00 on the month's last day) = 749.00
    await insertInvoice(db, { ...taxed(clientId, "500", "35", "535"), issueDate: day(-1, 10), status: paid });
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
    // Unpaid: sent and draft and cancelled this month, overdue last month.
    await insertInvoice(db, { ...taxed(clientId, "1000", "70", "1070"), issueDate: day(0, 1), status: "sent" });
    await insertInvoice(db, { ...taxed(clientId, "50", "3.50", "53.50"), issueDate: day(0, 1), status: "draft" });
    await insertInvoice(db, { ...taxed(clientId, "10", "0.70", "10.70"), issueDate: day(0, 1), status: "cancelled" });
    await insertInvoice(db, { ...taxed(clientId, "80", "5.60", "85.60"), issueDate: day(-1, 15), status: "overdue" });

    const report = await summary(api);
    expect(report.headline).toEqual({
      // 1070 + 267.50 + 535 + 214 + 107 + 321 = 2514.50; (1337.50 - 749) / 749 = 78.57… → 78.6
      totalRevenue: { value: "2514.50", trend: 78.6 },
      activeClients: { value: "3", trend: -50 },
      activeProjects: { value: "2", trend: -33.3 },
      // 10 / 12 = 83.33… %; this month 4 invoices / 3 quotes = 133.33 %, last month 4 / 4 = 100 % → +33.3 points
      conversionRate: { value: "83.3", trend: 33.3 },
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
      { status: "overdue", count: 1 },
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
