import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";

export { E2E_ADMIN };

/** Signs in through the API's own sign-in page, as a person does. */
export async function signIn(page: Page) {
  await page.goto("/api/login");
  await page.getByLabel("Correo electrónico").fill(E2E_ADMIN.email);
  await page.getByLabel("Contraseña").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await expect(page.getByText(`Bienvenido, ${E2E_ADMIN.firstName}`)).toBeVisible();
}
