import { expect, test } from "bun:test";
import { splitByMonths } from "./account-sums";

// Whole months come from the kept monthly totals, partial ones from the lines: every date of the
// range is read once, and none outside it.

test("a range splits into whole months and the partial months at its ends", () => {
  expect(splitByMonths("2025-01-01", "2025-12-31")).toEqual({
    months: { from: "2025-01-01", before: "2026-01-01" },
    edges: [],
  });
  expect(splitByMonths(null, "2024-12-31")).toEqual({ months: { from: null, before: "2025-01-01" }, edges: [] });
  expect(splitByMonths("2025-01-01", "2025-11-27")).toEqual({
    months: { from: "2025-01-01", before: "2025-11-01" },
    edges: [{ from: "2025-11-01", to: "2025-11-27" }],
  });
  expect(splitByMonths("2025-03-15", "2025-04-30")).toEqual({
    months: { from: "2025-04-01", before: "2025-05-01" },
    edges: [{ from: "2025-03-15", to: "2025-03-31" }],
  });
  expect(splitByMonths(null, "2024-02-28")).toEqual({
    months: { from: null, before: "2024-02-01" },
    edges: [{ from: "2024-02-01", to: "2024-02-28" }],
  });
  expect(splitByMonths(null, "2024-02-29")).toEqual({ months: { from: null, before: "2024-03-01" }, edges: [] });
});

test("a range inside one month, or across a month boundary with no whole month, is read from the lines", () => {
  expect(splitByMonths("2025-03-15", "2025-03-20")).toEqual({
    months: null,
    edges: [{ from: "2025-03-15", to: "2025-03-20" }],
  });
  expect(splitByMonths("2025-03-15", "2025-04-10")).toEqual({
    months: null,
    edges: [{ from: "2025-03-15", to: "2025-04-10" }],
  });
  expect(splitByMonths("2025-12-02", "2026-01-30")).toEqual({
    months: null,
    edges: [{ from: "2025-12-02", to: "2026-01-30" }],
  });
  // The day before a period that starts on the 1st: everything up to the end of the previous month.
  expect(splitByMonths(null, "2025-12-31")).toEqual({ months: { from: null, before: "2026-01-01" }, edges: [] });
});
