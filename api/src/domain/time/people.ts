import { and, asc, eq, sql } from "drizzle-orm";
import { type StaffRole, seesEveryonesTime, type TimePersonRecord } from "../../contract";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { DomainFailure, FieldFailure } from "../failures";

// Whose hours a caller sees and writes (api/docs/time.md, "Who sees what"): staff only their own;
// admin and finance everyone's.

/** Who is reading or writing hours. */
export type TimeViewer = { userId: number; role: StaffRole };

export const OWN_HOURS_ONLY = "Solo puede ver y registrar sus propias horas";
export const UNKNOWN_PERSON = "Persona inválida";

/** A person's name as the hours show it: first and last name, else the email. */
export const personNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`;

/** Whether `viewer` sees every person's hours (admin, finance) or only their own (staff). */
export const seesEveryone = (viewer: TimeViewer) => seesEveryonesTime(viewer.role);

/**
 * Whose hours a call is about: the caller's when it names nobody (or itself); another person only
 * for admin and finance (403 for staff), and that person must exist (400 on `userId`).
 */
export async function personFor(db: Db, viewer: TimeViewer, userId: number | null | undefined): Promise<number> {
  if (!userId || userId === viewer.userId) return viewer.userId;
  if (!seesEveryone(viewer)) throw new DomainFailure("forbidden", OWN_HOURS_ONLY);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!person) throw new FieldFailure("userId", UNKNOWN_PERSON);
  return person.id;
}

/** A person's display name (the caller's own always exists). */
export async function personName(db: Db, userId: number): Promise<string> {
  const [person] = await db.select({ name: personNameSql }).from(users).where(eq(users.id, userId));
  if (!person) throw new FieldFailure("userId", UNKNOWN_PERSON);
  return person.name;
}

/**
 * Serialises one person's timer and timesheet writes (FOR NO KEY UPDATE of their account row,
 * which foreign-key checks do not wait for): two starts at once cannot both find no timer running.
 */
export async function lockPersonHours(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

/** GET /api/time-entries/people: the active accounts, by name, for the person pickers of admin and finance. */
export async function listTimePeople(db: Db): Promise<TimePersonRecord[]> {
  return db
    .select({ id: users.id, name: personNameSql, email: users.email })
    .from(users)
    .where(and(eq(users.isActive, true)))
    .orderBy(asc(personNameSql), asc(users.id));
}
