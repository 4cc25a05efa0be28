import { type Browser, expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import {
  apiSend,
  createStaffUser,
  E2E_ADMIN,
  jsonOf,
  newStaffAccount,
  sidebar,
  signIn,
  signInAs,
  submitSignInAs,
  uniqueTag,
} from "../support";

// What each role sees (shell/src/routes.ts reads shared-ui's mayOpenScreen), the staff
// administration screen (/settings/users) and 'Cambiar contraseña' in the top bar.

const notFound = (page: Page) => page.getByRole("heading", { name: "Page Not Found" });

/** A second person at their own browser: a context with no cookies of the admin's. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** The row of the staff screen's table for one account. */
const userRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("a staff user sees no finance or settings, and gets the not-found page and 403 there", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const staff = newStaffAccount("staff", "Pedro");
  await createStaffUser(page, staff);

  const staffPage = await otherBrowser(browser);
  await signInAs(staffPage, staff);
  await expect(staffPage.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const menu = sidebar(staffPage);
  await expect(menu.getByRole("link", { name: "CRM" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Facturación" })).toBeVisible();
  for (const hidden of ["Finanzas", "Configuración", "Usuarios", "Tokens de API", "Tareas programadas", "Correo"]) {
    await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);
  }

  for (const path of [
    "/finance",
    "/finance/transactions",
    "/settings/users",
    "/settings/company",
    "/settings/tokens",
    "/settings/jobs",
    "/settings/mail",
  ]) {
    await staffPage.goto(path);
    await expect(notFound(staffPage)).toBeVisible();
    // Inside the signed-in shell, and the finance remote never renders.
    await expect(staffPage.getByText(`Bienvenido, ${staff.firstName}`)).toBeVisible();
    await expect(staffPage.getByTestId("finance-app")).toHaveCount(0);
  }

  const summary = await staffPage.request.get("/api/financial/summary");
  expect(summary.status()).toBe(403);
  expect(await jsonOf(summary)).toEqual({ error: "No tiene permiso para realizar esta acción" });
  // The staff's own screens answer.
  await apiSend(staffPage, endpoints.listClients);
  await staffPage.context().close();
});

test("an admin adds a finance user on the screen, who reaches /finance until deactivated", async ({
  page,
  browser,
}) => {
  await signIn(page);
  await sidebar(page).getByRole("link", { name: "Usuarios" }).click();
  await expect(page).toHaveURL("/settings/users");
  await expect(page.getByRole("heading", { name: "Usuarios", level: 1 })).toBeVisible();
  // One's own row can be edited but not deactivated from here.
  await expect(page.getByRole("button", { name: `Editar usuario ${E2E_ADMIN.email}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Desactivar usuario ${E2E_ADMIN.email}` })).toHaveCount(0);

  const finance = newStaffAccount("finance", "Lucía");
  await page.getByRole("button", { name: "Nuevo usuario" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo usuario" });
  await dialog.getByLabel("Email").fill(finance.email);
  await dialog.getByLabel("Nombre").fill(finance.firstName);
  await dialog.getByLabel("Apellido").fill("Ríos");
  await dialog.getByRole("combobox", { name: "Rol" }).click();
  await page.getByRole("option", { name: "Finanzas" }).click();
  await expect(dialog.getByText("la cuenta solo puede iniciar sesión con SSO")).toBeVisible();

  // The API's refusal of a common password appears under the field, and nothing is created.
  await dialog.getByLabel("Contraseña inicial").fill("password123");
  await dialog.getByRole("button", { name: "Crear usuario" }).click();
  await expect(dialog.getByText("Esa contraseña es demasiado común; elija otra")).toBeVisible();
  await expect(userRow(page, finance.email)).toHaveCount(0);

  await dialog.getByLabel("Contraseña inicial").fill(finance.password);
  await dialog.getByRole("button", { name: "Crear usuario" }).click();
  await expect(page.getByText("Usuario creado")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = userRow(page, finance.email);
  await expect(row).toContainText(`${finance.firstName} Ríos`);
  await expect(row).toContainText("Finanzas");
  await expect(row).toContainText("Activo");
  await expect(row).not.toContainText("Solo SSO");

  // The new account signs in at its own browser and reaches the books, but not the admin's screens.
  const financePage = await otherBrowser(browser);
  await signInAs(financePage, finance);
  const financeMenu = sidebar(financePage);
  await expect(financeMenu.getByRole("link", { name: "Usuarios" })).toHaveCount(0);
  await expect(financeMenu.getByRole("link", { name: "Tareas programadas" })).toHaveCount(0);
  await financeMenu.getByRole("link", { name: "Finanzas" }).click();
  await expect(financePage).toHaveURL("/finance");
  await expect(financePage.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
  await financePage.goto("/settings/users");
  await expect(notFound(financePage)).toBeVisible();
  // The page's live updates listen from here on (GET /api/events answered).
  const listening = financePage.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await financePage.goto("/finance/transactions");
  await expect(financePage.getByRole("heading", { name: "Transacciones", level: 1 })).toBeVisible();
  await listening;

  // Deactivated (after a confirmation), the account's open page is signed out at once, untouched: the
  // live update has it reread its user (api/docs/live-updates.md), and the answer is 401.
  await row.getByRole("button", { name: `Desactivar usuario ${finance.email}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Desactivar usuario" });
  await confirm.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("Usuario desactivado")).toBeVisible();
  await expect(row).toContainText("Inactivo");

  await expect(financePage.getByText("You are logged out. Logging in again...")).toBeVisible();
  await financePage.waitForURL("**/api/login");
  await submitSignInAs(financePage, finance.email, finance.password);
  await expect(financePage.getByText("Correo o contraseña incorrectos")).toBeVisible();

  // Activated again, it signs in once more.
  await row.getByRole("button", { name: `Activar usuario ${finance.email}` }).click();
  await expect(page.getByText("Usuario activado")).toBeVisible();
  await expect(row).toContainText("Activo");
  await signInAs(financePage, finance);
  await financePage.context().close();
});

test("an SSO-only account gets a password from the admin's reset, and the role from an edit", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const account = { email: `sso-${tag}@istmo.test`, firstName: "Rosa", role: "staff" as const };
  await createStaffUser(page, account);
  await page.goto("/settings/users");
  const row = userRow(page, account.email);
  await expect(row).toContainText("Solo SSO");
  await expect(row).toContainText("Personal");

  await row.getByRole("button", { name: `Editar usuario ${account.email}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar usuario" });
  await edit.getByRole("combobox", { name: "Rol" }).click();
  await page.getByRole("option", { name: "Finanzas" }).click();
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Usuario actualizado")).toBeVisible();
  await expect(row).toContainText("Finanzas");

  const password = `Nueva-clave-${tag}`;
  await row.getByRole("button", { name: `Restablecer contraseña de usuario ${account.email}` }).click();
  const reset = page.getByRole("dialog", { name: "Restablecer contraseña" });
  await reset.getByLabel("Nueva contraseña").fill("corta");
  await reset.getByRole("button", { name: "Restablecer" }).click();
  await expect(reset.getByText("La contraseña debe tener al menos 10 caracteres")).toBeVisible();
  await reset.getByLabel("Nueva contraseña").fill(password);
  await reset.getByRole("button", { name: "Restablecer" }).click();
  await expect(page.getByText("Contraseña restablecida")).toBeVisible();
  await expect(row).not.toContainText("Solo SSO");

  const userPage = await otherBrowser(browser);
  await signInAs(userPage, { ...account, password });
  await expect(sidebar(userPage).getByRole("link", { name: "Finanzas" })).toBeVisible();
  await userPage.context().close();
});

test("a user changes their own password from the top bar, then signs in with the new one", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const staff = newStaffAccount("staff", "Iris");
  await createStaffUser(page, staff);

  const staffPage = await otherBrowser(browser);
  await signInAs(staffPage, staff);
  const newPassword = `${staff.password}-nueva`;
  await staffPage.getByRole("button", { name: "Menú de usuario" }).click();
  await expect(staffPage.getByRole("menu")).toContainText(staff.email);
  await expect(staffPage.getByRole("menu")).toContainText("Rol: Personal");
  await staffPage.getByRole("menuitem", { name: "Cambiar contraseña" }).click();
  const dialog = staffPage.getByRole("dialog", { name: "Cambiar contraseña" });

  // The confirmation is checked in the browser, the current password by the API.
  await dialog.getByLabel("Contraseña actual").fill("no-es-la-actual");
  await dialog.getByLabel("Nueva contraseña").fill(newPassword);
  await dialog.getByLabel("Confirmar contraseña").fill(`${newPassword}x`);
  await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(dialog.getByText("Las contraseñas no coinciden")).toBeVisible();
  await dialog.getByLabel("Confirmar contraseña").fill(newPassword);
  await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(dialog.getByText("La contraseña actual no es correcta")).toBeVisible();
  await dialog.getByLabel("Contraseña actual").fill(staff.password);
  await dialog.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(staffPage.getByText("Contraseña actualizada")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The session that asked stays signed in.
  await sidebar(staffPage).getByRole("link", { name: "CRM" }).click();
  await expect(staffPage.getByRole("heading", { name: "CRM - Gestión de Clientes", level: 1 })).toBeVisible();

  await staffPage.getByRole("link", { name: "Cerrar Sesión" }).click();
  await expect(staffPage.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
  await submitSignInAs(staffPage, staff.email, staff.password);
  await expect(staffPage.getByText("Correo o contraseña incorrectos")).toBeVisible();
  await signInAs(staffPage, { ...staff, password: newPassword });
  await staffPage.context().close();
});
