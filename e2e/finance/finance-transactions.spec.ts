import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import {
  clearDate,
  createClient,
  createTransaction,
  downloadExport,
  panamaDate,
  panamaIsoDate,
  signIn,
  uniqueTag,
} from "../support";

test("transactions: create with validation, search and filter on the server, export, delete", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const company = `Café Boquete ${tag}`;
  await createClient(page, { name: "Lucía Samudio", company });

  await page.goto("/finance/transactions");
  await expect(page.getByRole("heading", { name: "Transacciones", level: 1 })).toBeVisible();

  // Rejected: no date, amount or description.
  await page.getByRole("button", { name: "Nueva Transacción" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Transacción" });
  await expect(dialog.getByRole("combobox", { name: "Tipo" })).toHaveText("Ingreso");
  await expect(dialog.getByRole("combobox", { name: "Moneda" })).toHaveText("PAB (B/.)");
  await expect(dialog.getByLabel("Monto *")).toHaveAttribute("step", "0.01");
  const date = dialog.getByRole("group", { name: "Fecha *" });
  await expect(date.getByRole("spinbutton", { name: "Dia" })).toHaveText(panamaDate(0).slice(0, 2));
  await clearDate(date);
  await dialog.getByRole("button", { name: "Crear Transacción" }).click();
  await expect(dialog.getByText("La fecha es requerida")).toBeVisible();
  await expect(dialog.getByText("El monto es requerido")).toBeVisible();
  await expect(dialog.getByText("La descripción es requerida")).toBeVisible();

  // An income from a client found by a search on the server.
  await date.getByRole("spinbutton", { name: "Dia" }).click();
  await page.keyboard.type(panamaDate(0).replaceAll("/", ""));
  await dialog.getByLabel("Monto *").fill("1500.25");
  await dialog.getByLabel("Descripción *").fill(`Venta de café ${tag}`);
  await dialog.getByLabel("Referencia").fill(`ING-${tag}`);
  await expect(dialog.getByRole("combobox", { name: "Proveedor" })).toHaveCount(0);
  // The picker searches on the server for the text typed (the query's `q`, however it is encoded).
  const clientSearch = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === "/api/clients/search" && url.searchParams.get("q") === `Boquete ${tag}`;
  });
  await dialog.getByRole("combobox", { name: "Cliente" }).fill(`Boquete ${tag}`);
  await clientSearch;
  await page.getByRole("option", { name: company }).click();
  await dialog.getByRole("button", { name: "Crear Transacción" }).click();
  await expect(page.getByText("Transacción creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  // An expense entered through the API, and a third that the search leaves out.
  await createTransaction(page, {
    transactionDate: panamaIsoDate(-1),
    transactionType: "expense",
    amount: "89.90",
    description: `Compra de bolsas ${tag}`,
    reference: `GST-${tag}`,
  });
  await createTransaction(page, {
    transactionDate: panamaIsoDate(0),
    transactionType: "expense",
    amount: "5.00",
    description: "Otro gasto sin etiqueta",
  });

  // The search goes to the server, by description or reference.
  const searched = page.waitForRequest((request) => request.url().includes(`/api/financial/transactions?q=${tag}`));
  await page.getByRole("textbox", { name: "Buscar por descripción o referencia..." }).fill(tag);
  await searched;
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(2);
  const income = page.getByRole("row", { name: new RegExp(`Venta de café ${tag}`) });
  await expect(income.getByRole("cell", { name: panamaDate(0) })).toBeVisible();
  await expect(income.getByText("Ingreso")).toBeVisible();
  await expect(income.getByText("B/. 1,500.25")).toBeVisible();
  await expect(income.getByText("Completado")).toBeVisible();
  await expect(income.getByRole("cell", { name: `ING-${tag}` })).toBeVisible();

  // The type filter too.
  const filtered = page.waitForRequest((request) => request.url().includes("type=expense"));
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: "Gasto" }).click();
  await filtered;
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole("row", { name: new RegExp(`Compra de bolsas ${tag}`) })).toBeVisible();

  // 'Exportar' → CSV: what the screen shows, with the same search and filter.
  const csv = await downloadExport(page, "CSV");
  expect(csv.name).toBe(`transacciones-${panamaIsoDate(0)}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(parse(csv.bytes.subarray(3).toString("utf8"))).toEqual([
    ["Fecha", "Tipo", "Descripción", "Referencia", "Categoría", "Cuenta Bancaria", "Monto", "Moneda", "Estado"],
    [panamaDate(-1), "Gasto", `Compra de bolsas ${tag}`, `GST-${tag}`, "", "", "89.90", "PAB", "Completado"],
  ]);

  // Every type again, then Excel: both rows, the amounts as numbers.
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: "Todos" }).click();
  await expect(rows).toHaveCount(2);
  const excel = await downloadExport(page, "Excel");
  expect(excel.name).toBe(`transacciones-${panamaIsoDate(0)}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Transacciones");
  if (!sheet) throw new Error("Falta la hoja Transacciones");
  const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
  expect(values(1)).toEqual([
    "Fecha",
    "Tipo",
    "Descripción",
    "Referencia",
    "Categoría",
    "Cuenta Bancaria",
    "Monto",
    "Moneda",
    "Estado",
  ]);
  expect(sheet.rowCount).toBe(3);
  expect(values(2).slice(1, 4)).toEqual(["Ingreso", `Venta de café ${tag}`, `ING-${tag}`]);
  expect(values(2)[6]).toBe(1500.25);
  expect(values(3)[6]).toBe(89.9);
  expect(values(3)[0]).toEqual(new Date(`${panamaIsoDate(-1)}T00:00:00Z`));

  // Delete, after its confirmation.
  const expense = page.getByRole("row", { name: new RegExp(`Compra de bolsas ${tag}`) });
  await expense.getByRole("button", { name: `Eliminar transacción Compra de bolsas ${tag}` }).click();
  await expect(
    page.getByText(`¿Estás seguro de que quieres eliminar la transacción "Compra de bolsas ${tag}"?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Transacción eliminada")).toBeVisible();
  await expect(expense).toHaveCount(0);
  await expect(rows).toHaveCount(1);

  // A search that finds nothing.
  await page.getByRole("textbox", { name: "Buscar por descripción o referencia..." }).fill(`nada-${tag}`);
  await expect(page.getByText("No se encontraron transacciones")).toBeVisible();
});
