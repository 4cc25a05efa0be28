import { expect, type Page, test } from "@playwright/test";
import { LOGO_DIMENSIONS_MESSAGE } from "api/contract";
import { TEST_CERTIFICATE_PASSWORD, testCertificateP12 } from "../../api/src/test/certificates";
import { blankPng } from "../../api/src/test/images";
import { panamaDate, panamaIsoDate, sidebar, signIn, uniqueTag } from "../support";

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
  for (const group of [
    "Datos legales",
    "Contacto",
    "Facturación",
    "Datos bancarios",
    "Facturación electrónica",
    "Logo",
    "Certificado de firma electrónica",
  ]) {
    await expect(page.getByRole("region", { name: group, exact: true })).toBeVisible();
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

/** Picks `option` in the form's select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("company settings: electronic invoicing's setup, the PAC's credentials and the signing certificate are saved and kept", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/settings/company");
  const fe = page.getByRole("region", { name: "Facturación electrónica" });
  const certificateCard = page.getByRole("region", { name: "Certificado de firma electrónica" });
  await expect(fe).toBeVisible();
  await expect(certificateCard).toBeVisible();

  // The issuer's data the DGI asks for, the RUC being the certificate's.
  await page.getByLabel("RUC", { exact: true }).fill("155720753-2-2022");
  await page.getByLabel("DV", { exact: true }).fill("39");
  await page.getByLabel("Dirección").fill("Calle 50, Bella Vista");
  await page.getByLabel("Teléfono").fill("6000-1234");
  await choose(page, "Ambiente", "Pruebas");
  await fe.getByLabel("Sucursal").fill("0000");
  await fe.getByLabel("Punto de facturación").fill("1");
  await fe.getByLabel("Código de ubicación").fill("8-8-7");
  await fe.getByLabel("Provincia", { exact: true }).fill("Panamá");
  await fe.getByLabel("Distrito", { exact: true }).fill("Panamá");
  await fe.getByLabel("Corregimiento", { exact: true }).fill("Bella Vista");
  await choose(page, "Proveedor PAC", "The Factory HKA (también EBI)");
  await fe.getByLabel("Días para anular").fill("5");
  // Coordinates outside Panama are refused under the field, before anything is sent.
  await fe.getByLabel("Coordenadas").fill("40.7128,-74.0060");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(fe.getByText(/^Las coordenadas deben estar en Panamá/)).toBeVisible();
  await fe.getByLabel("Coordenadas").fill("8.9892, -79.5201");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Configuración guardada")).toBeVisible();
  // Stored as the DGI writes them.
  await expect(fe.getByLabel("Punto de facturación")).toHaveValue("001");
  await expect(fe.getByLabel("Coordenadas")).toHaveValue("+8.9892,-79.5201");

  // What is still missing: the PAC's credentials and the certificate.
  const missing = page.getByRole("status", { name: "Falta para emitir facturas electrónicas" });
  await expect(missing).toContainText("Faltan las credenciales del PAC");
  await expect(missing).toContainText("Falta el certificado de firma electrónica");

  // The PAC's credentials: write-only, 'Configuradas' once saved.
  await expect(fe.getByText("Sin configurar")).toBeVisible();
  await fe.getByRole("button", { name: "Configurar" }).click();
  const credentials = page.getByRole("dialog", { name: "Credenciales del PAC" });
  await credentials.getByLabel("tokenEmpresa *").fill(`empresa-${uniqueTag()}`);
  await credentials.getByLabel("tokenPassword *").fill("clave-del-pac");
  await credentials.getByRole("button", { name: "Guardar credenciales" }).click();
  await expect(page.getByText("Credenciales del PAC guardadas")).toBeVisible();
  await expect(credentials).toBeHidden();
  await expect(fe.getByText("Configuradas")).toBeVisible();
  await expect(fe.getByRole("button", { name: "Cambiar" })).toBeVisible();

  // The certificate, made here: a wrong password is said under the field, the right one stores it.
  const expiry = panamaIsoDate(20);
  const p12 = testCertificateP12({ notAfter: new Date(`${expiry}T12:00:00-05:00`) });
  const file = { name: "firma.p12", mimeType: "application/x-pkcs12", buffer: Buffer.from(p12.bytes) };
  await certificateCard.getByLabel("Archivo del certificado").setInputFiles(file);
  await expect(certificateCard.getByText("firma.p12")).toBeVisible();
  await certificateCard.getByLabel("Contraseña del certificado").fill("otra-clave");
  await certificateCard.getByRole("button", { name: "Cargar certificado" }).click();
  await expect(certificateCard.getByText("La contraseña del certificado es incorrecta")).toBeVisible();
  await certificateCard.getByLabel("Contraseña del certificado").fill(TEST_CERTIFICATE_PASSWORD);
  await certificateCard.getByRole("button", { name: "Cargar certificado" }).click();
  await expect(page.getByText("Certificado cargado")).toBeVisible();

  const shown = async () => {
    await expect(
      certificateCard.getByText(
        "CN=[F] ISTMO SOFTWARE, S.A. - 155720753-2-2022 - 39 - ANA PÉREZ, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA",
      ),
    ).toBeVisible();
    await expect(certificateCard.getByText("155720753-2-2022 DV 39", { exact: true })).toBeVisible();
    await expect(certificateCard.getByText(panamaDate(20), { exact: true })).toBeVisible();
    // Within 30 days of its expiry: a warning to renew it.
    await expect(certificateCard.getByRole("alert")).toContainText(`El certificado vence el ${panamaDate(20)}`);
    await expect(page.getByText("Todo listo para emitir facturas electrónicas.")).toBeVisible();
  };
  await shown();
  await expect(certificateCard.getByLabel("Contraseña del certificado")).toHaveValue("");

  // Stored: a new page load reads every setting back.
  await page.reload();
  await expect(fe.getByRole("combobox", { name: "Ambiente" })).toHaveText("Pruebas");
  await expect(fe.getByLabel("Sucursal")).toHaveValue("0000");
  await expect(fe.getByLabel("Punto de facturación")).toHaveValue("001");
  await expect(fe.getByLabel("Código de ubicación")).toHaveValue("8-8-7");
  await expect(fe.getByLabel("Corregimiento", { exact: true })).toHaveValue("BELLA VISTA");
  await expect(fe.getByLabel("Coordenadas")).toHaveValue("+8.9892,-79.5201");
  await expect(fe.getByRole("combobox", { name: "Proveedor PAC" })).toHaveText("The Factory HKA (también EBI)");
  await expect(fe.getByLabel("Días para anular")).toHaveValue("5");
  await expect(fe.getByText("Configuradas")).toBeVisible();
  await shown();
  // The secrets themselves never come back to the page.
  const answer = await (await page.request.get("/api/settings/company")).text();
  expect(answer).not.toContain("clave-del-pac");
  expect(answer).not.toContain(TEST_CERTIFICATE_PASSWORD);

  // 'Quitar' asks first, then the certificate is missing again.
  await certificateCard.getByRole("button", { name: "Quitar" }).click();
  await page.getByRole("alertdialog", { name: "Quitar certificado" }).getByRole("button", { name: "Quitar" }).click();
  await expect(page.getByText("Certificado eliminado")).toBeVisible();
  await expect(missing).toContainText("Falta el certificado de firma electrónica");
  await expect(certificateCard.getByText("Sin certificado.", { exact: false })).toBeVisible();
});
