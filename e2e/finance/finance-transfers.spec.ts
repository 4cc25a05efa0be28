import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createBankAccount, signIn, uniqueTag } from "../support";

/** Picks an option of a form's dropdown. */
async function choose(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("transfers: a transfer moves the balances shown on the bank accounts screen; a short origin is refused", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const origin = await createBankAccount(page, {
    bankName: "Banco General",
    accountName: `Operativa ${tag}`,
    accountNumber: `O-${tag}`,
    currentBalance: "500.00",
  });
  const destination = await createBankAccount(page, {
    bankName: "Banistmo",
    accountName: `Reserva ${tag}`,
    accountNumber: `R-${tag}`,
    currentBalance: "20.00",
  });
  const originLabel = `Operativa ${tag} - Banco General`;
  const destinationLabel = `Reserva ${tag} - Banistmo`;

  await page.goto("/finance/transfers");
  await expect(page.getByRole("heading", { name: "Transferencias Bancarias", level: 1 })).toBeVisible();
  await expect(page.getByText("Registro de Transferencias")).toBeVisible();
  await expect(page.getByText("En proceso")).toBeVisible();
  await expect(page.getByText("Exitosas")).toBeVisible();

  // The dialog and its validation.
  await page.getByRole("button", { name: "Nueva Transferencia" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Transferencia Bancaria" });
  await expect(dialog.getByText("Registra una transferencia entre cuentas bancarias")).toBeVisible();
  await expect(dialog.getByLabel("Monto *")).toHaveAttribute("step", "0.01");
  await expect(dialog.getByLabel("Comisión")).toHaveAttribute("step", "0.01");
  await dialog.getByRole("button", { name: "Registrar Transferencia" }).click();
  await expect(dialog.getByText("Cuenta origen es requerida")).toBeVisible();
  await expect(dialog.getByText("Cuenta destino es requerida")).toBeVisible();
  await expect(dialog.getByText("El monto es requerido")).toBeVisible();
  await choose(page, dialog, "Cuenta Origen *", originLabel);
  await choose(page, dialog, "Cuenta Destino *", originLabel);
  await dialog.getByLabel("Monto *").fill("120.40");
  await dialog.getByRole("button", { name: "Registrar Transferencia" }).click();
  await expect(dialog.getByText("Las cuentas de origen y destino deben ser diferentes")).toBeVisible();

  // Too much for the origin: the server's message, nothing moved.
  await choose(page, dialog, "Cuenta Destino *", destinationLabel);
  await dialog.getByLabel("Monto *").fill("600");
  await dialog.getByRole("button", { name: "Registrar Transferencia" }).click();
  await expect(page.getByText("Saldo insuficiente en la cuenta de origen")).toBeVisible();
  await expect(dialog).toBeVisible();

  // A transfer that fits.
  await dialog.getByLabel("Monto *").fill("120.40");
  await dialog.getByLabel("Comisión").fill("2.10");
  await dialog.getByLabel("Referencia").fill(`TRF-${tag}`);
  await dialog.getByLabel("Descripción").fill(`Fondeo de reserva ${tag}`);
  await dialog.getByRole("button", { name: "Registrar Transferencia" }).click();
  await expect(page.getByText("La transferencia se ha registrado exitosamente.")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The table, searched on the server.
  const searched = page.waitForRequest((request) => request.url().includes(`/api/financial/transfers?q=${tag}`));
  await page.getByRole("textbox", { name: "Buscar por referencia o descripción..." }).fill(tag);
  await searched;
  const row = page.getByRole("row").filter({ hasText: `TRF-${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(originLabel);
  await expect(row).toContainText(destinationLabel);
  await expect(row).toContainText("B/. 120.40");
  await expect(row).toContainText("B/. 2.10");
  await expect(row).toContainText("Completada");
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Fallida" }).click();
  await expect(page.getByText("No se encontraron transferencias con los filtros aplicados")).toBeVisible();

  // The bank accounts screen shows the moved balances.
  await page.goto("/finance/bank-accounts");
  await page.getByRole("button", { name: "Mostrar saldos" }).click();
  await expect(page.getByTestId(`balance-${origin.id}`)).toHaveText("B/. 377.50");
  await expect(page.getByTestId(`balance-${destination.id}`)).toHaveText("B/. 140.40");
  const transfers = await apiSend(page, endpoints.listTransfers, { query: { q: tag } });
  expect(transfers).toHaveLength(1);
});
