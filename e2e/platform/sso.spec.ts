import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { E2E_OIDC } from "../../playwright.config";
import { apiSend, E2E_ADMIN } from "../support";

// Single sign-on in the browser, against the real OpenID Connect provider playwright.config.ts
// starts on loopback (oidc-provider, with its own development login and consent screens).

const button = (page: Page) => page.getByRole("link", { name: `Continuar con ${E2E_OIDC.name}` });

/** Clicks the provider's button on the sign-in page and signs in there as `login`, consenting. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto("/api/login");
  await button(page).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_OIDC.issuer}/interaction/`));
  await expect(page.getByRole("heading", { name: "Sign-in" })).toBeVisible();
  await page.getByPlaceholder("Enter any login").fill(login);
  await page.getByPlaceholder("and password").fill("cualquier-clave");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Authorize" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
}

test("single sign-on: the provider's button above the password form, its screens, back home signed in", async ({
  page,
}) => {
  await page.goto("/api/login");
  await expect(button(page)).toBeVisible();
  const passwordButton = page.getByRole("button", { name: "Iniciar Sesión" });
  await expect(passwordButton).toBeVisible();
  const above = (await button(page).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(above).toBeLessThan((await passwordButton.boundingBox())?.y ?? 0);

  await signInAtProvider(page, E2E_ADMIN.email);
  await expect(page).toHaveURL("/");
  await expect(page.getByText(`Bienvenido, ${E2E_ADMIN.firstName}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(await apiSend(page, endpoints.currentUser)).toMatchObject({ email: E2E_ADMIN.email });
});

test("single sign-on: an email with no account comes back to the sign-in page with the reason in Spanish", async ({
  page,
}) => {
  await signInAtProvider(page, "desconocida@otra-empresa.test");
  await expect(page).toHaveURL(/\/api\/login\?sso=oidc&error=unknown_account$/);
  await expect(page.getByRole("alert")).toHaveText(
    `No se pudo iniciar sesión con ${E2E_OIDC.name}: su correo no tiene una cuenta en el sistema. Pida acceso a un administrador.`,
  );
  // No session, and both ways in are still offered.
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await expect(button(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Iniciar Sesión" })).toBeVisible();
});
