import { noonInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import type { NewTransaction } from "../../db/schema";

/** What the demo insert steps share inside the one seeding transaction. */
export type DemoContext = {
  tx: Db;
  /** Today in Panama, "YYYY-MM-DD": every demo date is an offset from it. */
  today: string;
  /**
   * The instant a record of that demo date is stamped with (createdAt, updatedAt, paidAt, a
   * transfer's date): noon in Panama, or now when noon is still to come (seeded in the morning).
   */
  stamp(date: string): Date;
  categoryId(name: string): number | null;
  /** Ledger entries collected by every step, inserted together at the end. */
  movements: NewTransaction[];
};

export const ITBMS_RATE = "7";

/** Index into an id list built from the same demo arrays; a miss is a bug in the demo data. */
export function pick(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`Dato de demostración inválido: índice ${index}`);
  return id;
}

/** Noon in Panama of `date`, clamped to `now`: the demo never stamps a record in the future. */
export function noonOrNow(date: string, now: Date): Date {
  const noon = noonInPanama(date);
  return noon.getTime() > now.getTime() ? new Date(now) : noon;
}
