import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import {
  apiSend,
  type BodyOf,
  chooseClient,
  clearDate,
  createClient,
  panamaDate,
  panamaIsoDate,
  pdfDownload,
  signIn,
  typeDate,
  uniqueTag,
} from "../support";

const contact = { name: "Ernesto Quintero", email: "cuentas@example.pa" };

test("Invoices ('Facturación'): create (with its validation), search, view, download, edit and delete an invoice", async ({
  page,
}) => {
  await signIn(page);
  const unique = uniqueTag();
  const company = `Distribuidora Veraguas ${unique}`;
  const description = `Implementación del ERP ${unique}`;
  await createClient(page, { ...contact, company });

  await page.goto("/invoices");
  await expect(page.getByRole("heading", { name: "Facturación", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Nueva Factura" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear Factura" });
  // Defaults: 'Borrador', issued today, due in 30 days (Panama time), one line of 1 unit.
  await expect(dialog.getByRole("combobox", { name: "Estado" })).toHaveText("Borrador");
  const line = dialog.getByRole("group", { name: "Línea 1" });
  await expect(line.getByLabel("Cantidad *")).toHaveValue("1");
  await expect(dialog.getByRole("group", { name: "Fecha de emisión" })).toContainText(panamaDate(0));
  const dueDate = dialog.getByRole("group", { name: "Fecha de vencimiento *" });
  await expect(dueDate).toContainText(panamaDate(30));

  // Rejected: nothing filled in and the due date cleared.
  await clearDate(dueDate);
  await dialog.getByRole("button", { name: "Crear Factura" }).click();
  await expect(dialog.getByText("Debe seleccionar un cliente")).toBeVisible();
  await expect(dialog.getByText("La descripción es requerida")).toBeVisible();
  await expect(line.getByText("La descripción de la línea es requerida")).toBeVisible();
  await expect(line.getByText("El monto es requerido")).toBeVisible();
  await expect(dialog.getByText("La fecha de vencimiento es requerida")).toBeVisible();

  await chooseClient(page, dialog, company);
  await dialog.getByLabel("Título").fill("Fase 1");
  await dialog.getByLabel("Descripción *").fill(description);
  await line.getByLabel("Concepto *").fill("Implementación del ERP");
  await line.getByLabel("Precio unitario *").fill("1000");
  await line.getByRole("combobox", { name: "ITBMS" }).click();
  await page.getByRole("option", { name: "7%", exact: true }).click();
  // The sale goes to its own income account in the books.
  await line.getByRole("combobox", { name: "Tipo de ingreso" }).click();
  await page.getByRole("option", { name: "4.1.01 Desarrollo de software" }).click();
  const totals = dialog.getByLabel("Totales", { exact: true });
  await expect(totals.getByLabel("ITBMS 7%", { exact: true })).toHaveText("$70.00");
  await expect(totals.getByLabel("Total", { exact: true })).toHaveText("$1,070.00");
  await typeDate(dueDate, panamaDate(45));
  await dialog.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Enviada" }).click();
  await dialog.getByRole("button", { name: "Crear Factura" }).click();
  await expect(page.getByText("Factura creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole("textbox", { name: "Buscar facturas..." });
  await search.fill(company.toUpperCase());
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toHaveCount(1);
  const invoiceNumber = ((await row.getByRole("cell").first().textContent()) ?? "").trim();
  expect(invoiceNumber).toMatch(/^FAC-\d{4}-\d{4}$/);
  await expect(row.getByRole("cell", { name: panamaDate(0) })).toBeVisible();
  await expect(row.getByRole("cell", { name: "$1,070.00" })).toBeVisible();
  await expect(row.getByText("Enviada")).toBeVisible();

  await search.fill(invoiceNumber.toLowerCase());
  await expect(row).toHaveCount(1);
  await search.fill(`erp ${unique}`);
  await expect(row).toHaveCount(1);
  await search.fill(`no-existe-${unique}`);
  await expect(page.getByText("No se encontraron facturas")).toBeVisible();
  await search.fill(description);

  await row.getByRole("button", { name: `Ver factura ${invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Factura ${invoiceNumber}` });
  await expect(details.getByText(company)).toBeVisible();
  await expect(details.getByText(description)).toBeVisible();
  await expect(details.getByText(panamaDate(45))).toBeVisible();
  await expect(details.getByRole("table", { name: "Líneas" })).toContainText("Implementación del ERP");
  const detailTotals = details.getByLabel("Totales", { exact: true });
  await expect(detailTotals.getByLabel("Subtotal", { exact: true })).toHaveText("$1,000.00");
  await expect(detailTotals.getByLabel("ITBMS 7%", { exact: true })).toHaveText("$70.00");
  await expect(detailTotals.getByLabel("Total", { exact: true })).toHaveText("$1,070.00");
  // The same amount still owed on its account receivable.
  await expect(details.getByText("Saldo por cobrar")).toBeVisible();
  await expect(details.getByRole("definition").filter({ hasText: "$1,070.00" })).toHaveCount(2);
  await details.getByRole("button", { name: "Cerrar" }).click();
  await expect(details).toBeHidden();

  // 'Descargar' saves the invoice's PDF, named by its number.
  const downloading = page.waitForEvent("download");
  await row.getByRole("button", { name: `Descargar factura ${invoiceNumber}` }).click();
  const pdf = await pdfDownload(await downloading);
  expect(pdf.fileName).toBe(`${invoiceNumber}.pdf`);
  for (const text of ["FACTURA", invoiceNumber, company, description, "Total B/. 1,070.00"]) {
    expect(pdf.text).toContain(text);
  }
  expect(pdf.text).toContain("SON: MIL SETENTA CON 00/100 BALBOAS");

  await row.getByRole("button", { name: `Editar factura ${invoiceNumber}` }).click();
  const edit = page.getByRole("dialog", { name: `Editar Factura ${invoiceNumber}` });
  await expect(edit.getByLabel("Descripción *", { exact: true })).toHaveValue(description);
  const editedLine = edit.getByRole("group", { name: "Línea 1" });
  await expect(editedLine.getByLabel("Precio unitario *")).toHaveValue("1000.00");
  await expect(editedLine.getByRole("combobox", { name: "Tipo de ingreso" })).toHaveText(
    "4.1.01 Desarrollo de software",
  );
  await editedLine.getByLabel("Precio unitario *").fill("1500");
  await expect(edit.getByLabel("Totales", { exact: true }).getByLabel("Total", { exact: true })).toHaveText(
    "$1,605.00",
  );
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Factura actualizada")).toBeVisible();
  await expect(row.getByRole("cell", { name: "$1,605.00" })).toBeVisible();
  // The books: the edit reversed the first entry and posted the new income on the line's account.
  const journal = await apiSend(page, endpoints.listJournal, { query: { q: invoiceNumber } });
  const standing = journal.find((entry) => entry.reversesEntryId === null && entry.reversedByEntryId === null);
  expect(standing?.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
    ["1.1.03", "1605.00", "0.00"],
    ["4.1.01", "0.00", "1500.00"],
    ["2.1.02", "0.00", "105.00"],
  ]);

  await row.getByRole("button", { name: `Eliminar factura ${invoiceNumber}` }).click();
  await expect(page.getByText("¿Estás seguro de que quieres eliminar esta factura?")).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Factura eliminada")).toBeVisible();
  await expect(page.getByText("No se encontraron facturas")).toBeVisible();
});

test("Invoices ('Facturación'): marking an invoice 'Pagada' settles it, and the server refuses to delete it", async ({
  page,
}) => {
  await signIn(page);
  const unique = uniqueTag();
  const company = `Café Boquete ${unique}`;
  const client = await createClient(page, { ...contact, company });
  const { invoiceNumber } = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Tienda en línea ${unique}`,
      amount: "2000",
      dueDate: panamaIsoDate(120),
    },
  });

  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(company);
  const row = page.getByRole("row", { name: new RegExp(invoiceNumber) });
  await expect(row.getByRole("cell", { name: "$2,140.00" })).toBeVisible();
  await expect(row.getByText("Borrador")).toBeVisible();

  await row.getByRole("button", { name: `Editar factura ${invoiceNumber}` }).click();
  const edit = page.getByRole("dialog", { name: `Editar Factura ${invoiceNumber}` });
  await edit.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Pagada" }).click();
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Factura actualizada")).toBeVisible();
  await expect(row.getByText("Pagada")).toBeVisible();

  await row.getByRole("button", { name: `Ver factura ${invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Factura ${invoiceNumber}` });
  await expect(details.getByText("Saldo por cobrar")).toBeVisible();
  await expect(details.getByText("$0.00")).toBeVisible();
  await expect(details.getByText("Pagada el")).toBeVisible();
  await details.getByRole("button", { name: "Cerrar" }).click();

  await row.getByRole("button", { name: `Eliminar factura ${invoiceNumber}` }).click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("No se puede eliminar una factura con pagos registrados")).toBeVisible();
  await expect(row).toHaveCount(1);
});

test("Invoices ('Facturación'): new lines start at the company's default ITBMS rate, a new invoice is due after its payment terms", async ({
  page,
}) => {
  await signIn(page);
  const before = await apiSend(page, endpoints.companySettings);
  const patch = (body: BodyOf<typeof endpoints.updateCompanySettings>) =>
    apiSend(page, endpoints.updateCompanySettings, { body });
  await patch({ defaultItbmsRate: "10", paymentTermsDays: 45 });
  try {
    await page.goto("/invoices");
    await page.getByRole("button", { name: "Nueva Factura" }).click();
    const dialog = page.getByRole("dialog", { name: "Crear Factura" });
    await expect(dialog.getByRole("group", { name: "Fecha de vencimiento *" })).toContainText(panamaDate(45));
    await expect(dialog.getByRole("group", { name: "Línea 1" }).getByRole("combobox", { name: "ITBMS" })).toHaveText(
      "10%",
    );
    await dialog.getByRole("button", { name: "Agregar línea" }).click();
    await expect(dialog.getByRole("group", { name: "Línea 2" }).getByRole("combobox", { name: "ITBMS" })).toHaveText(
      "10%",
    );
  } finally {
    await patch({ defaultItbmsRate: before.defaultItbmsRate, paymentTermsDays: before.paymentTermsDays });
  }
});
