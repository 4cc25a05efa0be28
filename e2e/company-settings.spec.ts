import { expect, test } from "@playwright/test";
import { LOGO_DIMENSIONS_MESSAGE } from "api/contract";
import { blankPng } from "../api/src/test/images";
import { sidebar, signIn, uniqueTag } from "./support";

// A 2×2 red PNG, whole (signature, IHDR, IDAT, IEND): the browser must be able to draw it.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGP4z8DwnwGM/zMwAAAf7gP9NRsAMwAAAABJRU5ErkJggg==",
  "base64",
);

test("company settings: the legal data is saved and kept, the logo is uploaded and shown, a bad RUC is refused", async ({
  page,
}) => {
  await signIn(page);
  await sidebar(page).getByRole("link", { name: "Configuración" }).click();
  await expect(page).toHaveURL("/settings/company");
  await expect(page.getByRole("heading", { name: "Configuración de la Empresa", level: 1 })).toBeVisible();
  for (const group of ["Datos legales", "Contacto", "Facturación", "Datos bancarios", "Logo"]) {
    await expect(page.getByRole("region", { name: group })).toBeVisible();
  }

  const legalName = `Istmo Software ${uniqueTag()}, S.A.`;
  await page.getByLabel("Razón social *").fill(legalName);
  await page.getByLabel("RUC", { exact: true }).fill("155720753-2-2022");
  await page.getByLabel("DV", { exact: true }).fill("39");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Configuración guardada")).toBeVisible();

  // Stored: a new page load reads them back from the API.
  await page.reload();
  await expect(page.getByLabel("Razón social *")).toHaveValue(legalName);
  await expect(page.getByLabel("RUC", { exact: true })).toHaveValue("155720753-2-2022");
  await expect(page.getByLabel("DV", { exact: true })).toHaveValue("39");

  // The logo: a file that only claims to be a PNG is refused, a real one is shown.
  const logoFile = page.getByLabel("Archivo del logo");
  await logoFile.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: Buffer.from("no soy una imagen") });
  await expect(page.getByText("El logo debe ser una imagen PNG o JPEG")).toBeVisible();
  // A few kB that would decode to 484 MB in every PDF: the server reads its dimensions and refuses it.
  await logoFile.setInputFiles({
    name: "enorme.png",
    mimeType: "image/png",
    buffer: Buffer.from(blankPng(11000, 11000)),
  });
  await expect(page.getByText(LOGO_DIMENSIONS_MESSAGE)).toBeVisible();
  await logoFile.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByText("Logo actualizado")).toBeVisible();
  const preview = page.getByRole("img", { name: "Logo de la empresa" });
  await expect(preview).toBeVisible();
  // Drawn by the browser from the API's bytes, not a broken image.
  await expect(preview).toHaveJSProperty("naturalWidth", 2);
  await page.reload();
  await expect(preview).toHaveJSProperty("naturalWidth", 2);

  // A RUC of no DGI format: refused under the field, nothing sent, the stored one stays.
  await page.getByLabel("RUC", { exact: true }).fill("155720753-2");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("RUC inválido")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("RUC", { exact: true })).toHaveValue("155720753-2-2022");

  await page.getByRole("button", { name: "Quitar logo" }).click();
  await expect(page.getByText("Logo eliminado")).toBeVisible();
  await expect(page.getByText("Sin logo")).toBeVisible();
  await expect(preview).toBeHidden();
});
