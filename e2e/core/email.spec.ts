import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { E2E_SMTP_MESSAGES } from "../../playwright.config";
import { apiSend, createClient, panamaIsoDate, pdfDownload, sidebar, signIn, uniqueTag } from "../support";

// 'Enviar por correo' of an invoice against the test SMTP server playwright.config.ts starts
// (api/src/test/smtp-test-server.ts): the message arrives with its PDF, and the send is in the
// invoice's 'Correos enviados'; a refused recipient is told and recorded as failed.

type Received = {
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
};

async function receivedBy(address: string): Promise<Received[]> {
  const response = await fetch(E2E_SMTP_MESSAGES);
  return ((await response.json()) as Received[]).filter((message) => message.to.includes(address));
}

test("send an invoice by email: the dialog filled from the template, the PDF attached, the send in its history", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const address = `pagos-${tag}@cliente.test`;
  const client = await createClient(page, { name: "Elena Castillo", company: `Mueblería ${tag}`, email: address });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Sitio web ${tag}`,
      dueDate: panamaIsoDate(30),
      status: "sent",
      lines: [{ description: "Sitio web", quantity: 1, unitPrice: "500", itbmsRate: 7 }],
    },
  });

  await page.goto(`/invoices?ver=${invoice.id}`);
  const details = page.getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` });
  const history = details.getByRole("region", { name: "Correos enviados" });
  await expect(history.getByText("Aún no se ha enviado por correo.")).toBeVisible();

  await details.getByRole("button", { name: "Enviar por correo" }).click();
  const dialog = page.getByRole("dialog", { name: `Enviar por correo: Factura ${invoice.invoiceNumber}` });
  await expect(dialog.getByLabel("Para *")).toHaveValue(address);
  await expect(dialog.getByLabel("Asunto *")).toHaveValue(new RegExp(`^Factura ${invoice.invoiceNumber} de `));
  await expect(dialog.getByLabel("Mensaje *")).toHaveValue(/Estimado\(a\) Elena Castillo:/);
  await expect(dialog.getByLabel("Mensaje *")).toHaveValue(/B\/\. 535\.00/);
  await expect(dialog.getByLabel("Adjuntos").getByText(`${invoice.invoiceNumber}.pdf`)).toBeVisible();

  // A refused recipient: told at once, recorded as failed, and the dialog stays to correct it.
  await dialog.getByLabel("CC").fill(`rechazado-${tag}@cliente.test`);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText("No se pudo enviar el correo")).toBeVisible();
  await expect(page.getByText(new RegExp(`rechazó a: rechazado-${tag}@cliente.test`)).first()).toBeVisible();
  await expect(dialog).toBeVisible();
  // The notice stays until dismissed; it lies over the dialog's buttons.
  await page.getByRole("alert").filter({ hasText: "No se pudo enviar el correo" }).getByRole("button").click();

  await dialog.getByLabel("CC").fill("");
  await dialog.getByLabel("Asunto *").fill(`Factura ${invoice.invoiceNumber} (${tag})`);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText("Correo enviado")).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = history.getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Factura ${invoice.invoiceNumber} (${tag})`);
  await expect(rows.nth(1)).toContainText("Enviado");
  await expect(rows.nth(2)).toContainText("Fallido");
  await expect(rows.nth(2)).toContainText(`rechazado-${tag}@cliente.test`);

  const received = await receivedBy(address);
  const delivered = received.find((message) => message.subject === `Factura ${invoice.invoiceNumber} (${tag})`);
  expect(delivered?.text).toContain("Estimado(a) Elena Castillo:");
  expect(delivered?.attachments).toEqual([
    expect.objectContaining({ filename: `${invoice.invoiceNumber}.pdf`, contentType: "application/pdf" }),
  ]);
  expect(delivered?.attachments[0]?.size).toBeGreaterThan(1000);

  // The admin sees every send under 'Correos enviados'.
  await page.goto("/settings/mail");
  const sent = page.getByRole("region", { name: "Correos enviados" });
  await sent.getByRole("textbox", { name: "Buscar por documento, destinatario o asunto..." }).fill(tag);
  await expect(sent.getByRole("row", { name: new RegExp(`\\(${tag}\\)`) })).toContainText("Enviado");
});

test("a client's statement of account from the CRM: downloaded, e-mailed; 'No enviar recordatorios' on its form", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const company = `Imprenta ${tag}`;
  const address = `cuentas-${tag}@imprenta.test`;
  const client = await createClient(page, { name: "Raúl Díaz", company, email: address });
  await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: "Catálogo",
      issueDate: panamaIsoDate(-40),
      dueDate: panamaIsoDate(-10),
      status: "sent",
      lines: [{ description: "Diseño del catálogo", quantity: 1, unitPrice: "250", itbmsRate: 7 }],
    },
  });

  await page.goto("/crm");
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(company);
  await page.getByRole("button", { name: `Ver cliente ${company}` }).click();
  const details = page.getByRole("dialog", { name: company });
  const statement = details.getByRole("region", { name: "Estado de cuenta" });
  await expect(statement).toContainText("1 documento pendiente: saldo B/. 267.50, vencido B/. 267.50.");

  const downloading = page.waitForEvent("download");
  await statement.getByRole("button", { name: "Descargar estado de cuenta" }).click();
  const { fileName, text } = await pdfDownload(await downloading);
  expect(fileName).toBe(`estado-de-cuenta-${client.id}-${panamaIsoDate(0)}.pdf`);
  expect(text).toContain("ESTADO DE CUENTA");
  expect(text).toContain("Total adeudado B/. 267.50");

  await statement.getByRole("button", { name: "Enviar por correo" }).click();
  const dialog = page.getByRole("dialog", { name: `Enviar por correo: Estado de cuenta de ${company}` });
  await expect(dialog.getByLabel("Mensaje *")).toHaveValue(/El saldo pendiente es de B\/\. 267\.50\./);
  await dialog.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(page.getByText("Correo enviado")).toBeVisible();
  await expect(statement.getByRole("row").nth(1)).toContainText("Enviado");
  const [received] = await receivedBy(address);
  expect(received?.attachments[0]?.filename).toBe(fileName);
  // Escape rather than 'Cerrar': the notice may still lie over the dialog's buttons.
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await page.getByRole("button", { name: `Editar cliente ${company}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await edit.getByRole("checkbox", { name: "No enviar recordatorios" }).check();
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit).toBeHidden();
  await page.getByRole("button", { name: `Ver cliente ${company}` }).click();
  await expect(details).toContainText("No se envían");
});

test("'Correo' settings: a template edited and reset, the reminders' schedule saved", async ({ page }) => {
  await signIn(page);
  await sidebar(page).getByRole("link", { name: "Correo" }).click();
  await expect(page.getByRole("heading", { name: "Correo", level: 1 })).toBeVisible();
  await expect(page.getByText("Los correos salen de Istmo Software <facturas@istmo.test>.")).toBeVisible();

  const templates = page.getByRole("region", { name: "Plantillas de correo" });
  await templates.getByRole("button", { name: "Editar plantilla Estado de cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Plantilla: Estado de cuenta" });
  await expect(dialog.getByLabel("Marcadores disponibles").getByText("{saldo}")).toBeVisible();
  await dialog.getByLabel("Asunto *").fill("Su saldo con {empresa}: {vencimiento}");
  await dialog.getByRole("button", { name: "Guardar plantilla" }).click();
  await expect(dialog.getByText(/^Marcador desconocido en esta plantilla: \{vencimiento\}/)).toBeVisible();
  await dialog.getByLabel("Asunto *").fill("Su saldo con {empresa} al {fecha}");
  await dialog.getByRole("button", { name: "Guardar plantilla" }).click();
  await expect(dialog).toBeHidden();
  const row = templates.getByRole("row", { name: /Estado de cuenta/ });
  await expect(row).toContainText("Su saldo con {empresa} al {fecha}");
  await expect(row).toContainText("Personalizada");

  await row.getByRole("button", { name: "Editar plantilla Estado de cuenta" }).click();
  await dialog.getByRole("button", { name: "Restablecer" }).click();
  await page
    .getByRole("alertdialog", { name: "Restablecer plantilla" })
    .getByRole("button", { name: "Restablecer" })
    .click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Estado de cuenta al {fecha} - {empresa}");
  await expect(row).toContainText("De fábrica");

  const reminders = page.getByRole("form", { name: "Recordatorios" });
  await reminders.getByLabel("Días respecto al vencimiento").fill("-3, 0, siete");
  await reminders.getByRole("button", { name: "Guardar recordatorios" }).click();
  await expect(reminders.getByText("Cada día debe ser un número entero entre -60 y 365")).toBeVisible();
  await reminders.getByLabel("Días respecto al vencimiento").fill("15, -3, 0, 7");
  await reminders.getByRole("checkbox", { name: "Enviar recordatorios de pago" }).check();
  await reminders.getByLabel("Seguimiento de cotizaciones (días)").fill("7");
  await reminders.getByRole("button", { name: "Guardar recordatorios" }).click();
  await expect(page.getByText("Recordatorios guardados")).toBeVisible();
  await page.reload();
  await expect(reminders.getByLabel("Días respecto al vencimiento")).toHaveValue("-3, 0, 7, 15");
  await expect(reminders.getByRole("checkbox", { name: "Enviar recordatorios de pago" })).toBeChecked();
  // Back off, so the daily job of this shared server sends nothing the other specs do not expect.
  await reminders.getByRole("checkbox", { name: "Enviar recordatorios de pago" }).uncheck();
  await reminders.getByLabel("Seguimiento de cotizaciones (días)").fill("");
  await reminders.getByRole("button", { name: "Guardar recordatorios" }).click();
  await expect(page.getByText("Recordatorios guardados")).toBeVisible();
});
