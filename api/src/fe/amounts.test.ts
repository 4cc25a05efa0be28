import { expect, test } from "bun:test";
import { computeDocumentTotals } from "../contract/documents/document-lines";
import { panamaWallClock } from "../contract/values/dates";
import { toCents } from "../contract/values/money";
import { sampleItem } from "../test/fe-fixtures";
import { computeFeAmounts, computeItemAmounts, unitDiscount } from "./amounts";
import { fechaTZ, fechaTZOfDate } from "./dates";

test("one line: prices, ITBMS at 7 % and the totals", () => {
  const { items, totals } = computeFeAmounts([sampleItem({ quantity: "2", unitPrice: "150", itbmsRate: "7" })]);
  expect(items).toEqual([
    {
      quantity: "2.00",
      unitPrice: "150.00",
      unitDiscount: null,
      price: "300.00",
      rateCode: "01",
      itbms: "21.00",
      total: "321.00",
    },
  ]);
  expect(totals).toEqual({
    net: "300.00",
    itbms: "21.00",
    taxes: "21.00",
    itemsTotal: "321.00",
    total: "321.00",
    received: "321.00",
    itemCount: 1,
  });
});

test.each([
  ["0", "00", "0.00"],
  ["7", "01", "7.00"],
  ["10", "02", "10.00"],
  ["15", "03", "15.00"],
] as const)("ITBMS rate %s%% is code %s", (rate, code, itbms) => {
  const item = computeItemAmounts(sampleItem({ quantity: "1", unitPrice: "100", itbmsRate: rate }));
  expect(item.rateCode).toBe(code);
  expect(item.itbms).toBe(itbms);
});

test("dTotGravado is the sum of the taxes, not the taxable base", () => {
  const { totals } = computeFeAmounts([
    sampleItem({ quantity: "1", unitPrice: "100", itbmsRate: "7" }),
    sampleItem({ quantity: "1", unitPrice: "50", itbmsRate: "0" }),
  ]);
  expect(totals.net).toBe("150.00");
  expect(totals.taxes).toBe("7.00");
});

test("each line is rounded to the cent before the totals add up, as the invoice does", () => {
  // 1 × 0.125 at 7 % is 0.13 (half up) with ITBMS 0.01, so three lines total 0.42; adding the
  // unrounded lines first would give 0.375 -> 0.38 and ITBMS 0.03, a total of 0.41.
  const lines = Array.from({ length: 3 }, () => sampleItem({ quantity: "1", unitPrice: "0.125", itbmsRate: "7" }));
  const { items, totals } = computeFeAmounts(lines);
  expect(items[0]?.price).toBe("0.13");
  expect(items[0]?.itbms).toBe("0.01");
  expect(totals.net).toBe("0.39");
  expect(totals.itbms).toBe("0.03");
  expect(totals.total).toBe("0.42");
});

test("a discount: dPrUnitDesc is the discount on one unit, dPrItem the line after it", () => {
  const item = computeItemAmounts(
    sampleItem({ quantity: "3", unitPrice: "33.3335", discountPercent: "12.34", itbmsRate: "7" }),
  );
  expect(item.unitPrice).toBe("33.3335");
  // 33.3335 × 12.34 % = 4.1133539 -> 4.113354 (6 decimals, half up)
  expect(item.unitDiscount).toBe("4.113354");
  // The product's line: 3 × 33.3335 × 0.8766 = 87.66144… -> 87.66
  expect(item.price).toBe("87.66");
  expect(item.itbms).toBe("6.14");
  expect(item.total).toBe("93.80");
  expect(unitDiscount("150.00", "10")).toBe("15.00");
  expect(unitDiscount("150.00", "0")).toBeNull();
});

test("100 lines at every rate and with discounts total what the invoice totals, to the cent", () => {
  const rates = ["0", "7", "10", "15"] as const;
  const lines = Array.from({ length: 100 }, (_, i) =>
    sampleItem({
      quantity: `${(i % 7) + 1}.${i % 10}`,
      unitPrice: `${i * 3 + 1}.${String((i * 37) % 10000).padStart(4, "0")}`,
      discountPercent: i % 5 === 0 ? `${i % 40}.5` : "0",
      itbmsRate: rates[i % 4] ?? "7",
    }),
  );
  const { items, totals } = computeFeAmounts(lines);
  const invoice = computeDocumentTotals(lines);
  expect(totals.net).toBe(invoice.subtotal);
  expect(totals.itbms).toBe(invoice.itbmsAmount);
  expect(totals.total).toBe(invoice.total);
  expect(totals.itemCount).toBe(100);
  expect(toCents(totals.itemsTotal)).toBe(toCents(totals.net) + toCents(totals.itbms));
  for (const amount of [totals.net, totals.itbms, totals.taxes, totals.total, totals.received]) {
    expect(amount).toMatch(/^\d+\.\d{2}$/);
  }
  for (const item of items) {
    for (const price of [item.unitPrice, item.price, item.itbms, item.total, item.unitDiscount ?? "0.00"]) {
      expect(price).toMatch(/^\d{1,9}\.\d{2,6}$/);
    }
  }
});

test("fechaTZ writes Panama's wall clock with its -05:00 offset, no milliseconds, all year", () => {
  expect(fechaTZ(new Date("2026-11-25T15:15:00.123Z"))).toBe("2026-11-25T10:15:00-05:00");
  expect(fechaTZ(panamaWallClock("2026-07-01T23:59:59"))).toBe("2026-07-01T23:59:59-05:00");
  expect(fechaTZ(new Date("2026-01-01T03:00:00Z"))).toBe("2025-12-31T22:00:00-05:00");
  expect(fechaTZOfDate("2026-12-31")).toBe("2026-12-31T00:00:00-05:00");
  expect(() => fechaTZOfDate("2026-02-30")).toThrow("Fecha inválida");
});
