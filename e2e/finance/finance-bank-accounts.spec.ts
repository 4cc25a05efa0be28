import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createBankAccount, createTransaction, panamaIsoDate, signIn, uniqueTag } from "../support";

/** The card of the account with this number. */
const accountCard = (page: Page, accountNumber: string) =>
  page.locator('[data-testid^="bank-account-"]').filter({ hasText: accountNumber });

test("bank accounts: create with validation, blurred balances, deposit and withdrawal, delete", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const bankName = `Banco Istmeño ${tag}`;
  const accountNumber = `04-${tag}`;

  await page.goto("/finance/bank-accounts");
  await expect(page.getByRole("heading", { name: "Cuentas Bancarias", level: 1 })).toBeVisible();

  // Rejected: no bank and no number.
  await page.getByRole("button", { name: "Nueva Cuenta" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Cuenta Bancaria" });
  await expect(dialog.getByRole("combobox", { name: "Tipo de Cuenta" })).toHaveText("Corriente");
  await expect(dialog.getByLabel("Saldo Inicial *")).toHaveValue("0.00");
  await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(dialog.getByText("El nombre del banco es requerido")).toBeVisible();
  await expect(dialog.getByText("El número de cuenta es requerido")).toBeVisible();

  await dialog.getByLabel("Banco *").fill(bankName);
  await dialog.getByLabel("Número de Cuenta *").fill(accountNumber);
  await dialog.getByLabel("Saldo Inicial *").fill("1000.50");
  await dialog.getByRole("button", { name: "Crear Cuenta" }).click();
  await expect(page.getByText("Cuenta bancaria creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The balance stays blurred until the eye button shows it.
  const card = accountCard(page, accountNumber);
  await expect(card).toContainText(bankName);
  await expect(card).toContainText("Activa");
  const balance = card.locator('[data-testid^="balance-"]');
  await expect(balance).toHaveAttribute("data-blurred", "true");
  await expect(balance).toHaveCSS("filter", /blur/);
  await page.getByRole("button", { name: "Mostrar saldos" }).click();
  await expect(balance).toHaveAttribute("data-blurred", "false");
  await expect(balance).toHaveText("B/. 1,000.50");
  await expect(page.getByTestId("total-balance")).toHaveAttribute("data-blurred", "false");

  // Depósito records an income on the account and raises its balance.
  await card.getByRole("button", { name: "Depósito" }).click();
  const deposit = page.getByRole("dialog", { name: "Depósito" });
  await expect(deposit.getByLabel("Descripción *")).toHaveValue("Depósito");
  await deposit.getByRole("button", { name: "Registrar Depósito" }).click();
  await expect(deposit.getByText("El monto es requerido")).toBeVisible();
  await deposit.getByLabel("Monto *").fill("250.25");
  await deposit.getByLabel("Referencia").fill(`DEP-${tag}`);
  await deposit.getByRole("button", { name: "Registrar Depósito" }).click();
  await expect(page.getByText("Transacción creada")).toBeVisible();
  await expect(deposit).toBeHidden();
  await expect(balance).toHaveText("B/. 1,250.75");

  // Retiro records an expense and lowers it.
  await card.getByRole("button", { name: "Retiro" }).click();
  const withdrawal = page.getByRole("dialog", { name: "Retiro" });
  await withdrawal.getByLabel("Monto *").fill("50.75");
  await withdrawal.getByRole("button", { name: "Registrar Retiro" }).click();
  await expect(withdrawal).toBeHidden();
  await expect(balance).toHaveText("B/. 1,200.00");
  const movements = await apiSend(page, endpoints.listTransactions, { query: { q: `DEP-${tag}` } });
  expect(movements.map((t) => t.transactionType)).toEqual(["income"]);

  // Hiding again blurs the balances.
  await page.getByRole("button", { name: "Ocultar saldos" }).click();
  await expect(balance).toHaveAttribute("data-blurred", "true");

  // An account with movements is not deleted: the server says why.
  await card.getByRole("button", { name: `Eliminar cuenta ${bankName} - ${accountNumber}` }).click();
  await expect(
    page.getByText(`¿Estás seguro de que quieres eliminar la cuenta ${bankName} - ${accountNumber}?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("No se puede eliminar la cuenta porque tiene movimientos")).toBeVisible();
  await expect(card).toHaveCount(1);

  // One without movements is, after its confirmation.
  const emptyNumber = `05-${tag}`;
  await createBankAccount(page, { bankName, accountNumber: emptyNumber, currentBalance: "0" });
  await page.reload();
  const emptyCard = accountCard(page, emptyNumber);
  await emptyCard.getByRole("button", { name: `Eliminar cuenta ${bankName} - ${emptyNumber}` }).click();
  await expect(
    page.getByText(`¿Estás seguro de que quieres eliminar la cuenta ${bankName} - ${emptyNumber}?`),
  ).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Cuenta eliminada")).toBeVisible();
  await expect(emptyCard).toHaveCount(0);

  // A transaction entered elsewhere shows in the balance after a reload.
  const other = await createBankAccount(page, { bankName, accountNumber: `06-${tag}`, currentBalance: "10" });
  await createTransaction(page, {
    transactionDate: panamaIsoDate(0),
    transactionType: "expense",
    amount: "2.50",
    description: `Cargo ${tag}`,
    bankAccountId: other.id,
  });
  await page.reload();
  await page.getByRole("button", { name: "Mostrar saldos" }).click();
  await expect(page.getByTestId(`balance-${other.id}`)).toHaveText("B/. 7.50");
});

test("bank accounts: the empty state offers 'Agregar Primera Cuenta'", async ({ page }) => {
  await signIn(page);
  // The shared database has accounts: answer the list as a company without any would see it.
  await page.route("**/api/financial/bank-accounts", (route) =>
    route.request().method() === "GET" ? route.fulfill({ json: [] }) : route.continue(),
  );
  await page.goto("/finance/bank-accounts");
  await expect(page.getByText("No hay cuentas bancarias registradas")).toBeVisible();
  await page.getByRole("button", { name: "Agregar Primera Cuenta" }).click();
  await expect(page.getByRole("dialog", { name: "Nueva Cuenta Bancaria" })).toBeVisible();
});
