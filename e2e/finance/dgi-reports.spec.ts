import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { todayInPanama } from "api/contract/values/dates";
import { formatBalboas } from "api/contract/values/money-format";
import ExcelJS from "exceljs";
import { apiSend, createClient, signIn, uniqueTag } from "../support";

// A month of next year that no other spec writes in: its sales and purchases are this test's own.
const YEAR = String(Number(todayInPanama().slice(0, 4)) + 1);
const MONTH = `${YEAR}-03`;

/** Clicks a button and answers the file it downloads: its name and bytes. */
async function downloadFrom(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test("Reportes Fiscales: pick a month, read its Formulario 430 lines and PDF, download Informe 43 for e-Tax and Excel", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  // A sale of B/. 1,000.00 at 7 % issued in March, and a purchase of B/. 107.00 with its 7 % inside.
  const client = await createClient(page, { name: `Cliente DGI ${tag}` });
  await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Servicios ${tag}`,
      amount: "1000.00",
      itbmsRate: "7",
      issueDate: `${MONTH}-10`,
      dueDate: `${MONTH}-25`,
      status: "sent",
    },
  });
  const supplierName = `Ferretería Peña ${tag}`;
  const supplier = await apiSend(page, endpoints.createSupplier, {
    body: {
      supplierCode: `DGI-${tag}`,
      name: supplierName,
      ruc: "155587169-2-2014",
      dv: "09",
      personType: "J",
      purchaseConcept: "1",
      purchaseType: "1",
    },
  });
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId: supplier.id,
      invoiceNumber: `E2E-${tag}`,
      issueDate: `${MONTH}-05`,
      dueDate: `${MONTH}-05`,
      totalAmount: "107.00",
      itbmsRate: "7",
      description: `Materiales ${tag}`,
    },
  });

  await page.goto("/finance/reports");
  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await page.getByRole("combobox", { name: "Mes" }).click();
  await page.getByRole("option", { name: "Marzo" }).click();
  await page.getByRole("combobox", { name: "Año" }).click();
  await page.getByRole("option", { name: YEAR, exact: true }).click();

  // Every line as the API computes it, with the DGI's wording and no number of ours; the 7 % sales
  // and the taxable purchases hold exactly this test's sale and purchase.
  const form = await apiSend(page, endpoints.form430, { query: { month: MONTH } });
  expect(form.lines.find((line) => line.key === "sales7")).toMatchObject({ base: "1000.00", tax: "70.00" });
  expect(form.lines.find((line) => line.key === "taxablePurchases")).toMatchObject({ base: "100.00", tax: "7.00" });
  const table = page.getByRole("table", { name: "Líneas del Formulario 430" });
  await expect(page.getByText(`Marzo ${YEAR}: ventas`)).toBeVisible();
  const rows = table.getByRole("row");
  await expect(rows).toHaveCount(form.lines.length + 1);
  for (const [index, line] of form.lines.entries()) {
    await expect(rows.nth(index + 1)).toHaveText(
      [
        line.label,
        line.base === null ? "" : formatBalboas(line.base),
        line.tax === null ? "" : formatBalboas(line.tax),
      ].join(""),
    );
  }
  await expect(table.getByRole("row").filter({ hasText: "Retenciones de ITBMS" })).toHaveCount(1);
  // A month of next year has not ended: it cannot be filed yet.
  await expect(page.getByRole("button", { name: "Presentar declaración" })).toHaveCount(0);

  const pdf = await downloadFrom(page, "Exportar PDF");
  expect(pdf.name).toBe(`formulario-430-${MONTH}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const lines = page.getByRole("table", { name: "Líneas del Informe 43" });
  const line = lines.getByRole("row").filter({ hasText: supplierName });
  await expect(line).toContainText("155587169-2-2014");
  await expect(line).toContainText(formatBalboas("100.00"));

  const text = await downloadFrom(page, "Descargar para e-Tax");
  expect(text.name).toBe(`informe-43-${MONTH}.txt`);
  const records = new TextDecoder("windows-1252")
    .decode(text.bytes)
    .split("\r\n")
    .filter(Boolean)
    .map((record) => record.split("\t"));
  expect(records).toContainEqual([
    "J",
    "155587169-2-2014",
    "09",
    supplierName,
    `E2E-${tag}`,
    `${YEAR}0305`,
    "1",
    "1",
    "100.00",
    "7.00",
  ]);

  const excel = await downloadFrom(page, "Descargar Excel");
  expect(excel.name).toBe(`informe-43-${MONTH}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Informe 43");
  const values = (sheet?.getSheetValues() ?? []).map((row) => (Array.isArray(row) ? row.slice(1) : []));
  expect(values[1]?.[0]).toBe("TIPO DE PERSONA");
  expect(values).toContainEqual([
    "J",
    "155587169-2-2014",
    "09",
    supplierName,
    `E2E-${tag}`,
    `${YEAR}0305`,
    "1",
    "1",
    100,
    7,
  ]);
});

// A month long past that no other spec writes in: filing it closes it in the books.
const FILED_MONTH = "2019-05";

test("Formulario 430: a client withholding ITBMS pays the net; an ended month is filed and shows 'Presentada'", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  // A retention agent withholding half the ITBMS: its invoice of 1,000.00 + 70.00 is paid 1,035.00 net.
  const client = await createClient(page, { name: `Ministerio ${tag}`, itbmsWithholdingPercent: 50 });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Consultoría ${tag}`,
      amount: "1000.00",
      itbmsRate: "7",
      issueDate: `${FILED_MONTH}-10`,
      dueDate: `${FILED_MONTH}-25`,
      status: "sent",
    },
  });
  expect(invoice.itbmsWithholdingPercent).toBe(50);

  await page.goto("/finance/receivables");
  await page.getByRole("textbox", { name: "Buscar por factura, cliente o descripción..." }).fill(tag);
  const row = page.getByRole("row").filter({ hasText: invoice.invoiceNumber });
  await row.getByRole("button", { name: `Pagar ${invoice.invoiceNumber}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Pago" });
  await expect(dialog.getByLabel("Monto *")).toHaveValue("1035.00");
  await expect(dialog.getByLabel("ITBMS retenido")).toHaveValue("35.00");
  await dialog.getByRole("button", { name: "Registrar Pago" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Pagado");

  await page.goto("/finance/reports");
  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await page.getByRole("combobox", { name: "Mes" }).click();
  await page.getByRole("option", { name: "Mayo" }).click();
  await page.getByRole("combobox", { name: "Año" }).click();
  await page.getByRole("option", { name: "2019", exact: true }).click();
  await expect(page.getByText("Mayo 2019: ventas")).toBeVisible();

  await page.getByRole("button", { name: "Presentar declaración" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Presentar declaración" });
  await expect(confirm).toContainText("Formulario 430 de Mayo 2019");
  await confirm.getByRole("button", { name: "Presentar" }).click();
  await expect(page.getByText(/^Presentada el \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Presentar declaración" })).toHaveCount(0);
  const filed = await apiSend(page, endpoints.form430, { query: { month: FILED_MONTH } });
  expect(filed.filed).not.toBeNull();
  expect(filed.differences).toEqual([]);
});
