// Invoices with lines for the DGI report tests, inserted with drizzle directly so each test sets
// the status and issue date it needs; every amount is worked out by hand in the test.
import { fromCents, type InvoiceStatus, toCents } from "../contract";
import type { Db } from "../db/client";
import { invoiceLines, invoices } from "../db/schema";
import { insertClient } from "./fixtures";

/** A line as the test worked it out: its rate (0 = exento), subtotal and ITBMS, to the cent. */
export type HandLine = { rate: "0" | "7" | "10" | "15"; subtotal: string; itbms: string; quantity?: string };

let sequence = 0;

/** An invoice whose amount, ITBMS and total are the sums of its lines, stored with them in one transaction. */
export async function insertInvoiceWithLines(
  db: Db,
  invoice: { issueDate: string; status: InvoiceStatus; paidAt?: Date },
  lines: HandLine[],
): Promise<number> {
  const { id: clientId } = await insertClient(db, { name: `Cliente DGI ${++sequence}` });
  const sum = (pick: (line: HandLine) => string) => fromCents(lines.reduce((cents, l) => cents + toCents(pick(l)), 0n));
  const amount = sum((line) => line.subtotal);
  const itbmsAmount = sum((line) => line.itbms);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: `DGI-${sequence}-${crypto.randomUUID().slice(0, 6)}`,
        clientId,
        description: "Factura de prueba DGI",
        amount,
        itbmsAmount,
        total: fromCents(toCents(amount) + toCents(itbmsAmount)),
        issueDate: invoice.issueDate,
        dueDate: invoice.issueDate,
        status: invoice.status,
        paidAt: invoice.paidAt ?? null,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error("no invoice");
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => ({
        invoiceId: row.id,
        position,
        description: `Línea ${position + 1}`,
        quantity: line.quantity ?? "1",
        unitPrice: line.subtotal,
        itbmsRate: line.rate,
        subtotal: line.subtotal,
        itbmsAmount: line.itbms,
        total: fromCents(toCents(line.subtotal) + toCents(line.itbms)),
      })),
    );
    return row.id;
  });
}

/** Adds decimal strings in integer cents. */
export const addMoney = (...values: string[]) => fromCents(values.reduce((cents, v) => cents + toCents(v), 0n));
/** a − b in integer cents. */
export const subtractMoney = (a: string, b: string) => fromCents(toCents(a) - toCents(b));
/** max(0, value). */
export const atLeastZero = (value: string) => (toCents(value) > 0n ? value : "0.00");
