import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  endpoints,
  type InvoiceInput,
  ITBMS_WITHHOLDING_INVALID,
  itbmsWithheldTooHigh,
  NO_ITBMS_WITHHOLDING,
  type ReceivablePaymentInput,
} from "../../../contract";
import { receivablePayments } from "../../../db/schema";
import { WITHHELD_ABOVE_SHARE } from "../../../domain/documents/invoices-update";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { panamaDate } from "../../../test/fixtures";

// ITBMS withheld by a client that is a retention agent (api/docs/dgi-reports.md, "ITBMS withheld by
// clients"): the client's default share, the invoice's, and what each payment may withhold.

describeEachDatabase("ITBMS withholding", (getDb) => {
  /** A client withholding `percent` and an invoice of 1,000.00 at 7 % (ITBMS 70.00) sent to it today. */
  async function setup(percent: 50 | 100 | null, invoiceBody: Partial<InvoiceInput> = {}) {
    const api = await signedInApi(getDb());
    const client = await api.send(endpoints.createClient, {
      body: { name: "Caja de Seguro Social", itbmsWithholdingPercent: percent },
    });
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Mantenimiento",
        amount: "1000.00",
        dueDate: panamaDate(30),
        status: "sent",
        ...invoiceBody,
      },
    });
    const receivableId = invoice.receivable?.id as number;
    /** A payment answered whatever its status: for the refusals. */
    const pay = (body: Record<string, unknown>) =>
      api.post("/api/financial/payments", { receivableId, paymentDate: panamaDate(0), ...body });
    /** A payment that must be recorded (201). */
    const paid = (body: Partial<ReceivablePaymentInput>) =>
      api.send(endpoints.receivePayment, { body: { receivableId, paymentDate: panamaDate(0), ...body } });
    const stored = async () =>
      getDb().select().from(receivablePayments).where(eq(receivablePayments.receivableId, receivableId));
    return { api, client, invoice, receivableId, pay, paid, stored };
  }

  test("a client's share is its invoices' default; an invoice may say otherwise", async () => {
    const { api, client, invoice } = await setup(100);
    expect(client.itbmsWithholdingPercent).toBe(100);
    expect(invoice.itbmsWithholdingPercent).toBe(100);
    const own = await api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Otra",
        amount: "10.00",
        dueDate: panamaDate(30),
        itbmsWithholdingPercent: "0",
      },
    });
    expect(own.itbmsWithholdingPercent).toBe(0);
    const edited = await api.send(endpoints.updateInvoice, {
      params: { id: own.id },
      body: { itbmsWithholdingPercent: 50 },
    });
    expect(edited.itbmsWithholdingPercent).toBe(50);
    // 0 and '' on a client are no retention, answered null.
    const none = await api.send(endpoints.updateClient, {
      params: { id: client.id },
      body: { itbmsWithholdingPercent: "" },
    });
    expect(none.itbmsWithholdingPercent).toBeNull();
  });

  test("a share other than none, 50 or 100 is a 400 in Spanish, on the client and on the invoice", async () => {
    const { api, client } = await setup(null);
    for (const bad of [30, "abc", -50, 150]) {
      await expectIssue(
        await api.post("/api/clients", { name: "Otro", itbmsWithholdingPercent: bad }),
        "itbmsWithholdingPercent",
        ITBMS_WITHHOLDING_INVALID,
      );
      await expectIssue(
        await api.post("/api/invoices", {
          clientId: client.id,
          description: "Servicio",
          amount: "10.00",
          dueDate: panamaDate(30),
          itbmsWithholdingPercent: bad,
        }),
        "itbmsWithholdingPercent",
        ITBMS_WITHHOLDING_INVALID,
      );
    }
  });

  test("payments withhold up to the ITBMS × share in all, each settling amount + withheld", async () => {
    const { pay, paid, stored } = await setup(50);
    // 50 % of 70.00 = 35.00. A first payment withholds 20.00 of it.
    const first = await paid({ amount: "500.00", itbmsWithheld: "20.00" });
    expect(first.receivable).toMatchObject({
      balanceAmount: "550.00", // 1,070.00 − 500.00 − 20.00
      status: "partially_paid",
      itbmsWithholdingLeft: "15.00",
    });
    // 15.01 is more than is left: 400 on the field, nothing stored.
    await expectIssue(
      await pay({ amount: "100.00", itbmsWithheld: "15.01" }),
      "itbmsWithheld",
      itbmsWithheldTooHigh("B/. 15.00"),
    );
    await expectIssue(
      await pay({ amount: "100.00", itbmsWithheld: "-1" }),
      "itbmsWithheld",
      "El monto no puede ser negativo",
    );
    expect(await stored()).toHaveLength(1);
    const last = await paid({ amount: "535.00", itbmsWithheld: "15.00" });
    expect(last.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid", itbmsWithholdingLeft: "0.00" });
    expect((await stored()).map((payment) => payment.itbmsWithheld)).toEqual(["20.00", "15.00"]);
  });

  test("amount + withheld may not exceed the balance (422), and a payment without it is as before", async () => {
    const { pay, paid } = await setup(100);
    expect((await pay({ amount: "1001.00", itbmsWithheld: "70.00" })).status).toBe(422);
    const plain = await paid({ amount: "100.00" });
    expect(plain.payment.itbmsWithheld).toBe("0.00");
    // Empty or null, as a form sends a field left blank: none withheld.
    for (const blank of ["", null]) {
      const answer = await paid({ amount: "1.00", itbmsWithheld: blank });
      expect(answer.payment.itbmsWithheld).toBe("0.00");
    }
  });

  test("an invoice without retention refuses any ITBMS withheld", async () => {
    const { pay, paid } = await setup(null);
    await expectIssue(await pay({ amount: "100.00", itbmsWithheld: "1.00" }), "itbmsWithheld", NO_ITBMS_WITHHOLDING);
    await paid({ amount: "100.00", itbmsWithheld: "0" });
  });

  test("an invoice edit that would leave more withheld than its share allows is refused", async () => {
    const { api, invoice, paid } = await setup(100);
    await paid({ amount: "100.00", itbmsWithheld: "70.00" });
    const refused = await api.patch(`/api/invoices/${invoice.id}`, { itbmsWithholdingPercent: 50 });
    expect(refused).toEqual({ status: 409, body: { error: WITHHELD_ABOVE_SHARE } });
  });
});
