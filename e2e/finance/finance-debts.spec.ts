import { expect, type Locator, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { monthWindow } from "api/contract/finance/payment-calendar";
import { apiSend, createBankAccount, createClient, createSupplier, panamaIsoDate, signIn, uniqueTag } from "../support";

/** Picks an option of a form's dropdown. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Pays one row through its 'Pagar' dialog, with the amount given (or the balance it proposes). */
async function pay(page: Page, row: Locator, invoiceNumber: string, amount: string, accountLabel?: string) {
  await row.getByRole("button", { name: `Pagar ${invoiceNumber}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Pago" });
  await expect(dialog.getByRole("combobox", { name: "Método de pago" })).toContainText("Transferencia");
  await dialog.getByLabel("Monto *").fill(amount);
  if (accountLabel) await choose(page, dialog, "Cuenta bancaria", accountLabel);
  await dialog.getByLabel("Referencia").fill(`REF-${invoiceNumber}`);
  await dialog.getByRole("button", { name: "Registrar Pago" }).click();
  await expect(page.getByText("Pago registrado").first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test("payables: a new payable, paid in part then in full from a bank account, shown on its day", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const supplierName = `Cableados ${tag}`;
  await createSupplier(page, { supplierCode: `CAB-${tag}`, name: supplierName });
  const account = await createBankAccount(page, {
    bankName: "Banco General",
    accountName: `Pagos ${tag}`,
    accountNumber: `P-${tag}`,
    currentBalance: "1000.00",
  });

  await page.goto("/finance/payables");
  await expect(page.getByRole("heading", { name: "Cuentas por Pagar", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Resumen" })).toHaveAttribute("aria-selected", "true");

  // The dialog: its messages, then a payable.
  await page.getByRole("button", { name: "Nueva cuenta por pagar" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva cuenta por pagar" });
  await dialog.getByRole("button", { name: "Crear cuenta por pagar" }).click();
  await expect(dialog.getByText("Debe seleccionar un proveedor")).toBeVisible();
  await expect(dialog.getByText("El número de factura es requerido")).toBeVisible();
  await expect(dialog.getByText("La base es requerida")).toBeVisible();
  await expect(dialog.getByText("El ITBMS es requerido")).toBeVisible();
  await expect(dialog.getByText("La descripción es requerida")).toBeVisible();
  // Required: its asterisk is not part of the accessible name (as the client picker, chooseClient).
  await dialog.getByRole("combobox", { name: /^Proveedor/ }).fill(tag);
  await page.getByRole("option", { name: `${supplierName} (CAB-${tag})` }).click();
  const invoiceNumber = `FC-${tag}`;
  await dialog.getByLabel("Número de factura *").fill(invoiceNumber);
  await dialog.getByLabel("Descripción *").fill(`Cableado estructurado ${tag}`);
  await choose(page, dialog, "Categoría", "Servicios");

  // A mixed invoice, as printed: 100.00 at 7 % and 100.00 exempt. The ITBMS is filled in from
  // rate × base, then typed over where the invoice says otherwise.
  const first = dialog.getByRole("group", { name: "Fila 1" });
  await expect(first.getByRole("combobox", { name: /^Tasa/ })).toHaveText("7%");
  await first.getByLabel("Base *").fill("100");
  await expect(first.getByLabel("ITBMS *")).toHaveValue("7.00");
  await dialog.getByRole("button", { name: "Agregar tasa" }).click();
  const second = dialog.getByRole("group", { name: "Fila 2" });
  await expect(second.getByRole("combobox", { name: /^Tasa/ })).toHaveText("Exento (0%)");
  await second.getByLabel("Base *").fill("100");
  await expect(second.getByLabel("ITBMS *")).toHaveValue("0.00");
  await expect(dialog.getByText("Monto total: B/. 207.00")).toBeVisible();
  // A third row, removed again.
  await dialog.getByRole("button", { name: "Agregar tasa" }).click();
  await expect(dialog.getByRole("group", { name: "Fila 3" }).getByRole("combobox", { name: /^Tasa/ })).toHaveText(
    "10%",
  );
  await dialog.getByRole("button", { name: "Quitar fila 3" }).click();
  await expect(dialog.getByRole("group", { name: "Fila 3" })).toHaveCount(0);

  // Refused, each under its row: an ITBMS far from rate × base, then a rate used twice.
  await first.getByLabel("ITBMS *").fill("7.50");
  await dialog.getByRole("button", { name: "Crear cuenta por pagar" }).click();
  await expect(first.getByText("El ITBMS no corresponde a la base y la tasa (esperado 7.00 ± 0.01)")).toBeVisible();
  await first.getByLabel("ITBMS *").fill("7.00");
  await choose(page, second, "Tasa", "7%");
  await dialog.getByRole("button", { name: "Crear cuenta por pagar" }).click();
  await expect(second.getByText("Tasa repetida: use una sola fila por tasa")).toBeVisible();
  await choose(page, second, "Tasa", "Exento (0%)");
  await expect(second.getByLabel("ITBMS *")).toHaveValue("0.00");
  await expect(dialog.getByText("Monto total: B/. 207.00")).toBeVisible();
  await dialog.getByRole("button", { name: "Crear cuenta por pagar" }).click();
  await expect(page.getByText("Cuenta por pagar creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = (await apiSend(page, endpoints.listPayables, { query: { q: invoiceNumber } }))[0];
  // Issued today, due 30 days later; its base and ITBMS per rate as typed.
  expect(created).toMatchObject({
    issueDate: panamaIsoDate(0),
    dueDate: panamaIsoDate(30),
    totalAmount: "207.00",
    itbmsAmount: "7.00",
    taxes: [
      { rate: "0", base: "100.00", itbms: "0.00" },
      { rate: "7", base: "100.00", itbms: "7.00" },
    ],
  });

  // Paid in part, then the rest, from the bank account.
  await page.getByRole("textbox", { name: "Buscar por factura, proveedor o descripción..." }).fill(tag);
  const row = page.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(supplierName);
  await expect(row).toContainText("Pendiente");
  const accountLabel = `Pagos ${tag} - Banco General`;
  await pay(page, row, invoiceNumber, "120.50", accountLabel);
  await expect(row).toContainText("Parcial");
  await expect(row).toContainText("B/. 86.50");
  await pay(page, row, invoiceNumber, "86.50", accountLabel);
  await expect(row).toContainText("Pagado");
  await expect(row).toContainText("B/. 0.00");
  await expect(row.getByRole("button", { name: `Pagar ${invoiceNumber}`, exact: true })).toHaveCount(0);
  const balance = (await apiSend(page, endpoints.listBankAccounts)).find((bank) => bank.id === account.id);
  expect(balance?.currentBalance).toBe("793.00");

  // The calendar: an item due today on today's cell, and the new one on its day next month.
  const today = panamaIsoDate(0);
  const dueToday = `HOY-${tag}`;
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId: (await apiSend(page, endpoints.listSuppliers, { query: { q: `CAB-${tag}` } }))[0]?.id,
      invoiceNumber: dueToday,
      issueDate: today,
      dueDate: today,
      totalAmount: "45.00",
      description: "Vence hoy",
    },
  });
  await page.getByRole("tab", { name: "Calendario" }).click();
  const grid = page.getByRole("grid");
  await expect(grid.getByRole("columnheader").first()).toHaveText("Lun");
  await expect(grid.locator(`[data-date="${today}"]`)).toContainText(dueToday);
  const dueDate = created?.dueDate ?? "";
  if (monthWindow(dueDate).from !== monthWindow(today).from) {
    await page.getByRole("button", { name: "Mes siguiente" }).click();
  }
  await expect(grid.locator(`[data-date="${dueDate}"]`)).toContainText(invoiceNumber);
});

test("payables: one with no payments is deleted after confirmation; one with payments is refused with the reason", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const supplier = await createSupplier(page, { supplierCode: `DEL-${tag}`, name: `Papelería ${tag}` });
  const payable = (invoiceNumber: string) =>
    apiSend(page, endpoints.createPayable, {
      body: {
        supplierId: supplier.id,
        invoiceNumber,
        issueDate: panamaIsoDate(0),
        dueDate: panamaIsoDate(30),
        totalAmount: "120.00",
        description: `Resmas ${tag}`,
      },
    });
  await payable(`BORRAR-${tag}`);
  const paid = await payable(`PAGADA-${tag}`);
  await apiSend(page, endpoints.paySupplier, {
    body: {
      payableId: paid.id,
      amount: "20.00",
      paymentDate: panamaIsoDate(0),
    },
  });

  await page.goto("/finance/payables");
  await page.getByRole("textbox", { name: "Buscar por factura, proveedor o descripción..." }).fill(tag);
  const rowOf = (invoiceNumber: string) => page.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(rowOf(`BORRAR-${tag}`)).toHaveCount(1);
  await expect(rowOf(`PAGADA-${tag}`)).toHaveCount(1);

  // Asked first: 'Cancelar' keeps it.
  await page.getByRole("button", { name: `Eliminar cuenta por pagar BORRAR-${tag}` }).click();
  const question = page.getByText("¿Estás seguro de que quieres eliminar esta cuenta por pagar?");
  await expect(question).toBeVisible();
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(question).toBeHidden();
  await expect(rowOf(`BORRAR-${tag}`)).toHaveCount(1);

  // With payments: the server's reason, and the row stays.
  await page.getByRole("button", { name: `Eliminar cuenta por pagar PAGADA-${tag}` }).click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(
    page.getByText("No se puede eliminar la cuenta por pagar porque tiene pagos registrados."),
  ).toBeVisible();
  await expect(rowOf(`PAGADA-${tag}`)).toHaveCount(1);

  // Without: deleted, gone from the list and from the API.
  await page.getByRole("button", { name: `Eliminar cuenta por pagar BORRAR-${tag}` }).click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Cuenta por pagar eliminada")).toBeVisible();
  await expect(rowOf(`BORRAR-${tag}`)).toHaveCount(0);
  const left = await apiSend(page, endpoints.listPayables, { query: { q: tag } });
  expect(left.map((row) => row.invoiceNumber)).toEqual([`PAGADA-${tag}`]);
});

test("receivables: an invoice's receivable is paid from its 'Pagar' dialog and the invoice becomes paid", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const client = await createClient(page, { name: `Cliente ${tag}`, company: `Hotel ${tag}` });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Sitio web ${tag}`,
      amount: "100.00",
      dueDate: panamaIsoDate(10),
      status: "sent",
    },
  });

  await page.goto("/finance/receivables");
  await expect(page.getByRole("heading", { name: "Cuentas por Cobrar", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Buscar por factura, cliente o descripción..." }).fill(tag);
  const row = page.getByRole("row").filter({ hasText: invoice.invoiceNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Hotel ${tag}`);
  await expect(row).toContainText("B/. 107.00");
  await expect(row).toContainText("Pendiente");

  // More than the balance: the server's reason, nothing paid.
  await row.getByRole("button", { name: `Pagar ${invoice.invoiceNumber}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Registrar Pago" });
  await expect(dialog.getByLabel("Monto *")).toHaveValue("107.00");
  await dialog.getByLabel("Monto *").fill("107.01");
  await dialog.getByRole("button", { name: "Registrar Pago" }).click();
  await expect(page.getByText("El monto excede el saldo pendiente")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(row).toContainText("Pendiente");

  await pay(page, row, invoice.invoiceNumber, "107.00");
  await expect(row).toContainText("Pagado");
  await expect(row.getByRole("button", { name: `Pagar ${invoice.invoiceNumber}`, exact: true })).toHaveCount(0);
  expect((await apiSend(page, endpoints.getInvoice, { params: { id: invoice.id } })).status).toBe("paid");

  // On the calendar, on its due day.
  await page.getByRole("tab", { name: "Calendario" }).click();
  const dueDate = panamaIsoDate(10);
  if (monthWindow(dueDate).from !== monthWindow(panamaIsoDate(0)).from) {
    await page.getByRole("button", { name: "Mes siguiente" }).click();
  }
  await expect(page.getByRole("grid").locator(`[data-date="${dueDate}"]`)).toContainText(invoice.invoiceNumber);
});

test("overdue rows say for how many days: receivables and payables alike", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const client = await createClient(page, { name: `Moroso ${tag}`, company: `Hostal ${tag}` });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Mantenimiento ${tag}`,
      amount: "50.00",
      issueDate: panamaIsoDate(-20),
      dueDate: panamaIsoDate(-12),
      status: "sent",
    },
  });
  const supplier = await createSupplier(page, { supplierCode: `VEN-${tag}`, name: `Suministros ${tag}` });
  const late = `TARDE-${tag}`;
  const onTime = `AHORA-${tag}`;
  for (const [invoiceNumber, dueDays] of [
    [late, -1],
    [onTime, 0],
  ] as const) {
    await apiSend(page, endpoints.createPayable, {
      body: {
        supplierId: supplier.id,
        invoiceNumber,
        issueDate: panamaIsoDate(-5),
        dueDate: panamaIsoDate(dueDays),
        totalAmount: "30.00",
        description: `Papel ${tag}`,
      },
    });
  }

  await page.goto("/finance/receivables");
  await page.getByRole("textbox", { name: "Buscar por factura, cliente o descripción..." }).fill(tag);
  const receivable = page.getByRole("row").filter({ hasText: invoice.invoiceNumber });
  await expect(receivable.getByText("Vencido · 12 días", { exact: true })).toBeVisible();

  await page.goto("/finance/payables");
  await page.getByRole("textbox", { name: "Buscar por factura, proveedor o descripción..." }).fill(tag);
  const rowOf = (invoiceNumber: string) => page.getByRole("row").filter({ hasText: invoiceNumber });
  await expect(rowOf(late).getByText("Vencido · 1 día", { exact: true })).toBeVisible();
  // Due today is not overdue yet: no days.
  await expect(rowOf(onTime).getByText("Pendiente", { exact: true })).toBeVisible();
});
