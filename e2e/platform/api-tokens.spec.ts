import { expect, type Page, request, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { createStaffUser, jsonOf, newStaffAccount, parseAnswer, sidebar, signIn, uniqueTag } from "../support";

// The 'Tokens de API' screen (api/docs/api-tokens.md): an admin issues a token for a staff
// account, sees it once, an integration uses it with `Authorization: Bearer`, and the admin revokes it.

const tokenRow = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("an admin issues a token, sees it once, an integration uses it, and the admin revokes it", async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  const staff = newStaffAccount("staff", "Lucía");
  await createStaffUser(page, staff);
  const name = `Conector ${uniqueTag()}`;

  await sidebar(page).getByRole("link", { name: "Tokens de API" }).click();
  await expect(page).toHaveURL("/settings/tokens");
  await expect(page.getByRole("heading", { name: "Tokens de API", level: 1 })).toBeVisible();

  // Refused without a user and a name: the contract's messages, under the fields.
  await page.getByRole("button", { name: "Nuevo token" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo token de API" });
  await dialog.getByRole("button", { name: "Crear token" }).click();
  await expect(dialog.getByText("Debe seleccionar un usuario")).toBeVisible();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();

  await dialog.getByRole("combobox", { name: "Usuario" }).click();
  await page.getByRole("option", { name: `${staff.firstName} (${staff.email})` }).click();
  await dialog.getByLabel("Nombre").fill(name);
  await dialog.getByRole("button", { name: "Crear token" }).click();

  // Shown once, with the warning and a copy button.
  const shown = page.getByRole("dialog", { name: "Token creado" });
  await expect(shown.getByText("no se volverá a mostrar")).toBeVisible();
  const field = shown.getByRole("textbox", { name: `Token «${name}»` });
  await expect(field).toHaveValue(/^[a-z2-7]+\.[a-z2-7]+$/);
  const token = await field.inputValue();
  await shown.getByRole("button", { name: "Copiar" }).click();
  await expect(page.getByText("Token copiado")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await shown.getByRole("button", { name: "Listo" }).click();
  await expect(shown).toBeHidden();

  const row = tokenRow(page, name);
  await expect(row).toContainText(staff.email);
  await expect(row).toContainText("Activo");
  await expect(row).toContainText("Nunca");
  // Not on the page any more, nor in what the list answers.
  await expect(page.getByText(token)).toHaveCount(0);
  const listed = await page.request.get(`/api/settings/tokens?q=${encodeURIComponent(name)}`);
  expect(await listed.text()).not.toContain(token);

  // An integration: no cookie, no Origin, only the header; it acts as the staff member.
  const integration = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  const me = await parseAnswer(endpoints.currentUser, await integration.get(endpoints.currentUser.path));
  expect(me).toMatchObject({ email: staff.email, role: "staff" });
  await parseAnswer(
    endpoints.createClient,
    await integration.post(endpoints.createClient.path, { data: { name: `Cliente de ${name}` } }),
  );
  expect((await integration.get("/api/financial/summary")).status()).toBe(403);

  // Its last use appears once the list is read again.
  await page.reload();
  await expect(tokenRow(page, name)).not.toContainText("Nunca");

  // Revoked after a confirmation: it stays listed, and the integration is refused at once.
  await tokenRow(page, name)
    .getByRole("button", { name: `Revocar token ${name}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Revocar token" });
  await expect(confirm).toContainText("dejará de funcionar de inmediato");
  await confirm.getByRole("button", { name: "Revocar" }).click();
  await expect(page.getByText("Token revocado")).toBeVisible();
  await expect(tokenRow(page, name)).toContainText("Revocado");
  await expect(tokenRow(page, name).getByRole("button", { name: `Revocar token ${name}` })).toHaveCount(0);
  const refused = await integration.get("/api/auth/user");
  expect(refused.status()).toBe(401);
  expect(await jsonOf(refused)).toEqual({
    error: "Unauthorized: el token de API no es válido, venció o fue revocado",
  });
  await integration.dispose();
});
