import { expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { computeDocumentTotals, endpoints } from "../contract";
import { type Db, rows } from "../db/client";
import { invoiceLines, quoteLines } from "../db/schema";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { demoQuotes } from "./demo/crm-data";
import { demoInvoices } from "./demo/invoice-data";
import { seedDemo } from "./seed-demo";

// The demo company's quotes and invoices against their lines, to the cent: as the demo writes them,
// and as migration 0003 turns documents stored before lines into one line each.

const TODAY = "2026-03-10";

type Mismatch = { number: string; amount: string; total: string; lines: number };

/** Every document whose amount, ITBMS or total is not the sum of its lines (none is the goal). */
async function documentsNotMatchingTheirLines(db: Db): Promise<Mismatch[]> {
  const check = (documents: string, lines: string, id: string, number: string) =>
    sql.raw(`
      select d.${number} as number, d.amount::text as amount, d.total::text as total, count(l.id)::int as lines
      from ${documents} d left join ${lines} l on l.${id} = d.id
      group by d.id
      having count(l.id) = 0
        or d.amount <> sum(l.subtotal) or d.itbms_amount <> sum(l.itbms_amount) or d.total <> sum(l.total)`);
  return [
    ...rows(await db.execute<Mismatch>(check("quotes", "quote_lines", "quote_id", "quote_number"))),
    ...rows(await db.execute<Mismatch>(check("invoices", "invoice_lines", "invoice_id", "invoice_number"))),
  ];
}

/** The statements of migration 0003 that give every quote and invoice its one line. */
async function lineMigrationStatements(): Promise<string[]> {
  const migration = await readFile(new URL("../../drizzle/0003_documents.sql", import.meta.url), "utf8");
  const statements = migration
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter((statement) => /^INSERT INTO "(quote|invoice)_lines"/.test(statement));
  expect(statements).toHaveLength(2);
  return statements;
}

describeEachDatabase("the demo's documents and their lines", (getDb) => {
  test("as loaded: every total is the sum of its lines, and the records' breakdowns add up to it", async () => {
    const db = getDb();
    await seedDemo(db, TODAY);
    expect(await documentsNotMatchingTheirLines(db)).toEqual([]);

    const api = await signedInApi(db);
    // The lists answer no lines: each document is read whole.
    const quotes = await Promise.all(
      (await api.send(endpoints.listQuotes, {})).map((item) =>
        api.send(endpoints.getQuote, { params: { id: item.id } }),
      ),
    );
    const invoices = await Promise.all(
      (await api.send(endpoints.listInvoices, {})).map((item) =>
        api.send(endpoints.getInvoice, { params: { id: item.id } }),
      ),
    );
    expect(quotes).toHaveLength(demoQuotes.length);
    expect(invoices).toHaveLength(demoInvoices.length);
    for (const document of [...quotes, ...invoices]) {
      // What the forms compute from the lines is what the API stored.
      const totals = computeDocumentTotals(document.lines);
      expect([document.amount, document.itbmsAmount, document.total]).toEqual([
        totals.subtotal,
        totals.itbmsAmount,
        totals.total,
      ]);
      expect(document.itbmsBreakdown).toEqual(totals.breakdown);
    }
    // Documents given several lines add up to the amount the demo states for them.
    for (const demo of demoQuotes) {
      expect(quotes.find((quote) => quote.title === demo.title)?.amount).toBe(demo.amount);
    }
    expect(quotes.some((quote) => quote.lines.length > 1)).toBe(true);
  });

  test("migration 0003 on the demo's documents: one line each, with the same totals to the cent", async () => {
    const db = getDb();
    const before = rows(
      await db.execute<{ id: number; amount: string; itbms: string; total: string }>(
        sql`select id, amount::text, itbms_amount::text as itbms, total::text from invoices order by id`,
      ),
    );
    // The documents as they were before lines existed: the migration's starting point.
    await db.delete(quoteLines);
    await db.delete(invoiceLines);
    for (const statement of await lineMigrationStatements()) await db.execute(sql.raw(statement));

    expect(await documentsNotMatchingTheirLines(db)).toEqual([]);
    const [counts] = rows(
      await db.execute<{ documents: number; lines: number; single: number }>(sql`
        select (select count(*) from quotes) + (select count(*) from invoices) as documents,
               (select count(*) from quote_lines) + (select count(*) from invoice_lines) as lines,
               (select count(*) from quote_lines where quantity = 1 and unit_price = subtotal and discount_percent = 0)
             + (select count(*) from invoice_lines where quantity = 1 and unit_price = subtotal and discount_percent = 0)
               as single`),
    );
    expect(Number(counts?.lines)).toBe(Number(counts?.documents));
    expect(Number(counts?.single)).toBe(Number(counts?.documents));
    // The documents themselves are untouched.
    expect(
      rows(
        await db.execute(
          sql`select id, amount::text, itbms_amount::text as itbms, total::text from invoices order by id`,
        ),
      ),
    ).toEqual(before);
    // An invoice's line is described by its title (every demo invoice has one).
    const described = rows(
      await db.execute<{ mismatched: number }>(sql`
        select count(*)::int as mismatched from invoices i join invoice_lines l on l.invoice_id = i.id
        where l.description <> i.title`),
    );
    expect(described[0]?.mismatched).toBe(0);
  });
});
