import { afterEach, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, FE_ISSUED_LOCKED } from "../../contract";
import { feDocuments, feNumberSeries, invoices } from "../../db/schema";
import { FE_NUMBER_KEEPS_INVOICE } from "../../domain/fe/invoice-lock";
import { parseEnv } from "../../env";
import { jobTable } from "../../jobs/job-table";
import { PdfWorkerPool } from "../../pdf/worker-pool";
import { describeEachDatabase } from "../../test/databases";
import { feIssuing } from "../../test/fe-issuing";
import { flat, pdfText } from "../../test/pdf-text";

const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

describeEachDatabase("issuing an invoice's electronic document", (getDb) => {
  async function setup(options: Parameters<typeof feIssuing>[1] = {}) {
    const issuing = await feIssuing(getDb(), options);
    stops.push(issuing.stop);
    return issuing;
  }

  test("an invoice is numbered, signed, sent and authorised; its XML, list and CAFE say so", async () => {
    const { api, raw, sentInvoice, issued, fake } = await setup();
    const invoice = await sentInvoice();
    const body = await issued(invoice.id);
    expect(body).toMatchObject({
      invoiceId: invoice.id,
      documentType: "01",
      status: "authorised",
      environment: 2,
      branchCode: "0000",
      billingPoint: "001",
      emissionType: "01",
      contingency: null,
      pacProvider: "hka",
      rejection: null,
      sendAttempts: 1,
    });
    expect(body.number).toMatch(/^\d{10}$/);
    expect(body.cufe).toMatch(/^FE01/);
    expect(body.cufe).toHaveLength(66);
    expect(body.protocol).toBeTruthy();
    expect(body.qrContent).toContain("dgi-fep");
    expect(body.annulableUntil).not.toBeNull();
    // HKA received this one document (the adapter tests check its fields one by one).
    expect(fake?.documents.size).toBe(1);

    const xml = await raw(`/api/invoices/${invoice.id}/fe/xml`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get("content-type")).toContain("application/xml");
    expect(await xml.text()).toContain("<rFE");

    const listed = await api.send(endpoints.listInvoices, { query: { feStatus: "authorised" } });
    expect(listed.map((row) => row.id)).toContain(invoice.id);
    const notIssued = await api.send(endpoints.listInvoices, { query: { feStatus: "none" } });
    expect(notIssued.map((row) => row.id)).not.toContain(invoice.id);

    const pdf = flat(await pdfText(new Uint8Array(await (await raw(`/api/invoices/${invoice.id}/pdf`)).arrayBuffer())));
    expect(pdf).toContain(body.cufe);
    expect(pdf).toContain("COMPROBANTE AUXILIAR DE FACTURA ELECTRÓNICA (CAFE)");
    expect(pdf).toContain(`Número fiscal: 001-${body.number}`);
    expect(pdf).not.toContain("Documento no autorizado por la DGI");
  });

  test("fiscal numbers follow one another without gaps, also when issued at once", async () => {
    const { db, sentInvoice, issued } = await setup();
    const created = await Promise.all([sentInvoice(), sentInvoice(), sentInvoice()]);
    const documents = await Promise.all(created.map((invoice) => issued(invoice.id)));
    const numbers = documents.map((document) => Number(document.number)).sort((a, b) => a - b);
    const [series] = await db.select().from(feNumberSeries);
    const last = series?.lastNumber ?? 0;
    expect(numbers).toEqual([last - 2, last - 1, last]);
  });

  test("an issued invoice keeps its content: edits and deletion are refused, collection goes on", async () => {
    const { api, sentInvoice, issue, issued } = await setup();
    const invoice = await sentInvoice();
    await issued(invoice.id);
    const edit = await api.patch(`/api/invoices/${invoice.id}`, { description: "Otra cosa" });
    expect(edit).toEqual({ status: 409, body: { error: FE_ISSUED_LOCKED } });
    const cancel = await api.patch(`/api/invoices/${invoice.id}`, { status: "cancelled" });
    expect(cancel.status).toBe(409);
    const removed = await api.del(`/api/invoices/${invoice.id}`);
    expect(removed).toEqual({ status: 409, body: { error: FE_NUMBER_KEEPS_INVOICE } });
    const paid = await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "paid" } });
    expect(paid.status).toBe("paid");
    const again = await issue(invoice.id);
    expect(again.status).toBe(409);
  });

  test("a rejected document is corrected and issued again with the same number", async () => {
    const { api, sentInvoice, issued, fake } = await setup();
    const invoice = await sentInvoice();
    fake?.rejectNext("109", "El campo dNombRec es inválido");
    const rejected = await issued(invoice.id);
    expect(rejected.status).toBe("rejected");
    expect(rejected.rejection?.code).toBe("109");
    expect(rejected.rejection?.message).toBeTruthy();
    // Not a fiscal document: the invoice can be corrected (send fails the test unless it is a 200).
    await api.send(endpoints.updateInvoice, {
      params: { id: invoice.id },
      body: { description: "Desarrollo del portal (corregida)" },
    });
    const retried = await issued(invoice.id);
    expect(retried).toMatchObject({ status: "authorised", number: rejected.number, rejection: null });
  });

  test("a PAC that does not answer leaves the document in contingency; the job sends it once it answers", async () => {
    const { db, env, sentInvoice, issued, fake } = await setup();
    const invoice = await sentInvoice();
    fake?.failNext(1);
    const waiting = await issued(invoice.id);
    expect(waiting).toMatchObject({ status: "signed", emissionType: "02", pacProvider: "hka" });
    expect(waiting.contingency?.reason).toMatch(/^El PAC no respondió/);
    expect(waiting.cufe.slice(2, 4)).toBe("01");
    expect(waiting.lastError).toBeTruthy();

    // A timeout is unreachable too: the next attempt hangs past the 1 s limit and nothing changes.
    fake?.hangNext(1);
    const job = jobTable.find((row) => row.name === "fe-pendientes");
    if (!job) throw new Error("no job");
    // The job renders no PDF: a pool that is never asked starts no thread.
    const context = {
      db,
      env: parseEnv(env),
      pdf: new PdfWorkerPool(),
      data: null,
      signal: new AbortController().signal,
    };
    await job.run(context);
    const [stillWaiting] = await db.select().from(feDocuments).where(eq(feDocuments.invoiceId, invoice.id));
    expect(stillWaiting?.status).toBe("signed");

    await job.run(context);
    const [sent] = await db.select().from(feDocuments).where(eq(feDocuments.invoiceId, invoice.id));
    expect(sent).toMatchObject({ status: "authorised", emissionType: "02" });
    expect(sent?.sendAttempts).toBe(3);
  });

  test("without a PAC the document is built, validated and signed, and plainly not authorised", async () => {
    const { raw, sentInvoice, issued } = await setup({ withPac: false });
    const invoice = await sentInvoice();
    const body = await issued(invoice.id);
    expect(body).toMatchObject({ status: "signed", pacProvider: null, protocol: null, sendAttempts: 0 });
    const xml = await (await raw(`/api/invoices/${invoice.id}/fe/xml`)).text();
    expect(xml).toContain(body.cufe);
    expect(xml).toContain("Signature");
    const pdf = flat(await pdfText(new Uint8Array(await (await raw(`/api/invoices/${invoice.id}/pdf`)).arrayBuffer())));
    expect(pdf).toContain("Documento no autorizado por la DGI");
  });

  test("issuing is refused for a draft, and names every company setting still missing", async () => {
    const { db, api, sentInvoice, issue } = await setup();
    const draft = await sentInvoice({ status: "draft" });
    const refused = await issue(draft.id);
    expect(refused.status).toBe(409);
    const invoice = await sentInvoice();
    await api.send(endpoints.updateCompanySettings, { body: { feCoordinates: null, phone: null } });
    const missing = await issue(invoice.id);
    expect(missing.status).toBe(409);
    expect(missing.body.error).toContain("Falta en la empresa");
    expect(await db.select().from(feDocuments).where(eq(feDocuments.invoiceId, invoice.id))).toEqual([]);
    const unknown = await issue(99_999_999);
    expect(unknown.status).toBe(404);
  });

  test("an authorised document is annulled within the window, with a reason; after it, a credit note", async () => {
    const { db, api, sentInvoice, issued } = await setup();
    const invoice = await sentInvoice();
    await issued(invoice.id);
    const short = await api.post(`/api/invoices/${invoice.id}/fe/annul`, { reason: "Error" });
    expect(short.status).toBe(400);
    const annulled = await api.send(endpoints.annulInvoiceFe, {
      params: { id: invoice.id },
      body: { reason: "El servicio no se prestó: el cliente canceló el contrato" },
    });
    expect(annulled).toMatchObject({ status: "annulled", annulableUntil: null });
    const [row] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row?.status).toBe("cancelled");

    const late = await sentInvoice();
    await issued(late.id);
    await db
      .update(feDocuments)
      .set({ authorisedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(feDocuments.invoiceId, late.id));
    const refused = await api.post(`/api/invoices/${late.id}/fe/annul`, {
      reason: "El servicio no se prestó: el cliente canceló el contrato",
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("nota de crédito");
  });
});
