import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import {
  apiSend,
  createBankAccount,
  createSupplier,
  downloadExport,
  panamaDate,
  panamaIsoDate,
  signIn,
  uniqueTag,
} from "../support";

// 'Exportar' on the payment calendar and the transfers screen (the transactions' is in
// finance-transactions.spec.ts): the file holds what the screen shows, with its filters.

test("payment calendar: 'Exportar' CSV holds the window's items with the screen's filters", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const { id: supplierId } = await createSupplier(page, { supplierCode: `EXP-${tag}`, name: `Imprenta Azuero ${tag}` });
  const today = panamaIsoDate(0);
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId,
      invoiceNumber: `IMP-${tag}`,
      issueDate: today,
      dueDate: today,
      totalAmount: "1234.50",
      description: "Volantes",
    },
  });

  await page.goto("/finance/calendar");
  await expect(page.getByRole("heading", { name: "Calendario de Pagos", level: 1 })).toBeVisible();
  await page.getByRole("combobox", { name: "Tipo" }).click();
  await page.getByRole("option", { name: "Por Pagar" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Imprenta Azuero ${tag}`) })).toBeVisible();
  const shown = Number((await page.getByTestId("calendar-caption").textContent())?.match(/Mostrando (\d+)/)?.[1]);

  const csv = await downloadExport(page, "CSV");
  expect(csv.name).toBe(`calendario-pagos-${today}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(csv.bytes.subarray(3).toString("utf8")) as string[][];
  expect(records[0]).toEqual([
    "Tipo",
    "Cliente/Proveedor",
    "Factura",
    "Vencimiento",
    "Día",
    "Monto",
    "Estado",
    "Prioridad",
    "Descripción",
  ]);
  expect(records).toHaveLength(shown + 1);
  expect(records.slice(1).every((record) => record[0] === "Por Pagar")).toBe(true);
  const ours = records.find((record) => record[2] === `IMP-${tag}`);
  expect(ours).toEqual([
    "Por Pagar",
    `Imprenta Azuero ${tag}`,
    `IMP-${tag}`,
    panamaDate(0),
    expect.any(String),
    "1234.50",
    "Pendiente",
    "Media",
    "Volantes",
  ]);
});

test("transfers: 'Exportar' Excel holds the searched transfers, amounts as numbers", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const origin = await createBankAccount(page, {
    bankName: "Banco General",
    accountName: `Nómina ${tag}`,
    accountNumber: `04-${tag}`,
    currentBalance: "10000.00",
  });
  const destination = await createBankAccount(page, {
    bankName: "Banistmo",
    accountName: `Ahorro ${tag}`,
    accountNumber: `05-${tag}`,
    currentBalance: "0.00",
  });
  await apiSend(page, endpoints.createTransfer, {
    body: {
      fromAccountId: origin.id,
      toAccountId: destination.id,
      amount: "2500.75",
      transferFee: "3.25",
      transferDate: panamaIsoDate(0),
      reference: `TRF-${tag}`,
      description: "Reserva trimestral",
    },
  });

  await page.goto("/finance/transfers");
  await page.getByRole("textbox", { name: "Buscar por referencia o descripción..." }).fill(`trf-${tag}`);
  await expect(page.getByRole("row").filter({ hasText: `TRF-${tag}` })).toHaveCount(1);

  const excel = await downloadExport(page, "Excel");
  expect(excel.name).toBe(`transferencias-${panamaIsoDate(0)}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Transferencias");
  if (!sheet) throw new Error("Falta la hoja Transferencias");
  expect(sheet.rowCount).toBe(2);
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(values.slice(1)).toEqual([
    `Nómina ${tag} - Banco General`,
    `Ahorro ${tag} - Banistmo`,
    2500.75,
    3.25,
    `TRF-${tag}`,
    "Reserva trimestral",
    "Completada",
  ]);
  expect(values[0]).toBeInstanceOf(Date);
});
