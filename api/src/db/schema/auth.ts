import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    // Null for accounts that only sign in through single sign-on.
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    ...timestamps(),
  },
  // The unique index only protects against duplicates if every writer lowercases first.
  (t) => [check("users_email_lowercase", sql`${t.email} = lower(${t.email})`)],
);

// Lucia-style sessions: the id is public, only a SHA-256 of the secret half is stored.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
