import { afterEach, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  addDays,
  endpoints,
  type InvoiceRecord,
  type RecurringInvoiceRecord,
  upcomingOccurrences,
} from "../../contract";
import { chartOfAccounts, clients, feDocuments } from "../../db/schema";
import { RecurringRunFailed } from "../../domain/recurring-invoices/run";
import { PdfWorkerPool } from "../../pdf/worker-pool";
import { activityFor, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { feIssuing } from "../../test/fe-issuing";
import { insertClient, panamaDate } from "../../test/fixtures";
import { invoicesOfTemplate, recurringBody, runRecurringJobOn, runRecurringOn } from "../../test/recurring";
import { startTestSmtp } from "../../test/smtp";

// The job's work (domain/recurring-invoices/run.ts) with the clock moved: `today` is the day the
// run thinks it is. Each test bounds or pauses its templates, so a later test moving the clock
// further does not bill them on and on.

const today = panamaDate(0);
const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describeEachDatabase("the job 'facturas-recurrentes'", (getDb) => {
  async function setup(company = "Hotel Las Perlas") {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db, { name: "Marta Ríos", company });
    const create = (overrides: Record<string, unknown> = {}) =>
      api.send(endpoints.createRecurringInvoice, { body: recurringBody(client.id, overrides) });
    return { db, api, client, create };
  }

  test("an invoice is made on its day, not the day before, through the invoices' own path", async () => {
    const { db, api, create } = await setup();
    const dayOfMonth = Number(addDays(today, 3).slice(8, 10));
    const template = await create({ dayOfMonth, maxCount: 2, paymentTermsDays: 15 });
    const [first, second] = upcomingOccurrences(
      { frequency: "monthly", dayOfMonth, startDate: today },
      { limit: 2 },
    ) as [string, string];
    expect(template.nextDate).toBe(first);

    await runRecurringOn(db, addDays(first, -1));
    expect(await invoicesOfTemplate(db, template.id)).toEqual([]);

    const result = await runRecurringOn(db, first);
    expect(result.failed).toEqual([]);
    const made = await invoicesOfTemplate(db, template.id);
    expect(made).toMatchObject([
      { occurrenceDate: first, outcome: "draft", issueDate: first, dueDate: addDays(first, 15), status: "draft" },
    ]);
    const invoice = await api.send(endpoints.getInvoice, { params: { id: made[0]?.invoiceId ?? 0 } });
    expect(invoice).toMatchObject({
      title: "Mantenimiento del sitio web",
      description: "Soporte y actualizaciones del mes",
      amount: "100.00",
      itbmsAmount: "7.00",
      total: "107.00",
      receivable: null,
    } satisfies Partial<InvoiceRecord>);
    expect(invoice.lines.map((line) => [line.description, line.quantity, line.unitPrice])).toEqual([
      ["Mantenimiento mensual", "1", "100.00"],
    ]);
    expect(await activityFor(db, "invoice", invoice.id)).toEqual([
      {
        action: "create",
        summary: `Factura ${invoice.invoiceNumber} creada para Hotel Las Perlas desde la factura recurrente «Mantenimiento del sitio web»`,
        userId: null,
      },
    ]);
    expect(await api.send(endpoints.getRecurringInvoice, { params: { id: template.id } })).toMatchObject({
      nextDate: second,
      generatedCount: 1,
      status: "active",
    } satisfies Partial<RecurringInvoiceRecord>);
  });

  test("missed days are caught up, oldest first, across the year's end and month ends; run again, nothing more", async () => {
    const { db, api, create } = await setup("Clínica Santa Fe");
    const template = await create({ dayOfMonth: 31 });
    const dates = upcomingOccurrences({ frequency: "monthly", dayOfMonth: 31, startDate: today }, { limit: 14 });
    const catchUpDay = dates[13] as string;

    const result = await runRecurringOn(db, catchUpDay);
    expect(result.failed).toEqual([]);
    const made = await invoicesOfTemplate(db, template.id);
    expect(made.map((row) => row.occurrenceDate)).toEqual(dates);
    expect(made.map((row) => row.issueDate)).toEqual(dates);
    // Numbered in the order made, which is the dates' order.
    const numbers = await Promise.all(
      made.map(
        async (row) => (await api.send(endpoints.getInvoice, { params: { id: row.invoiceId ?? 0 } })).invoiceNumber,
      ),
    );
    expect([...numbers].sort()).toEqual(numbers);

    await runRecurringOn(db, catchUpDay);
    await runRecurringOn(db, addDays(catchUpDay, 1));
    expect(await invoicesOfTemplate(db, template.id)).toHaveLength(14);
    const after = await api.send(endpoints.getRecurringInvoice, { params: { id: template.id } });
    expect(after).toMatchObject({
      generatedCount: 14,
      nextDate: upcomingOccurrences(
        { frequency: "monthly", dayOfMonth: 31, startDate: today },
        { after: catchUpDay, limit: 1 },
      )[0],
    });
    await api.send(endpoints.pauseRecurringInvoice, { params: { id: template.id } });
  });

  test("two runs at once bill each date once", async () => {
    const { db, create } = await setup();
    const template = await create({ frequency: "quarterly", maxCount: 3 });
    const dates = upcomingOccurrences(
      { frequency: "quarterly", dayOfMonth: Number(today.slice(8, 10)), startDate: today },
      { limit: 3 },
    );
    const last = dates[2] as string;
    const runs = await Promise.all([runRecurringOn(db, last), runRecurringOn(db, last), runRecurringOn(db, last)]);
    const made = await invoicesOfTemplate(db, template.id);
    expect(made.map((row) => row.occurrenceDate)).toEqual(dates);
    expect(new Set(made.map((row) => row.invoiceId)).size).toBe(3);
    // Between them, the runs made this template's three invoices and no more.
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBeGreaterThanOrEqual(3);
  });

  test("a run that fails for one template bills the others, keeps the reason, and its retry bills it once", async () => {
    const { db, api, create } = await setup("Naviera Pacífico");
    const code = `4.1.${Math.floor(Math.random() * 2000) + 7000}`;
    await api.send(endpoints.createChartAccount, {
      body: { code, name: "Ingresos por mantenimiento", accountType: "income" },
    });
    const good = await create({ maxCount: 1, title: "Hospedaje" });
    const failing = await create({
      maxCount: 1,
      title: "Soporte",
      lines: [{ description: "Soporte", quantity: "1", unitPrice: "80", itbmsRate: "7", incomeAccountCode: code }],
    });
    // The account is closed after the template was saved: its invoice cannot post to it.
    await db.update(chartOfAccounts).set({ isActive: false }).where(eq(chartOfAccounts.code, code));

    const failure = await runRecurringOn(db, today).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RecurringRunFailed);
    const reason = `La cuenta de ingresos ${code} no existe, no está activa o no es de ingresos`;
    expect((failure as RecurringRunFailed).message).toBe(
      `No se pudieron crear 1 factura(s) recurrente(s): «Soporte»: ${reason}`,
    );
    expect(await invoicesOfTemplate(db, good.id)).toHaveLength(1);
    expect(await invoicesOfTemplate(db, failing.id)).toEqual([]);
    const kept = await api.send(endpoints.getRecurringInvoice, { params: { id: failing.id } });
    expect(kept).toMatchObject({ lastError: reason, generatedCount: 0, nextDate: today });
    expect(kept.lastErrorAt).not.toBeNull();

    // Fixed, the retry bills the failed one once and the other not again.
    await db.update(chartOfAccounts).set({ isActive: true }).where(eq(chartOfAccounts.code, code));
    const retried = await runRecurringOn(db, today);
    expect(retried.failed).toEqual([]);
    expect(await invoicesOfTemplate(db, good.id)).toHaveLength(1);
    expect((await invoicesOfTemplate(db, failing.id)).map((row) => row.total)).toEqual(["85.60"]);
    expect(await api.send(endpoints.getRecurringInvoice, { params: { id: failing.id } })).toMatchObject({
      lastError: null,
      lastErrorAt: null,
      generatedCount: 1,
      status: "finished",
    });
  });

  test("'emitir' without the company's electronic invoicing setup: the invoice stays a draft, the reason is kept", async () => {
    const { db, api, create } = await setup();
    const template = await create({ mode: "issue", maxCount: 1 });
    const result = await runRecurringOn(db, today);
    expect(result).toMatchObject({ issueFailed: expect.any(Number), failed: [] });
    const [made] = await invoicesOfTemplate(db, template.id);
    expect(made).toMatchObject({ outcome: "issue_failed", status: "draft" });
    expect(made?.message).toStartWith("No se puede emitir la factura electrónica. Falta en la empresa:");
    expect(
      await db
        .select()
        .from(feDocuments)
        .where(eq(feDocuments.invoiceId, made?.invoiceId ?? 0)),
    ).toEqual([]);
    const listed = await api.send(endpoints.recurringInvoiceOccurrences, { params: { id: template.id } });
    expect(listed).toMatchObject([
      { outcome: "issue_failed", message: made?.message, invoice: { status: "draft", feStatus: null } },
    ]);
    // The next run does not try it again: a draft left for a person to issue.
    const next = await runRecurringOn(db, today);
    expect(next.issueFailed).toBe(0);
  });

  test("'emitir' with the company set up (the fake HKA): the invoice is sent, signed and authorised", async () => {
    const issuing = await feIssuing(getDb());
    stops.push(issuing.stop);
    const { db, api, client, env } = issuing;
    const created = await api.send(endpoints.createRecurringInvoice, {
      body: recurringBody(client.id, { mode: "issue", maxCount: 1, sendByEmail: true }),
    });
    const result = await runRecurringOn(db, today, env);
    expect(result.failed).toEqual([]);
    const [made] = await invoicesOfTemplate(db, created.id);
    expect(made).toMatchObject({ outcome: "issued", message: null, status: "sent" });
    expect(result.toEmail).toContain(made?.invoiceId ?? 0);
    const invoice = await api.send(endpoints.getInvoice, { params: { id: made?.invoiceId ?? 0 } });
    expect(invoice).toMatchObject({
      status: "sent",
      feStatus: "authorised",
      receivable: { balanceAmount: "107.00" },
    });
    const [document] = await db
      .select()
      .from(feDocuments)
      .where(eq(feDocuments.invoiceId, made?.invoiceId ?? 0));
    expect(document).toMatchObject({ status: "authorised", documentType: "01" });
  });

  test("'emitir' and 'Enviar por correo': the issued invoice reaches the client with its CAFE and XML, once", async () => {
    const issuing = await feIssuing(getDb());
    const smtp = await startTestSmtp();
    const pdf = new PdfWorkerPool();
    stops.push(issuing.stop, smtp.stop, () => pdf.close());
    const { db, api, client } = issuing;
    await db.update(clients).set({ email: "pagos@navierapacifico.test" }).where(eq(clients.id, client.id));
    const env = { ...issuing.env, SMTP_URL: smtp.url, MAIL_FROM: "Facturación <facturas@istmo.test>" };
    // Both must be created (201): send fails the test otherwise.
    const emailed = await api.send(endpoints.createRecurringInvoice, {
      body: recurringBody(client.id, { mode: "issue", maxCount: 1, sendByEmail: true }),
    });
    // A draft is for a person to review: a template in draft mode is not e-mailed by the job.
    await api.send(endpoints.createRecurringInvoice, {
      body: recurringBody(client.id, { title: "Hosting", maxCount: 1, sendByEmail: true }),
    });

    const result = await runRecurringJobOn(db, today, env, pdf);
    const [made] = await invoicesOfTemplate(db, emailed.id);
    expect(result.emailed).toEqual({ skipped: null, sent: 1, failed: 0, withoutAddress: 0 });
    expect(result.toEmail).toEqual([made?.invoiceId ?? 0]);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.envelope.to).toEqual(["pagos@navierapacifico.test"]);
    expect(message?.mail.subject).toContain(made?.invoiceNumber ?? "?");
    const files = message?.mail.attachments.map((file) => file.contentType).sort();
    expect(files).toEqual(["application/pdf", "application/xml"]);
    const history = await api.send(endpoints.invoiceEmails, { params: { id: made?.invoiceId ?? 0 } });
    expect(history).toMatchObject([{ status: "sent", templateKind: "invoice" }]);

    // A second run (a retry, another server) sends nothing again.
    const again = await runRecurringJobOn(db, today, env, pdf);
    expect(again.emailed.sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });
});
