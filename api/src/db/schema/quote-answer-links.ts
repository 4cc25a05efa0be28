import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { quotes } from "./crm";

/**
 * The links a client answers a quote from without an account (api/docs/quote-answer-links.md).
 * Only the SHA-256 of each link's random 256-bit token is kept: a copy of the database opens no
 * link. Every replica reads the same rows, so a link works on any server, and a revocation too.
 */
export const quoteAnswerLinks = pgTable(
  "quote_answer_links",
  {
    id: serial("id").primaryKey(),
    // CASCADE: a deleted quote's links have nothing left to open.
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    // Hex SHA-256 of the token: what a request's token is looked up by.
    tokenHash: text("token_hash").notNull().unique(),
    // The first instant it no longer works: midnight in Panama after the quote's last valid day.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // SET NULL: the link outlives the account of whoever created it.
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("quote_answer_links_quote_id_idx").on(t.quoteId, t.createdAt.desc())],
);

export type QuoteAnswerLink = typeof quoteAnswerLinks.$inferSelect;
