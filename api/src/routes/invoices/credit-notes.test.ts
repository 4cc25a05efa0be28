import { afterEach, expect, test } from "bun:test";
import { eq, inArray, sql } from "drizzle-orm";
import {
  CREDIT_NOTE_NOT_AUTHORISED,
  CREDIT_NOTE_REASON_LENGTH,
  CREDIT_NOTE_TOO_LATE,
  type CreditNoteInput,
  endpoints,
  type Form430Record,
  toCents,
} from "../../contract";
import { rows } from "../../db/client";
import { accountsReceivable, creditNotes, feDocuments } from "../../db/schema";
import { FE_ANNUL_WITH_CREDIT_NOTES } from "../../domain/fe/annul";
import { describeEachDatabase } from "../../test/databases";
import { contractGroup, contractList, contractText, lastDocumento } from "../../test/fake-hka/fake-hka";
import { feIssuing } from "../../test/fe-issuing";
import { accountBalance, entriesOf, journalTotals } from "../../test/ledger";
import { flat, pdfText } from "../../test/pdf-text";

// Credit notes of issued invoices (api/docs/electronic-invoicing.md, "Credit notes"). The invoice
// of feIssuing: 10 × 85.50 at 7 % (855.00 + 59.85) and 1 × 120 less 10 % exempt (108.00): 1,022.85.

const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const REASON = "Servicio facturado de más: se devuelve al cliente";

describeEachDatabase("credit notes of issued invoices", (getDb) => {
  async function setup(options: Parameters<typeof feIssuing>[1] = {}) {
    const issuing = await feIssuing(getDb(), options);
    stops.push(issuing.stop);
    const { api, sentInvoice, issued } = issuing;
    /** An invoice issued and authorised by the fake HKA, with its fiscal document. */
    async function authorisedInvoice() {
      const invoice = await sentInvoice();
      const fe = await issued(invoice.id);
      if (fe.status !== "authorised") throw new Error(`not authorised: ${JSON.stringify(fe)}`);
      return { invoice, fe };
    }
    /** A credit note that must be issued (201): the note, typed. */
    const credit = (invoiceId: number, body: CreditNoteInput) =>
      api.send(endpoints.createCreditNote, { params: { id: invoiceId }, body });
    /** The same call answered `{ status, body }`, for a refusal. */
    const tryCredit = (invoiceId: number, body: unknown) =>
      api.call(endpoints.createCreditNote, { params: { id: invoiceId }, body });
    const balanceOf = async (invoiceId: number) => {
      const [row] = await getDb()
        .select({ balance: accountsReceivable.balanceAmount, status: accountsReceivable.status })
        .from(accountsReceivable)
        .where(eq(accountsReceivable.invoiceId, invoiceId));
      return row;
    };
    return { ...issuing, authorisedInvoice, credit, tryCredit, balanceOf };
  }

  /** The books still balance, and Cuentas por cobrar is the sum of the receivables' balances. */
  async function booksHold() {
    const db = getDb();
    const totals = await journalTotals(db);
    expect(totals?.unbalanced).toBe(0);
    expect(totals?.debits).toBe(totals?.credits ?? "");
    const [owed] = rows(
      await db.execute<{ sum: string }>(
        sql`select coalesce(sum(balance_amount), 0)::numeric(14,2)::text as sum from ${accountsReceivable}`,
      ),
    );
    expect(await accountBalance(db, "1.1.03")).toBe(owed?.sum ?? "");
  }

  test("the whole invoice: the receivable is settled, the entry reverses the sale, the note is authorised as iDoc 04", async () => {
    const { db, api, raw, authorisedInvoice, credit, tryCredit, balanceOf, fake } = await setup();
    const { invoice, fe } = await authorisedInvoice();
    const body = await credit(invoice.id, { reason: REASON });
    expect(body).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      amount: "963.00",
      itbmsAmount: "59.85",
      total: "1022.85",
      customerCredit: "0.00",
      feStatus: "authorised",
      reason: REASON,
    });
    expect(body.creditNoteNumber).toMatch(/^NC-\d{4}-\d{4}$/);
    expect(body.lines.map((line) => [line.description, line.quantity, line.total])).toEqual([
      ["Desarrollo", "10", "914.85"],
      ["Capacitación", "1", "108.00"],
    ]);
    expect(await balanceOf(invoice.id)).toEqual({ balance: "0.00", status: "paid" });
    const paid = await api.send(endpoints.getInvoice, { params: { id: invoice.id } });
    expect(paid.status).toBe("paid");

    const [entry] = await entriesOf(db, "credit_note", body.id);
    expect(entry?.lines).toEqual([
      ["4.1.05", "963.00", "0.00"],
      ["2.1.02", "59.85", "0.00"],
      ["1.1.03", "0.00", "1022.85"],
    ]);
    await booksHold();

    // Its fiscal document: type 04, its own series, referring to the invoice's CUFE.
    const noteFe = await api.send(endpoints.creditNoteFe, { params: { id: body.id } });
    expect(noteFe).toMatchObject({ documentType: "04", status: "authorised", invoiceId: invoice.id });
    expect(noteFe.number).toBe("0000000001");
    const sent = lastDocumento(fake ?? (undefined as never));
    const transaction = contractGroup(sent, "datosTransaccion");
    expect(contractText(transaction, "tipoDocumento")).toBe("04");
    const [reference] = contractList(transaction, "listaDocsFiscalReferenciados");
    expect(contractText(reference, "cufeFEReferenciada")).toBe(fe.cufe);
    const [row] = await db.select().from(feDocuments).where(eq(feDocuments.creditNoteId, body.id));
    expect(row?.signedXml).toContain(`<dCUFERef>${fe.cufe}</dCUFERef>`);
    expect(row?.signedXml).toContain("<gDFRef>");
    const xml = await raw(`/api/credit-notes/${body.id}/fe/xml`);
    expect(xml.status).toBe(200);
    expect(await xml.text()).toContain("<iDoc>04</iDoc>");

    const pdf = flat(
      await pdfText(new Uint8Array(await (await raw(`/api/credit-notes/${body.id}/pdf`)).arrayBuffer())),
    );
    expect(pdf).toContain("NOTA DE CRÉDITO");
    expect(pdf).toContain(invoice.invoiceNumber);
    expect(pdf).toContain(fe.cufe);
    expect(pdf).toContain(`Número fiscal: 001-${noteFe.number}`);

    const listed = await api.send(endpoints.invoiceCreditNotes, { params: { id: invoice.id } });
    expect(listed.map((note) => note.id)).toEqual([body.id]);
    // Nothing is left to credit.
    const again = await tryCredit(invoice.id, { reason: REASON });
    expect(again.status).toBe(409);
  });

  test("some lines, then an amount: the receivable goes down by each; a line's quantity and the total are capped", async () => {
    const { db, authorisedInvoice, credit, tryCredit, balanceOf } = await setup();
    const { invoice } = await authorisedInvoice();
    const some = await credit(invoice.id, { reason: REASON, lines: [{ position: 0, quantity: 4 }] });
    expect(some).toMatchObject({
      amount: "342.00",
      itbmsAmount: "23.94",
      total: "365.94",
      customerCredit: "0.00",
    });
    expect(await balanceOf(invoice.id)).toEqual({ balance: "656.91", status: "pending" });

    const tooMany = await tryCredit(invoice.id, { reason: REASON, lines: [{ position: 0, quantity: 7 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toContain("(6)");
    const unknown = await tryCredit(invoice.id, { reason: REASON, lines: [{ position: 5, quantity: 1 }] });
    expect(unknown.status).toBe(400);

    const adjustment = await credit(invoice.id, { reason: REASON, amount: "100" });
    expect(adjustment).toMatchObject({ amount: "100.00", itbmsAmount: "7.00", total: "107.00" });
    expect(adjustment.lines[0]?.description).toBe(`Ajuste a la factura ${invoice.invoiceNumber}`);
    expect(await balanceOf(invoice.id)).toEqual({ balance: "549.91", status: "pending" });

    // 1,022.85 − 365.94 − 107.00 = 549.91 left to credit: 600 + 7 % is more.
    const over = await tryCredit(invoice.id, { reason: REASON, amount: "600" });
    expect(over.status).toBe(409);
    expect(over.body.error).toContain("549.91");
    expect(await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id))).toHaveLength(2);
    await booksHold();
  });

  test("a paid invoice leaves the client a credit, posted to Anticipos de clientes", async () => {
    const { db, api, authorisedInvoice, credit, balanceOf } = await setup();
    const { invoice } = await authorisedInvoice();
    await api.send(endpoints.updateInvoice, { params: { id: invoice.id }, body: { status: "paid" } });
    const body = await credit(invoice.id, { reason: REASON, amount: "100" });
    expect(body).toMatchObject({ total: "107.00", customerCredit: "107.00" });
    expect(await balanceOf(invoice.id)).toEqual({ balance: "0.00", status: "paid" });
    const [entry] = await entriesOf(db, "credit_note", body.id);
    expect(entry?.lines).toEqual([
      ["4.1.05", "100.00", "0.00"],
      ["2.1.02", "7.00", "0.00"],
      ["2.1.06", "0.00", "107.00"],
    ]);
    await booksHold();
  });

  test("refused with nothing written: not authorised, after 180 days, a bad reason, lines and an amount", async () => {
    const { db, sentInvoice, authorisedInvoice, tryCredit, balanceOf } = await setup();
    const notIssued = await sentInvoice();
    const refused = await tryCredit(notIssued.id, { reason: REASON });
    expect(refused).toEqual({ status: 409, body: { error: CREDIT_NOTE_NOT_AUTHORISED } });

    const { invoice } = await authorisedInvoice();
    const short = await tryCredit(invoice.id, { reason: "Error" });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(CREDIT_NOTE_REASON_LENGTH);
    const both = await tryCredit(invoice.id, { reason: REASON, amount: "10", lines: [{ position: 0, quantity: 1 }] });
    expect(both.status).toBe(400);
    const zero = await tryCredit(invoice.id, { reason: REASON, amount: "0" });
    expect(zero.status).toBe(400);

    await db
      .update(feDocuments)
      .set({ authorisedAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
      .where(eq(feDocuments.invoiceId, invoice.id));
    const late = await tryCredit(invoice.id, { reason: REASON });
    expect(late).toEqual({ status: 409, body: { error: CREDIT_NOTE_TOO_LATE } });

    const written = await db
      .select()
      .from(creditNotes)
      .where(inArray(creditNotes.invoiceId, [notIssued.id, invoice.id]));
    expect(written).toEqual([]);
    expect(await balanceOf(invoice.id)).toEqual({ balance: "1022.85", status: "pending" });
    const unknown = await tryCredit(99_999_999, { reason: REASON });
    expect(unknown.status).toBe(404);
  });

  test("the Formulario 430 of the month counts the note against sales; its documents list shows both", async () => {
    const { api, authorisedInvoice, credit } = await setup();
    const { invoice, fe } = await authorisedInvoice();
    const month = invoice.issueDate.slice(0, 7);
    const form = () => api.send(endpoints.form430, { query: { month } });
    const before = await form();
    const note = await credit(invoice.id, { reason: REASON, lines: [{ position: 0, quantity: 2 }] });
    expect(note).toMatchObject({ amount: "171.00", itbmsAmount: "11.97" });
    const after = await form();
    expect(toCents(before.sales.total) - toCents(after.sales.total)).toBe(17100n);
    expect(toCents(before.debit) - toCents(after.debit)).toBe(1197n);
    const at7 = (record: Form430Record) => record.sales.byRate.find((row) => row.rate === "7")?.base ?? "0";
    expect(toCents(at7(before)) - toCents(at7(after))).toBe(17100n);

    const listed = await api.send(endpoints.form430Documents, { params: { month } });
    expect(listed.find((row) => row.kind === "invoice" && row.id === invoice.id)).toMatchObject({
      documentType: "01",
      cufe: fe.cufe,
      feStatus: "authorised",
      counted: true,
      total: "1022.85",
    });
    expect(listed.find((row) => row.kind === "credit_note" && row.id === note.id)).toMatchObject({
      number: note.creditNoteNumber,
      documentType: "04",
      feStatus: "authorised",
      amount: "-171.00",
      itbmsAmount: "-11.97",
    });
    const bad = await api.get("/api/financial/dgi/form-430/2026-13/documents");
    expect(bad.status).toBe(400);
  });

  test("an invoice with credit notes is not annulled", async () => {
    const { api, authorisedInvoice, credit } = await setup();
    const { invoice } = await authorisedInvoice();
    await credit(invoice.id, { reason: REASON, amount: "10" });
    const annul = await api.post(`/api/invoices/${invoice.id}/fe/annul`, { reason: REASON });
    expect(annul).toEqual({ status: 409, body: { error: FE_ANNUL_WITH_CREDIT_NOTES } });
  });

  test("staff may not issue credit notes", async () => {
    const { app, authorisedInvoice } = await setup();
    const { invoice } = await authorisedInvoice();
    const { createUser, jsonRequest, signIn } = await import("../../test/harness");
    const staff = await createUser(getDb(), { role: "staff" });
    const cookie = await signIn(app, staff.email, staff.password);
    const answer = await jsonRequest(app, "POST", `/api/invoices/${invoice.id}/credit-notes`, {
      cookie,
      body: { reason: REASON },
    });
    expect(answer.status).toBe(403);
  });
});
