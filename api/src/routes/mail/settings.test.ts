import { expect, test } from "bun:test";
import {
  type EmailDraftRecord,
  type InvoiceRecord,
  MAIL_NOT_CONFIGURED,
  type MailSettingsRecord,
  type MailTemplateRecord,
  mailTemplateKinds,
} from "../../contract";
import type { StaffRole } from "../../contract/roles";
import type { Db } from "../../db/client";
import { defaultTemplates } from "../../domain/mail/default-templates";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";

// /api/settings/mail: the templates ('Plantillas de correo'), the reminders' schedule (api/docs/mail.md).

async function as(db: Db, role: StaffRole = "admin", env: Record<string, string> = {}) {
  const app = testApp(db, env);
  const user = await createUser(db, { role });
  const cookie = await signIn(app, user.email, user.password);
  return async function call<T>(method: string, path: string, body?: unknown) {
    const response = await jsonRequest(app, method, path, { cookie, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
}

type Issues = { error: string; issues: Array<{ field: string; message: string }> };

describeEachDatabase("mail settings", (getDb) => {
  test("templates: the defaults, an edit the next draft is written from, unknown placeholders refused, reset", async () => {
    const db = getDb();
    const call = await as(db);
    const listed = await call<MailTemplateRecord[]>("GET", "/api/settings/mail/templates");
    expect(listed.body.map((template) => template.kind)).toEqual([...mailTemplateKinds]);
    const invoice = listed.body.find((template) => template.kind === "invoice");
    expect(invoice).toMatchObject({ ...defaultTemplates.invoice, label: "Factura", isDefault: true, updatedAt: null });
    expect(invoice?.placeholders.map((placeholder) => placeholder.name)).toEqual([
      "cliente",
      "contacto",
      "empresa",
      "numero",
      "fecha",
      "total",
      "vencimiento",
      "saldo",
    ]);

    const saved = await call<MailTemplateRecord>("PUT", "/api/settings/mail/templates/invoice", {
      subject: "  Su factura\n{numero}  ",
      body: "Hola {contacto}, le debe {saldo} a {empresa}. Literal: {{no}} {no_es} ",
    });
    // '{no_es}' is no placeholder of invoices.
    expect(saved.status).toBe(400);
    expect((saved.body as unknown as Issues).issues[0]).toEqual({
      field: "body",
      message:
        "Marcadores desconocidos en esta plantilla: {no}, {no_es}. Disponibles: {cliente}, {contacto}, {empresa}, {numero}, {fecha}, {total}, {vencimiento}, {saldo}",
    });
    const quoteOnly = await call<Issues>("PUT", "/api/settings/mail/templates/quote", {
      subject: "Vence el {vencimiento}",
      body: "Hola",
    });
    expect(quoteOnly.status).toBe(400);
    expect(quoteOnly.body.issues[0]?.field).toBe("subject");
    expect(quoteOnly.body.issues[0]?.message).toStartWith("Marcador desconocido en esta plantilla: {vencimiento}.");

    const edited = await call<MailTemplateRecord>("PUT", "/api/settings/mail/templates/invoice", {
      subject: "  Su factura\n{numero}  ",
      body: "Hola {contacto}, le debe {saldo} a {empresa}.",
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ subject: "Su factura {numero}", isDefault: false });
    expect(edited.body.updatedAt).not.toBeNull();

    const client = await insertClient(db, { name: "Irene", email: "irene@cliente.test" });
    const created = await call<InvoiceRecord>("POST", "/api/invoices", {
      clientId: client.id,
      description: "Mantenimiento",
      dueDate: panamaDate(30),
      status: "sent",
      lines: [{ description: "Mantenimiento", quantity: 1, unitPrice: "100", itbmsRate: 7 }],
    });
    const draft = await call<EmailDraftRecord>("GET", `/api/invoices/${created.body.id}/email`);
    expect(draft.body.subject).toBe(`Su factura ${created.body.invoiceNumber}`);
    expect(draft.body.message).toMatch(/^Hola Irene, le debe B\/\. 107\.00 a .+\.$/);

    const reset = await call<MailTemplateRecord>("DELETE", "/api/settings/mail/templates/invoice");
    expect(reset.body).toMatchObject({ ...defaultTemplates.invoice, isDefault: true });
    const again = await call<EmailDraftRecord>("GET", `/api/invoices/${created.body.id}/email`);
    expect(again.body.subject).toStartWith(`Factura ${created.body.invoiceNumber} de `);

    expect((await call("PUT", "/api/settings/mail/templates/otra", { subject: "x", body: "y" })).status).toBe(404);
    expect(
      (await call<Issues>("PUT", "/api/settings/mail/templates/quote", { subject: "", body: "y" })).body.error,
    ).toBe("El asunto es requerido");
  });

  test("the reminders' schedule: defaults, sorted days, bad days refused, follow-up on and off", async () => {
    const db = getDb();
    const call = await as(db, "admin", {
      SMTP_URL: "smtps://u:clave@smtp.istmo.test:465",
      MAIL_FROM: "Istmo <f@istmo.test>",
    });
    const first = await call<MailSettingsRecord>("GET", "/api/settings/mail");
    expect(first.body).toEqual({
      configured: true,
      from: "Istmo <f@istmo.test>",
      notConfiguredMessage: null,
      remindersEnabled: false,
      reminderOffsets: [-3, 0, 7, 15],
      quoteFollowUpDays: null,
    });
    const saved = await call<MailSettingsRecord>("PATCH", "/api/settings/mail", {
      remindersEnabled: true,
      reminderOffsets: "15, -5 0;30 15",
      quoteFollowUpDays: "7",
    });
    expect(saved.body).toMatchObject({
      remindersEnabled: true,
      reminderOffsets: [-5, 0, 15, 30],
      quoteFollowUpDays: 7,
    });
    expect((await call("GET", "/api/settings/mail")).body).toEqual(saved.body);

    for (const [body, field, message] of [
      [{ reminderOffsets: "-3, tres" }, "reminderOffsets", "Cada día debe ser un número entero entre -60 y 365"],
      [{ reminderOffsets: [400] }, "reminderOffsets", "Cada día debe ser un número entero entre -60 y 365"],
      [{ reminderOffsets: "1 2 3 4 5 6 7 8 9 10 11" }, "reminderOffsets", "Máximo 10 recordatorios"],
      [{ quoteFollowUpDays: 0 }, "quoteFollowUpDays", "Debe ser al menos 1 día"],
      [{ remindersEnabled: "sí" }, "remindersEnabled", "Indique si se envían recordatorios (true o false)"],
    ] as const) {
      const refused = await call<Issues>("PATCH", "/api/settings/mail", body);
      expect(refused.status).toBe(400);
      expect(refused.body.issues[0]).toEqual({ field, message });
    }
    expect((await call("GET", "/api/settings/mail")).body).toEqual(saved.body);
    const off = await call<MailSettingsRecord>("PATCH", "/api/settings/mail", { quoteFollowUpDays: "" });
    expect(off.body.quoteFollowUpDays).toBeNull();
  });

  test("without SMTP_URL the settings say how to configure it; only admins reach them", async () => {
    const db = getDb();
    const admin = await as(db);
    expect((await admin<MailSettingsRecord>("GET", "/api/settings/mail")).body).toMatchObject({
      configured: false,
      from: null,
      notConfiguredMessage: MAIL_NOT_CONFIGURED,
    });
    const staff = await as(db, "staff");
    for (const [method, path] of [
      ["GET", "/api/settings/mail"],
      ["GET", "/api/settings/mail/templates"],
      ["GET", "/api/settings/mail/emails"],
      ["DELETE", "/api/settings/mail/templates/invoice"],
    ] as const) {
      expect((await staff(method, path)).status).toBe(403);
    }
  });
});
