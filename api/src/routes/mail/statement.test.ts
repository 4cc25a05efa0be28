import { afterAll, beforeAll, expect, test } from "bun:test";
import type {
  ActivityRecord,
  ClientStatementRecord,
  EmailDraftRecord,
  EmailRecord,
  InvoiceRecord,
} from "../../contract";
import { dayMonthYear, todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";
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
  async function call<T>(method: string, path: string, body?: unknown) {
    const response = await jsonRequest(app, method, path, { cookie, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }
  const tag = crypto.randomUUID().slice(0, 8);
  const client = await insertClient(db, {
    name: "Rosa Vega",
    company: `Ferretería ${tag}`,
    email: `rosa-${tag}@ferre.test`,
  });
  const invoice = async (amount: string, body: Record<string, unknown>) => {
    const answer = await call<InvoiceRecord>("POST", "/api/invoices", {
      clientId: client.id,
      description: "Servicios",
      lines: [{ description: "Servicio", quantity: 1, unitPrice: amount, itbmsRate: 7 }],
      ...body,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  return { app, cookie, call, client, tag, invoice };
}

describeEachDatabase("a client's statement of account", (getDb) => {
  test("lists its open invoices by due date with what each still owes, and the totals", async () => {
    const { call, client, invoice } = await setup(getDb());
    const current = await invoice("100", { status: "sent", issueDate: panamaDate(-5), dueDate: panamaDate(25) });
    const overdue = await invoice("200", { status: "sent", issueDate: panamaDate(-40), dueDate: panamaDate(-10) });
    const partly = await invoice("50", { status: "sent", issueDate: panamaDate(-20), dueDate: panamaDate(-2) });
    const paid = await call("POST", "/api/financial/payments", {
      receivableId: partly.receivable?.id,
      amount: "20.00",
      paymentDate: panamaDate(0),
    });
    expect(paid.status).toBe(201);
    // Neither a draft nor a paid invoice is owed.
    await invoice("999", { status: "draft", dueDate: panamaDate(10) });
    await invoice("999", { status: "paid", dueDate: panamaDate(10) });

    const statement = await call<ClientStatementRecord>("GET", `/api/clients/${client.id}/statement`);
    expect(statement.status).toBe(200);
    expect(statement.body).toEqual({
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
    expect((await call("GET", "/api/clients/999999/statement")).status).toBe(404);
  });

  test("its PDF and its e-mail carry the same figures; the send is in the client's history", async () => {
    const { app, cookie, call, client, tag, invoice } = await setup(getDb());
    const open = await invoice("300", { status: "sent", issueDate: panamaDate(-3), dueDate: panamaDate(27) });

    const { fileName, text } = await downloadPdf(
      (method, path) => jsonRequest(app, method, path, { cookie }),
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

    const draft = await call<EmailDraftRecord>("GET", `/api/clients/${client.id}/statement/email`);
    expect(draft.body.to).toBe(`rosa-${tag}@ferre.test`);
    expect(draft.body.subject).toStartWith(`Estado de cuenta al ${dayMonthYear(todayInPanama())} - `);
    expect(draft.body.message).toContain(`estado de cuenta de Ferretería ${tag}`);
    expect(draft.body.message).toContain("El saldo pendiente es de B/. 321.00.");
    expect(draft.body.attachments).toEqual([fileName ?? ""]);

    const sent = await call<EmailRecord>("POST", `/api/clients/${client.id}/statement/email`, {
      to: draft.body.to,
      subject: draft.body.subject,
      message: draft.body.message,
    });
    expect(sent.body).toMatchObject({
      status: "sent",
      documentKind: "statement",
      documentId: client.id,
      documentNumber: `Ferretería ${tag}`,
    });
    const arrived = smtp.received.find((each) => each.envelope.to.includes(`rosa-${tag}@ferre.test`));
    const attachment = arrived?.mail.attachments[0];
    expect(attachment?.filename).toBe(fileName);
    expect(flat(await pdfText(new Uint8Array(attachment?.content ?? [])))).toContain("Total adeudado B/. 321.00");

    expect((await call<EmailRecord[]>("GET", `/api/clients/${client.id}/statement/emails`)).body).toEqual([sent.body]);
    const activity = await call<ActivityRecord[]>("GET", "/api/activity?entity=client&action=email&limit=1");
    expect(activity.body[0]).toMatchObject({
      entityId: client.id,
      summary: `Correo enviado a rosa-${tag}@ferre.test: el estado de cuenta de Ferretería ${tag}`,
    });
  });
});
