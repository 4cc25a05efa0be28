// Rows inserted with drizzle directly, with explicit Panama dates, for tests about something else
// than the API that creates them (dashboard and report figures, delete refusals, documents).
import { eq } from "drizzle-orm";
import { addDays, type DocumentLinesRecord, panamaWallClock, todayInPanama } from "../contract";
import type { Db } from "../db/client";
import type { Client, NewInvoice, NewProject, NewQuote } from "../db/schema";
import { clients, invoices, projects, quoteLines, quotes } from "../db/schema";

/** A date n days from today in Panama, 'YYYY-MM-DD'. */
export function panamaDate(offsetDays: number): string {
  return addDays(todayInPanama(), offsetDays);
}

/** 'YYYY-MM' of the Panama month `offset` months from the current one (-1 = last month). */
export function panamaMonth(offset: number, today = todayInPanama()): string {
  const [year = 0, month = 1] = today.split("-").map(Number);
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** A calendar day of a month relative to the current one: day(-1, 20) is the 20th of last month. */
export const day = (offset: number, dayOfMonth = 1) => `${panamaMonth(offset)}-${String(dayOfMonth).padStart(2, "0")}`;

/** The instant of a Panama wall-clock time, 'HH:mm' on `date`. */
export const panamaTime = (date: string, time = "12:00") => panamaWallClock(`${date}T${time}:00`);

/** The first instant of a month in Panama, moved by `minutes` (negative: still the month before). */
export const monthStartPlus = (offset: number, minutes: number) =>
  new Date(panamaTime(day(offset, 1), "00:00").getTime() + minutes * 60_000);

export async function insertClient(
  db: Db,
  values: Partial<typeof clients.$inferInsert> & { createdAt?: Date } = {},
): Promise<Client> {
  const [row] = await db
    .insert(clients)
    .values({ name: "Cliente de prueba", ...values })
    .returning();
  if (!row) throw new Error("no client");
  return row;
}

/** The money columns of a quote or invoice row, worked out by hand by the test: total = amount + itbmsAmount. */
export const taxed = (clientId: number, amount: string, itbmsAmount: string, total: string) => ({
  clientId,
  amount,
  itbmsAmount,
  total,
});

let sequence = 0;
const nextNumber = (prefix: string) => `${prefix}-T${++sequence}-${crypto.randomUUID().slice(0, 6)}`;

/** amount and itbmsAmount are given by the test; total is their sum, worked out by hand. */
export async function insertQuote(
  db: Db,
  values: Pick<NewQuote, "clientId" | "amount" | "itbmsAmount" | "total"> & Partial<NewQuote>,
) {
  await db.insert(quotes).values({
    quoteNumber: nextNumber("COT"),
    title: "Cotización de prueba",
    validUntil: day(1, 1),
    ...values,
  });
}

export async function insertInvoice(
  db: Db,
  values: Pick<NewInvoice, "clientId" | "amount" | "itbmsAmount" | "total" | "issueDate"> & Partial<NewInvoice>,
) {
  await db.insert(invoices).values({
    invoiceNumber: nextNumber("FAC"),
    description: "Factura de prueba",
    dueDate: day(1, 1),
    ...values,
  });
}

export async function insertProject(db: Db, values: Pick<NewProject, "clientId"> & Partial<NewProject>) {
  await db.insert(projects).values({ name: "Proyecto de prueba", ...values });
}

/** A quote or invoice as its list answers it: the record without its lines (api/docs/documents.md). */
export function listItemOf<Rec extends DocumentLinesRecord>(record: Rec): Omit<Rec, keyof DocumentLinesRecord> {
  const { lines: _lines, itbmsBreakdown: _breakdown, ...item } = record;
  return item;
}

/** Words, `length` characters in all, `breaks` of them line breaks spread evenly (never first or last). */
export function longText(length: number, breaks = 0): string {
  const characters = Array.from({ length }, (_, index) => "Desarrollo "[index % 11]);
  const gap = length / (breaks + 1);
  for (let n = 1; n <= breaks; n++) characters[Math.floor(n * gap)] = "\n";
  return characters.join("").replace(/ $/, "s");
}

/**
 * Gives a quote these line descriptions, each 1 × B/. 0.00 exempt, written past the API's checks:
 * a document stored before the limits on a document's text (api/docs/documents.md).
 */
export async function storeQuoteLines(db: Db, quoteId: number, descriptions: readonly string[]) {
  await db.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await db.insert(quoteLines).values(
    descriptions.map((description, position) => ({
      quoteId,
      position,
      description,
      quantity: "1",
      unitPrice: "0",
      discountPercent: "0",
      itbmsRate: "0",
      subtotal: "0.00",
      itbmsAmount: "0.00",
      total: "0.00",
    })),
  );
}
