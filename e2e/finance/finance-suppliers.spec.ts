import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createSupplier, panamaIsoDate, signIn, statValue, uniqueTag } from "../support";

test("suppliers: the RUC and DV are checked, the list is searched on the server, a supplier is deleted", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const name = `Distribuidora ${tag}`;
  const address = `Calle 50 y Vía Brasil, Edificio Torre Global, piso 12, oficina ${tag}`;

  await page.goto("/finance/suppliers");
  await expect(page.getByRole("heading", { name: "Proveedores", level: 1 })).toBeVisible();
  // Read the cards once the server's figures are in (a skeleton shows while they load).
  await expect(statValue(page, "Total Proveedores")).toHaveText(/^\d+$/);
  await expect(statValue(page, "Con RUC")).toHaveText(/^\d+$/);
  const totalBefore = Number(await statValue(page, "Total Proveedores").textContent());
  const withRucBefore = Number(await statValue(page, "Con RUC").textContent());
  await expect(statValue(page, "Términos Promedio")).toContainText("días");

  // The dialog: required fields, then a RUC of no known format, then a wrong DV.
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("El código es requerido")).toBeVisible();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByLabel("Términos de pago (días)")).toHaveValue("30");

  await dialog.getByLabel("Código *").fill(`PRV-${tag}`);
  await dialog.getByLabel("Nombre *").fill(name);
  await dialog.getByLabel("Email").fill(`compras-${tag}@istmo.test`);
  await dialog.getByLabel("Dirección").fill(address);
  await dialog.getByLabel("RUC", { exact: true }).fill("155587169-2");
  await dialog.getByLabel("DV", { exact: true }).fill("09");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("RUC inválido")).toBeVisible();

  await dialog.getByLabel("RUC", { exact: true }).fill("155587169-2-2014");
  await dialog.getByLabel("DV", { exact: true }).fill("10");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("DV inválido")).toBeVisible();
  await expect(dialog.getByText("RUC inválido")).toBeHidden();

  await dialog.getByLabel("DV", { exact: true }).fill("09");
  await dialog.getByLabel("Términos de pago (días)").fill("-1");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("Los términos de pago deben ser positivos")).toBeVisible();
  await dialog.getByLabel("Términos de pago (días)").fill("45");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(page.getByText("Proveedor creado")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The cards are the server's, over every supplier.
  await expect(statValue(page, "Total Proveedores")).toHaveText(String(totalBefore + 1));
  await expect(statValue(page, "Con RUC")).toHaveText(String(withRucBefore + 1));

  // A second supplier of the same tag, with a payable: it cannot be deleted.
  const kept = await createSupplier(page, { supplierCode: `KEEP-${tag}`, name: `Imprenta ${tag}` });
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId: kept.id,
      invoiceNumber: `IMP-${tag}`,
      issueDate: panamaIsoDate(0),
      dueDate: panamaIsoDate(30),
      totalAmount: "80.00",
      description: "Volantes",
    },
  });

  // Searched on the server: by code, by email, by name.
  const searched = page.waitForRequest((request) => request.url().includes(`/api/financial/suppliers?q=PRV-${tag}`));
  const search = page.getByRole("textbox", { name: "Buscar por nombre, código o email..." });
  await search.fill(`PRV-${tag}`);
  await searched;
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: `Imprenta ${tag}` })).toHaveCount(0);
  await expect(row).toContainText("155587169-2-2014 DV 09");
  await expect(row).toContainText("45 días");
  await expect(row).toContainText(`${address.slice(0, 50)}...`);
  await expect(row).not.toContainText(address);
  await search.fill(`compras-${tag}`);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await search.fill(tag);
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
  await search.fill(`nadie-${tag}`);
  await expect(page.getByText("No se encontraron proveedores")).toBeVisible();
  await search.fill(tag);

  // A supplier with a payable: the server's reason.
  await page.getByRole("button", { name: `Eliminar proveedor Imprenta ${tag}` }).click();
  await expect(page.getByText(`¿Estás seguro de que quieres eliminar el proveedor "Imprenta ${tag}"?`)).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(
    page.getByText("No se puede eliminar el proveedor porque tiene cuentas por pagar registradas."),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Imprenta ${tag}` })).toHaveCount(1);

  // The new one: asked, deleted, gone.
  await page.getByRole("button", { name: `Eliminar proveedor ${name}` }).click();
  await expect(page.getByText(`¿Estás seguro de que quieres eliminar el proveedor "${name}"?`)).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Proveedor eliminado")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(statValue(page, "Total Proveedores")).toHaveText(String(totalBefore + 1));
});

test("suppliers: a row's 'Editar' opens the form filled in, checks the RUC and DV again and saves with PATCH", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const name = `Ferretería ${tag}`;
  const renamed = `Ferretería Central ${tag}`;
  // Inactive, to see that an edit keeps a status the form does not show.
  await apiSend(page, endpoints.createSupplier, {
    body: {
      supplierCode: `FER-${tag}`,
      name,
      email: `ventas-${tag}@istmo.test`,
      ruc: "155720753-2-2022",
      dv: "39",
      paymentTerms: 15,
      isActive: false,
    },
  });

  await page.goto("/finance/suppliers");
  await page.getByRole("textbox", { name: "Buscar por nombre, código o email..." }).fill(tag);
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  await page.getByRole("button", { name: `Editar proveedor ${name}` }).click();

  const dialog = page.getByRole("dialog", { name: "Editar Proveedor" });
  await expect(dialog.getByLabel("Código *")).toHaveValue(`FER-${tag}`);
  await expect(dialog.getByLabel("Nombre *")).toHaveValue(name);
  await expect(dialog.getByLabel("Email")).toHaveValue(`ventas-${tag}@istmo.test`);
  await expect(dialog.getByLabel("RUC", { exact: true })).toHaveValue("155720753-2-2022");
  await expect(dialog.getByLabel("DV", { exact: true })).toHaveValue("39");
  await expect(dialog.getByLabel("Términos de pago (días)")).toHaveValue("15");

  // The same checks as a new supplier's: nothing is sent while they fail.
  const patches: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH") patches.push(request.url());
  });
  await dialog.getByLabel("Nombre *").fill("");
  await dialog.getByLabel("DV", { exact: true }).fill("40");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByText("DV inválido")).toBeVisible();
  expect(patches).toHaveLength(0);

  await dialog.getByLabel("Nombre *").fill(renamed);
  await dialog.getByLabel("DV", { exact: true }).fill("39");
  const saved = page.waitForRequest((request) => request.method() === "PATCH");
  await dialog.getByRole("button", { name: "Guardar Cambios" }).click();
  expect((await saved).url()).toMatch(/\/api\/financial\/suppliers\/\d+$/);
  await expect(page.getByText("Proveedor actualizado")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: renamed });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("155720753-2-2022 DV 39");
  await expect(row).toContainText("Inactivo");

  // 'Nuevo Proveedor' opens empty again after an edit.
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const creating = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await expect(creating.getByLabel("Nombre *")).toHaveValue("");
  await expect(creating.getByLabel("Términos de pago (días)")).toHaveValue("30");
});

test("suppliers: an NT RUC takes its holder's DV; a foreign supplier gives its own tax id, with no DV", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  await page.goto("/finance/suppliers");
  const search = page.getByRole("textbox", { name: "Buscar por nombre, código o email..." });

  // A natural person's NT: the legal layout's DV (74) is refused, the natural one's (33) saved.
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await dialog.getByLabel("Código *").fill(`NT-${tag}`);
  await dialog.getByLabel("Nombre *").fill(`Naturalizado ${tag}`);
  await dialog.getByRole("combobox", { name: "Tipo de persona (Informe 43)" }).click();
  await page.getByRole("option", { name: "Natural", exact: true }).click();
  await dialog.getByLabel("RUC", { exact: true }).fill("8-NT-1-24");
  await dialog.getByLabel("DV", { exact: true }).fill("74");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("DV inválido")).toBeVisible();
  await dialog.getByLabel("DV", { exact: true }).fill("33");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(page.getByText("Proveedor creado")).toBeVisible();
  await expect(dialog).toBeHidden();
  await search.fill(`NT-${tag}`);
  await expect(page.getByRole("row").filter({ hasText: `Naturalizado ${tag}` })).toContainText("8-NT-1-24 DV 33");

  // A foreigner: the field asks for the foreign tax id and the DV is gone.
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  await dialog.getByLabel("Código *").fill(`EXT-${tag}`);
  await dialog.getByLabel("Nombre *").fill(`Cloud Services ${tag}`);
  await dialog.getByLabel("DV", { exact: true }).fill("12");
  await dialog.getByRole("combobox", { name: "Tipo de persona (Informe 43)" }).click();
  await page.getByRole("option", { name: "Extranjero", exact: true }).click();
  await expect(dialog.getByLabel("RUC", { exact: true })).toHaveCount(0);
  await expect(dialog.getByLabel("DV", { exact: true })).toHaveCount(0);
  await dialog.getByLabel("Identificación fiscal extranjera").fill("91-1646860");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(page.getByText("Proveedor creado")).toBeVisible();
  await expect(dialog).toBeHidden();
  await search.fill(`EXT-${tag}`);
  const row = page.getByRole("row").filter({ hasText: `Cloud Services ${tag}` });
  await expect(row).toContainText("91-1646860");
  await expect(row).not.toContainText("DV");
});
