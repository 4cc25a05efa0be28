import { describe, expect, test } from "bun:test";
import { displayCents, formatBalboas, formatDollars } from "./money-format";

describe("money as people read it", () => {
  test("balboas and dollars are grouped by thousands with two decimals", () => {
    expect(formatBalboas("1234.56")).toBe("B/. 1,234.56");
    expect(formatBalboas("1234567.5")).toBe("B/. 1,234,567.50");
    expect(formatBalboas("12")).toBe("B/. 12.00");
    expect(formatDollars("1234.56")).toBe("$1,234.56");
    expect(formatDollars("999.99")).toBe("$999.99");
    expect(formatDollars("1000")).toBe("$1,000.00");
  });

  test("the sign goes before the symbol", () => {
    expect(formatBalboas("-1234.56")).toBe("-B/. 1,234.56");
    expect(formatDollars("-5")).toBe("-$5.00");
    expect(formatDollars("-0.05")).toBe("-$0.05");
  });

  test("zero is never signed", () => {
    expect(formatBalboas("0")).toBe("B/. 0.00");
    expect(formatBalboas("-0.00")).toBe("B/. 0.00");
    expect(formatDollars("-0.004")).toBe("$0.00");
  });

  test("values beyond a double's exact integers stay exact", () => {
    expect(formatBalboas("999999999999.99")).toBe("B/. 999,999,999,999.99");
    expect(formatDollars("12345678901234567890.01")).toBe("$12,345,678,901,234,567,890.01");
  });

  test("more than two decimals round half away from zero", () => {
    expect(formatBalboas("1.005")).toBe("B/. 1.01");
    expect(formatBalboas("1.004999")).toBe("B/. 1.00");
    expect(formatBalboas("999.995")).toBe("B/. 1,000.00");
    expect(formatBalboas("-2.675")).toBe("-B/. 2.68");
    expect(displayCents("0.125")).toBe(13n);
  });

  test("spaces are ignored; empty or unreadable text is zero", () => {
    expect(formatBalboas(" 1234.5 ")).toBe("B/. 1,234.50");
    expect(formatBalboas("")).toBe("B/. 0.00");
    expect(formatBalboas("   ")).toBe("B/. 0.00");
    for (const unreadable of ["abc", "1e3", "1,5", ".", "-", "NaN", "Infinity"]) {
      expect(formatDollars(unreadable)).toBe("$0.00");
    }
  });

  test("a leading plus, a bare fraction and a trailing point read as plain decimals", () => {
    expect(displayCents("+5")).toBe(500n);
    expect(displayCents(".5")).toBe(50n);
    expect(displayCents("7.")).toBe(700n);
  });
});
