import { type Browser, expect, type Page, test } from "@playwright/test";
import { createStaffUser, newStaffAccount, signIn, signInAs, uniqueTag } from "../support";

// Live updates: two people signed in on two browsers (two contexts, two sessions). What one writes
// appears on the other's open screen without a reload (GET /api/events, docs/architecture.md).

/** A second browser, with the project's own settings (address, language, time zone). */
async function secondBrowser(browser: Browser): Promise<Page> {
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return context.newPage();
}

/** Opens `path` and waits until the page's event stream listens: writes from then on reach it. */
async function openListening(page: Page, path: string) {
  const listening = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await page.goto(path);
  expect((await listening).status()).toBe(200);
}

test("a client another user creates appears in the open CRM list without a reload", async ({ page, browser }) => {
  await signIn(page);
  const watcher = newStaffAccount("staff", "Rocío");
  await createStaffUser(page, watcher);
  const other = await secondBrowser(browser);
  await signInAs(other, watcher);

  const tag = uniqueTag();
  const company = `Panadería Chitré ${tag}`;
  await openListening(other, "/crm");
  await other.getByRole("textbox", { name: "Buscar clientes..." }).fill(tag);
  await expect(other.getByText("No se encontraron clientes")).toBeVisible();
  const reloads: string[] = [];
  other.on("load", () => reloads.push(other.url()));

  await page.goto("/crm");
  await page.getByRole("button", { name: "Agregar Cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar Cliente" });
  await dialog.getByLabel("Nombre *").fill("Itzel Cedeño");
  await dialog.getByLabel("Empresa").fill(company);
  await dialog.getByRole("button", { name: "Crear Cliente" }).click();
  await expect(page.getByText("Cliente creado")).toBeVisible();

  await expect(other.getByRole("row", { name: new RegExp(company) })).toBeVisible();
  expect(reloads).toEqual([]);
  await other.context().close();
});

test("a transaction another user records appears in the open movements list without a reload", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const watcher = newStaffAccount("finance", "Yaritza");
  await createStaffUser(page, watcher);
  const other = await secondBrowser(browser);
  await signInAs(other, watcher);

  const tag = uniqueTag();
  const description = `Cobro de mantenimiento ${tag}`;
  await openListening(other, "/finance/transactions");
  await other.getByRole("textbox", { name: "Buscar por descripción o referencia..." }).fill(tag);
  await expect(other.getByText("No se encontraron transacciones")).toBeVisible();
  const reloads: string[] = [];
  other.on("load", () => reloads.push(other.url()));

  await page.goto("/finance/transactions");
  await page.getByRole("button", { name: "Nueva Transacción" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Transacción" });
  await dialog.getByLabel("Monto *").fill("320.50");
  await dialog.getByLabel("Descripción *").fill(description);
  await dialog.getByRole("button", { name: "Crear Transacción" }).click();
  await expect(page.getByText("Transacción creada")).toBeVisible();

  await expect(other.getByRole("row", { name: new RegExp(description) })).toBeVisible();
  await expect(other.getByRole("row").filter({ hasText: tag })).toHaveCount(1);
  expect(reloads).toEqual([]);
  await other.context().close();
});
