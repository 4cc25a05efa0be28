import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import {
  CREDIT_NOTE_REASON_LENGTH,
  creditNoteOverTotal,
  FE_DRAFT_HINT,
  FE_DRAFT_REFUSED,
  FE_NO_PAC,
} from "api/contract";
import { endpoints } from "api/contract/endpoints";
import { MONTH_NAMES } from "api/contract/values/dates";
import { formatBalboas } from "api/contract/values/money-format";
import { fakeHkaCompany } from "../../api/src/test/fake-hka/fake-hka-company";
import { feTestCertificate, registroPublicoName } from "../fe-test-certificate";
import {
  apiSend,
  createClient,
  panamaIsoDate,
  pdfDownload,
  sameOrigin,
  signIn,
  uniqueTag,
  withoutLiveUpdates,
} from "../support";

// Electronic invoicing on the invoices screen (api/docs/electronic-invoicing.md). Most tests run
// without a PAC, so an issued invoice stays signed and not authorised: 'Firmada, no autorizada',
// with its CUFE, its signed XML and the PDF's mark. Credit notes need an authorised invoice: that
// test sets the company up with the fake HKA the browser tests start beside the app
// (playwright.config.ts, api/src/test/fake-hka/fake-hka-server.ts), which authorises what it receives.

// The issuer: its RUC with the DV the DGI computes for it (contract/values/ruc.ts), its DGI location
// (8-8-7: Panamá, Panamá, Bella Vista) and a phone in the DGI's format; no PAC.
const FE_SETTINGS = {
  legalName: "Empresa de Prueba S.A.",
  ruc: "155587169-2-2014",
  dv: "09",
  address: "Calle 50, Edificio Global, piso 3",
  phone: "507-1234",
  email: "facturas@istmo.test",
  feEnvironment: 2,
  feBranchCode: "0000",
  feBillingPoint: "001",
  feLocationCode: "8-8-7",
  feProvince: "PANAMA",
  feDistrict: "PANAMA",
  feCorregimiento: "BELLA VISTA",
  feCoordinates: "+8.9892,-79.5201",
  // The settings row is shared by the run: another spec, or the credit notes' test below, may
  // have chosen a PAC; this company issues without any.
  pacProvider: null,
  pacCredentials: null,
};
/** The same company as the fake HKA knows it (its RUC and tokens): what it authorises. */
const HKA_SETTINGS = {
  ...FE_SETTINGS,
  legalName: fakeHkaCompany.name,
  ruc: fakeHkaCompany.ruc.ruc,
  dv: fakeHkaCompany.ruc.dv,
  pacProvider: "hka",
  pacCredentials: { tokenEmpresa: fakeHkaCompany.tokenEmpresa, tokenPassword: fakeHkaCompany.tokenPassword },
};
const CERTIFICATE_PASSWORD = "clave-del-certificado";

/**
 * The company set up to issue in the test environment (iAmb 2): its FE settings (no PAC, or the
 * fake HKA), then its signing certificate for its RUC, both through the API (PATCH
 * /api/settings/company, PUT …/fe-certificate).
 */
async function configureElectronicInvoicing(page: Page, data: typeof FE_SETTINGS | typeof HKA_SETTINGS = FE_SETTINGS) {
  await apiSend(page, endpoints.updateCompanySettings, { body: data });
  const certificate = await page.request.put("/api/settings/company/fe-certificate", {
    multipart: {
      file: {
        name: "firma.p12",
        mimeType: "application/x-pkcs12",
        buffer: feTestCertificate(registroPublicoName(data, "JUAN PEREZ"), CERTIFICATE_PASSWORD),
      },
      password: CERTIFICATE_PASSWORD,
    },
    headers: sameOrigin(page),
  });
  expect(certificate.status(), await certificate.text()).toBe(200);
}

/** A sent invoice of B/. 535.00 to a new client, made through the API. */
async function sentInvoice(page: Page, company: string, description: string) {
  const client = await createClient(page, { name: "Lucía Batista", company });
  return apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description,
      lines: [{ description: "Licencia anual", quantity: 1, unitPrice: "500.00", itbmsRate: "7" }],
      dueDate: panamaIsoDate(30),
      status: "sent",
    },
  });
}

/** Picks an option of the list's 'Factura electrónica' filter. */
async function filterByFe(page: Page, option: string) {
  await page.getByRole("combobox", { name: "Factura electrónica" }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("Electronic invoicing: issue an invoice from its details, see its CUFE, download its XML and its PDF, and find it among the pending ones", async ({
  page,
}) => {
  await signIn(page);
  await configureElectronicInvoicing(page);
  const tag = uniqueTag();
  const company = `Comercial Chiriquí ${tag}`;
  const invoice = await sentInvoice(page, company, `Licencias ${tag}`);

  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
  await filterByFe(page, "Sin emitir");
  await expect(row).toHaveCount(1);
  await filterByFe(page, "Todas");

  await row.getByRole("button", { name: `Ver factura ${invoice.invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` });
  const fe = details.getByRole("region", { name: "Factura electrónica" });
  await expect(fe.getByText("Sin emitir.")).toBeVisible();
  await fe.getByRole("button", { name: "Emitir factura electrónica" }).click();

  // No PAC: signed and validated, not authorised; the notice says what to do.
  await expect(page.getByText("Documento firmado, no autorizado por la DGI")).toBeVisible();
  await expect(fe.getByText("Firmada, no autorizada")).toBeVisible();
  const document = await apiSend(page, endpoints.invoiceFe, { params: { id: invoice.id } });
  expect(document.status).toBe("signed");
  expect(document.cufe).toHaveLength(66);
  await expect(fe.getByText(document.cufe)).toBeVisible();
  await expect(fe.getByText(`001-${document.number}`)).toBeVisible();
  await expect(fe.getByText("Pruebas", { exact: true })).toBeVisible();
  await expect(fe.getByText(FE_NO_PAC)).toBeVisible();
  // Signed, not authorised: it is sent again, not issued again, and not annulled.
  await expect(fe.getByRole("button", { name: "Reenviar al PAC" })).toBeVisible();
  await expect(fe.getByRole("button", { name: "Emitir factura electrónica" })).toHaveCount(0);
  await expect(fe.getByRole("button", { name: "Anular" })).toHaveCount(0);

  // The signed XML carries the CUFE (dId).
  let downloading = page.waitForEvent("download");
  await fe.getByRole("button", { name: "Descargar XML" }).click();
  const xmlDownload = await downloading;
  expect(xmlDownload.suggestedFilename()).toMatch(/\.xml$/);
  const xml = await readFile(await xmlDownload.path(), "utf8");
  expect(xml).toContain(document.cufe);

  // The PDF: the CAFE's block with the CUFE, and the mark of a document the DGI has not authorised.
  downloading = page.waitForEvent("download");
  await details.getByRole("button", { name: "Descargar", exact: true }).click();
  const pdf = await pdfDownload(await downloading);
  expect(pdf.fileName).toBe(`${invoice.invoiceNumber}.pdf`);
  // The CUFE may wrap in the block: compared without the line breaks the text extraction puts in.
  expect(pdf.text.replace(/\s/g, "")).toContain(document.cufe);
  expect(pdf.text).toContain("Documento no autorizado por la DGI");
  await details.getByRole("button", { name: "Cerrar" }).click();

  // The list: 'Pendiente', and an issued invoice is corrected with a credit note, never edited or deleted.
  await expect(row.getByText("Pendiente", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Editar factura ${invoice.invoiceNumber}` })).toBeDisabled();
  await expect(row.getByRole("button", { name: `Eliminar factura ${invoice.invoiceNumber}` })).toBeDisabled();
  await row.getByLabel("Factura emitida: corríjala con una nota de crédito").hover();
  await expect(page.getByRole("tooltip", { name: "Factura emitida: corríjala con una nota de crédito" })).toBeVisible();

  // 'Pendientes de autorizar' is where the documents waiting for the PAC are found.
  await filterByFe(page, "Pendientes de autorizar");
  await expect(row).toHaveCount(1);
  await filterByFe(page, "Autorizadas");
  await expect(page.getByText("No se encontraron facturas")).toBeVisible();
  await filterByFe(page, "Sin emitir");
  await expect(page.getByText("No se encontraron facturas")).toBeVisible();
});

test("Electronic invoicing: an invoice turned back into a draft meanwhile is refused by the server, with its reason", async ({
  page,
}) => {
  // The screen does not hear the change below, so it still offers 'Emitir'.
  await withoutLiveUpdates(page);
  await signIn(page);
  await configureElectronicInvoicing(page);
  const tag = uniqueTag();
  const invoice = await sentInvoice(page, `Ferretería Santiago ${tag}`, `Herramientas ${tag}`);

  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
  await row.getByRole("button", { name: `Ver factura ${invoice.invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` });
  const fe = details.getByRole("region", { name: "Factura electrónica" });
  await expect(fe.getByRole("button", { name: "Emitir factura electrónica" })).toBeVisible();

  await apiSend(page, endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "draft" } });
  await fe.getByRole("button", { name: "Emitir factura electrónica" }).click();
  await expect(page.getByRole("alert").filter({ hasText: FE_DRAFT_REFUSED })).toBeVisible();
  // The refusal rereads the invoice: a draft, which offers no 'Emitir' and says why.
  await expect(fe.getByRole("button", { name: "Emitir factura electrónica" })).toHaveCount(0);
  await expect(fe.getByText(FE_DRAFT_HINT)).toBeVisible();
  const list = await apiSend(page, endpoints.listInvoices, { query: { q: invoice.invoiceNumber } });
  expect(list.find((one) => one.id === invoice.id)?.feStatus).toBeNull();
});

test("Electronic invoicing: a credit note for one line of an authorised invoice, checked in the form and by the server, listed authorised with its CUFE and its PDF", async ({
  page,
}) => {
  await signIn(page);
  await configureElectronicInvoicing(page, HKA_SETTINGS);
  const tag = uniqueTag();
  const client = await createClient(page, { name: "Ricardo Samudio", company: `Hotel Boquete ${tag}` });
  // B/. 500.00 + 4 × 25.00, all at 7 %: B/. 642.00.
  const invoice = await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      description: `Sistema de reservas ${tag}`,
      lines: [
        { description: "Licencia anual", quantity: 1, unitPrice: "500.00", itbmsRate: "7" },
        { description: "Horas de soporte", quantity: 4, unitPrice: "25.00", itbmsRate: "7" },
      ],
      dueDate: panamaIsoDate(30),
      status: "sent",
    },
  });

  await page.goto("/invoices");
  await page.getByRole("textbox", { name: "Buscar facturas..." }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
  await row.getByRole("button", { name: `Ver factura ${invoice.invoiceNumber}` }).click();
  const details = page.getByRole("dialog", { name: `Factura ${invoice.invoiceNumber}` });
  const fe = details.getByRole("region", { name: "Factura electrónica" });
  // Not authorised yet: nothing to correct with a credit note.
  await expect(fe.getByRole("button", { name: "Nota de crédito", exact: true })).toHaveCount(0);
  await fe.getByRole("button", { name: "Emitir factura electrónica" }).click();
  await expect(page.getByText("Factura autorizada por la DGI")).toBeVisible();
  await expect(fe.getByText("Autorizada por la DGI")).toBeVisible();
  await expect(fe.getByRole("region", { name: "Notas de crédito" }).getByText("Sin notas de crédito.")).toBeVisible();

  await fe.getByRole("button", { name: "Nota de crédito", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Nota de crédito" });
  // The form checks with the contract: a reason too short, a line above what the invoice has.
  await dialog.getByRole("textbox", { name: "Motivo *" }).fill("Devolución");
  await dialog.getByRole("radio", { name: "Algunas líneas" }).check();
  await dialog.getByRole("spinbutton", { name: "Cantidad a acreditar de Horas de soporte" }).fill("5");
  await dialog.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await expect(dialog.getByText(CREDIT_NOTE_REASON_LENGTH)).toBeVisible();
  await expect(dialog.getByText("La cantidad no puede exceder la de la factura (4)")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Motivo *" }).fill("Dos horas de soporte no prestadas");
  await dialog.getByRole("spinbutton", { name: "Cantidad a acreditar de Horas de soporte" }).fill("2");
  await dialog.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await expect(dialog).toHaveCount(0);

  const [note] = await apiSend(page, endpoints.invoiceCreditNotes, { params: { id: invoice.id } });
  expect(note?.total).toBe("53.50");
  expect(note?.feStatus).toBe("authorised");
  if (!note) throw new Error("no credit note");
  await expect(page.getByText(`Nota de crédito ${note.creditNoteNumber} emitida`)).toBeVisible();
  await expect(page.getByText("Documento electrónico: Autorizada por la DGI.")).toBeVisible();
  const document = await apiSend(page, endpoints.creditNoteFe, { params: { id: note.id } });
  expect(document.documentType).toBe("04");

  const notes = fe.getByRole("region", { name: "Notas de crédito" });
  const noteRow = notes.getByRole("row", { name: new RegExp(note.creditNoteNumber) });
  await expect(noteRow.getByText("Autorizada", { exact: true })).toBeVisible();
  await expect(noteRow.getByText(document.cufe)).toBeVisible();
  await expect(noteRow.getByText("53.50")).toBeVisible();
  // Authorised: nothing to send again.
  await expect(noteRow.getByRole("button", { name: "Reenviar al PAC" })).toHaveCount(0);
  await expect(noteRow.getByRole("button", { name: "Emitir de nuevo" })).toHaveCount(0);

  // Its PDF (the CAFE) carries its own CUFE.
  let downloading = page.waitForEvent("download");
  await noteRow.getByRole("button", { name: `Descargar PDF de ${note.creditNoteNumber}` }).click();
  const pdf = await pdfDownload(await downloading);
  expect(pdf.fileName).toBe(`${note.creditNoteNumber}.pdf`);
  expect(pdf.text.replace(/\s/g, "")).toContain(document.cufe);
  downloading = page.waitForEvent("download");
  await noteRow.getByRole("button", { name: `Descargar XML de ${note.creditNoteNumber}` }).click();
  const xml = await readFile(await (await downloading).path(), "utf8");
  expect(xml).toContain(document.cufe);

  // The server's refusal: more than what is left of the invoice (642.00 − 53.50), said as it says it.
  await fe.getByRole("button", { name: "Nota de crédito", exact: true }).click();
  await dialog.getByRole("textbox", { name: "Motivo *" }).fill("Descuento comercial acordado");
  await dialog.getByRole("radio", { name: "Un monto" }).check();
  await dialog.getByRole("spinbutton", { name: "Monto antes de ITBMS *" }).fill("1000");
  await dialog.getByRole("button", { name: "Emitir nota de crédito" }).click();
  await expect(page.getByRole("alert").filter({ hasText: creditNoteOverTotal(formatBalboas("588.50")) })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(notes.getByRole("row")).toHaveCount(2);

  // The month's Formulario 430 lists both fiscal documents, the note against the sale.
  const [year, month] = panamaIsoDate(0).split("-");
  await page.goto("/finance/reports");
  await page.getByRole("tab", { name: "Reportes Fiscales" }).click();
  await page.getByRole("combobox", { name: "Mes" }).click();
  await page.getByRole("option", { name: MONTH_NAMES[Number(month) - 1] }).click();
  await page.getByRole("combobox", { name: "Año" }).click();
  await page.getByRole("option", { name: year, exact: true }).click();
  const documents = page.getByRole("table", { name: "Documentos fiscales del mes" });
  const noteLine = documents.getByRole("row", { name: new RegExp(note.creditNoteNumber) });
  await expect(noteLine).toContainText("Nota de crédito");
  await expect(noteLine).toContainText(`${document.billingPoint}-${document.number}`);
  await expect(noteLine).toContainText("Autorizada por la DGI");
  await expect(documents.getByRole("row", { name: new RegExp(invoice.invoiceNumber) })).toContainText(
    "Factura de operación interna",
  );
});
