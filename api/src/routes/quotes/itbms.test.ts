import { expect, test } from "bun:test";
import { endpoints } from "../../contract";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";

// Expected values worked out by hand: tax = amount × rate / 100, rounded to the cent, half up.
const cases: Array<{ amount: string | number; rate: string | number; itbms: string; total: string }> = [
  { amount: "100.00", rate: "0", itbms: "0.00", total: "100.00" },
  { amount: "0.01", rate: 0, itbms: "0.00", total: "0.01" },
  { amount: "1234.56", rate: "0", itbms: "0.00", total: "1234.56" },
  { amount: 0.07, rate: "7", itbms: "0.00", total: "0.07" }, // 0.0049 -> 0.00
  { amount: "0.50", rate: "7", itbms: "0.04", total: "0.54" }, // 0.035 -> 0.04 (half up)
  { amount: "1.50", rate: 7, itbms: "0.11", total: "1.61" }, // 0.105 -> 0.11 (half up)
  { amount: "0.64", rate: "7", itbms: "0.04", total: "0.68" }, // 0.0448 -> 0.04
  { amount: 1234.56, rate: "7", itbms: "86.42", total: "1320.98" }, // 86.4192
  { amount: "999999999.99", rate: "7", itbms: "70000000.00", total: "1069999999.99" }, // 69999999.9993
  { amount: "0.05", rate: "10", itbms: "0.01", total: "0.06" }, // 0.005 -> 0.01 (half up)
  { amount: "0.04", rate: 10, itbms: "0.00", total: "0.04" }, // 0.004 -> 0.00
  { amount: "123.45", rate: "10", itbms: "12.35", total: "135.80" }, // 12.345 -> 12.35 (half up)
  { amount: "0.10", rate: "15", itbms: "0.02", total: "0.12" }, // 0.015 -> 0.02 (half up)
  { amount: "0.03", rate: "15", itbms: "0.00", total: "0.03" }, // 0.0045 -> 0.00
  { amount: "999.99", rate: 15, itbms: "150.00", total: "1149.99" }, // 149.9985 -> 150.00
  { amount: "2500", rate: "15", itbms: "375.00", total: "2875.00" },
];

describeEachDatabase("ITBMS on quotes and invoices", (getDb) => {
  for (const { amount, rate, itbms, total } of cases) {
    test(`${amount} at ${rate} % -> ITBMS ${itbms}, total ${total}`, async () => {
      const db = getDb();
      const api = await signedInApi(db);
      const { id: clientId } = await insertClient(db);
      const quote = await api.send(endpoints.createQuote, {
        body: { clientId, title: "Servicio", amount, itbmsRate: rate, validUntil: panamaDate(30) },
      });
      expect(quote).toMatchObject({ itbmsRate: String(rate), itbmsAmount: itbms, total });
      const invoice = await api.send(endpoints.createInvoice, {
        body: {
          clientId,
          description: "Servicio",
          amount,
          itbmsRate: rate,
          dueDate: panamaDate(30),
          status: "sent",
        },
      });
      expect(invoice).toMatchObject({ itbmsRate: String(rate), itbmsAmount: itbms, total });
      // The receivable claims exactly the taxed total.
      expect(invoice.receivable?.balanceAmount).toBe(total);
    });
  }
});
