import { expect, test } from "bun:test";
import {
  DOCUMENT_TOO_LONG,
  DOCUMENT_TOO_MANY_BREAKS,
  endpoints,
  MAX_DOCUMENT_CHARACTERS,
  MAX_DOCUMENT_LINE_BREAKS,
} from "../../contract";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, longText, panamaDate, storeQuoteLines } from "../../test/fixtures";
import { downloadPdf } from "../../test/pdf-text";

// A quote's or invoice's whole text is capped, so that its PDF stays quick to lay out
// (api/docs/documents.md, api/docs/pdf-documents.md).

const line = (description: string) => ({ description, quantity: 1, unitPrice: "10.00", itbmsRate: 7 });
const refusal = (message: string, field = "lines") => ({ error: message, issues: [{ field, message }] });

describeEachDatabase("a document's text limits", (getDb) => {
  test("a quote of 100 lines of 5,000 characters is 400 on its lines, and nothing is stored", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db);
    const before = await api.count("/api/quotes");
    const answer = await api.post("/api/quotes", {
      clientId: client.id,
      title: "Cotización enorme",
      validUntil: panamaDate(15),
      lines: Array.from({ length: 100 }, () => line(longText(5000))),
    });
    expect(answer).toEqual({ status: 400, body: refusal(DOCUMENT_TOO_LONG) });
    expect(DOCUMENT_TOO_LONG).toBe("El documento excede el máximo de 20,000 caracteres en total");
    expect(await api.count("/api/quotes")).toBe(before);
  });

  test("more than 500 line breaks in all is 400, also spread over lines that are each short enough", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db);
    const before = await api.count("/api/quotes");
    // 2 lines of 251 breaks: 502 in 1,000 characters.
    const answer = await api.post("/api/quotes", {
      clientId: client.id,
      title: "Muchos saltos",
      validUntil: panamaDate(15),
      lines: [line(longText(500, 251)), line(longText(500, 251))],
    });
    expect(answer).toEqual({ status: 400, body: refusal(DOCUMENT_TOO_MANY_BREAKS) });
    expect(DOCUMENT_TOO_MANY_BREAKS).toBe("El documento excede el máximo de 500 saltos de línea en total");
    expect(await api.count("/api/quotes")).toBe(before);
  });

  test("a quote at both limits is created and its PDF renders; one character or break more is refused", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db);
    // Title 20 + description 80 + 100 lines of 199 = 20,000 characters; 100 × 5 = 500 breaks:
    // the slowest document to lay out that the limits allow (the most rows, the most breaks).
    const atLimits = {
      clientId: client.id,
      title: "Cotización al límite",
      description: longText(80),
      validUntil: panamaDate(15),
      lines: Array.from({ length: 100 }, () => line(longText(199, 5))),
    };
    const oneMore = [
      { body: { ...atLimits, title: `${atLimits.title}s` }, message: DOCUMENT_TOO_LONG },
      { body: { ...atLimits, description: longText(80, 1) }, message: DOCUMENT_TOO_MANY_BREAKS },
    ];
    for (const { body, message } of oneMore) {
      expect(await api.post("/api/quotes", body)).toEqual({ status: 400, body: refusal(message) });
    }
    const quote = await api.send(endpoints.createQuote, { body: atLimits });
    const text = [quote.title, quote.description ?? "", ...quote.lines.map((l) => l.description)].join("");
    expect(text.length).toBe(MAX_DOCUMENT_CHARACTERS);
    expect(text.split("\n").length - 1).toBe(MAX_DOCUMENT_LINE_BREAKS);

    const pdf = await downloadPdf(api.request, `/api/quotes/${quote.id}/pdf`);
    expect(pdf.text).toContain(`N.º ${quote.quoteNumber}`);
    expect(pdf.text).toContain("Total B/. 1,070.00");
  });

  test("an invoice is held to the limits on create, and on a PATCH of its lines or its description", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db);
    const body = { clientId: client.id, description: "Servicios", dueDate: panamaDate(30) };
    const before = await api.count("/api/invoices");
    const tooLong = Array.from({ length: 5 }, () => line(longText(4000)));
    expect(await api.post("/api/invoices", { ...body, lines: tooLong })).toEqual({
      status: 400,
      body: refusal(DOCUMENT_TOO_LONG),
    });
    expect(await api.count("/api/invoices")).toBe(before);

    // 4 lines of 4,000: 16,000 with the description, accepted; 5,000 more characters are not.
    const invoice = await api.send(endpoints.createInvoice, { body: { ...body, lines: tooLong.slice(0, 4) } });
    expect(await api.patch(`/api/invoices/${invoice.id}`, { lines: tooLong })).toEqual({
      status: 400,
      body: refusal(DOCUMENT_TOO_LONG),
    });
    expect(await api.patch(`/api/invoices/${invoice.id}`, { description: longText(5000) })).toEqual({
      status: 400,
      body: refusal(DOCUMENT_TOO_LONG, "description"),
    });
    const stored = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    expect(stored.description).toBe("Servicios");
    expect(stored.lines).toHaveLength(4);
    expect(stored.updatedAt).toBe(invoice.updatedAt);
  });

  test("a quote stored beyond the limits still changes status, and a PATCH of its text must bring it within them", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const client = await insertClient(db);
    const quote = await api.send(endpoints.createQuote, {
      body: {
        clientId: client.id,
        title: "Cotización antigua",
        validUntil: panamaDate(15),
        lines: [line("Una línea")],
      },
    });
    await storeQuoteLines(
      db,
      quote.id,
      Array.from({ length: 10 }, () => longText(5000)),
    );

    const sent = await api.send(endpoints.updateQuote, { params: { id: quote.id }, body: { status: "sent" } });
    expect(sent.status).toBe("sent");
    expect(await api.patch(`/api/quotes/${quote.id}`, { title: "Otro título" })).toEqual({
      status: 400,
      body: refusal(DOCUMENT_TOO_LONG, "title"),
    });
    const fixed = await api.send(endpoints.updateQuote, {
      params: { id: quote.id },
      body: { lines: [line(longText(5000))] },
    });
    expect(fixed.lines).toHaveLength(1);
  });
});
