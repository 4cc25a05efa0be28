import { afterAll, beforeAll, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, MAIL_NOT_CONFIGURED } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings, emails } from "../../db/schema";
import { DRAFT_INVOICE_NOT_SENDABLE } from "../../domain/mail/send";
import { apiFor, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertSignedCreditNote, insertSignedFeDocument } from "../../test/fe-issuing";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";
import { flat, pdfText } from "../../test/pdf-text";
import { REFUSAL, startTestSmtp, type TestSmtp } from "../../test/smtp";
import { parseAnswer } from "../../test/typed-request";

// 'Enviar por correo' against a real SMTP server on loopback (test/smtp.ts): what arrives is parsed
// back with mailparser, its PDF read back as text (api/docs/mail.md).

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

const MAIL_FROM = "Istmo Pruebas <facturas@istmo.test>";

async function signedIn(db: Db, env: Record<string, string>) {
  const app = testApp(db, env);
  const user = await createUser(db, { firstName: "Beatriz" });
  const cookie = await signIn(app, user.email, user.password);
  return apiFor(app, cookie, user.id);
}

const mailing = (db: Db) => signedIn(db, { SMTP_URL: smtp.url, MAIL_FROM });

function newInvoice(api: TestApi, clientId: number, status: "sent" | "draft" = "sent") {
  return api.send(endpoints.createInvoice, {
    body: {
      clientId,
      title: "Hito 2",
      description: "Portal de clientes",
      issueDate: panamaDate(0),
      dueDate: panamaDate(30),
      status,
      lines: [{ description: "Desarrollo", quantity: 10, unitPrice: "85.50", itbmsRate: 7 }],
    },
  });
}

/** The messages the server received for `address`, in order. */
const receivedBy = (address: string) => smtp.received.filter((each) => each.envelope.to.includes(address));

describeEachDatabase("documents by e-mail", (getDb) => {
  test("an invoice arrives with its PDF, readable, the subject and text from its template, and is recorded", async () => {
    const db = getDb();
    await db.update(companySettings).set({ tradeName: "Istmo Dev" }).where(eq(companySettings.id, 1));
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, {
      name: "José Núñez",
      company: "Panadería El Águila",
      email: `jose-${tag}@aguila.test`,
    });
    const invoice = await newInvoice(api, client.id);
    expect(invoice.total).toBe("914.85");

    const draft = await api.send(endpoints.invoiceEmailDraft, { params: { id: invoice.id } });
    expect(draft).toMatchObject({
      configured: true,
      notConfiguredMessage: null,
      to: `jose-${tag}@aguila.test`,
      cc: "",
      subject: `Factura ${invoice.invoiceNumber} de Istmo Dev`,
      attachments: [`${invoice.invoiceNumber}.pdf`],
    });
    const dueOn = `${panamaDate(30).slice(8, 10)}/${panamaDate(30).slice(5, 7)}/${panamaDate(30).slice(0, 4)}`;
    expect(draft.message).toContain("Estimado(a) José Núñez:");
    expect(draft.message).toContain(`la factura ${invoice.invoiceNumber}`);
    expect(draft.message).toContain("B/. 914.85");
    expect(draft.message).toContain(`vencimiento el ${dueOn}`);

    const sent = await api.send(endpoints.sendInvoiceEmail, {
      params: { id: invoice.id },
      body: {
        to: draft.to,
        cc: `Cobros-${tag}@aguila.test; `,
        subject: draft.subject,
        message: `${draft.message}\n\nPD: la factura {numero} incluye el hito 2.`,
      },
    });
    expect(sent).toMatchObject({
      documentKind: "invoice",
      documentId: invoice.id,
      documentNumber: invoice.invoiceNumber,
      templateKind: "invoice",
      to: [`jose-${tag}@aguila.test`],
      cc: [`cobros-${tag}@aguila.test`],
      status: "sent",
      error: null,
      attachments: [`${invoice.invoiceNumber}.pdf`],
      automatic: false,
      userName: "Beatriz",
    });
    expect(sent.messageId).toMatch(/^<.+@.+>$/);

    const [arrived] = receivedBy(`jose-${tag}@aguila.test`);
    if (!arrived) throw new Error("the message did not arrive");
    expect(arrived.envelope.to).toEqual([`jose-${tag}@aguila.test`, `cobros-${tag}@aguila.test`]);
    expect(arrived.envelope.from).toBe("facturas@istmo.test");
    expect(arrived.mail.from?.text).toBe('"Istmo Pruebas" <facturas@istmo.test>');
    expect(arrived.mail.subject).toBe(`Factura ${invoice.invoiceNumber} de Istmo Dev`);
    expect(arrived.mail.messageId).toBe(sent.messageId ?? "");
    expect(arrived.mail.text).toContain("Estimado(a) José Núñez:");
    // A placeholder the user left in the message is filled too.
    expect(arrived.mail.text).toContain(`PD: la factura ${invoice.invoiceNumber} incluye el hito 2.`);
    expect(arrived.mail.attachments).toHaveLength(1);
    const [pdf] = arrived.mail.attachments;
    expect(pdf?.filename).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(pdf?.contentType).toBe("application/pdf");
    const text = flat(await pdfText(new Uint8Array(pdf?.content ?? [])));
    expect(text).toContain("FACTURA");
    expect(text).toContain(`N.º ${invoice.invoiceNumber}`);
    expect(text).toContain("Total B/. 914.85");

    const history = await api.send(endpoints.invoiceEmails, { params: { id: invoice.id } });
    expect(history).toEqual([sent]);
    const activity = await api.send(endpoints.activity, { query: { entity: "invoice", action: "email", limit: "1" } });
    expect(activity[0]).toMatchObject({
      entityId: invoice.id,
      summary: `Correo enviado a jose-${tag}@aguila.test, cobros-${tag}@aguila.test: la factura ${invoice.invoiceNumber}`,
      userName: "Beatriz",
    });
  });

  test("a recipient the server refuses is told to the user and recorded as failed", async () => {
    const db = getDb();
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, { name: "Lucía Pérez", email: `rechazado-${tag}@cliente.test` });
    const invoice = await newInvoice(api, client.id);
    const before = smtp.received.length;

    // A refused send is still a recorded one: 201, its status 'failed'.
    const refused = await api.send(endpoints.sendInvoiceEmail, {
      params: { id: invoice.id },
      body: { to: `rechazado-${tag}@cliente.test`, subject: "Su factura", message: "Adjunta." },
    });
    expect(refused.status).toBe("failed");
    expect(refused.messageId).toBeNull();
    expect(refused.error).toContain("El servidor de correo rechazó a todos los destinatarios");
    expect(refused.error).toContain(`rechazado-${tag}@cliente.test`);
    expect(refused.error).toContain(`550 5.1.1 ${REFUSAL}`);
    expect(smtp.received.length).toBe(before);

    // One refused among others: the rest receive it, and the send is failed, naming both.
    const partly = await api.send(endpoints.sendInvoiceEmail, {
      params: { id: invoice.id },
      body: {
        to: `ana-${tag}@cliente.test`,
        cc: `rechazado-${tag}@cliente.test`,
        subject: "Su factura",
        message: "Adjunta.",
      },
    });
    expect(partly.status).toBe("failed");
    expect(partly.error).toBe(
      `El servidor de correo rechazó a: rechazado-${tag}@cliente.test (550 5.1.1 ${REFUSAL}: rechazado-${tag}@cliente.test). Sí se envió a: ana-${tag}@cliente.test.`,
    );
    expect(receivedBy(`ana-${tag}@cliente.test`)).toHaveLength(1);

    const history = await api.send(endpoints.invoiceEmails, { params: { id: invoice.id } });
    expect(history.map((each) => each.status)).toEqual(["failed", "failed"]);
    const activity = await api.send(endpoints.activity, { query: { entity: "invoice", action: "email", limit: "2" } });
    expect(activity.map((entry) => entry.summary.split(":")[0])).toEqual([
      `Correo no enviado a ana-${tag}@cliente.test, rechazado-${tag}@cliente.test`,
      `Correo no enviado a rechazado-${tag}@cliente.test`,
    ]);
  });

  test("an unreachable server is a failed send with the reason, recorded", async () => {
    const db = getDb();
    const stopped = await startTestSmtp();
    await stopped.stop();
    const api = await signedIn(db, { SMTP_URL: stopped.url, MAIL_FROM });
    const client = await insertClient(db, { name: "Sin servidor", email: "alguien@cliente.test" });
    const invoice = await newInvoice(api, client.id);
    const sent = await api.send(endpoints.sendInvoiceEmail, {
      params: { id: invoice.id },
      body: { to: "alguien@cliente.test", subject: "Factura", message: "Adjunta." },
    });
    expect(sent.status).toBe("failed");
    expect(sent.error).toBe("No se pudo conectar con el servidor de correo de SMTP_URL (ECONNREFUSED).");
  });

  test("without SMTP_URL: the draft says how to configure it, and a send is 409 and records nothing", async () => {
    const db = getDb();
    const api = await signedIn(db, {});
    const client = await insertClient(db, { name: "Sin correo", email: "cliente@sin-correo.test" });
    const invoice = await newInvoice(api, client.id);
    const draft = await api.send(endpoints.invoiceEmailDraft, { params: { id: invoice.id } });
    expect(draft).toMatchObject({ configured: false, notConfiguredMessage: MAIL_NOT_CONFIGURED });
    const refused = await api.post(`/api/invoices/${invoice.id}/email`, {
      to: "cliente@sin-correo.test",
      subject: "Factura",
      message: "Adjunta.",
    });
    expect(refused).toEqual({ status: 409, body: { error: MAIL_NOT_CONFIGURED } });
    expect(MAIL_NOT_CONFIGURED).toContain("SMTP_URL");
    expect(await db.select().from(emails).where(eq(emails.documentId, invoice.id))).toEqual([]);
  });

  test("bad input is a 400 with the field's message, a draft invoice a 409, an unknown one a 404: nothing sent", async () => {
    const db = getDb();
    const api = await mailing(db);
    const client = await insertClient(db, { name: "Validación", email: "valida@cliente.test" });
    const invoice = await newInvoice(api, client.id);
    const draftInvoice = await newInvoice(api, client.id, "draft");
    const before = smtp.received.length;
    const body = { to: "valida@cliente.test", subject: "Factura", message: "Adjunta." };

    const cases: Array<[unknown, string, string]> = [
      [{ ...body, to: "" }, "to", "Ingrese al menos un destinatario"],
      [{ ...body, to: "valida@cliente.test, no-es-correo" }, "to", "Correo inválido: no-es-correo"],
      [{ ...body, cc: "x@y" }, "cc", "Correo inválido: x@y"],
      [{ ...body, subject: "  " }, "subject", "El asunto es requerido"],
      [{ ...body, message: "" }, "message", "El mensaje es requerido"],
    ];
    for (const [input, field, message] of cases) {
      const answer = await api.post(`/api/invoices/${invoice.id}/email`, input);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ issues: [{ field, message }] });
    }
    expect(await api.post(`/api/invoices/${draftInvoice.id}/email`, body)).toEqual({
      status: 409,
      body: { error: DRAFT_INVOICE_NOT_SENDABLE },
    });
    expect((await api.post("/api/invoices/999999/email", body)).status).toBe(404);
    expect((await api.get("/api/invoices/999999/emails")).status).toBe(404);
    expect(smtp.received.length).toBe(before);
    expect(await db.select().from(emails).where(eq(emails.documentId, invoice.id))).toEqual([]);
  });

  test("an electronic invoice sends its CAFE and its XML", async () => {
    const db = getDb();
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, { name: "Naviera", email: `fe-${tag}@naviera.test` });
    const invoice = await newInvoice(api, client.id);
    await insertSignedFeDocument(db, invoice.id, String(invoice.id).padStart(10, "0"));
    const xmlName = `FE-999-${String(invoice.id).padStart(10, "0")}.xml`;

    const draft = await api.send(endpoints.invoiceEmailDraft, { params: { id: invoice.id } });
    expect(draft.attachments).toEqual([`${invoice.invoiceNumber}.pdf`, xmlName]);
    const sent = await api.send(endpoints.sendInvoiceEmail, {
      params: { id: invoice.id },
      body: { to: draft.to, subject: draft.subject, message: draft.message },
    });
    expect(sent.status).toBe("sent");
    const [arrived] = receivedBy(`fe-${tag}@naviera.test`);
    const [pdf, xml] = arrived?.mail.attachments ?? [];
    const printed = flat(await pdfText(new Uint8Array(pdf?.content ?? [])));
    expect(printed).toContain("COMPROBANTE AUXILIAR DE FACTURA ELECTRÓNICA (CAFE)");
    expect(printed).toContain(`Número fiscal: 999-${String(invoice.id).padStart(10, "0")}`);
    expect(xml?.filename).toBe(xmlName);
    expect(xml?.contentType).toBe("application/xml");
    expect(xml?.content.toString("utf8")).toBe("<rFE/>");
  });

  test("a credit note sends its PDF and its XML, for the books only", async () => {
    const db = getDb();
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, { name: "Nota", email: `nota-${tag}@cliente.test` });
    const invoice = await newInvoice(api, client.id);
    await insertSignedFeDocument(db, invoice.id, String(invoice.id).padStart(10, "0"));
    const noteId = await insertSignedCreditNote(db, invoice.id, client.id);
    const draft = await api.send(endpoints.creditNoteEmailDraft, { params: { id: noteId } });
    expect(draft.subject).toStartWith(`Nota de crédito NC-TEST-${invoice.id} de `);
    expect(draft.message).toContain(`corrige la factura ${invoice.invoiceNumber}`);
    expect(draft.attachments).toEqual([`NC-TEST-${invoice.id}.pdf`, `FE-999-${String(noteId).padStart(10, "0")}.xml`]);
    const sent = await api.send(endpoints.sendCreditNoteEmail, {
      params: { id: noteId },
      body: { to: draft.to, subject: draft.subject, message: draft.message },
    });
    expect(sent).toMatchObject({ status: "sent", documentKind: "credit_note", documentId: noteId });
    const [arrived] = receivedBy(`nota-${tag}@cliente.test`);
    expect(arrived?.mail.attachments.map((attachment) => attachment.contentType)).toEqual([
      "application/pdf",
      "application/xml",
    ]);
    expect(flat(await pdfText(new Uint8Array(arrived?.mail.attachments[0]?.content ?? [])))).toContain(
      "NOTA DE CRÉDITO",
    );

    const staff = await signedIn(db, { SMTP_URL: smtp.url, MAIL_FROM });
    const staffUser = await createUser(db, { role: "staff" });
    const staffCookie = await signIn(staff.app, staffUser.email, staffUser.password);
    const refused = await jsonRequest(staff.app, "POST", `/api/credit-notes/${noteId}/email`, {
      cookie: staffCookie,
      body: { to: "x@cliente.test", subject: "Nota", message: "Adjunta." },
    });
    expect(refused.status).toBe(403);
  });

  test("a draft quote e-mailed becomes sent; its history is its own", async () => {
    const db = getDb();
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, { name: "Marta Ríos", email: `marta-${tag}@rios.test` });
    const created = await api.send(endpoints.createQuote, {
      body: {
        clientId: client.id,
        title: "Tienda en línea",
        validUntil: panamaDate(15),
        lines: [{ description: "Diseño", quantity: 1, unitPrice: "1000", itbmsRate: 7 }],
      },
    });
    expect(created.status).toBe("draft");
    const draft = await api.send(endpoints.quoteEmailDraft, { params: { id: created.id } });
    expect(draft.subject).toStartWith(`Cotización ${created.quoteNumber} de `);
    expect(draft.message).toContain("B/. 1,070.00");
    const sent = await api.send(endpoints.sendQuoteEmail, {
      params: { id: created.id },
      body: { to: draft.to, subject: draft.subject, message: draft.message },
    });
    expect(sent).toMatchObject({ status: "sent", documentKind: "quote" });
    expect((await api.send(endpoints.getQuote, { params: { id: created.id } })).status).toBe("sent");
    const [arrived] = receivedBy(`marta-${tag}@rios.test`);
    expect(arrived?.mail.attachments[0]?.filename).toBe(`${created.quoteNumber}.pdf`);
    const activity = await api.send(endpoints.activity, { query: { entity: "quote", action: "email", limit: "1" } });
    expect(activity[0]?.summary).toEndWith(`la cotización ${created.quoteNumber} (pasa a Enviada)`);
    expect(await api.send(endpoints.quoteEmails, { params: { id: created.id } })).toHaveLength(1);
  });

  test("the quote's e-mail carries the client's answer link, made when it is sent, and the link answers", async () => {
    const db = getDb();
    const api = await mailing(db);
    const tag = crypto.randomUUID().slice(0, 8);
    const client = await insertClient(db, { name: "Elena Vega", email: `elena-${tag}@vega.test` });
    const created = await api.send(endpoints.createQuote, {
      body: {
        clientId: client.id,
        title: "App de reservas",
        validUntil: panamaDate(20),
        lines: [{ description: "Desarrollo", quantity: 1, unitPrice: "2500", itbmsRate: 7 }],
      },
    });
    // The dialog shows the placeholder: opening it makes no link.
    const draft = await api.send(endpoints.quoteEmailDraft, { params: { id: created.id } });
    expect(draft.message).toContain("Puede aceptarla o rechazarla en línea aquí: {enlace}");
    expect(await api.send(endpoints.quoteAnswerLinks, { params: { id: created.id } })).toEqual([]);

    await api.send(endpoints.sendQuoteEmail, {
      params: { id: created.id },
      body: { to: draft.to, subject: draft.subject, message: draft.message },
    });
    const [arrived] = receivedBy(`elena-${tag}@vega.test`);
    const url = arrived?.mail.text?.match(/https?:\/\/\S+\/cotizacion\/responder#\S+/)?.[0] ?? "";
    expect(url).not.toBe("");
    expect(arrived?.mail.text).not.toContain("{enlace}");
    const links = await api.send(endpoints.quoteAnswerLinks, { params: { id: created.id } });
    expect(links).toMatchObject([{ status: "active" }]);
    const token = new URL(url).hash.slice(1);
    // The client opens the link without a session.
    const read = await jsonRequest(api.app, "GET", `/api/quote-answer?token=${encodeURIComponent(token)}`, {});
    expect(await parseAnswer(endpoints.quoteAnswer, read)).toMatchObject({
      quoteNumber: created.quoteNumber,
      answerable: true,
    });
  });
});
