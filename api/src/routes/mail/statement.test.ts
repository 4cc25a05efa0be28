import { afterAll, beforeAll, expect, test } from "bun:test";
import { endpoints, type InvoiceInput } from "../../contract";
import { dayMonthYear, todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { apiFor } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, signIn, testApp } from "../../test/harness";
import { downloadPdf, flat, pdfText } from "../../test/pdf-text";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";

// A client's statement of account: GET /api/clients/{id}/statement, its PDF and its e-mail (api/docs/mail.md).

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.stop());

async function setup(db: Db) {
  const app = testApp(db, { SMTP_URL: smtp.url, MAIL_FROM: "cobros@istmo.test" });
  const user = await createUser(db, { firstName: "Carla" });
  const cookie = await signIn(app, user.email, user.password);
  const api = apiFor(app, cookie, user.id);
  const tag = crypto.randomUUID().slice(0, 8);
  const client = await insertClient(db, {
    name: "Rosa Vega",
    company: `Ferretería ${tag}`,
    email: `rosa-${tag}@ferre.test`,
  });
  const invoice = (amount: string, body: Partial<InvoiceInput>) =>
    api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Servicios",
        lines: [{ description: "Servicio", quantity: 1, unitPrice: amount, itbmsRate: 7 }],
        ...body,
      },
    });
  return { api, client, tag, invoice };
}

describeEachDatabase("a client's statement of account", (getDb) => {
  test("lists its open invoices by due date with what each still owes, and the totals", async () => {
    const { api, client, invoice } = await setup(getDb());
    const current = await invoice("100", { status: "sent", issueDate: panamaDate(-5), dueDate: panamaDate(25) });
    const overdue = await invoice("200", { status: "sent", issueDate: panamaDate(-40), dueDate: panamaDate(-10) });
    const partly = await invoice("50", { status: "sent", issueDate: panamaDate(-20), dueDate: panamaDate(-2) });
    await api.send(endpoints.receivePayment, {
      body: { receivableId: partly.receivable?.id, amount: "20.00", paymentDate: panamaDate(0) },
    });
    // Neither a draft nor a paid invoice is owed.
    await invoice("999", { status: "draft", dueDate: panamaDate(10) });
    await invoice("999", { status: "paid", dueDate: panamaDate(10) });

    const statement = await api.send(endpoints.clientStatement, { params: { id: client.id } });
    expect(statement).toEqual({
      clientId: client.id,
      clientName: client.company ?? "",
      email: client.email,
      asOf: todayInPanama(),
      lines: [
        {
          invoiceId: overdue.id,
          number: overdue.invoiceNumber,
          issueDate: panamaDate(-40),
          dueDate: panamaDate(-10),
          total: "214.00",
          paid: "0.00",
          balance: "214.00",
          daysOverdue: 10,
        },
        {
          invoiceId: partly.id,
          number: partly.invoiceNumber,
          issueDate: panamaDate(-20),
          dueDate: panamaDate(-2),
          total: "53.50",
          paid: "20.00",
          balance: "33.50",
          daysOverdue: 2,
        },
        {
          invoiceId: current.id,
          number: current.invoiceNumber,
          issueDate: panamaDate(-5),
          dueDate: panamaDate(25),
          total: "107.00",
          paid: "0.00",
          balance: "107.00",
          daysOverdue: null,
        },
      ],
      totalDue: "354.50",
      overdue: "247.50",
    });
    expect((await api.get("/api/clients/999999/statement")).status).toBe(404);
  });

  test("its PDF and its e-mail carry the same figures; the send is in the client's history", async () => {
    const { api, client, tag, invoice } = await setup(getDb());
    const open = await invoice("300", { status: "sent", issueDate: panamaDate(-3), dueDate: panamaDate(27) });

    const { fileName, text } = await downloadPdf(
      (method, path) => api.request(method, path),
      `/api/clients/${client.id}/statement/pdf`,
    );
    expect(fileName).toBe(`estado-de-cuenta-${client.id}-${todayInPanama()}.pdf`);
    for (const expected of [
      "ESTADO DE CUENTA",
      `Al ${dayMonthYear(todayInPanama())}`,
      `Ferretería ${tag}`,
      `${open.invoiceNumber} ${dayMonthYear(panamaDate(-3))} ${dayMonthYear(panamaDate(27))} B/. 321.00 B/. 0.00 B/. 321.00 —`,
      "Vencido B/. 0.00",
      "Total adeudado B/. 321.00",
      "SON: TRESCIENTOS VEINTIUNO CON 00/100 BALBOAS",
    ]) {
      expect(text).toContain(expected);
    }

    const draft = await api.send(endpoints.clientStatementEmailDraft, { params: { id: client.id } });
    expect(draft.to).toBe(`rosa-${tag}@ferre.test`);
    expect(draft.subject).toStartWith(`Estado de cuenta al ${dayMonthYear(todayInPanama())} - `);
    expect(draft.message).toContain(`estado de cuenta de Ferretería ${tag}`);
    expect(draft.message).toContain("El saldo pendiente es de B/. 321.00.");
    expect(draft.attachments).toEqual([fileName ?? ""]);

    const sent = await api.send(endpoints.sendClientStatementEmail, {
      params: { id: client.id },
      body: { to: draft.to, subject: draft.subject, message: draft.message },
    });
    expect(sent).toMatchObject({
      status: "sent",
      documentKind: "statement",
      documentId: client.id,
      documentNumber: `Ferretería ${tag}`,
    });
    const arrived = smtp.received.find((each) => each.envelope.to.includes(`rosa-${tag}@ferre.test`));
    const attachment = arrived?.mail.attachments[0];
    expect(attachment?.filename).toBe(fileName);
    expect(flat(await pdfText(new Uint8Array(attachment?.content ?? [])))).toContain("Total adeudado B/. 321.00");

    expect(await api.send(endpoints.clientStatementEmails, { params: { id: client.id } })).toEqual([sent]);
    const activity = await api.send(endpoints.activity, { query: { entity: "client", action: "email", limit: "1" } });
    expect(activity[0]).toMatchObject({
      entityId: client.id,
      summary: `Correo enviado a rosa-${tag}@ferre.test: el estado de cuenta de Ferretería ${tag}`,
    });
  });
});
