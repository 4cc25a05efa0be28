import { expect, type Page, test } from "@playwright/test";
import { createBankAccount, panamaDate, signIn, uniqueTag } from "../support";

const accountCard = (page: Page, accountNumber: string) =>
  page.locator('[data-testid^="bank-account-"]').filter({ hasText: accountNumber });

test("statement import: a CSV mapped with a bank's preset, previewed, imported, listed; again adds nothing", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const accountNumber = `IMP-${tag}`;
  await createBankAccount(page, { bankName: "Banistmo", accountNumber, currentBalance: "1000.00" });
  // Banistmo's layout (the preset): Fecha, Descripción, Referencia, Monto, Saldo.
  const csv = [
    "Fecha,Descripción,Referencia,Monto,Saldo",
    `${panamaDate(-1)},DEPOSITO ${tag},D-${tag},"1,200.00","2,200.00"`,
    `${panamaDate(0)},COMISION ACH,,(15.50),"2,184.50"`,
  ].join("\r\n");
  const file = { name: `estado-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "latin1") };

  await page.goto("/finance/bank-accounts");
  const card = accountCard(page, accountNumber);
  await card.getByRole("button", { name: "Importar estado de cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar estado de cuenta" });
  await dialog.getByLabel("Archivo del estado de cuenta").setInputFiles(file);
  await expect(dialog.getByText(file.name)).toBeVisible();

  // The mapping: the bank's preset, said to be a best guess the user can adjust.
  await dialog.getByRole("combobox", { name: "Formato del banco" }).click();
  await page.getByRole("option", { name: /^Banistmo/ }).click();
  await expect(dialog.getByText("Este formato es una aproximación")).toBeVisible();
  await expect(dialog.getByLabel("Columna de monto (con signo)")).toHaveValue("4");

  await dialog.getByRole("button", { name: "Vista previa" }).click();
  const preview = dialog.getByTestId("statement-preview");
  await expect(preview).toContainText("2 nuevas, 0 ya importadas");
  await expect(preview).toContainText("Saldo del estado: B/. 2,184.50");
  await expect(preview).toContainText("Saldo en libros: B/. 1,000.00");
  await expect(preview).toContainText("Diferencia: B/. 1,184.50");
  const table = dialog.getByRole("table", { name: "Vista previa del estado de cuenta" });
  await expect(table.getByRole("row").filter({ hasText: `DEPOSITO ${tag}` })).toContainText("Nueva");
  await expect(table.getByRole("row").filter({ hasText: "COMISION ACH" })).toContainText("-B/. 15.50");

  await dialog.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(page.getByText("Estado de cuenta importado")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The bank's lines, newest first.
  await card.getByRole("button", { name: "Movimientos del banco" }).click();
  const lines = page.getByRole("dialog", { name: "Movimientos del banco" });
  const rows = lines.getByRole("row");
  await expect(rows.nth(1)).toContainText("COMISION ACH");
  await expect(rows.nth(2)).toContainText(`DEPOSITO ${tag}`);
  await expect(rows.nth(2)).toContainText("Sin conciliar");
  await lines.getByRole("button", { name: "Cerrar" }).click();

  // Again: the saved mapping is reused, and nothing is new.
  await card.getByRole("button", { name: "Importar estado de cuenta" }).click();
  await dialog.getByLabel("Archivo del estado de cuenta").setInputFiles(file);
  await expect(dialog.getByRole("combobox", { name: "Formato del banco" })).toContainText("Banistmo");
  await dialog.getByRole("button", { name: "Vista previa" }).click();
  await expect(preview).toContainText("0 nuevas, 2 ya importadas");
  await expect(table.getByRole("row").filter({ hasText: "COMISION ACH" })).toContainText("Ya importada");
  await dialog.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole("button", { name: "Movimientos del banco" }).click();
  await expect(lines.getByText("1–2 de 2")).toBeVisible();
});

test("Yappy's report: each collection with its commission and ITBMS; the fees are booked and reconciled", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const accountNumber = `YAP-${tag}`;
  await createBankAccount(page, { bankName: "Banco General", accountNumber, currentBalance: "0" });
  const report = [
    "Reporte de cobros Yappy",
    "Fecha,Cliente,Referencia,Monto,Comisión,ITBMS,Neto",
    `${panamaDate(0)},Ana Núñez ${tag},YP-${tag},250.00,5.00,0.35,244.65`,
  ].join("\r\n");
  const file = { name: `yappy-${tag}.csv`, mimeType: "text/csv", buffer: Buffer.from(report) };

  await page.goto("/finance/bank-accounts");
  const card = accountCard(page, accountNumber);
  await card.getByRole("button", { name: "Importar estado de cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Importar estado de cuenta" });
  await dialog.getByRole("combobox", { name: "Tipo de archivo" }).click();
  await page.getByRole("option", { name: "Reporte de cobros de Yappy" }).click();
  await expect(dialog.getByText("se registran como gastos bancarios")).toBeVisible();
  await dialog.getByLabel("Archivo del estado de cuenta").setInputFiles(file);
  // Yappy's report needs no column mapping.
  await expect(dialog.getByRole("combobox", { name: "Formato del banco" })).toBeHidden();
  await dialog.getByRole("button", { name: "Vista previa" }).click();
  await expect(dialog.getByTestId("statement-preview")).toContainText("3 nuevas, 0 ya importadas");
  await dialog.getByRole("button", { name: "Importar", exact: true }).click();
  await expect(page.getByText("Estado de cuenta importado")).toBeVisible();

  // The commission and its ITBMS are already in the books, matched; the collection waits for its invoice.
  await card.getByRole("link", { name: "Conciliación" }).click();
  const statement = page.getByTestId("statement-lines");
  await expect(statement.getByText(`Cobro Yappy de Ana Núñez ${tag}`)).toBeVisible();
  await expect(statement.getByText("Comisión Yappy")).toBeHidden();
  await page.goto("/finance/transactions");
  await page.getByRole("textbox", { name: "Buscar por descripción o referencia..." }).fill(`YP-${tag}`);
  await expect(page.getByRole("row").filter({ hasText: /Comisión Yappy — ref/ })).toContainText("B/. 5.00");
  await expect(page.getByRole("row").filter({ hasText: /ITBMS de la comisión Yappy/ })).toContainText("B/. 0.35");
});
