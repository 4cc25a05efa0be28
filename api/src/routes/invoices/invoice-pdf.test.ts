import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings, invoices } from "../../db/schema";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { jsonRequest } from "../../test/harness";
import { pngImage } from "../../test/images";
import { downloadPdf } from "../../test/pdf-text";

// GET /api/invoices/:id/pdf, read back with a PDF text extractor (api/docs/pdf-documents.md).

/** 'YYYY-MM-DD' as the PDF prints it. */
const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

const COMPANY = {
  legalName: "Istmo Software S.A.",
  tradeName: "Istmo Dev",
  ruc: "155596713-2-2015",
  dv: "59",
  address: "Calle 50, Torre Global, Ciudad de Panamá",
  phone: "+507 300-1234",
  email: "facturacion@istmo.pa",
  bankName: "Banco General",
  bankAccountType: "Corriente",
  bankAccountNumber: "03-01-01-123456-7",
  bankAccountHolder: null,
};

const setCompany = (db: Db, values: Partial<typeof companySettings.$inferInsert>) =>
  db.update(companySettings).set(values).where(eq(companySettings.id, 1));

// Worked out by hand (each line rounded half up, then summed):
//  3 × 33.335 = 100.005 -> 100.01 at 7 % -> 7.0007 -> 7.00
//  1 × 999.99 at 15 % -> 149.9985 -> 150.00
//  2.5 × 40 = 100.00, exempt
//  1 × 10.10 − 5 % = 9.595 -> 9.60 at 7 % -> 0.672 -> 0.67
// Subtotal 1209.60; 7 %: 109.61 and 7.67; 15 %: 999.99 and 150.00; exempt 100.00; total 1367.27.
const LINES = [
  { description: "Desarrollo de módulo de facturación (horas)", quantity: 3, unitPrice: "33.335", itbmsRate: 7 },
  { description: "Licencia anual del ERP", quantity: "1", unitPrice: "999.99", itbmsRate: "15" },
  { description: "Capacitación al personal", quantity: "2.5", unitPrice: 40, itbmsRate: "0" },
  { description: "Soporte técnico", quantity: "1", unitPrice: "10.10", discountPercent: "5", itbmsRate: "7" },
];

describeEachDatabase("invoice PDFs", (getDb) => {
  test("print the company, the client and its RUC, the lines, the ITBMS by rate, the total in words and how to pay", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await setCompany(db, COMPANY);
    const client = await insertClient(db, {
      name: "José Núñez",
      company: "Panadería El Águila S.A.",
      ruc: "8-123-456",
      dv: "12",
      email: "jose@aguila.pa",
    });
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        title: "Hito 1",
        description: "Implementación del ERP",
        issueDate: panamaDate(-3),
        dueDate: panamaDate(27),
        status: "sent",
        lines: LINES,
      },
    });
    expect(invoice.total).toBe("1367.27");

    const { fileName, text } = await downloadPdf(api.request, `/api/invoices/${invoice.id}/pdf`);
    expect(fileName).toBe(`${invoice.invoiceNumber}.pdf`);
    expect(fileName).toMatch(/^FAC-\d{4}-\d{4}\.pdf$/);
    for (const expected of [
      // The company (header), from the settings.
      "Istmo Software S.A.",
      "Istmo Dev",
      "RUC 155596713-2-2015 DV 59",
      "Calle 50, Torre Global, Ciudad de Panamá",
      "+507 300-1234 · facturacion@istmo.pa",
      // The document.
      "FACTURA",
      `N.º ${invoice.invoiceNumber}`,
      `Fecha de emisión: ${printed(panamaDate(-3))}`,
      `Fecha de vencimiento: ${printed(panamaDate(27))}`,
      // The client.
      "FACTURAR A Panadería El Águila S.A. Atención: José Núñez RUC 8-123-456 DV 12 jose@aguila.pa",
      "Hito 1 Implementación del ERP",
      // The lines: description, quantity, unit price, discount, rate, amount before tax.
      "Desarrollo de módulo de facturación (horas) 3 B/. 33.335 0% 7% B/. 100.01",
      "Licencia anual del ERP 1 B/. 999.99 0% 15% B/. 999.99",
      "Capacitación al personal 2.5 B/. 40.00 0% Exento B/. 100.00",
      "Soporte técnico 1 B/. 10.10 5% 7% B/. 9.60",
      // Totals, the ITBMS by rate (0, 7, 15), in words.
      "Subtotal B/. 1,209.60",
      "Subtotal exento B/. 100.00",
      "Subtotal gravado 7% B/. 109.61 ITBMS 7% B/. 7.67",
      "Subtotal gravado 15% B/. 999.99 ITBMS 15% B/. 150.00",
      "Total B/. 1,367.27",
      "SON: MIL TRESCIENTOS SESENTA Y SIETE CON 27/100 BALBOAS",
      // How to pay: the due date, the company's bank, the reference.
      `Fecha límite de pago: ${printed(panamaDate(27))}`,
      "Banco: Banco General",
      "Cuenta Corriente N.º 03-01-01-123456-7",
      "A nombre de: Istmo Software S.A.",
      `Indique la referencia ${invoice.invoiceNumber} al pagar.`,
    ]) {
      expect(text).toContain(expected);
    }
    // The status is not printed.
    expect(text).not.toContain("Enviada");
  });

  test("the next PDF follows the settings: a new RUC, the account holder, and the logo embedded as an image", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await setCompany(db, { ...COMPANY, logo: null, logoMimeType: null });
    const client = await insertClient(db, { name: "Ana Pérez" });
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Consultoría",
        amount: "1000",
        dueDate: panamaDate(30),
      },
    });
    const before = await downloadPdf(api.request, `/api/invoices/${invoice.id}/pdf`);
    expect(Buffer.from(before.bytes).toString("latin1")).not.toContain("/Subtype /Image");
    expect(before.text).toContain("RUC 155596713-2-2015 DV 59");
    // One line at 7 %: 1000.00 + 70.00.
    expect(before.text).toContain("Subtotal gravado 7% B/. 1,000.00 ITBMS 7% B/. 70.00 Total B/. 1,070.00");
    expect(before.text).toContain("SON: MIL SETENTA CON 00/100 BALBOAS");
    // A client with neither company nor RUC: its name alone.
    expect(before.text).toContain("FACTURAR A Ana Pérez CONCEPTO");

    await setCompany(db, {
      ruc: "8-NT-1-12345",
      dv: "07",
      bankAccountHolder: "Istmo Software, S.A.",
      logo: pngImage(8, 4),
      logoMimeType: "image/png",
    });
    const after = await downloadPdf(api.request, `/api/invoices/${invoice.id}/pdf`);
    expect(after.text).toContain("RUC 8-NT-1-12345 DV 07");
    expect(after.text).not.toContain("155596713");
    expect(after.text).toContain("A nombre de: Istmo Software, S.A.");
    expect(Buffer.from(after.bytes).toString("latin1")).toContain("/Subtype /Image");
  });

  test("without bank details, the instructions still give the due date and the reference", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await setCompany(db, { bankName: null, bankAccountType: null, bankAccountNumber: null, bankAccountHolder: null });
    const client = await insertClient(db, { name: "Ana Pérez" });
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Consultoría",
        amount: "10",
        dueDate: panamaDate(10),
      },
    });
    const { text } = await downloadPdf(api.request, `/api/invoices/${invoice.id}/pdf`);
    expect(text).toContain(
      `INSTRUCCIONES DE PAGO Fecha límite de pago: ${printed(panamaDate(10))} Indique la referencia ${invoice.invoiceNumber} al pagar.`,
    );
    expect(text).not.toContain("Banco:");
  });

  test("an unknown or malformed id is 404 'Factura no encontrada'; without a session, 401", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    for (const id of ["999999", "abc", "0"]) {
      const response = await api.request("GET", `/api/invoices/${id}/pdf`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Factura no encontrada" });
    }
    const anonymous = await jsonRequest(api.app, "GET", "/api/invoices/1/pdf");
    expect(anonymous.status).toBe(401);
  });

  test("an invoice paid at an instant before 1908 still lists, opens and prints (sessions read UTC)", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId,
        description: "Hito 1",
        amount: 1000,
        issueDate: panamaDate(-20),
        dueDate: panamaDate(10),
        status: "paid",
      },
    });
    // As the old server let a payment write it: Panama's offset before 22 April 1908 was -05:19:36,
    // which a session in that zone answered and no Date could read.
    await db
      .update(invoices)
      .set({ paidAt: new Date("1907-05-01T12:00:00Z") })
      .where(eq(invoices.id, invoice.id));
    const listed = await api.send(endpoints.listInvoices, {});
    expect(listed.find((row) => row.id === invoice.id)?.paidAt).toBe("1907-05-01T12:00:00.000Z");
    const one = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    expect(one).toMatchObject({ status: "paid", paidAt: "1907-05-01T12:00:00.000Z" });
    const pdf = await downloadPdf(api.request, `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.text).toContain(invoice.invoiceNumber);
  });
});
