import { describe, expect, test } from "bun:test";
import { nextOccurrence, type RecurringSchedule, upcomingOccurrences } from "./recurring-schedule";

const monthly = (dayOfMonth: number, startDate: string, extra: Partial<RecurringSchedule> = {}): RecurringSchedule => ({
  frequency: "monthly",
  dayOfMonth,
  startDate,
  ...extra,
});

describe("monthly", () => {
  test("the 31st is the last day of shorter months, and the 31st again after them", () => {
    expect(upcomingOccurrences(monthly(31, "2026-01-01"), { limit: 5 })).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
    ]);
  });

  test("February has 29 days in a leap year (2028) and 28 in 2100, which is not one", () => {
    expect(upcomingOccurrences(monthly(30, "2028-01-15"), { limit: 3 })).toEqual([
      "2028-01-30",
      "2028-02-29",
      "2028-03-30",
    ]);
    expect(upcomingOccurrences(monthly(29, "2100-01-30"), { limit: 2 })).toEqual(["2100-02-28", "2100-03-29"]);
  });

  test("the first occurrence is the start's month when its day is on or after the start, else the next month", () => {
    expect(nextOccurrence(monthly(15, "2026-03-15"), null, 0)).toBe("2026-03-15");
    expect(nextOccurrence(monthly(14, "2026-03-15"), null, 0)).toBe("2026-04-14");
    // A start on the 30th of April with day 31: April's last day is the 30th, so April counts.
    expect(nextOccurrence(monthly(31, "2026-04-30"), null, 0)).toBe("2026-04-30");
  });

  test("across the year's end", () => {
    expect(upcomingOccurrences(monthly(5, "2026-11-06"), { limit: 3 })).toEqual([
      "2026-12-05",
      "2027-01-05",
      "2027-02-05",
    ]);
  });

  test("after a date: the next ones strictly after it, wherever it falls", () => {
    const schedule = monthly(31, "2026-01-01");
    expect(nextOccurrence(schedule, "2026-02-28", 2)).toBe("2026-03-31");
    expect(nextOccurrence(schedule, "2026-02-27", 1)).toBe("2026-02-28");
    expect(upcomingOccurrences(schedule, { after: "2027-12-31", limit: 2 })).toEqual(["2028-01-31", "2028-02-29"]);
    // Before the start: the schedule's own first.
    expect(nextOccurrence(schedule, "2025-06-01", 0)).toBe("2026-01-31");
  });
});

describe("quarterly and yearly", () => {
  test("quarterly every three months from the first, across year ends, the 31st kept", () => {
    expect(
      upcomingOccurrences({ frequency: "quarterly", dayOfMonth: 31, startDate: "2026-08-01" }, { limit: 5 }),
    ).toEqual(["2026-08-31", "2026-11-30", "2027-02-28", "2027-05-31", "2027-08-31"]);
  });

  test("quarterly starting after its day in the start month begins the next month", () => {
    expect(
      upcomingOccurrences({ frequency: "quarterly", dayOfMonth: 5, startDate: "2026-01-20" }, { limit: 4 }),
    ).toEqual(["2026-02-05", "2026-05-05", "2026-08-05", "2026-11-05"]);
  });

  test("yearly on 29 February: the 28th in common years, the 29th in leap years", () => {
    expect(upcomingOccurrences({ frequency: "yearly", dayOfMonth: 29, startDate: "2027-02-01" }, { limit: 3 })).toEqual(
      ["2027-02-28", "2028-02-29", "2029-02-28"],
    );
  });

  test("yearly from a late start goes to the next year's month... of the next month", () => {
    // Started 20 December with day 10: the first is 10 January, then every January.
    expect(upcomingOccurrences({ frequency: "yearly", dayOfMonth: 10, startDate: "2026-12-20" }, { limit: 2 })).toEqual(
      ["2027-01-10", "2028-01-10"],
    );
  });
});

describe("end date and count", () => {
  test("the end date is included, and nothing after it", () => {
    const schedule = monthly(31, "2026-01-01", { endDate: "2026-04-30" });
    expect(upcomingOccurrences(schedule, { limit: 12 })).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(nextOccurrence(schedule, "2026-04-30", 4)).toBeNull();
  });

  test("a count stops after that many invoices, counting those already made", () => {
    const schedule = monthly(1, "2026-01-01", { maxCount: 3 });
    expect(upcomingOccurrences(schedule, { limit: 12 })).toEqual(["2026-01-01", "2026-02-01", "2026-03-01"]);
    expect(upcomingOccurrences(schedule, { after: "2026-01-01", generated: 1, limit: 12 })).toEqual([
      "2026-02-01",
      "2026-03-01",
    ]);
    expect(nextOccurrence(schedule, "2026-03-01", 3)).toBeNull();
  });

  test("an end before the first occurrence leaves none", () => {
    expect(nextOccurrence(monthly(5, "2026-01-20", { endDate: "2026-01-31" }), null, 0)).toBeNull();
  });
});
