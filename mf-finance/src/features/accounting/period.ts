import { todayInPanama } from "shared-ui";

/** A period of the books as the tabs hold it: calendar dates, '' for none (the server's default). */
export type Period = { from: string; to: string };

/** The year to date in Panama, as the books' API reads a period without dates. */
export function yearToDate(today = todayInPanama()): Period {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/** The period as query parameters: an empty date is left out. */
export function periodQuery(period: Period): { from?: string; to?: string } {
  return { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
}
