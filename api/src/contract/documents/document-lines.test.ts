import { describe, expect, test } from "bun:test";
import {
  computeDocumentTotals,
  computeLine,
  documentLineInput,
  documentLinesField,
  dominantItbmsRate,
  sumDocumentLines,
} from "./document-lines";

// Every expected figure is worked out by hand in the comment beside it.

describe("computeLine", () => {
  test("rounds the line's subtotal half up before taxing it: 3 × 33.335 at 7 %", () => {
    // 3 × 33.335 = 100.005 -> 100.01 (not 3 × 33.34 = 100.02); 100.01 × 7 % = 7.0007 -> 7.00
    expect(computeLine({ quantity: "3", unitPrice: "33.335", itbmsRate: "7" })).toEqual({
      subtotal: "100.01",
      itbmsAmount: "7.00",
      total: "107.01",
    });
  });

  test("a discount that leaves half a cent rounds it up", () => {
    // 10.10 × 95 % = 9.595 -> 9.60; 9.60 × 7 % = 0.672 -> 0.67
    expect(computeLine({ quantity: "1", unitPrice: "10.10", discountPercent: "5", itbmsRate: "7" })).toEqual({
      subtotal: "9.60",
      itbmsAmount: "0.67",
      total: "10.27",
    });
    // 0.05 × 50 % = 0.025 -> 0.03; 0.03 × 7 % = 0.0021 -> 0.00
    expect(computeLine({ quantity: "1", unitPrice: "0.05", discountPercent: "50", itbmsRate: "7" })).toEqual({
      subtotal: "0.03",
      itbmsAmount: "0.00",
      total: "0.03",
    });
    // 7 × 1.99 = 13.93; × 87.5 % = 12.18875 -> 12.19; 12.19 × 10 % = 1.219 -> 1.22
    expect(computeLine({ quantity: "7", unitPrice: "1.99", discountPercent: "12.5", itbmsRate: "10" })).toEqual({
      subtotal: "12.19",
      itbmsAmount: "1.22",
      total: "13.41",
    });
    // 0.005 below the half cent stays down: 1 × 0.0149 = 0.0149 -> 0.01
    expect(computeLine({ quantity: "1", unitPrice: "0.0149", itbmsRate: "0" }).subtotal).toBe("0.01");
  });

  test("fractional quantities, four-decimal prices, exempt lines and a full discount", () => {
    // 2.5 h × 40 = 100.00, exempt
    expect(computeLine({ quantity: "2.5", unitPrice: "40", itbmsRate: "0" })).toEqual({
      subtotal: "100.00",
      itbmsAmount: "0.00",
      total: "100.00",
    });
    // 0.333 × 0.015 = 0.004995 -> 0.00; 1.5 × 0.0150 = 0.0225 -> 0.02
    expect(computeLine({ quantity: "0.333", unitPrice: "0.015", itbmsRate: "7" }).subtotal).toBe("0.00");
    expect(computeLine({ quantity: "1.500", unitPrice: "0.0150", itbmsRate: "7.00" }).subtotal).toBe("0.02");
    expect(computeLine({ quantity: "4", unitPrice: "250", discountPercent: "100", itbmsRate: "15" })).toEqual({
      subtotal: "0.00",
      itbmsAmount: "0.00",
      total: "0.00",
    });
    // Beyond a double's exact integers: 999,999,999 × 9,999.9999 = 9,999,999,890,000.0001 -> ….00
    expect(computeLine({ quantity: "999999999", unitPrice: "9999.9999", itbmsRate: "0" }).subtotal).toBe(
      "9999999890000.00",
    );
  });
});

describe("computeDocumentTotals", () => {
  test("sums the rounded lines, with one breakdown row per rate present, ordered 0, 7, 10, 15", () => {
    const totals = computeDocumentTotals([
      { quantity: "1", unitPrice: "999.99", itbmsRate: "15" }, // 999.99; 149.9985 -> 150.00
      { quantity: "3", unitPrice: "33.335", itbmsRate: "7" }, // 100.01; 7.00
      { quantity: "2.5", unitPrice: "40", itbmsRate: "0" }, // 100.00; 0.00
      { quantity: "1", unitPrice: "0.05", itbmsRate: "10" }, // 0.05; 0.005 -> 0.01
      { quantity: "2", unitPrice: "10", discountPercent: "10", itbmsRate: "7" }, // 18.00; 1.26
    ]);
    expect(totals).toEqual({
      subtotal: "1218.05", // 999.99 + 100.01 + 100.00 + 0.05 + 18.00
      itbmsAmount: "158.27", // 150.00 + 7.00 + 0 + 0.01 + 1.26
      total: "1376.32",
      breakdown: [
        { rate: "0", subtotal: "100.00", itbmsAmount: "0.00" },
        { rate: "7", subtotal: "118.01", itbmsAmount: "8.26" },
        { rate: "10", subtotal: "0.05", itbmsAmount: "0.01" },
        { rate: "15", subtotal: "999.99", itbmsAmount: "150.00" },
      ],
    });
  });

  test("the tax is the sum of each line's rounded tax, not the tax of the sum", () => {
    // Each 0.50 × 7 % = 0.035 -> 0.04, so 0.08; 1.00 × 7 % would be 0.07.
    const twoLines = computeDocumentTotals([
      { quantity: "1", unitPrice: "0.50", itbmsRate: "7" },
      { quantity: "1", unitPrice: "0.50", itbmsRate: "7" },
    ]);
    expect(twoLines).toMatchObject({ subtotal: "1.00", itbmsAmount: "0.08", total: "1.08" });
  });

  test("adds stored lines as they are (rates as numeric(5,2) gives them)", () => {
    expect(
      sumDocumentLines([
        { itbmsRate: "7.00", subtotal: "10.00", itbmsAmount: "0.70" },
        { itbmsRate: "0.00", subtotal: "5.00", itbmsAmount: "0.00" },
      ]),
    ).toEqual({
      subtotal: "15.00",
      itbmsAmount: "0.70",
      total: "15.70",
      breakdown: [
        { rate: "0", subtotal: "5.00", itbmsAmount: "0.00" },
        { rate: "7", subtotal: "10.00", itbmsAmount: "0.70" },
      ],
    });
    expect(sumDocumentLines([])).toEqual({ subtotal: "0.00", itbmsAmount: "0.00", total: "0.00", breakdown: [] });
  });

  test("the document's one rate is its largest line's, the first one on a tie", () => {
    const lines = [
      { itbmsRate: "0", subtotal: "300.00" },
      { itbmsRate: "15", subtotal: "500.00" },
      { itbmsRate: "7", subtotal: "500.00" },
    ];
    expect(dominantItbmsRate(lines)).toBe("15");
    expect(dominantItbmsRate(lines.slice(0, 1))).toBe("0");
  });
});

describe("line schema", () => {
  const valid = { description: "Desarrollo", quantity: "2", unitPrice: "100", itbmsRate: "7" };
  const messageOf = (line: Record<string, unknown>) =>
    documentLineInput.safeParse({ ...valid, ...line }).error?.issues.map((issue) => issue.message);

  test("answers canonical decimals, a 0 discount and rate 7 when absent", () => {
    expect(
      documentLineInput.parse({ description: " Soporte ", quantity: 2.5, unitPrice: "1000", discountPercent: "" }),
    ).toEqual({ description: "Soporte", quantity: "2.5", unitPrice: "1000.00", discountPercent: "0", itbmsRate: "7" });
    expect(
      documentLineInput.parse({
        ...valid,
        quantity: "003.500",
        unitPrice: 33.335,
        discountPercent: 12.5,
        itbmsRate: 0,
      }),
    ).toMatchObject({ quantity: "3.5", unitPrice: "33.335", discountPercent: "12.5", itbmsRate: "0" });
  });

  test("refuses each bad value with its Spanish message", () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: "  " }, "La descripción de la línea es requerida"],
      [{ quantity: "" }, "La cantidad es requerida"],
      [{ quantity: "0" }, "La cantidad debe ser mayor que cero"],
      [{ quantity: "-1" }, "La cantidad debe ser mayor que cero"],
      [{ quantity: "1.2345" }, "La cantidad admite como máximo 3 decimales"],
      [{ quantity: "1e3" }, "Ingrese una cantidad válida"],
      [{ quantity: "1000000000" }, "La cantidad excede el máximo permitido"],
      [{ unitPrice: undefined }, "El monto es requerido"],
      [{ unitPrice: "-5" }, "El precio no puede ser negativo"],
      [{ unitPrice: "1.23456" }, "El precio admite como máximo 4 decimales"],
      [{ unitPrice: "abc" }, "Ingrese un precio válido"],
      [{ unitPrice: "99999999999" }, "El precio excede el máximo permitido"],
      [{ discountPercent: "100.01" }, "El descuento debe estar entre 0 y 100"],
      [{ discountPercent: "-1" }, "El descuento debe estar entre 0 y 100"],
      [{ discountPercent: "5.555" }, "El descuento admite como máximo 2 decimales"],
      [{ itbmsRate: "8" }, "Tasa de ITBMS inválida"],
    ];
    for (const [line, message] of cases) expect([line, messageOf(line)]).toEqual([line, [message]]);
    // Zero is a valid price (a courtesy line), 100 a valid discount.
    expect(messageOf({ unitPrice: "0", discountPercent: "100" })).toBeUndefined();
  });

  test("a document has 1 to 100 lines", () => {
    expect(documentLinesField.safeParse([]).error?.issues[0]?.message).toBe("Debe agregar al menos una línea");
    expect(documentLinesField.safeParse(undefined).error?.issues[0]?.message).toBe("Debe agregar al menos una línea");
    expect(documentLinesField.safeParse(Array(100).fill(valid)).success).toBe(true);
    expect(documentLinesField.safeParse(Array(101).fill(valid)).error?.issues[0]?.message).toBe("Máximo 100 líneas");
  });
});
