import { describe, expect, test } from "bun:test";
import { formatDuration, minutesToHours, parseDuration, timerMinutes, weekDays, weekStartOf } from "./hours";

describe("durations as people type them", () => {
  test("hours and minutes, decimal hours with a point or a comma, units", () => {
    const cases: Array<[string, number | null]> = [
      ["", 0],
      ["1:30", 90],
      ["0:05", 5],
      ["1.5", 90],
      ["1,5", 90],
      ["2", 120],
      ["0.25", 15],
      ["0.01", 1],
      ["1.33", 80],
      ["45m", 45],
      ["2h", 120],
      ["1h30", 90],
      ["1h 30min", 90],
      ["1:75", null],
      ["una hora", null],
      ["-1", null],
      ["1.234", null],
    ];
    for (const [text, minutes] of cases) expect([text, parseDuration(text)]).toEqual([text, minutes]);
  });

  test("written back as h:mm, and as hours to the hundredth rounded half up", () => {
    expect(formatDuration(90)).toBe("1:30");
    expect(formatDuration(5)).toBe("0:05");
    expect(formatDuration(1440)).toBe("24:00");
    // 20 min = 0.333… h, 40 min = 0.666… h, 1 min = 0.0166… h, 70 min = 1.1666… h.
    expect([20, 40, 1, 70, 90, 0].map(minutesToHours)).toEqual(["0.33", "0.67", "0.02", "1.17", "1.50", "0.00"]);
  });

  test("a timer's minutes: rounded to the nearest, at least 1, at most a day", () => {
    const start = new Date("2026-03-02T14:00:00Z");
    const after = (seconds: number) => timerMinutes(start, new Date(start.getTime() + seconds * 1000));
    expect([after(0), after(29), after(89), after(90), after(5400), after(3 * 86400)]).toEqual([1, 1, 1, 2, 90, 1440]);
  });
});

describe("weeks start on Monday", () => {
  test("any day gives its Monday; the week runs to Sunday, across months and years", () => {
    expect(weekStartOf("2026-03-04")).toBe("2026-03-02");
    expect(weekStartOf("2026-03-02")).toBe("2026-03-02");
    expect(weekStartOf("2026-03-08")).toBe("2026-03-02");
    expect(weekStartOf("2027-01-01")).toBe("2026-12-28");
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });
});
