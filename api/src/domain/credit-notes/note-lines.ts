import { asc, eq, sql } from "drizzle-orm";
import {
  type CreditNoteData,
  canonicalDecimal,
  computeLine,
  creditNoteLineOverQuantity,
  creditNoteLineUnknown,
  type ItbmsRate,
  itbmsRateOf,
  type LineAmounts,
} from "../../contract";
import type { Db } from "../../db/client";
import { creditNoteLines, type Invoice, invoiceLines } from "../../db/schema";
import { DomainFailure, FieldFailure } from "../failures";
import { quantityText, thousandths } from "./quantities";

// What a credit note gives back, line by line (api/docs/electronic-invoicing.md, "Credit notes"):
// some of the invoice's lines with a quantity each, all that is left of them, or one adjustment
// by amount. Every line is priced with the invoice's own rule (computeLine), as the rFE is.

export type NoteLine = {
  invoiceLineId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  itbmsRate: ItbmsRate;
  incomeAccountId: number | null;
} & LineAmounts;

/** The invoice's lines (read under the invoice's lock) with the quantity its notes have not yet given back. */
async function linesLeft(tx: Db, invoiceId: number) {
  const credited = tx
    .select({
      lineId: creditNoteLines.invoiceLineId,
      quantity: sql<string>`sum(${creditNoteLines.quantity})`.as("credited_quantity"),
    })
    .from(creditNoteLines)
    .groupBy(creditNoteLines.invoiceLineId)
    .as("credited");
  const rows = await tx
    .select({ line: invoiceLines, credited: sql<string | null>`${credited.quantity}::text` })
    .from(invoiceLines)
    .leftJoin(credited, eq(credited.lineId, invoiceLines.id))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  return rows.map(({ line, credited: done }) => ({
    line,
    left: thousandths(line.quantity) - (done ? thousandths(done) : 0n),
  }));
}

const priced = (line: Omit<NoteLine, keyof LineAmounts>): NoteLine => ({ ...line, ...computeLine(line) });

function fromInvoiceLine(line: typeof invoiceLines.$inferSelect, quantity: bigint): NoteLine {
  return priced({
    invoiceLineId: line.id,
    description: line.description,
    quantity: quantityText(quantity),
    unitPrice: canonicalDecimal(line.unitPrice, 2),
    discountPercent: canonicalDecimal(line.discountPercent),
    itbmsRate: itbmsRateOf(line.itbmsRate),
    incomeAccountId: line.incomeAccountId,
  });
}

/** The note's lines from the request; a line or quantity the invoice does not have left is refused. */
export async function noteLinesFor(tx: Db, invoice: Invoice, input: CreditNoteData): Promise<NoteLine[]> {
  if (input.amount !== undefined) {
    return [
      priced({
        invoiceLineId: null,
        description: `Ajuste a la factura ${invoice.invoiceNumber}`,
        quantity: "1",
        unitPrice: input.amount,
        discountPercent: "0",
        itbmsRate: itbmsRateOf(invoice.itbmsRate),
        incomeAccountId: null,
      }),
    ];
  }
  const lines = await linesLeft(tx, invoice.id);
  if (!input.lines) {
    const whole = lines.filter((row) => row.left > 0n).map((row) => fromInvoiceLine(row.line, row.left));
    if (whole.length === 0) throw new DomainFailure("conflict", "La factura ya fue acreditada por completo");
    return whole;
  }
  return input.lines.map((wanted) => {
    const row = lines.find((candidate) => candidate.line.position === wanted.position);
    if (!row) throw new FieldFailure("lines", creditNoteLineUnknown(wanted.position));
    const quantity = thousandths(wanted.quantity);
    if (quantity > row.left) {
      throw new DomainFailure("conflict", creditNoteLineOverQuantity(wanted.position, quantityText(row.left)));
    }
    return fromInvoiceLine(row.line, quantity);
  });
}
