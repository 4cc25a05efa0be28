import { describe, expect, test } from "bun:test";
import { includedItbms, payableInput } from "../finance/payables";
import { fromCents, toCents } from "../values/money";
import { itbmsRates } from "../values/statuses";
import { inRateOrder, itbmsRowIssue, payableTaxIssues, sumPayableTaxes } from "./payable-taxes";

describe("a supplier invoice's ITBMS per rate", () => {
  test("the ITBMS printed may differ from rate × base by one cent, not two", () => {
    // 1.50 × 7 % = 0.105 -> 0.11; three lines of 0.50 print 3 × 0.04 = 0.12.
    expect(itbmsRowIssue({ rate: "7", base: "1.50", itbms: "0.12" })).toBeNull();
    expect(itbmsRowIssue({ rate: "7", base: "1.50", itbms: "0.10" })).toBeNull();
    expect(itbmsRowIssue({ rate: "7", base: "1.50", itbms: "0.13" })).toBe(
      "El ITBMS no corresponde a la base y la tasa (esperado 0.11 ± 0.01)",
    );
    expect(itbmsRowIssue({ rate: "7", base: "1.50", itbms: "0.09" })).not.toBeNull();
    expect(itbmsRowIssue({ rate: "15", base: "999999999.99", itbms: "150000000.00" })).toBeNull();
    expect(itbmsRowIssue({ rate: "10", base: "1234.56", itbms: "123.44" })).toBe(
      "El ITBMS no corresponde a la base y la tasa (esperado 123.46 ± 0.01)",
    );
    expect(itbmsRowIssue({ rate: "0", base: "5.00", itbms: "0.00" })).toBeNull();
    expect(itbmsRowIssue({ rate: "0", base: "5.00", itbms: "0.01" })).toBe("Una base exenta no lleva ITBMS");
  });

  test("a rate used twice is refused on the later row", () => {
    const row = { base: "10.00", itbms: "0.70" };
    expect(
      payableTaxIssues([
        { rate: "7", ...row },
        { rate: "10", base: "10.00", itbms: "1.00" },
      ]),
    ).toEqual([]);
    expect(
      payableTaxIssues([
        { rate: "7", ...row },
        { rate: "7", ...row },
      ]),
    ).toEqual([{ index: 1, field: "rate", message: "Tasa repetida: use una sola fila por tasa" }]);
  });

  test("sums in cents and orders rows 0, 7, 10, 15", () => {
    const rows = [
      { rate: "15", base: "0.10", itbms: "0.02" },
      { rate: "0", base: "100.00", itbms: "0.00" },
      { rate: "7", base: "1.50", itbms: "0.12" },
    ] as const;
    expect(sumPayableTaxes(rows)).toEqual({ base: "101.60", itbms: "0.14", total: "101.74" });
    expect(inRateOrder(rows).map((row) => row.rate)).toEqual(["0", "7", "15"]);
  });

  test("the shorthand's ITBMS contained in a total always passes the row check", () => {
    // Every total up to B/. 1,000.00 at every rate: the shorthand never refuses what it computed.
    for (const rate of itbmsRates) {
      for (let cents = 1n; cents <= 100_000n; cents += 1n) {
        const total = fromCents(cents);
        const itbms = includedItbms(total, rate);
        const issue = itbmsRowIssue({ rate, base: fromCents(cents - toCents(itbms)), itbms });
        if (issue) throw new Error(`${total} al ${rate} %: ${issue}`);
      }
    }
  });

  test("the form's values: rows give the total, the ITBMS and the one rate", () => {
    const parsed = payableInput.parse({
      supplierId: 1,
      invoiceNumber: "F-1",
      description: "Compra",
      issueDate: "2026-03-02",
      dueDate: "2026-04-01",
      taxes: [
        { rate: "7", base: "100", itbms: "7" },
        { rate: "0", base: "100.00", itbms: "0" },
      ],
    });
    expect(parsed).toMatchObject({
      totalAmount: "207.00",
      itbmsAmount: "7.00",
      itbmsRate: null,
      taxes: [
        { rate: "0", base: "100.00", itbms: "0.00" },
        { rate: "7", base: "100.00", itbms: "7.00" },
      ],
    });
  });
});
