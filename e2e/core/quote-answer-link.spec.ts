import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createClient, panamaDate, panamaIsoDate, signIn, uniqueTag } from "../support";

test("'Enlace para el cliente': staff create a quote's link, the client accepts it without an account, staff see who and when", async ({
  page,
  context,
  browser,
}) => {
  await signIn(page);
  const unique = uniqueTag();
  const company = `Ferretería El Puerto ${unique}`;
  const client = await createClient(page, { name: "Lucía Batista", company });
  const quote = await apiSend(page, endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: `Portal de pedidos ${unique}`,
      validUntil: panamaIsoDate(15),
      status: "sent",
      lines: [
        { description: "Desarrollo del portal", quantity: "40", unitPrice: "45", itbmsRate: "7" },
        { description: "Capacitación", quantity: "1", unitPrice: "150", itbmsRate: "0" },
      ],
    },
  });

  // Staff: the quote's details, 'Enlace para el cliente', then 'Copiar'.
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/quotes?ver=${quote.id}`);
  const details = page.getByRole("dialog", { name: `Cotización ${quote.quoteNumber}` });
  const answerSection = details.getByRole("region", { name: "Respuesta del cliente" });
  await expect(answerSection.getByText("Sin respuesta todavía.")).toBeVisible();
  await answerSection.getByRole("button", { name: "Enlace para el cliente" }).click();
  const linkField = answerSection.getByRole("textbox", { name: "Enlace para el cliente" });
  await expect(linkField).toHaveValue(/\/cotizacion\/responder#[a-z2-7]{52}$/);
  const url = await linkField.inputValue();
  expect(new URL(url).origin).toBe(new URL(page.url()).origin);
  await answerSection.getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByText("Enlace copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  // It works through the quote's last valid day.
  await expect(answerSection.getByText(`Enlace activo hasta el ${panamaDate(15)}`)).toBeVisible();

  // The client: a fresh browser without a session, on a phone.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "es-PA" });
  const clientPage = await visitor.newPage();
  await clientPage.goto(url);
  await expect(clientPage.getByRole("heading", { name: `Cotización ${quote.quoteNumber}`, level: 1 })).toBeVisible();
  await expect(clientPage.getByText(company)).toBeVisible();
  await expect(clientPage.getByText(`Portal de pedidos ${unique}`)).toBeVisible();
  await expect(clientPage.getByText(panamaDate(15))).toBeVisible();
  const lines = clientPage.getByRole("region", { name: "Detalle de la cotización" });
  await expect(lines.getByText("Desarrollo del portal")).toBeVisible();
  await expect(lines.getByText("40 × $45.00 · ITBMS 7%")).toBeVisible();
  await expect(lines.getByText("$1,926.00")).toBeVisible();
  await expect(lines.getByText("$2,076.00")).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await clientPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The name is required, at least 2 characters: the API's own message, nothing sent.
  const form = clientPage.getByRole("form", { name: "Responder la cotización" });
  await form.getByRole("button", { name: "Aceptar cotización" }).click();
  await expect(form.getByText("Escriba su nombre", { exact: true })).toBeVisible();
  await form.getByLabel("Su nombre").fill("L");
  await form.getByRole("button", { name: "Aceptar cotización" }).click();
  await expect(form.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();

  await form.getByLabel("Su nombre").fill("Lucía Batista");
  await form.getByLabel("Comentario (opcional)").fill("Adelante con el proyecto");
  await form.getByRole("button", { name: "Aceptar cotización" }).click();
  const done = clientPage.getByRole("status");
  await expect(done.getByText("Cotización aceptada")).toBeVisible();
  await expect(done).toContainText(`Aceptada por Lucía Batista el ${panamaDate(0)}`);
  await expect(form).toHaveCount(0);
  // Opened again, the link shows the answer and no form.
  await clientPage.reload();
  await expect(clientPage.getByRole("status")).toContainText("Aceptada por Lucía Batista");
  await expect(clientPage.getByRole("button", { name: "Aceptar cotización" })).toHaveCount(0);
  // A link that is not one: the reason, nothing of any quote.
  await clientPage.goto(`${new URL(url).origin}/cotizacion/responder#no-es-un-enlace`);
  await expect(clientPage.getByRole("alert")).toContainText("Este enlace no es válido");
  await visitor.close();

  // Staff see who accepted it and when.
  await page.goto(`/quotes?ver=${quote.id}`);
  const answered = page
    .getByRole("dialog", { name: `Cotización ${quote.quoteNumber}` })
    .getByRole("region", { name: "Respuesta del cliente" });
  await expect(answered).toContainText(`Aceptada por Lucía Batista el ${panamaDate(0)}`);
  await expect(answered).toContainText("(enlace del cliente)");
  await expect(answered).toContainText("Comentario: Adelante con el proyecto");
  await expect(answered.getByRole("button", { name: "Enlace para el cliente" })).toHaveCount(0);
  await expect(page.getByRole("dialog").getByText("Aceptada", { exact: true })).toBeVisible();
});
