import { describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { computeItbms } from "../contract/values/money";
import { describeEachDatabase } from "../test/databases";
import { checkDatabase, type Db, openDatabase, rows } from "./client";
import { isStillReferenced, PG_CHECK_VIOLATION, PG_FOREIGN_KEY_VIOLATION, pgConstraint, pgErrorCode } from "./errors";
import { nextDocumentNumber } from "./numbering";
import * as t from "./schema";
import { baseCategories, baseChartOfAccounts, seedBase } from "./seed-base";

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("se esperaba un error de la base de datos");
}

async function newClient(db: Db, name = "Cliente de prueba") {
  const [client] = await db.insert(t.clients).values({ name }).returning();
  if (!client) throw new Error("sin cliente");
  return client;
}

async function newInvoice(db: Db, clientId: number, invoiceNumber: string) {
  const [invoice] = await db
    .insert(t.invoices)
    .values({
      invoiceNumber,
      clientId,
      description: "Servicios",
      amount: "100.00",
      itbmsAmount: "7.00",
      total: "107.00",
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      status: "sent",
    })
    .returning();
  if (!invoice) throw new Error("sin factura");
  return invoice;
}

describeEachDatabase("database", (getDb) => {
  test("the migrations and the base seed leave the categories and the chart of accounts", async () => {
    const db = getDb();
    expect(await checkDatabase(db)).toBe(true);
    const categories = await db.select().from(t.transactionCategories);
    expect(categories.map((c) => c.name).sort()).toEqual(baseCategories.map(([name]) => name).sort());
    expect(categories.find((c) => c.name === "Impuestos (ITBMS)")?.type).toBe("expense");

    const accounts = await db.select().from(t.chartOfAccounts);
    expect(accounts).toHaveLength(baseChartOfAccounts.length);
    const byCode = new Map(accounts.map((a) => [a.code, a]));
    expect(byCode.get("2.1.02")?.name).toBe("ITBMS por pagar");
    expect(byCode.get("1")?.parentId).toBeNull();
    expect(byCode.get("1.1.02")?.parentId).toBe(byCode.get("1.1")?.id ?? -1);
    expect(byCode.get("1.1")?.parentId).toBe(byCode.get("1")?.id ?? -1);
  });

  test("the base seed can run again without duplicating anything or overwriting the staff's changes", async () => {
    const db = getDb();
    await db.update(t.chartOfAccounts).set({ name: "Bancos locales" }).where(eq(t.chartOfAccounts.code, "1.1.02"));
    await seedBase(db);
    const [categories] = await db.select({ n: count() }).from(t.transactionCategories);
    const [accounts] = await db.select({ n: count() }).from(t.chartOfAccounts);
    expect(categories?.n).toBe(baseCategories.length);
    expect(accounts?.n).toBe(baseChartOfAccounts.length);
    const [banks] = await db.select().from(t.chartOfAccounts).where(eq(t.chartOfAccounts.code, "1.1.02"));
    expect(banks?.name).toBe("Bancos locales");
  });

  test("money comes back exact, as decimal text, and is summed without floating point", async () => {
    const db = getDb();
    const [account] = await db
      .insert(t.bankAccounts)
      .values({ bankName: "Banco General", accountNumber: "03-00-01", currentBalance: "12345678.91" })
      .returning();
    expect(account?.currentBalance).toBe("12345678.91");
    expect(account?.currency).toBe("PAB");
    expect(account?.accountType).toBe("checking");

    await db.insert(t.bankAccounts).values([
      { bankName: "Banistmo", accountNumber: "1", currentBalance: "0.10" },
      { bankName: "Banistmo", accountNumber: "2", currentBalance: "0.20" },
      { bankName: "Banistmo", accountNumber: "3", currentBalance: "999999999999.99" },
    ]);
    const [sum] = await db
      .select({ total: sql<string>`sum(${t.bankAccounts.currentBalance})::text` })
      .from(t.bankAccounts)
      .where(eq(t.bankAccounts.bankName, "Banistmo"));
    expect(sum?.total).toBe("1000000000000.29");
  });

  test("a client with quotes cannot be deleted (RESTRICT)", async () => {
    const db = getDb();
    const client = await newClient(db);
    await db.insert(t.quotes).values({
      quoteNumber: `COT-T-${client.id}`,
      clientId: client.id,
      title: "Portal",
      amount: "1000.00",
      itbmsAmount: "70.00",
      total: "1070.00",
      validUntil: "2026-12-31",
    });
    const error = await errorOf(db.delete(t.clients).where(eq(t.clients.id, client.id)));
    expect(isStillReferenced(error)).toBe(true);
    expect(pgConstraint(error)).toContain("quotes_client_id");
    expect(await db.select().from(t.clients).where(eq(t.clients.id, client.id))).toHaveLength(1);
    // Inserting against a missing client is 23503 on every version.
    const orphan = await errorOf(db.insert(t.projects).values({ name: "Huérfano", clientId: 999_999 }));
    expect(pgErrorCode(orphan)).toBe(PG_FOREIGN_KEY_VIOLATION);
  });

  test("deleting an invoice deletes its account receivable and that receivable's payments", async () => {
    const db = getDb();
    const client = await newClient(db);
    const invoice = await newInvoice(db, client.id, `FAC-T-${client.id}`);
    const [receivable] = await db
      .insert(t.accountsReceivable)
      .values({
        clientId: client.id,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        issueDate: invoice.issueDate,
        dueDate: invoice.dueDate,
        totalAmount: "107.00",
        balanceAmount: "57.00",
        status: "partially_paid",
      })
      .returning();
    if (!receivable) throw new Error("sin cuenta por cobrar");
    await db
      .insert(t.receivablePayments)
      .values({ receivableId: receivable.id, amount: "50.00", paymentDate: "2026-03-10" });

    await db.delete(t.invoices).where(eq(t.invoices.id, invoice.id));
    expect(await db.select().from(t.accountsReceivable).where(eq(t.accountsReceivable.id, receivable.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(t.receivablePayments).where(eq(t.receivablePayments.receivableId, receivable.id)),
    ).toHaveLength(0);
  });

  test("an invoice cannot have two accounts receivable", async () => {
    const db = getDb();
    const client = await newClient(db);
    const invoice = await newInvoice(db, client.id, `FAC-U-${client.id}`);
    const row = {
      clientId: client.id,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: "2026-03-01",
      dueDate: "2026-03-31",
      totalAmount: "107.00",
      balanceAmount: "107.00",
    };
    await db.insert(t.accountsReceivable).values(row);
    expect(pgErrorCode(await errorOf(db.insert(t.accountsReceivable).values(row)))).toBe("23505");
  });

  test("the CHECK constraints refuse invalid statuses, totals, emails and transfers", async () => {
    const db = getDb();
    const client = await newClient(db);
    const bad = (p: Promise<unknown>) => errorOf(p).then(pgErrorCode);
    expect(await bad(db.insert(t.clients).values({ name: "X", status: "archived" as "active" }))).toBe(
      PG_CHECK_VIOLATION,
    );
    const quote = {
      clientId: client.id,
      title: "T",
      amount: "100.00",
      itbmsAmount: "7.00",
      total: "107.01",
      validUntil: "2026-12-31",
    };
    expect(await bad(db.insert(t.quotes).values({ ...quote, quoteNumber: `COT-X-${client.id}` }))).toBe(
      PG_CHECK_VIOLATION,
    );
    expect(await bad(db.insert(t.users).values({ email: "Ana@Empresa.pa" }))).toBe(PG_CHECK_VIOLATION);
    const [a] = await db.insert(t.bankAccounts).values({ bankName: "Caja de Ahorros", accountNumber: "9" }).returning();
    if (!a) throw new Error("sin cuenta");
    const transfer = { fromAccountId: a.id, toAccountId: a.id, amount: "10.00", transferDate: new Date() };
    expect(await bad(db.insert(t.transfers).values(transfer))).toBe(PG_CHECK_VIOLATION);
  });

  test("document numbers are consecutive per prefix and year", async () => {
    const db = getDb();
    const first = await db.transaction((tx) => nextDocumentNumber(tx, "COT", 2031));
    expect(first).toBe("COT-2031-0001");
    expect(await nextDocumentNumber(db, "COT", 2031)).toBe("COT-2031-0002");
    expect(await nextDocumentNumber(db, "FAC", 2031)).toBe("FAC-2031-0001");
    expect(await nextDocumentNumber(db, "COT", 2032)).toBe("COT-2032-0001");
    // A rolled-back document gives its number back.
    await errorOf(
      db.transaction(async (tx) => {
        await nextDocumentNumber(tx, "COT", 2031);
        throw new Error("cancelado");
      }),
    );
    expect(await nextDocumentNumber(db, "COT", 2031)).toBe("COT-2031-0003");
  });

  test("ITBMS computed in cents matches PostgreSQL's round(..., 2)", async () => {
    const db = getDb();
    const amounts = ["0.07", "0.50", "1.00", "7.14", "12750.50", "3150.25", "99999999.99", "0.01", "10.35"];
    for (const rate of ["7", "10", "15", "0"]) {
      for (const amount of amounts) {
        const [row] = rows(
          await db.execute<{ itbms: string }>(
            sql`select round(${amount}::numeric * ${rate}::numeric / 100, 2)::text as itbms`,
          ),
        );
        expect(computeItbms(amount, rate).itbmsAmount).toBe(row?.itbms ?? "?");
      }
    }
  });

  test("the session runs in UTC and rows() reads the raw results", async () => {
    const db = getDb();
    const [row] = rows(
      await db.execute<{ tz: string; n: number }>(
        sql`select current_setting('TimeZone') as tz, count(*)::int as n from ${t.chartOfAccounts}`,
      ),
    );
    expect(row).toEqual({ tz: "UTC", n: baseChartOfAccounts.length });
  });
});

describe("PGlite on disk", () => {
  test("the data survives closing and reopening", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "app-pglite-")), "nested", "data");
    try {
      const first = await openDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await first.db.insert(t.clients).values({ name: "Persistente, S.A.", phone: "+507 264-0000" });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        const found = await second.db.select().from(t.clients);
        expect(found.map((c) => c.name)).toEqual(["Persistente, S.A."]);
        const [accounts] = await second.db.select({ n: count() }).from(t.chartOfAccounts);
        expect(accounts?.n).toBe(baseChartOfAccounts.length);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir.replace(/\/nested\/data$/, ""), { recursive: true, force: true });
    }
  }, 60_000);
});
