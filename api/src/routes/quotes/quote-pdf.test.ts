import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, todayInPanama } from "../../contract";
import { companySettings } from "../../db/schema";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { downloadPdf } from "../../test/pdf-text";

// GET /api/quotes/:id/pdf, read back with a PDF text extractor (api/docs/pdf-documents.md).

const printed = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

describeEachDatabase("quote PDFs", (getDb) => {
  test("print the company, the client, number, date and validity, the lines, the ITBMS by rate and the total in words", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await db
      .update(companySettings)
      .set({ legalName: "Soluciones del Istmo, S.A.", tradeName: null, ruc: "2-714-2081", dv: "35" })
      .where(eq(companySettings.id, 1));
    const client = await insertClient(db, { name: "Constructora Chiriquí" });
    // By hand: 12 × 45.50 − 10 % = 491.40, ITBMS 7 % 34.398 -> 34.40; 120.00 at 10 % -> 12.00;
    // 2 × 25 = 50.00 exempt. Subtotal 661.40, ITBMS 46.40, total 707.80.
    const quote = await api.send(endpoints.createQuote, {
      body: {
        clientId: client.id,
        title: "Sitio web corporativo",
        description: "Diseño, hosting y dominio",
        validUntil: panamaDate(15),
        lines: [
          { description: "Diseño UX/UI (horas)", quantity: 12, unitPrice: "45.50", discountPercent: 10, itbmsRate: 7 },
          { description: "Hosting anual", quantity: 1, unitPrice: 120, itbmsRate: 10 },
          { description: "Dominio .com.pa (años)", quantity: 2, unitPrice: 25, itbmsRate: 0 },
        ],
      },
    });
    expect(quote.total).toBe("707.80");

    const { fileName, text } = await downloadPdf(api.request, `/api/quotes/${quote.id}/pdf`);
    expect(fileName).toBe(`${quote.quoteNumber}.pdf`);
    expect(fileName).toMatch(/^COT-\d{4}-\d{4}\.pdf$/);
    for (const expected of [
      "Soluciones del Istmo, S.A.",
      "RUC 2-714-2081 DV 35",
      "COTIZACIÓN",
      `N.º ${quote.quoteNumber}`,
      // Issued the day it was created, in Panama.
      `Fecha: ${printed(todayInPanama())}`,
      `Válida hasta: ${printed(panamaDate(15))}`,
      // A client without company or RUC: its name alone, straight before the concept.
      "CLIENTE Constructora Chiriquí CONCEPTO Sitio web corporativo Diseño, hosting y dominio",
      "Diseño UX/UI (horas) 12 B/. 45.50 10% 7% B/. 491.40",
      "Hosting anual 1 B/. 120.00 0% 10% B/. 120.00",
      "Dominio .com.pa (años) 2 B/. 25.00 0% Exento B/. 50.00",
      "Subtotal B/. 661.40",
      "Subtotal exento B/. 50.00",
      "Subtotal gravado 7% B/. 491.40 ITBMS 7% B/. 34.40",
      "Subtotal gravado 10% B/. 120.00 ITBMS 10% B/. 12.00",
      "Total B/. 707.80",
      "SON: SETECIENTOS SIETE CON 80/100 BALBOAS",
      `VALIDEZ Válida hasta ${printed(panamaDate(15))}.`,
    ]) {
      expect(text).toContain(expected);
    }
    // The status ('Borrador') is not printed, and a quote carries no payment instructions.
    expect(text).not.toContain("Borrador");
    expect(text).not.toContain("INSTRUCCIONES DE PAGO");
  });

  test("an unknown or malformed id is 404 'Cotización no encontrada'", async () => {
    const api = await signedInApi(getDb());
    for (const id of ["999999", "x1"]) {
      const response = await api.request("GET", `/api/quotes/${id}/pdf`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Cotización no encontrada" });
    }
  });
});
