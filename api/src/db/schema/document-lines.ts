import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, integer, numeric, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { money } from "./columns";
import { invoices, quotes } from "./crm";
import { chartOfAccounts } from "./finance";

// A quote's or invoice's lines. The document's amount, itbms_amount and total are the sums of its
// lines' subtotal, itbms_amount and total: each line is rounded to the cent first, then summed
// (rules: api/docs/documents.md).

/** What every line has: its place, what was sold, how many, at what price, discount and rate. */
export const lineColumns = () => ({
  id: serial("id").primaryKey(),
  // 0, 1, 2… in the order the document shows them.
  position: integer("position").notNull(),
  description: text("description").notNull(),
  // Hours or units: fractional quantities (2.5 h) are common in services.
  quantity: numeric("quantity", { precision: 12, scale: 3 }).notNull(),
  // Four places: unit prices such as 33.335 exist; the line's amounts are rounded to the cent.
  unitPrice: numeric("unit_price", { precision: 14, scale: 4 }).notNull(),
  discountPercent: numeric("discount_percent", { precision: 5, scale: 2 }).notNull().default("0"),
  // A percentage (7.00 = 7 %); 0 is 'Exento'.
  itbmsRate: numeric("itbms_rate", { precision: 5, scale: 2 }).notNull(),
  // quantity × unit price − discount, rounded half up to the cent.
  subtotal: money("subtotal").notNull(),
  itbmsAmount: money("itbms_amount").notNull(),
  total: money("total").notNull(),
  // The income account the line's sale is posted to (api/docs/ledger.md); null: the default,
  // 4.1.05 'Ventas de servicios'. A quote's line carries it to the invoice made from it.
  incomeAccountId: integer("income_account_id").references(() => chartOfAccounts.id, { onDelete: "restrict" }),
});

/** Every line table's checks, and its (document, position) key. */
export const lineConstraints = (
  table: string,
  t: {
    documentId: AnyPgColumn;
    position: AnyPgColumn;
    quantity: AnyPgColumn;
    unitPrice: AnyPgColumn;
    discountPercent: AnyPgColumn;
    itbmsRate: AnyPgColumn;
    subtotal: AnyPgColumn;
    itbmsAmount: AnyPgColumn;
    total: AnyPgColumn;
  },
) => [
  check(`${table}_quantity_check`, sql`${t.quantity} > 0`),
  check(`${table}_unit_price_check`, sql`${t.unitPrice} >= 0`),
  check(`${table}_discount_check`, sql`${t.discountPercent} >= 0 and ${t.discountPercent} <= 100`),
  check(`${table}_itbms_rate_check`, sql`${t.itbmsRate} in (0, 7, 10, 15)`),
  check(`${table}_total_check`, sql`${t.total} = ${t.subtotal} + ${t.itbmsAmount}`),
  // Also the index that finds a document's lines.
  unique(`${table}_position_unique`).on(t.documentId, t.position),
];

export const quoteLines = pgTable(
  "quote_lines",
  {
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    ...lineColumns(),
  },
  (t) => lineConstraints("quote_lines", { ...t, documentId: t.quoteId }),
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    ...lineColumns(),
  },
  (t) => lineConstraints("invoice_lines", { ...t, documentId: t.invoiceId }),
);

export type QuoteLine = typeof quoteLines.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
