import { expect, test } from "bun:test";
import { formatMonthlyRevenue } from "../../domain/reports/dashboard";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import {
  day,
  insertClient,
  insertInvoice,
  insertProject,
  insertQuote,
  monthStartPlus,
  panamaTime,
  taxed,
} from "../../test/fixtures";

describeEachDatabase("GET /api/dashboard/stats with no data", (getDb) => {
  test("answers zeros and '$0'", async () => {
    const api = await signedInApi(getDb());
    const zeros = { activeClients: 0, activeProjects: 0, pendingQuotes: 0, monthlyRevenue: "$0" };
    expect(await api.get("/api/dashboard/stats")).toEqual({ status: 200, body: zeros });
  });
});

describeEachDatabase("GET /api/dashboard/stats on known data", (getDb) => {
  test("counts active clients, in-progress projects, draft+sent quotes and this Panama month's paid invoices", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const active = await insertClient(db, { name: "Constructora del Istmo", status: "active" });
    await insertClient(db, { name: "Café Boquete", status: "active" });
    await insertClient(db, { name: "Naviera Colón", status: "inactive" });

    for (const status of ["in_progress", "in_progress", "planning", "completed", "testing"] as const) {
      await insertProject(db, { clientId: active.id, status });
    }
    for (const status of ["draft", "sent", "sent", "accepted", "rejected", "expired"] as const) {
      await insertQuote(db, { ...taxed(active.id, "100.00", "7.00", "107.00"), status });
    }
    const money = taxed(active.id, "1000.00", "70.00", "1070.00");
    // Counted: paid this month (by paid_at), and paid with no paid_at but issued this month.
    await insertInvoice(db, {
      ...taxed(active.id, "10000.00", "700.00", "10700.00"),
      issueDate: day(-1, 20),
      status: "paid",
      paidAt: panamaTime(day(0, 1)),
    });
    await insertInvoice(db, {
      ...taxed(active.id, "1682.24", "117.76", "1800.00"),
      issueDate: day(0, 1),
      status: "paid",
    });
    // Not counted: paid at 22:00 on the last day of last month in Panama (already this month in UTC),
    // paid in an earlier month, or not paid.
    await insertInvoice(db, { ...money, issueDate: day(-1, 2), status: "paid", paidAt: monthStartPlus(0, -120) });
    await insertInvoice(db, { ...money, issueDate: day(-2, 2), status: "paid", paidAt: panamaTime(day(-2, 3)) });
    await insertInvoice(db, { ...money, issueDate: day(0, 1), status: "sent" });
    await insertInvoice(db, { ...money, issueDate: day(0, 1), status: "overdue" });

    // 10,700.00 + 1,800.00 = 12,500.00
    const expected = { activeClients: 2, activeProjects: 2, pendingQuotes: 3, monthlyRevenue: "$12,500.00" };
    expect(await api.get("/api/dashboard/stats")).toEqual({ status: 200, body: expected });
  });
});

test("monthly revenue is shown as '$' with grouping and cents, '$0' for nothing", () => {
  expect(formatMonthlyRevenue("0.00")).toBe("$0");
  expect(formatMonthlyRevenue("0")).toBe("$0");
  expect(formatMonthlyRevenue("12500.00")).toBe("$12,500.00");
  expect(formatMonthlyRevenue("1234567.05")).toBe("$1,234,567.05");
  expect(formatMonthlyRevenue("0.10")).toBe("$0.10");
});
