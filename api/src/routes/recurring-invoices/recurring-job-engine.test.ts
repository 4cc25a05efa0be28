import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { todayInPanama } from "../../contract";
import type { Db, OpenedDatabase } from "../../db/client";
import { chartOfAccounts } from "../../db/schema";
import { listJobs } from "../../domain/jobs";
import { createRecurringInvoice } from "../../domain/recurring-invoices/templates";
import { type JobEngine, startJobEngine } from "../../jobs/job-engine";
import { type JobDefinition, jobTable } from "../../jobs/job-table";
import { describeSharedPostgres, testDatabases } from "../../test/databases";
import { insertClient } from "../../test/fixtures";
import { invoicesOfTemplate, recurringBody, runRecurringOn } from "../../test/recurring";

// The row 'facturas-recurrentes' of the job table run by the real engine (pg-boss) on each database:
// an attempt that fails is retried once and bills each date once. Then two server processes on one
// PostgreSQL database running the job's work at the same moment.

const row = jobTable.find((definition) => definition.name === "facturas-recurrentes");
if (!row) throw new Error("the job table has no 'facturas-recurrentes'");

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined) return found;
    await Bun.sleep(100);
  }
  throw new Error(`Nunca ocurrió: ${what}`);
}

/** A template due today whose one line posts to an income account of its own (closed by the test). */
async function templateDueToday(db: Db, title: string) {
  const code = `4.1.${Math.floor(Math.random() * 2000) + 7000}`;
  await db.insert(chartOfAccounts).values({ code, name: `Ingresos ${title}`, accountType: "income" });
  const client = await insertClient(db, { name: `Cliente ${title}` });
  const body = recurringBody(client.id, {
    title,
    maxCount: 1,
    lines: [{ description: title, quantity: "1", unitPrice: "100", itbmsRate: "7", incomeAccountCode: code }],
  });
  const template = await createRecurringInvoice(
    db,
    {
      ...body,
      mode: "draft",
      sendByEmail: false,
      lines: body.lines.map((line) => ({ ...line, discountPercent: "0" })),
    },
    { userId: null },
  );
  return { template, code };
}

for (const database of testDatabases) {
  describe(`the job 'facturas-recurrentes' on the engine [${database.name}]`, () => {
    let opened: OpenedDatabase;
    let engine: JobEngine;
    const attempts: string[] = [];
    let reopenAccount: () => Promise<void> = async () => {};

    beforeAll(async () => {
      opened = await database.open();
      // The product's row; only its retry waits 1 s instead of 5 minutes, and it is not sent at
      // start (the test runs it). The first attempt fails (the account is closed), and the account
      // is opened again before the retry.
      const definition: JobDefinition = {
        ...row,
        atStart: false,
        retry: { ...row.retry, delaySeconds: 1 },
        run: async (context) => {
          try {
            return await row.run(context);
          } catch (error) {
            attempts.push((error as Error).message);
            await reopenAccount();
            throw error;
          }
        },
      };
      engine = await startJobEngine(opened, { definitions: [definition], pollingSeconds: 0.5, log: () => {} });
    }, 30_000);
    afterAll(async () => {
      await engine?.stop();
      await opened?.close();
    }, 30_000);

    test("a failed attempt is retried once, and the retry bills the date once", async () => {
      const { template, code } = await templateDueToday(opened.db, "Plan de soporte");
      await opened.db.update(chartOfAccounts).set({ isActive: false }).where(eq(chartOfAccounts.code, code));
      reopenAccount = async () => {
        await opened.db.update(chartOfAccounts).set({ isActive: true }).where(eq(chartOfAccounts.code, code));
      };
      const id = await engine.runNow("facturas-recurrentes");
      const done = await until("la tarea se completa en su reintento", async () => {
        const { rows } = await listJobs(opened.db, { limit: 500 });
        const record = rows.find((job) => job.id === id);
        return record?.state === "completed" ? record : undefined;
      });
      expect(done).toMatchObject({ attempts: 2, maxAttempts: 2, lastError: null });
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toContain("«Plan de soporte»");
      const made = await invoicesOfTemplate(opened.db, template.id);
      expect(made.map((invoice) => invoice.occurrenceDate)).toEqual([todayInPanama()]);
    }, 90_000);
  });
}

describeSharedPostgres("the job's work on two servers at once", (open) => {
  test("two processes running it at the same moment bill each date once", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const today = todayInPanama();
    const client = await insertClient(first.db, { name: "Constructora del Istmo" });
    const body = recurringBody(client.id, { maxCount: 1 });
    const templates = await Promise.all(
      ["Hospedaje", "Soporte", "Licencias", "Respaldo"].map((title) =>
        createRecurringInvoice(
          first.db,
          {
            ...body,
            title,
            mode: "draft",
            sendByEmail: false,
            lines: body.lines.map((line) => ({ ...line, discountPercent: "0" })),
          },
          { userId: null },
        ),
      ),
    );
    const [one, two] = await Promise.all([runRecurringOn(first.db, today), runRecurringOn(second.db, today)]);
    expect(one.created + two.created).toBe(4);
    for (const template of templates) {
      expect(await invoicesOfTemplate(first.db, template.id)).toHaveLength(1);
    }
  }, 60_000);
});
