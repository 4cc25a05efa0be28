import { afterAll, beforeAll, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { endpoints, type InvoiceInput, type MailSettingsPatch } from "../../contract";
import { addDays, todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { emails } from "../../db/schema";
import { parseEnv } from "../../env";
import { jobTable } from "../../jobs/job-table";
import { apiFor } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate, panamaTime } from "../../test/fixtures";
import { createUser, signIn, testApp } from "../../test/harness";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { MAX_AUTOMATIC_ATTEMPTS } from "./automatic";
import { offsetDue, sendDueReminders } from "./reminders";

// The daily job 'recordatorios' against a real SMTP server (test/smtp.ts): which reminders are due,
// paid invoices and excluded clients left alone, each sent once however often it runs, and the
// quotes' follow-up (api/docs/mail.md, "Reminders"). The tests move the clock through `now`.

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

const envOf = () => ({ SMTP_URL: smtp.url, MAIL_FROM: "Cobros <cobros@istmo.test>" });

/** Noon in Panama `days` from today: the run's "now". */
const dayAt = (days: number) => panamaTime(addDays(todayInPanama(), days));

async function setup(db: Db, settings: MailSettingsPatch) {
  const app = testApp(db, envOf());
  const user = await createUser(db);
  const cookie = await signIn(app, user.email, user.password);
  const api = apiFor(app, cookie, user.id);
  await api.send(endpoints.updateMailSettings, { body: settings });
  const tag = crypto.randomUUID().slice(0, 8);
  /** A client of its own (its address names it) with one invoice due `dueIn` days from today. */
  async function invoiceFor(
    name: string,
    dueIn: number,
    extra: { status?: InvoiceInput["status"]; client?: object } = {},
  ) {
    const client = await insertClient(db, { name, email: `${name}-${tag}@cliente.test`, ...extra.client });
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Servicios",
        issueDate: panamaDate(Math.min(dueIn, 0) - 30),
        dueDate: panamaDate(dueIn),
        status: extra.status ?? "sent",
        lines: [{ description: "Servicio", quantity: 1, unitPrice: "100", itbmsRate: 7 }],
      },
    });
    return { client, invoice, address: `${name}-${tag}@cliente.test` };
  }
  const run = (days = 0) => sendDueReminders(db, parseEnv(envOf()), { now: dayAt(days) });
  return { api, tag, invoiceFor, run };
}

/** The subjects `address` received, in order. */
const subjectsTo = (address: string) =>
  smtp.received.filter((each) => each.envelope.to.includes(address)).map((each) => each.mail.subject);

test("the reminder due is the last offset reached", () => {
  const offsets = [-3, 0, 7, 15];
  expect(offsetDue(offsets, -4)).toBeNull();
  expect(offsetDue(offsets, -3)).toBe(-3);
  expect(offsetDue(offsets, -1)).toBe(-3);
  expect(offsetDue(offsets, 0)).toBe(0);
  expect(offsetDue(offsets, 10)).toBe(7);
  expect(offsetDue(offsets, 400)).toBe(15);
});

test("the job is a daily row of the job table, at 8:00 in Panama", () => {
  expect(jobTable.find((row) => row.name === "recordatorios")).toMatchObject({
    schedule: "0 8 * * *",
    title: "Enviar recordatorios de pago y seguimientos de cotizaciones",
  });
});

describeEachDatabase("payment reminders", (getDb) => {
  test("due offsets: before, on and after the due date, each once however often the job runs", async () => {
    const db = getDb();
    const { invoiceFor, run } = await setup(db, { remindersEnabled: true, reminderOffsets: "-3, 0, 7, 15" });
    const soon = await invoiceFor("pronto", 3);
    const today = await invoiceFor("hoy", 0);
    const week = await invoiceFor("semana", -7);
    const ten = await invoiceFor("diez", -10);
    const later = await invoiceFor("lejos", 10);

    await run();
    expect(subjectsTo(soon.address)).toEqual([
      `Recordatorio: la factura ${soon.invoice.invoiceNumber} vence el ${panamaDate(3).split("-").reverse().join("/")}`,
    ]);
    expect(subjectsTo(today.address)).toEqual([`Recordatorio: la factura ${today.invoice.invoiceNumber} vence hoy`]);
    expect(subjectsTo(week.address)).toEqual([`Factura ${week.invoice.invoiceNumber} vencida`]);
    // Ten days late: the 7-day reminder is the one due ('hace 10 días').
    expect(subjectsTo(ten.address)).toEqual([`Factura ${ten.invoice.invoiceNumber} vencida`]);
    const tenText = smtp.received.find((each) => each.envelope.to.includes(ten.address))?.mail.text ?? "";
    expect(tenText).toContain("hace 10 días");
    expect(tenText).toContain("saldo pendiente de B/. 107.00");
    expect(subjectsTo(later.address)).toEqual([]);

    // Run again the same day, and twice at once (two servers): nothing more.
    await run();
    await Promise.all([run(), run()]);
    for (const each of [soon, today, week, ten]) expect(subjectsTo(each.address)).toHaveLength(1);

    // Three days on: 'pronto' is due today (offset 0), 'semana' waits for day 15, 'lejos' still far.
    await run(3);
    expect(subjectsTo(soon.address)).toHaveLength(2);
    expect(subjectsTo(week.address)).toHaveLength(1);
    expect(subjectsTo(later.address)).toEqual([]);

    // Each send is in the invoice's history as automatic, and in the activity log without a user.
    const [row] = await db
      .select()
      .from(emails)
      .where(and(eq(emails.documentKind, "invoice"), eq(emails.documentId, ten.invoice.id)));
    expect(row).toMatchObject({
      templateKind: "reminder_after",
      status: "sent",
      userId: null,
      claimKey: `reminder:${ten.invoice.id}:7`,
    });
  });

  test("a paid or cancelled invoice, a draft, an excluded client, a client without email: no reminder", async () => {
    const db = getDb();
    const { api, invoiceFor, run } = await setup(db, { remindersEnabled: true, reminderOffsets: [0, 7] });
    const paid = await invoiceFor("pagada", 0, { status: "paid" });
    const paidLater = await invoiceFor("pagadaluego", 0);
    const draft = await invoiceFor("borrador", 0, { status: "draft" });
    const excluded = await invoiceFor("excluido", 0, { client: { noReminders: true } });
    const noEmail = await invoiceFor("sincorreo", 0, { client: { email: null } });
    const cancelled = await invoiceFor("cancelada", 0);
    await api.send(endpoints.updateInvoice, { params: { id: cancelled.invoice.id }, body: { status: "cancelled" } });

    await run();
    expect(subjectsTo(paidLater.address)).toHaveLength(1);
    for (const each of [paid, draft, excluded, noEmail, cancelled]) expect(subjectsTo(each.address)).toEqual([]);

    // Paid before its next reminder: the reminders stop.
    await api.send(endpoints.updateInvoice, { params: { id: paidLater.invoice.id }, body: { status: "paid" } });
    await run(7);
    expect(subjectsTo(paidLater.address)).toHaveLength(1);
    // The client excluded from the form ('No enviar recordatorios') stays out a week later too.
    expect(subjectsTo(excluded.address)).toEqual([]);
  });

  test("a refused reminder is recorded as failed and tried again on later runs, at most three times", async () => {
    const db = getDb();
    const { invoiceFor, run } = await setup(db, { remindersEnabled: true, reminderOffsets: [0] });
    const refused = await invoiceFor("rechazado", 0);
    for (let attempt = 0; attempt < MAX_AUTOMATIC_ATTEMPTS + 2; attempt++) await run();
    const rows = await db
      .select()
      .from(emails)
      .where(and(eq(emails.documentKind, "invoice"), eq(emails.documentId, refused.invoice.id)));
    expect(rows).toHaveLength(MAX_AUTOMATIC_ATTEMPTS);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "failed", claimKey: null, automaticKey: `reminder:${refused.invoice.id}:0` });
      expect(row.error).toContain("rechazó a todos los destinatarios");
    }
  });

  test("reminders off, or mail not configured: nothing is sent", async () => {
    const db = getDb();
    const { invoiceFor, run } = await setup(db, { remindersEnabled: false });
    const off = await invoiceFor("apagado", 0);
    await run();
    expect(subjectsTo(off.address)).toEqual([]);
    const unconfigured = await sendDueReminders(db, parseEnv({}));
    expect(unconfigured).toEqual({
      skipped: "El envío de correos no está configurado (SMTP_URL, MAIL_FROM).",
      reminders: 0,
      followUps: 0,
      failed: 0,
    });
  });

  test("a quote e-mailed and not answered after the days set gets one follow-up; an answered one none", async () => {
    const db = getDb();
    const { api, tag, run } = await setup(db, { remindersEnabled: false, quoteFollowUpDays: 5 });
    async function emailedQuote(name: string) {
      const client = await insertClient(db, { name, email: `${name}-${tag}@cliente.test` });
      const quote = await api.send(endpoints.createQuote, {
        body: {
          clientId: client.id,
          title: "Aplicación móvil",
          validUntil: panamaDate(30),
          lines: [{ description: "Desarrollo", quantity: 1, unitPrice: "2000", itbmsRate: 7 }],
        },
      });
      const sent = await api.send(endpoints.sendQuoteEmail, {
        params: { id: quote.id },
        body: { to: `${name}-${tag}@cliente.test`, subject: "Cotización", message: "Adjunta." },
      });
      expect(sent.status).toBe("sent");
      return { quote, address: `${name}-${tag}@cliente.test` };
    }
    const waiting = await emailedQuote("esperando");
    const accepted = await emailedQuote("aceptada");
    await api.send(endpoints.updateQuote, { params: { id: accepted.quote.id }, body: { status: "accepted" } });

    await run(4);
    expect(subjectsTo(waiting.address)).toEqual(["Cotización"]);
    await run(5);
    await run(6);
    expect(subjectsTo(waiting.address)).toEqual([
      "Cotización",
      `Seguimiento de la cotización ${waiting.quote.quoteNumber}`,
    ]);
    expect(subjectsTo(accepted.address)).toEqual(["Cotización"]);
    const history = await api.send(endpoints.quoteEmails, { params: { id: waiting.quote.id } });
    expect(history.map((each) => [each.templateKind, each.automatic])).toEqual([
      ["quote_follow_up", true],
      ["quote", false],
    ]);
  });
});
