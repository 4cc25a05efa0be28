import { describe, expect, test } from "bun:test";
import { reportWindow } from "./financial-reports";
import {
  calendarCaption,
  calendarPriority,
  calendarStatus,
  calendarWindow,
  compareCalendarItems,
  daysUntilDue,
  matchesStatusFilter,
  monthWindow,
  quarterWindow,
  weekWindow,
} from "./payment-calendar";

describe("calendar windows", () => {
  test("a week runs from Monday to Sunday", () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(weekWindow("2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekWindow("2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekWindow("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(weekWindow("2026-11-30")).toEqual({ from: "2026-11-30", to: "2026-12-06" });
  });

  test("a week may span two years", () => {
    // 2025-01-01 is a Wednesday; 2024-12-29 a Sunday.
    expect(weekWindow("2025-01-01")).toEqual({ from: "2024-12-30", to: "2025-01-05" });
    expect(weekWindow("2024-12-29")).toEqual({ from: "2024-12-23", to: "2024-12-29" });
    expect(weekWindow("2027-01-03")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  test("a month is the calendar month, leap Februaries included", () => {
    expect(monthWindow("2026-11-23")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(monthWindow("2024-02-10")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(monthWindow("2025-02-28")).toEqual({ from: "2025-02-01", to: "2025-02-28" });
    expect(monthWindow("2026-12-31")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthWindow("2025-01-15", -1)).toEqual({ from: "2024-12-01", to: "2024-12-31" });
    expect(monthWindow("2024-12-15", 1)).toEqual({ from: "2025-01-01", to: "2025-01-31" });
  });

  test("a quarter is three calendar months", () => {
    expect(quarterWindow("2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(quarterWindow("2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(quarterWindow("2026-04-01")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(quarterWindow("2026-08-15")).toEqual({ from: "2026-07-01", to: "2026-09-30" });
    expect(quarterWindow("2026-11-23")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterWindow("2026-12-31")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });

  test("the period picks its window around the reference date", () => {
    expect(calendarWindow("week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(calendarWindow("month", "2026-11-29")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(calendarWindow("quarter", "2026-11-29")).toEqual({ from: "2026-10-01", to: "2026-12-31" });
  });

  test("report periods are counted from today in Panama", () => {
    expect(reportWindow("current_month", "2026-01-15")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(reportWindow("last_month", "2026-01-15")).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(reportWindow("last_month", "2026-03-31")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(reportWindow("current_quarter", "2026-05-20")).toEqual({ from: "2026-04-01", to: "2026-06-30" });
    expect(reportWindow("current_year", "2026-05-20")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(reportWindow("last_year", "2026-01-01")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });
});

describe("calendar derivations", () => {
  const today = "2026-11-23";

  test("days until due count calendar dates only", () => {
    expect(daysUntilDue("2026-11-23", today)).toBe(0);
    expect(daysUntilDue("2026-11-24", today)).toBe(1);
    expect(daysUntilDue("2026-11-22", today)).toBe(-1);
    expect(daysUntilDue("2027-01-01", today)).toBe(39);
    expect(daysUntilDue("2026-03-08", "2026-03-01")).toBe(7);
  });

  test("priority: past due is high, 0 to 7 days medium, later low", () => {
    expect(calendarPriority("2026-11-22", today)).toBe("high"); // -1
    expect(calendarPriority("2025-11-23", today)).toBe("high");
    expect(calendarPriority("2026-11-23", today)).toBe("medium"); // 0
    expect(calendarPriority("2026-11-30", today)).toBe("medium"); // 7
    expect(calendarPriority("2026-12-01", today)).toBe("low"); // 8
    expect(calendarPriority("2027-06-01", today)).toBe("low");
  });

  test("the status shown: not paid and past due is overdue; paid stays paid", () => {
    expect(calendarStatus("pending", "2026-11-22", today)).toBe("overdue");
    expect(calendarStatus("partially_paid", "2026-11-22", today)).toBe("overdue");
    expect(calendarStatus("paid", "2026-11-22", today)).toBe("paid");
    expect(calendarStatus("pending", "2026-11-23", today)).toBe("pending");
    expect(calendarStatus("partially_paid", "2026-12-01", today)).toBe("partially_paid");
    // A paid item past due is still of high priority: priority depends on the date only.
    expect(calendarPriority("2026-11-22", today)).toBe("high");
  });

  test("the status filter: pending takes partially paid; overdue and paid only themselves", () => {
    expect(matchesStatusFilter("pending", "pending")).toBe(true);
    expect(matchesStatusFilter("partially_paid", "pending")).toBe(true);
    expect(matchesStatusFilter("overdue", "pending")).toBe(false);
    expect(matchesStatusFilter("overdue", "overdue")).toBe(true);
    expect(matchesStatusFilter("paid", "overdue")).toBe(false);
    expect(matchesStatusFilter("paid", "paid")).toBe(true);
    expect(matchesStatusFilter("partially_paid", "all")).toBe(true);
  });

  test("items sort by due date, receivables first on one day, then by id", () => {
    const items = [
      { type: "payable" as const, id: 1, dueDate: "2026-11-25" },
      { type: "receivable" as const, id: 9, dueDate: "2026-11-25" },
      { type: "receivable" as const, id: 3, dueDate: "2026-11-02" },
      { type: "payable" as const, id: 2, dueDate: "2026-12-31" },
      { type: "receivable" as const, id: 4, dueDate: "2026-11-25" },
    ];
    expect([...items].sort(compareCalendarItems).map((i) => `${i.type[0]}${i.id}`)).toEqual([
      "r3",
      "r4",
      "r9",
      "p1",
      "p2",
    ]);
  });

  test("the caption names the month of the selected date in Spanish", () => {
    expect(calendarCaption(3, "2026-11-23")).toBe("Mostrando 3 elementos para noviembre 2026");
    expect(calendarCaption(0, "2027-01-01")).toBe("Mostrando 0 elementos para enero 2027");
  });
});
