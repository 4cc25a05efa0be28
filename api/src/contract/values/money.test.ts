import { describe, expect, test } from "bun:test";
import { computeItbms, fromCents, toCents } from "./money";

describe("money in cents", () => {
  test("turns decimal text into cents and back without losing anything", () => {
    expect(toCents("1234.5")).toBe(123450n);
    expect(toCents("0.07")).toBe(7n);
    expect(toCents("12")).toBe(1200n);
    expect(toCents("-3.10")).toBe(-310n);
    expect(fromCents(123450n)).toBe("1234.50");
    expect(fromCents(-5n)).toBe("-0.05");
    expect(fromCents(toCents("999999999999.99"))).toBe("999999999999.99");
  });

  test("refuses anything that is not an amount with at most two decimals", () => {
    for (const bad of ["", "abc", "1.234", "1e3", "1,5", "NaN"]) expect(() => toCents(bad)).toThrow("Monto inválido");
  });

  test("ITBMS is rounded to the cent, half up", () => {
    expect(computeItbms("100.00", "7")).toEqual({ itbmsAmount: "7.00", total: "107.00" });
    // 0.50 * 7 % = 0.035 -> 0.04; 0.07 * 7 % = 0.0049 -> 0.00
    expect(computeItbms("0.50", "7")).toEqual({ itbmsAmount: "0.04", total: "0.54" });
    expect(computeItbms("0.07", "7.00")).toEqual({ itbmsAmount: "0.00", total: "0.07" });
    expect(computeItbms("12750.50", "7")).toEqual({ itbmsAmount: "892.54", total: "13643.04" });
    expect(computeItbms("1000", "0")).toEqual({ itbmsAmount: "0.00", total: "1000.00" });
    // Beyond a double's exact integers: 99,999,999,999.99 * 15 %.
    expect(computeItbms("99999999999.99", "15").total).toBe("114999999999.99");
  });
});
