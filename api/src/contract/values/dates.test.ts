import { expect, test } from "bun:test";
import { dateToIsoDateTime, noonInPanama, panamaDateOf, panamaWallClock, todayInPanama } from "./dates";

test("a Panama wall-clock time is five hours behind UTC, all year", () => {
  expect(panamaWallClock("2026-01-15T08:30").toISOString()).toBe("2026-01-15T13:30:00.000Z");
  expect(panamaWallClock("2026-07-15T23:00:00").toISOString()).toBe("2026-07-16T04:00:00.000Z");
});

test("noon in Panama stands for its calendar day", () => {
  expect(noonInPanama("2026-03-10").toISOString()).toBe("2026-03-10T17:00:00.000Z");
  expect(dateToIsoDateTime("2026-03-10")).toBe("2026-03-10T17:00:00.000Z");
  expect(panamaDateOf(noonInPanama("2026-12-31"))).toBe("2026-12-31");
});

test("an instant's Panama date changes at 05:00 UTC", () => {
  expect(panamaDateOf(new Date("2026-03-01T04:59:59Z"))).toBe("2026-02-28");
  expect(panamaDateOf(new Date("2026-03-01T05:00:00Z"))).toBe("2026-03-01");
  expect(todayInPanama(new Date("2026-03-01T04:59:59Z"))).toBe("2026-02-28");
});
