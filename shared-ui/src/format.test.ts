import { afterAll, describe, expect, test } from "bun:test";
import {
  addDays,
  formatDate,
  formatDateTime,
  formatDollarPlain,
  formatMoney,
  formatPAB,
  formatUSD,
  formatWeekday,
  toCalendarDate,
  todayInPanama,
} from "./format";

const originalTz = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalTz;
});

describe("money", () => {
  test("PAB shows B/. with es-PA grouping and a plain space", () => {
    expect(formatPAB("1234.56")).toBe("B/. 1,234.56");
    expect(formatPAB(1234567.5)).toBe("B/. 1,234,567.50");
    expect(formatPAB(0)).toBe("B/. 0.00");
    expect(formatPAB("-1234.5")).toBe("-B/. 1,234.50");
  });

  test("empty or unparsable amounts read as zero", () => {
    expect(formatPAB(null)).toBe("B/. 0.00");
    expect(formatPAB("")).toBe("B/. 0.00");
    expect(formatUSD("abc")).toBe("$0.00");
    expect(formatPAB(" 12.5 ")).toBe("B/. 12.50");
    expect(formatPAB(Number.NaN)).toBe("B/. 0.00");
    expect(formatUSD(Number.POSITIVE_INFINITY)).toBe("$0.00");
  });

  test("numbers round as the decimal they are written as, and zero is never signed", () => {
    expect(formatPAB(1.005)).toBe("B/. 1.01");
    expect(formatPAB(2.675)).toBe("B/. 2.68");
    expect(formatUSD(1e-7)).toBe("$0.00");
    expect(formatPAB(-0)).toBe("B/. 0.00");
    expect(formatDollarPlain(-0.001)).toBe("$0.00");
  });

  test("USD uses the narrow $ symbol", () => {
    expect(formatUSD("1234.56")).toBe("$1,234.56");
    expect(formatUSD(-5)).toBe("-$5.00");
  });

  test("formatMoney picks by currency, PAB by default", () => {
    expect(formatMoney("10", "USD")).toBe("$10.00");
    expect(formatMoney("10", "PAB")).toBe("B/. 10.00");
    expect(formatMoney("10")).toBe("B/. 10.00");
  });

  test("dollar-plain amounts for quotes and the calendar", () => {
    expect(formatDollarPlain("12500")).toBe("$12,500.00");
    expect(formatDollarPlain(1234.5)).toBe("$1,234.50");
    expect(formatDollarPlain("-3")).toBe("-$3.00");
  });
});

describe("dates", () => {
  // Far east and far west of UTC: a date-only string must not move in either.
  for (const tz of ["Pacific/Kiritimati", "America/Los_Angeles", "Asia/Tokyo", "UTC"]) {
    test(`date-only strings keep their day in ${tz}`, () => {
      process.env.TZ = tz;
      expect(formatDate("2024-03-05")).toBe("05/03/2024");
      expect(formatDate("2024-12-31")).toBe("31/12/2024");
      expect(formatWeekday("2024-03-04")).toBe("lunes");
      expect(formatDateTime("2024-03-05")).toBe("05/03/2024 00:00");
    });
  }

  test("instants are read in Panama time (UTC-5)", () => {
    process.env.TZ = "Asia/Tokyo";
    expect(formatDateTime("2024-03-05T15:30:00.000Z")).toBe("05/03/2024 10:30");
    // 03:00 UTC on the 6th is still the evening of the 5th in Panama.
    expect(formatDate("2024-03-06T03:00:00Z")).toBe("05/03/2024");
    expect(formatDateTime(new Date("2024-03-06T03:00:00Z"))).toBe("05/03/2024 22:00");
    expect(toCalendarDate("2024-03-06T03:00:00Z")).toBe("2024-03-05");
    expect(formatWeekday("2024-03-06T03:00:00Z")).toBe("martes");
  });

  test("date-times without a zone are Panama wall-clock time", () => {
    expect(formatDateTime("2024-03-05T08:15:00")).toBe("05/03/2024 08:15");
    expect(formatDateTime("2024-03-05 08:15")).toBe("05/03/2024 08:15");
  });

  test("empty and invalid values", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("no es fecha")).toBe("");
    expect(formatDate(null, "-")).toBe("-");
    expect(formatDateTime(undefined, "-")).toBe("-");
    expect(formatWeekday(null)).toBe("");
  });

  test("today in Panama", () => {
    expect(todayInPanama(new Date("2024-01-01T04:59:00Z"))).toBe("2023-12-31");
    expect(todayInPanama(new Date("2024-01-01T05:00:00Z"))).toBe("2024-01-01");
    expect(todayInPanama()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("addDays across months, years and leap days", () => {
    expect(addDays("2024-01-31", 1)).toBe("2024-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-12-15", 30)).toBe("2025-01-14");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(() => addDays("mañana", 1)).toThrow();
  });
});
