import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createBankAccount, panamaIsoDate, signIn, uniqueTag } from "../support";

// 'Pagos ACH' (api/docs/banking.md, "ACH batches"): a payable due, paid through a batch whose
// file is downloaded for the bank, then marked as sent, which records the payment.

test("ACH: a batch from a payable, its Banco General file downloaded, marked sent, the payable paid", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const supplierName = `Redes ${tag}`;
  const supplier = await apiSend(page, endpoints.createSupplier, {
    body: {
      supplierCode: `ACH-${tag}`,
      name: supplierName,
      achRoutingNumber: "71",
      achAccountNumber: "04-01-23456789",
      achAccountType: "savings",
    },
  });
  const account = await createBankAccount(page, {
    bankName: "Banco General",
    accountName: `Pagos ACH ${tag}`,
    accountNumber: `ACH-${tag}`,
    currentBalance: "5000.00",
  });
  const invoiceNumber = `FR-${tag}`;
  const payable = await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId: supplier.id,
      invoiceNumber,
      issueDate: panamaIsoDate(-3),
      dueDate: panamaIsoDate(10),
      totalAmount: "321.00",
      itbmsRate: "7",
      description: `Enlace de fibra ${tag}`,
    },
  });

  await page.goto("/finance/ach");
  await expect(page.getByRole("heading", { name: "Pagos ACH", level: 1 })).toBeVisible();
  await page.getByLabel("Buscar cuenta por pagar").fill(invoiceNumber);
  await page.getByRole("checkbox", { name: `Pagar ${supplierName} ${invoiceNumber}` }).check();
  await expect(page.getByLabel(`Monto de ${supplierName} ${invoiceNumber}`)).toHaveValue("321.00");
  await page.getByRole("combobox", { name: "Cuenta de origen" }).click();
  await page.getByRole("option", { name: new RegExp(`Pagos ACH ${tag}`) }).click();
  await expect(page.getByRole("combobox", { name: "Formato del archivo" })).toHaveText("Banco General (texto ACH)");
  await page.getByRole("button", { name: "Crear lote (1)" }).click();
  await expect(page.getByText("Lote ACH creado").first()).toBeVisible();

  const batches = page.getByRole("table", { name: "Lotes ACH" });
  const row = batches.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(row.getByText("Borrador")).toBeVisible();
  await expect(row).toContainText("B/. 321.00");

  // The file for the bank's upload: one line in Banco General's ACH text layout.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Descargar archivo" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ach-lote-\d+\.txt$/);
  expect(await readFile(await download.path(), "utf8")).toBe(
    `ACH${tag.toUpperCase()};REDES ${tag.toUpperCase()};71;040123456789;04;321.00;C;REF*TXT**PAGO FACTURA FR ${tag.toUpperCase()}\\`,
  );

  await row.getByRole("button", { name: "Marcar como enviado" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Marcar como enviado" });
  await confirm.getByRole("button", { name: "Marcar como enviado" }).click();
  await expect(page.getByText("Lote marcado como enviado").first()).toBeVisible();
  await expect(row.getByText("Enviado al banco")).toBeVisible();
  await expect(row.getByRole("button", { name: "Marcar como enviado" })).toHaveCount(0);

  // The payable is paid, from the batch's account, and no longer offered for a batch.
  const paid = await apiSend(page, endpoints.getPayable, { params: { id: payable.id } });
  expect(paid).toMatchObject({ status: "paid", balanceAmount: "0.00" });
  await expect(page.getByRole("checkbox", { name: `Pagar ${supplierName} ${invoiceNumber}` })).toHaveCount(0);
  const accountAfter = await apiSend(page, endpoints.getBankAccount, { params: { id: account.id } });
  expect(accountAfter.currentBalance).toBe("4679.00");
});

test("ACH: a supplier's 'Datos para ACH' are entered in its form, all three or none", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  await page.goto("/finance/suppliers");
  await page.getByRole("button", { name: "Nuevo Proveedor" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proveedor" });
  await expect(dialog.getByText("Datos para ACH")).toBeVisible();
  await dialog.getByLabel("Código *").fill(`ACHF-${tag}`);
  await dialog.getByLabel("Nombre *").fill(`Fibra ${tag}`);
  await dialog.getByLabel("Ruta del banco (ACH)").fill("26");
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog.getByText("Complete los datos para ACH: ruta, número y tipo de cuenta")).toBeVisible();
  await dialog.getByLabel("Número de cuenta").fill("0102-3456-78");
  await dialog.getByRole("combobox", { name: "Tipo de cuenta" }).click();
  await page.getByRole("option", { name: "Corriente", exact: true }).click();
  await dialog.getByRole("button", { name: "Crear Proveedor" }).click();
  await expect(dialog).toBeHidden();
  const [created] = await apiSend(page, endpoints.listSuppliers, { query: { q: `ACHF-${tag}` } });
  expect(created).toMatchObject({ achRoutingNumber: "26", achAccountNumber: "0102345678", achAccountType: "checking" });
});
