import { expect, type Locator, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { todayInPanama } from "api/contract/values/dates";
import { apiSend, categoryIdByName, signIn, uniqueTag } from "../support";

async function choose(page: Page, scope: Page | Locator, field: RegExp | string, option: string) {
  await scope.getByRole("combobox", { name: field }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("Plan de Cuentas: the seeded tree by type, a sub-account created under an existing one, deactivation and its rule", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/finance/chart-accounts");
  await expect(page.getByRole("heading", { name: "Plan de Cuentas", level: 1 })).toBeVisible();
  const tree = page.getByRole("tree", { name: "Plan de cuentas" });
  for (const group of ["Activo", "Pasivo", "Patrimonio", "Ingresos", "Gastos"]) {
    await expect(tree.getByText(new RegExp(`^${group} \\(\\d+\\)$`))).toBeVisible();
  }
  await expect(tree.getByText("Activos", { exact: true })).toBeVisible();
  await expect(tree.getByText("Costos", { exact: true })).toBeVisible();

  // Find 'Bancos' by the server's search, and add a sub-account to it from its panel.
  const search = page.getByRole("textbox", { name: "Buscar por código o nombre..." });
  await search.fill("bancos");
  await tree.getByText("1.1.02", { exact: true }).click();
  const bancos = page.getByRole("region", { name: "Cuenta 1.1.02" });
  await expect(bancos.getByText("1.1 Activo corriente")).toBeVisible();
  await bancos.getByRole("button", { name: "Nueva Subcuenta" }).click();

  const dialog = page.getByRole("dialog", { name: "Nueva Cuenta" });
  await expect(dialog.getByLabel("Código *")).toHaveValue("1.1.02.");
  await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(dialog.getByText("Código inválido: use números separados por puntos, p. ej. 1.1.01")).toBeVisible();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();

  const code = `1.1.02.${1000 + Math.floor(Math.random() * 9000)}`;
  const name = `Banco General ${uniqueTag()}`;
  await dialog.getByLabel("Código *").fill(code);
  await dialog.getByLabel("Nombre *").fill(name);
  await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(page.getByText("Cuenta creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Without the search, the whole tree shows it under Bancos.
  await search.fill("");
  await expect(tree.getByText(code, { exact: true })).toBeVisible();
  await expect(tree.getByText(name, { exact: true })).toBeVisible();

  // Bancos now has an active sub-account: it cannot be deactivated.
  await bancos.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("No se puede desactivar una cuenta con subcuentas activas")).toBeVisible();

  await tree.getByText(code, { exact: true }).click();
  const created = page.getByRole("region", { name: `Cuenta ${code}` });
  await expect(created.getByText("1.1.02 Bancos")).toBeVisible();
  await created.getByRole("button", { name: "Desactivar" }).click();
  await expect(page.getByText("Cuenta desactivada")).toBeVisible();
  await expect(tree.getByText(code, { exact: true }).locator("..").getByText("Inactiva")).toBeVisible();
  await expect(created.getByRole("button", { name: "Activar" })).toBeVisible();

  // Renamed through 'Editar': code and type stay as they were.
  await created.getByRole("button", { name: "Editar" }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cuenta" });
  await expect(edit.getByLabel("Código *")).toBeDisabled();
  await edit.getByLabel("Nombre *").fill(`${name} (cerrada)`);
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Cuenta actualizada")).toBeVisible();
  await expect(tree.getByText(`${name} (cerrada)`, { exact: true })).toBeVisible();
});

test("Presupuestos: a monthly budget against the transactions of its month, edited and deleted", async ({ page }) => {
  await signIn(page);
  // A year of its own, four back (the screen offers five each way; money dates may be at most a
  // year ahead), so that no other test's transactions land in it.
  const year = Number(todayInPanama().slice(0, 4)) - 4;
  const categoryId = await categoryIdByName(page, "Publicidad");

  await page.goto("/finance/budgets");
  await expect(page.getByRole("heading", { name: "Presupuestos", level: 1 })).toBeVisible();
  await choose(page, page, "Año", String(year));
  await expect(page.getByText("No hay presupuestos para este año")).toBeVisible();

  await page.getByRole("button", { name: "Nuevo Presupuesto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Presupuesto" });
  await dialog.getByRole("button", { name: "Crear Presupuesto" }).click();
  await expect(dialog.getByText("Debe seleccionar una categoría")).toBeVisible();
  await expect(dialog.getByText("El monto es requerido")).toBeVisible();
  await choose(page, dialog, /^Categoría/, "Publicidad");
  await choose(page, dialog, /^Mes/, "Julio");
  await expect(dialog.getByRole("combobox", { name: /^Año/ })).toHaveText(String(year));
  await dialog.getByLabel("Monto *").fill("500");
  await dialog.getByRole("button", { name: "Crear Presupuesto" }).click();
  await expect(page.getByText("Presupuesto creado")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: `Julio ${year}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Publicidad julio ${year}`);
  await expect(row.getByRole("cell").nth(2)).toHaveText("B/. 500.00");
  await expect(row.getByRole("cell").nth(3)).toHaveText("B/. 0.00");
  await expect(row.getByRole("cell").nth(5)).toHaveText("0.0%");

  // A second budget for the same category and month is refused with the server's reason.
  await page.getByRole("button", { name: "Nuevo Presupuesto" }).click();
  await choose(page, dialog, /^Categoría/, "Publicidad");
  await choose(page, dialog, /^Mes/, "Julio");
  await dialog.getByLabel("Monto *").fill("50");
  await dialog.getByRole("button", { name: "Crear Presupuesto" }).click();
  await expect(page.getByText("Ya existe un presupuesto para esa categoría y período")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();

  // Spent in July (counted) and in August (not).
  const expense = (transactionDate: string, amount: string) =>
    apiSend(page, endpoints.createTransaction, {
      body: {
        transactionDate,
        transactionType: "expense",
        amount,
        description: `Campaña en redes ${uniqueTag()}`,
        categoryId,
      },
    });
  await expense(`${year}-07-15`, "123.45");
  await expense(`${year}-08-01`, "99.99");

  await page.reload();
  await choose(page, page, "Año", String(year));
  await expect(row.getByRole("cell").nth(3)).toHaveText("B/. 123.45");
  await expect(row.getByRole("cell").nth(4)).toHaveText("B/. 376.55");
  await expect(row.getByRole("cell").nth(5)).toHaveText("24.7%");

  // Lowered below what was spent: the remainder goes negative.
  await row.getByRole("button", { name: `Editar presupuesto Publicidad julio ${year}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Presupuesto" });
  await expect(edit.getByLabel("Monto *")).toHaveValue("500.00");
  await edit.getByLabel("Monto *").fill("120");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Presupuesto actualizado")).toBeVisible();
  await expect(row.getByRole("cell").nth(4)).toHaveText("-B/. 3.45");
  await expect(row.getByRole("cell").nth(5)).toHaveText("102.9%");

  await row.getByRole("button", { name: `Eliminar presupuesto Publicidad julio ${year}` }).click();
  await expect(page.getByText("¿Estás seguro de que quieres eliminar este presupuesto?")).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Presupuesto eliminado")).toBeVisible();
  await expect(page.getByText("No hay presupuestos para este año")).toBeVisible();
});
