import { expect, test } from "bun:test";
import { endpoints, MAIL_NOT_CONFIGURED, mailTemplateKinds } from "../../contract";
import type { StaffRole } from "../../contract/roles";
import type { Db } from "../../db/client";
import { defaultTemplates } from "../../domain/mail/default-templates";
import { apiFor } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, signIn, testApp } from "../../test/harness";

// /api/settings/mail: the templates ('Plantillas de correo'), the reminders' schedule (api/docs/mail.md).

async function as(db: Db, role: StaffRole = "admin", env: Record<string, string> = {}) {
  const app = testApp(db, env);
  const user = await createUser(db, { role });
  const cookie = await signIn(app, user.email, user.password);
  return apiFor(app, cookie, user.id);
}

const invoiceTemplate = { params: { kind: "invoice" } };
const quoteTemplate = { params: { kind: "quote" } };

describeEachDatabase("mail settings", (getDb) => {
  test("templates: the defaults, an edit the next draft is written from, unknown placeholders refused, reset", async () => {
    const db = getDb();
    const api = await as(db);
    const listed = await api.send(endpoints.mailTemplates, {});
    expect(listed.map((template) => template.kind)).toEqual([...mailTemplateKinds]);
    const invoice = listed.find((template) => template.kind === "invoice");
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

    const saved = await api.call(endpoints.updateMailTemplate, {
      ...invoiceTemplate,
      body: {
        subject: "  Su factura\n{numero}  ",
        body: "Hola {contacto}, le debe {saldo} a {empresa}. Literal: {{no}} {no_es} ",
      },
    });
    // '{no_es}' is no placeholder of invoices.
    expect(saved.status).toBe(400);
    expect(saved.body).toMatchObject({
      issues: [
        {
          field: "body",
          message:
            "Marcadores desconocidos en esta plantilla: {no}, {no_es}. Disponibles: {cliente}, {contacto}, {empresa}, {numero}, {fecha}, {total}, {vencimiento}, {saldo}",
        },
      ],
    });
    const quoteOnly = await api.call(endpoints.updateMailTemplate, {
      ...quoteTemplate,
      body: { subject: "Vence el {vencimiento}", body: "Hola" },
    });
    expect(quoteOnly.status).toBe(400);
    expect(quoteOnly.body).toMatchObject({
      issues: [
        {
          field: "subject",
          message: expect.stringMatching(/^Marcador desconocido en esta plantilla: \{vencimiento\}\./),
        },
      ],
    });

    const edited = await api.send(endpoints.updateMailTemplate, {
      ...invoiceTemplate,
      body: { subject: "  Su factura\n{numero}  ", body: "Hola {contacto}, le debe {saldo} a {empresa}." },
    });
    expect(edited).toMatchObject({ subject: "Su factura {numero}", isDefault: false });
    expect(edited.updatedAt).not.toBeNull();

    const client = await insertClient(db, { name: "Irene", email: "irene@cliente.test" });
    const created = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Mantenimiento",
        dueDate: panamaDate(30),
        status: "sent",
        lines: [{ description: "Mantenimiento", quantity: 1, unitPrice: "100", itbmsRate: 7 }],
      },
    });
    const draft = await api.send(endpoints.invoiceEmailDraft, { params: { id: created.id } });
    expect(draft.subject).toBe(`Su factura ${created.invoiceNumber}`);
    expect(draft.message).toMatch(/^Hola Irene, le debe B\/\. 107\.00 a .+\.$/);

    const reset = await api.send(endpoints.resetMailTemplate, invoiceTemplate);
    expect(reset).toMatchObject({ ...defaultTemplates.invoice, isDefault: true });
    const again = await api.send(endpoints.invoiceEmailDraft, { params: { id: created.id } });
    expect(again.subject).toStartWith(`Factura ${created.invoiceNumber} de `);

    const unknownKind = { params: { kind: "otra" }, body: { subject: "x", body: "y" } };
    expect((await api.call(endpoints.updateMailTemplate, unknownKind)).status).toBe(404);
    expect(
      (await api.call(endpoints.updateMailTemplate, { ...quoteTemplate, body: { subject: "", body: "y" } })).body.error,
    ).toBe("El asunto es requerido");
  });

  test("the reminders' schedule: defaults, sorted days, bad days refused, follow-up on and off", async () => {
    const db = getDb();
    const api = await as(db, "admin", {
      SMTP_URL: "smtps://u:clave@smtp.istmo.test:465",
      MAIL_FROM: "Istmo <f@istmo.test>",
    });
    const first = await api.send(endpoints.mailSettings, {});
    expect(first).toEqual({
      configured: true,
      from: "Istmo <f@istmo.test>",
      notConfiguredMessage: null,
      remindersEnabled: false,
      reminderOffsets: [-3, 0, 7, 15],
      quoteFollowUpDays: null,
    });
    const saved = await api.send(endpoints.updateMailSettings, {
      body: { remindersEnabled: true, reminderOffsets: "15, -5 0;30 15", quoteFollowUpDays: "7" },
    });
    expect(saved).toMatchObject({
      remindersEnabled: true,
      reminderOffsets: [-5, 0, 15, 30],
      quoteFollowUpDays: 7,
    });
    expect(await api.send(endpoints.mailSettings, {})).toEqual(saved);

    for (const [body, field, message] of [
      [{ reminderOffsets: "-3, tres" }, "reminderOffsets", "Cada día debe ser un número entero entre -60 y 365"],
      [{ reminderOffsets: [400] }, "reminderOffsets", "Cada día debe ser un número entero entre -60 y 365"],
      [{ reminderOffsets: "1 2 3 4 5 6 7 8 9 10 11" }, "reminderOffsets", "Máximo 10 recordatorios"],
      [{ quoteFollowUpDays: 0 }, "quoteFollowUpDays", "Debe ser al menos 1 día"],
      [{ remindersEnabled: "sí" }, "remindersEnabled", "Indique si se envían recordatorios (true o false)"],
    ] as const) {
      const refused = await api.patch("/api/settings/mail", body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ issues: [{ field, message }] });
    }
    expect(await api.send(endpoints.mailSettings, {})).toEqual(saved);
    const off = await api.send(endpoints.updateMailSettings, { body: { quoteFollowUpDays: "" } });
    expect(off.quoteFollowUpDays).toBeNull();
  });

  test("without SMTP_URL the settings say how to configure it; only admins reach them", async () => {
    const db = getDb();
    const admin = await as(db);
    expect(await admin.send(endpoints.mailSettings, {})).toMatchObject({
      configured: false,
      from: null,
      notConfiguredMessage: MAIL_NOT_CONFIGURED,
    });
    const staff = await as(db, "staff");
    for (const [endpoint, target] of [
      [endpoints.mailSettings, {}],
      [endpoints.mailTemplates, {}],
      [endpoints.listEmails, {}],
      [endpoints.resetMailTemplate, invoiceTemplate],
    ] as const) {
      expect((await staff.call(endpoint, target)).status).toBe(403);
    }
  });
});
