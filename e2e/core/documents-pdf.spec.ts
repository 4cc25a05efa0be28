import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createClient, panamaIsoDate, pdfDownload, signIn, uniqueTag } from "../support";

// The PDFs the server makes, downloaded from the screens: a quote and an invoice (mf-core), and a
// financial statement (mf-finance). Their full content is checked by the API's tests; here, that
// the buttons give the right file.

test("Quotes and invoices: 'Descargar' saves the document's PDF under its number", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const company = `Ferretería Colón ${tag}`;
  const client = await createClient(page, { name: "Marta Ríos", company });
  const { legalName } = await apiSend(page, endpoints.companySettings);
  const quote = await apiSend(page, endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: `Inventario ${tag}`,
      validUntil: panamaIsoDate(20),
      lines: [{ description: "Módulo de inventario", quantity: 2, unitPrice: "250.00", itbmsRate: "7" }],
    },
  });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Soporte mensual ${tag}`,
      amount: "1049.03",
      itbmsRate: "0",
      dueDate: panamaIsoDate(30),
    },
  });

  // The quote: from its row, then from its details.
  await page.goto("/quotes");
  await page.getByRole("textbox", { name: "Buscar cotizaciones..." }).fill(tag);
  const quoteRow = page.getByRole("row", { name: new RegExp(quote.quoteNumber) });
  let downloading = page.waitForEvent("download");
  await quoteRow.getByRole("button", { name: `Descargar cotización ${quote.quoteNumber}` }).click();
  const quotePdf = await pdfDownload(await downloading);
  expect(quotePdf.fileName).toBe(`${quote.quoteNumber}.pdf`);
  // 2 × 250.00 = 500.00, ITBMS 35.00.
  for (const text of [legalName, "COTIZACIÓN", quote.quoteNumber, company, "Total B/. 535.00"]) {
    expect(quotePdf.text).toContain(text);
  }
  expect(quotePdf.text).toContain("SON: QUINIENTOS TREINTA Y CINCO CON 00/100 BALBOAS");
  await quoteRow.getByRole("button", { name: `Ver cotización ${quote.quoteNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Cotización ${quote.quoteNumber}` });
  downloading = page.waitForEvent("download");
  await details.getByRole("button", { name: "Descargar" }).click();
  expect((await downloading).suggestedFilename()).toBe(`${quote.quoteNumber}.pdf`);
  await details.getByRole("button", { name: "Cerrar" }).click();

  // The invoice, from its details: exempt, so its total is its amount.
  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(tag);
  const invoiceRow = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
  await invoiceRow.getByRole("button", { name: `Ver factura ${invoice.invoiceNumber}` }).click();
  downloading = page.waitForEvent("download");
  await page
    .getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` })
    .getByRole("button", { name: "Descargar" })
    .click();
  const invoicePdf = await pdfDownload(await downloading);
  expect(invoicePdf.fileName).toBe(`${invoice.invoiceNumber}.pdf`);
  for (const text of [legalName, "FACTURA", invoice.invoiceNumber, company, "Total B/. 1,049.03"]) {
    expect(invoicePdf.text).toContain(text);
  }
  expect(invoicePdf.text).toContain("SON: MIL CUARENTA Y NUEVE CON 03/100 BALBOAS");
});

test("Financial reports: 'Exportar PDF' saves each statement for the selected period", async ({ page }) => {
  await signIn(page);
  await page.goto("/finance/reports");
  await expect(page.getByRole("heading", { name: "Reportes Financieros", level: 1 })).toBeVisible();
  const today = panamaIsoDate(0);

  // The balance sheet is the one of the period's last day, and named by it.
  const monthEnd = (await apiSend(page, endpoints.financialReports)).to;
  const balance = page.getByRole("region", { name: "Balance General" });
  let downloading = page.waitForEvent("download");
  await balance.getByRole("button", { name: "Exportar PDF" }).click();
  const balancePdf = await pdfDownload(await downloading);
  expect(balancePdf.fileName).toBe(`balance-general-${monthEnd}.pdf`);
  expect(balancePdf.text).toContain("BALANCE GENERAL");
  expect(balancePdf.text).toContain("Total Activos");

  // Another period: last year's income statement.
  await page.getByRole("combobox", { name: "Período" }).click();
  await page.getByRole("option", { name: "Año Anterior" }).click();
  const lastYear = Number(today.slice(0, 4)) - 1;
  downloading = page.waitForEvent("download");
  await page
    .getByRole("region", { name: "Estado de Resultados" })
    .getByRole("button", { name: "Exportar PDF" })
    .click();
  const incomePdf = await pdfDownload(await downloading);
  expect(incomePdf.fileName).toBe(`estado-de-resultados-${lastYear}.pdf`);
  expect(incomePdf.text).toContain(`Período: Año Anterior Del 01/01/${lastYear} al 31/12/${lastYear}`);
  expect(incomePdf.text).toContain("Utilidad Neta");

  downloading = page.waitForEvent("download");
  await page.getByRole("region", { name: "Flujo de Efectivo" }).getByRole("button", { name: "Exportar PDF" }).click();
  const flowPdf = await pdfDownload(await downloading);
  expect(flowPdf.fileName).toBe(`flujo-de-efectivo-${lastYear}.pdf`);
  expect(flowPdf.text).toContain("Flujo Neto");
});

test("Company settings: what the settings screen saves is what the next invoice PDF says", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const client = await createClient(page, { name: `Cliente PDF ${tag}` });
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Consultoría ${tag}`,
      amount: "100.00",
      itbmsRate: "7",
      dueDate: panamaIsoDate(30),
    },
  });
  const legalName = `Istmo Documentos ${tag}, S.A.`;
  await page.goto("/settings/company");
  await page.getByLabel("Razón social *").fill(legalName);
  await page.getByLabel("RUC", { exact: true }).fill("155587169-2-2014");
  await page.getByLabel("DV", { exact: true }).fill("09");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText("Configuración guardada")).toBeVisible();

  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
  await row.getByRole("button", { name: `Ver factura ${invoice.invoiceNumber}` }).click();
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` })
    .getByRole("button", { name: "Descargar" })
    .click();
  const pdf = await pdfDownload(await downloading);
  expect(pdf.text).toContain(legalName);
  expect(pdf.text).toContain("155587169-2-2014");
});
