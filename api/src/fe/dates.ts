import { PANAMA_OFFSET_MS } from "../contract/values/dates";

// The DGI's date-time type (fechaTZ): 'YYYY-MM-DDThh:mm:ss-05:00', Panama's wall clock with its
// offset. No milliseconds and no 'Z': toISOString() is refused by the schema. Panama keeps UTC−5
// all year (no daylight saving), so the offset is a constant.

/** An instant as the DGI writes it: 2026-11-25T10:15:00-05:00. */
export function fechaTZ(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new Error("Fecha inválida");
  return `${new Date(instant.getTime() + PANAMA_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

/** A calendar date ('YYYY-MM-DD', a due date) as the start of that day in Panama. */
export function fechaTZOfDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date
  ) {
    throw new Error(`Fecha inválida: ${date}`);
  }
  return `${date}T00:00:00-05:00`;
}
