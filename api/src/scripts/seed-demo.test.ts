import { describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { itbmsRateOf, payableTaxIssues, sumPayableTaxes } from "../contract";
import { rows } from "../db/client";
import * as t from "../db/schema";
import { describeEachDatabase } from "../test/databases";
import { addDays, dayMonthsAgo, todayInPanama } from "./demo/dates";
import { seedDemo } from "./seed-demo";

const TODAY = "2026-03-10";

describeEachDatabase("demo data", (getDb) => {
  test("loads complete and consistent", async () => {
    const db = getDb();
    const summary = await seedDemo(db, TODAY);
    expect(summary.clientes).toBe(8);

    const quotes = await db.select().from(t.quotes).orderBy(t.quotes.quoteNumber);
    expect(quotes.map((q) => q.quoteNumber).slice(0, 2)).toEqual(["COT-2026-0001", "COT-2026-0002"]);
    const invoices = await db.select().from(t.invoices).orderBy(t.invoices.issueDate);
    // Issued up to 90 days before 10 March 2026: the first ones belong to 2025's numbering.
    expect(invoices[0]?.invoiceNumber).toBe("FAC-2025-0001");
    expect(
      invoices.every((i) => i.issueDate >= (i.invoiceNumber.startsWith("FAC-2025") ? "2025-01-01" : "2026-01-01")),
    ).toBe(true);
    const [sequences] = rows(
      await db.execute<{ n: number }>(sql`select max(last_value)::int as n from number_sequences where prefix = 'COT'`),
    );
    expect(sequences?.n).toBe(8);

    const receivables = await db
      .select({
        status: t.accountsReceivable.status,
        invoiceStatus: t.invoices.status,
        balance: t.accountsReceivable.balanceAmount,
        total: t.accountsReceivable.totalAmount,
        invoiceTotal: t.invoices.total,
      })
      .from(t.accountsReceivable)
      .innerJoin(t.invoices, eq(t.invoices.id, t.accountsReceivable.invoiceId));
    expect(receivables.length).toBeGreaterThan(3);
    for (const r of receivables) {
      expect(["draft", "cancelled"]).not.toContain(r.invoiceStatus);
      expect(r.total).toBe(r.invoiceTotal);
      if (r.invoiceStatus === "paid") expect([r.status, r.balance]).toEqual(["paid", "0.00"]);
    }
    expect(receivables.map((r) => r.status)).toContain("overdue");

    // Balances: never negative, and exactly opening + completed movements.
    const accounts = await db.select().from(t.bankAccounts);
    expect(accounts.map((a) => a.bankName)).toContain("Caja de Ahorros");
    for (const a of accounts) expect(a.currentBalance.startsWith("-")).toBe(false);
    const [movements] = rows(
      await db.execute<{ n: number; future: number }>(
        sql`select count(*)::int as n, count(*) filter (where transaction_date > ${TODAY}::date)::int as future from transactions`,
      ),
    );
    expect(movements?.n).toBeGreaterThan(40);
    expect(movements?.future).toBe(0);
  });

  test("paid accounts payable have a zero balance", async () => {
    const paid = await getDb().select().from(t.accountsPayable).where(eq(t.accountsPayable.status, "paid"));
    expect(paid.length).toBeGreaterThan(0);
    for (const p of paid) expect(p.balanceAmount).toBe("0.00");
  });

  test("every payable has its base and ITBMS per rate, as the API would take them, adding up to it", async () => {
    const db = getDb();
    const payables = await db.select().from(t.accountsPayable);
    const taxes = await db.select().from(t.accountsPayableTaxes);
    expect(payables.length).toBeGreaterThan(0);
    for (const p of payables) {
      const mine = taxes
        .filter((tax) => tax.payableId === p.id)
        .map((tax) => ({ rate: itbmsRateOf(tax.rate), base: tax.base, itbms: tax.itbms }));
      expect(mine.length).toBeGreaterThan(0);
      expect(payableTaxIssues(mine)).toEqual([]);
      const sums = sumPayableTaxes(mine);
      expect([p.totalAmount, p.itbmsAmount]).toEqual([sums.total, sums.itbms]);
    }
  });
});

describeEachDatabase("demo data loaded in the morning", (getDb) => {
  test("no record is dated in the future: today's records carry the time of the load", async () => {
    const db = getDb();
    // 08:00 on 10 March in Panama: today's records would be stamped at noon, four hours ahead.
    const now = new Date("2026-03-10T13:00:00.000Z");
    await seedDemo(db, TODAY, now);
    const [stamps] = rows(
      await db.execute<{ latest: Date | string; stamped_now: number }>(sql`
        with stamps as (
          select created_at as at from clients union all select updated_at from clients
          union all select created_at from quotes union all select updated_at from quotes
          union all select created_at from invoices union all select updated_at from invoices
          union all select paid_at from invoices where paid_at is not null
          union all select created_at from projects union all select updated_at from projects
          union all select transfer_date from transfers
        )
        select max(at) as latest, count(*) filter (where at = ${now.toISOString()}::timestamptz)::int as stamped_now
        from stamps`),
    );
    expect(new Date(stamps?.latest ?? 0).getTime()).toBe(now.getTime());
    // Today's quotes, invoice, projects and pending transfer: stamped at the time of the load.
    expect(stamps?.stamped_now).toBeGreaterThan(3);
    // Earlier days keep their noon.
    const [firstClient] = await db.select().from(t.clients).orderBy(t.clients.id).limit(1);
    expect(firstClient?.createdAt.toISOString()).toBe(`${addDays(TODAY, -300)}T17:00:00.000Z`);
    const [issuedToday] = await db.select().from(t.invoices).where(eq(t.invoices.issueDate, TODAY));
    expect(issuedToday?.createdAt.toISOString()).toBe(now.toISOString());
  });
});

describe("the scripts' dates", () => {
  test("today in Panama does not depend on the machine's time zone", () => {
    // 03:00 UTC on 1 March is still 28 February in Panama (UTC-5).
    expect(todayInPanama(new Date("2026-03-01T03:00:00Z"))).toBe("2026-02-28");
    expect(todayInPanama(new Date("2026-03-01T05:00:00Z"))).toBe("2026-03-01");
  });

  test("adds days, and picks days of earlier months", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(dayMonthsAgo("2026-03-10", 1, 31)).toBe("2026-02-28");
    expect(dayMonthsAgo("2026-03-10", 3, 15)).toBe("2025-12-15");
    expect(dayMonthsAgo("2026-03-10", 0, 15)).toBeNull();
  });
});
