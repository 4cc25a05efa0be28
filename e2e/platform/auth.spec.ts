import { expect, test } from "@playwright/test";
import { BACK_OFFICE_ROUTES, E2E_ADMIN, sidebar, signIn, submitSignIn } from "../support";

test("a signed-out visitor gets 'Page Not Found' for an internal route", async ({ page }) => {
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page.getByText("Sistema Interno")).toHaveCount(0);
});

test("a wrong password shows the Spanish message and no session", async ({ page }) => {
  await submitSignIn(page, "no-es-la-clave");
  await expect(page.getByText("Correo o contraseña incorrectos")).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
});

test("sign in, greeting and sidebar reach every route, sign out", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL("/");
  await expect(page.getByText("Sistema Interno")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const menu = sidebar(page);
  const entries: Array<[string, string, string]> = [
    ["CRM", "/crm", "CRM - Gestión de Clientes"],
    ["Cotizaciones", "/quotes", "Cotizaciones"],
    ["Facturación", "/invoices", "Facturación"],
    ["Proyectos", "/projects", "Gestión de Proyectos"],
    ["Hoja de horas", "/projects/timesheet", "Hoja de horas"],
    ["Reportes", "/reports", "Reportes y Análisis"],
    ["Finanzas", "/finance", "Sistema Financiero"],
    ["Configuración", "/settings/company", "Configuración de la Empresa"],
    ["Usuarios", "/settings/users", "Usuarios"],
    ["Tokens de API", "/settings/tokens", "Tokens de API"],
    ["Tareas programadas", "/settings/jobs", "Tareas programadas"],
    ["Correo", "/settings/mail", "Correo"],
    ["Dashboard", "/", "Dashboard"],
  ];
  await expect(menu.getByRole("link")).toHaveCount(entries.length);
  for (const [label, path, title] of entries) {
    await menu.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  }

  // Every route, reached by its address, shows its page inside the signed-in shell.
  for (const [path, title] of BACK_OFFICE_ROUTES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByText(`Bienvenido, ${E2E_ADMIN.firstName}`)).toBeVisible();
  }

  // The shell hands all of /finance to mf-finance, whose own page table answers an unknown page.
  await page.goto("/finance/no-existe");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByTestId("finance-app")).toBeVisible();

  await page.goto("/no-existe");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Sistema Interno")).toBeVisible();

  await page.getByRole("link", { name: "Cerrar Sesión" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});

test("a session found missing shows 'Unauthorized' and goes to /api/login", async ({ page, context }) => {
  await signIn(page);
  // A fresh page on /crm, so the dashboard's figures are not in the cache yet.
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "CRM - Gestión de Clientes", level: 1 })).toBeVisible();
  await context.clearCookies();
  await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByText("You are logged out. Logging in again...")).toBeVisible();
  await expect(page.getByText("Unauthorized", { exact: true })).toBeVisible();
  await page.waitForURL("**/api/login");
  await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
});
