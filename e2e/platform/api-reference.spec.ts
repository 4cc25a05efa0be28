import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { parseAnswer, signIn } from "../support";

// The API's interactive reference (api/docs/openapi.md): a signed-in user reads it at
// /api/reference, rendered by Scalar from this server's own bundle under the page's
// Content-Security-Policy, with nothing loaded from another host.

test("a signed-in user reads the API reference, grouped by area, with nothing blocked or loaded from outside", async ({
  page,
  baseURL,
}) => {
  const blocked: string[] = [];
  const outside: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:")) outside.push(url);
  });

  await signIn(page);
  await page.goto("/api/reference");
  await expect(page).toHaveTitle(/Referencia de la API/);
  await expect(page.getByText("Sistema Interno").first()).toBeVisible();
  // The tags of the endpoint table are the reference's sections, its summaries the operations;
  // Scalar's own interface is in Spanish too.
  const sections = page.getByRole("complementary");
  await expect(sections.getByRole("link", { name: "Clientes", exact: true })).toBeVisible();
  await sections.getByRole("button", { name: "Abrir grupo - Clientes" }).click();
  await expect(sections.getByRole("link", { name: /^Crear un cliente/ })).toBeVisible();
  expect(blocked).toEqual([]);
  expect(outside).toEqual([]);
});

test("a visitor without a session gets the document but not the reference", async ({ request }) => {
  const document = await parseAnswer(endpoints.openApiDocument, await request.get(endpoints.openApiDocument.path));
  expect(document.openapi).toBe("3.1.0");
  const reference = await request.get("/api/reference");
  expect(reference.status()).toBe(401);
});
