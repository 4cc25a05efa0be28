import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { BUSINESS_TIME_ZONE } from "../contract/values/dates";

// The business calendar in SQL. Every query names the zone through these, never by the session's
// setting, so a day or a month means Panama's whatever connection runs it.

const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** The Panama calendar date of an instant (a timestamptz column or expression). */
export function panamaDate(instant: SQL | AnyPgColumn): SQL {
  return sql`(${instant} at time zone ${zone})::date`;
}

/** Today's calendar date in Panama, by the database's clock, or as of the instant `at` when given. */
export function panamaToday(at?: Date): SQL {
  return panamaDate(at ? sql`${at.toISOString()}::timestamptz` : sql`now()`);
}

/** The instant a Panama calendar date begins (its midnight there), to compare with timestamptz columns. */
export function panamaMidnight(date: SQL): SQL {
  return sql`(${date})::timestamp at time zone ${zone}`;
}
