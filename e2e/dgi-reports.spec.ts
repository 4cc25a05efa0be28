import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import type { Form430Record } from "api/contract";
import { todayInPanama } from "api/contract/dates";
import { formatBalboas } from "api/contract/money-format";
import ExcelJS from "exceljs";
import { apiGet, apiPost, createClient, signIn, uniqueTag } from "./support";

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

test("Reportes Fiscales: pick a month, read its Formulario 430 boxes and PDF, download Informe 43 for e-Tax and Excel", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  // A sale of B/. 1,000.00 at 7 % issued in March, and a purchase of B/. 107.00 with its 7 % inside.
  const client = await createClient(page, { name: `Cliente DGI ${tag}` });
  await apiPost(page, "/api/invoices", {
    clientId: client.id,
    description: `Servicios ${tag}`,
    amount: "1000.00",
    itbmsRate: "7",
    issueDate: `${MONTH}-10`,
    dueDate: `${MONTH}-25`,
    status: "sent",
  });
  const supplierName = `Ferretería Peña ${tag}`;
  const supplier = await apiPost<{ id: number }>(page, "/api/financial/suppliers", {
    supplierCode: `DGI-${tag}`,
    name: supplierName,
    ruc: "155587169-2-2014",
    dv: "09",
    personType: "J",
    purchaseConcept: "1",
    purchaseType: "1",
  });
  await apiPost(page, "/api/financial/accounts-payable", {
    supplierId: supplier.id,
    invoiceNumber: `E2E-${tag}`,
    issueDate: `${MONTH}-05`,
    dueDate: `${MONTH}-05`,
    totalAmount: "107.00",
    itbmsRate: "7",
    description: `Materiales ${tag}`,
  });

  await page.goto("/finance/reports");
  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await page.getByRole("combobox", { name: "Mes" }).click();
  await page.getByRole("option", { name: "Marzo" }).click();
  await page.getByRole("combobox", { name: "Año" }).click();
  await page.getByRole("option", { name: YEAR, exact: true }).click();

  // Every box as the API computes it; boxes 1 and 6 hold exactly this test's sale and purchase.
  const form = await apiGet<Form430Record>(page, `/api/financial/dgi/form-430?month=${MONTH}`);
  expect(form.boxes[0]).toMatchObject({ base: "1000.00", tax: "70.00" });
  expect(form.boxes[5]).toMatchObject({ base: "100.00", tax: "7.00" });
  const boxes = page.getByRole("table", { name: "Casillas del Formulario 430" });
  await expect(page.getByText(`Marzo ${YEAR}: ventas`)).toBeVisible();
  const rows = boxes.getByRole("row");
  await expect(rows).toHaveCount(form.boxes.length + 1);
  for (const box of form.boxes) {
    await expect(rows.nth(box.box)).toHaveText(
      [
        String(box.box),
        box.label,
        box.base === null ? "" : formatBalboas(box.base),
        box.tax === null ? "" : formatBalboas(box.tax),
      ].join(""),
    );
  }

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
