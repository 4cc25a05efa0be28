import { expect, test } from "@playwright/test";
import type { InvoiceRecord } from "api/contract";
import { E2E_SMTP_MESSAGES } from "../playwright.config";
import { apiPost, createClient, panamaIsoDate, signIn, uniqueTag } from "./support";

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
  const invoice = await apiPost<InvoiceRecord>(page, "/api/invoices", {
    clientId: client.id,
    description: `Sitio web ${tag}`,
    dueDate: panamaIsoDate(30),
    status: "sent",
    lines: [{ description: "Sitio web", quantity: 1, unitPrice: "500", itbmsRate: 7 }],
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
