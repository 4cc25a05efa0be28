import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { money } from "./columns";

// A Formulario 430 as it was filed (api/docs/dgi-reports.md, "Filing"): the declaration's figures
// frozen on the day they were presented to the DGI. The month's GET answers these from then on, and
// the next month's 'crédito del período anterior' is this row's credit carried forward, whatever
// the books say later (a change is a declaración rectificativa, shown as a difference).
export const form430Filings = pgTable(
  "form_430_filings",
  {
    month: text("month").primaryKey(),
    base7: money("base_7").notNull(),
    itbms7: money("itbms_7").notNull(),
    base10: money("base_10").notNull(),
    itbms10: money("itbms_10").notNull(),
    base15: money("base_15").notNull(),
    itbms15: money("itbms_15").notNull(),
    exemptSales: money("exempt_sales").notNull(),
    totalSales: money("total_sales").notNull(),
    debit: money("debit").notNull(),
    taxablePurchases: money("taxable_purchases").notNull(),
    exemptPurchases: money("exempt_purchases").notNull(),
    totalPurchases: money("total_purchases").notNull(),
    credit: money("credit").notNull(),
    previousCredit: money("previous_credit").notNull(),
    totalCredit: money("total_credit").notNull(),
    retentions: money("retentions").notNull(),
    taxToPay: money("tax_to_pay").notNull(),
    creditCarriedForward: money("credit_carried_forward").notNull(),
    filedAt: timestamp("filed_at", { withTimezone: true }).notNull().defaultNow(),
    filedBy: integer("filed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("form_430_filings_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

export type Form430Filing = typeof form430Filings.$inferSelect;
