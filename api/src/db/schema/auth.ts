import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { staffRoles } from "../../contract/roles";
import { money, newestFirstIndex, oneOf, timestamps } from "./columns";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    // Null for accounts that only sign in through single sign-on.
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    // admin | staff | finance (contract/roles.ts): what the account may see and do.
    role: text("role", { enum: staffRoles }).notNull().default("staff"),
    // A deactivated account cannot sign in, and its sessions are gone.
    isActive: boolean("is_active").notNull().default(true),
    // The person's default hourly rate, the last resort of a time entry's rate (api/docs/time.md).
    hourlyRate: money("hourly_rate"),
    ...timestamps(),
  },
  (t) => [
    check("users_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} > 0`),
    // The unique index only protects against duplicates if every writer lowercases first.
    check("users_email_lowercase", sql`${t.email} = lower(${t.email})`),
    check("users_role_check", oneOf(t.role, staffRoles)),
  ],
);

/**
 * An account's identity at a single sign-on provider ('google', 'microsoft', 'oidc'): the ID
 * token's `sub`, stable where an email may change. Linked at the first sign-in by verified email.
 */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("user_identities_provider_subject_unique").on(t.provider, t.subject),
    index("user_identities_user_id_idx").on(t.userId),
  ],
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

/**
 * A browser its account has signed in from (a device cookie, docs/sign-in.md): an attempt that
 * carries it is throttled on its own, so attackers elsewhere cannot keep the owner out. Stored
 * like a session: the id is public, only a SHA-256 of the secret half is kept.
 */
export const signInDevices = pgTable(
  "sign_in_devices",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  // By user: a password change forgets them all; by age: the periodic purge.
  (t) => [index("sign_in_devices_user_id_idx").on(t.userId), index("sign_in_devices_created_at_idx").on(t.createdAt)],
);

/**
 * A token an admin issued for an integration (api/docs/api-tokens.md), sent as
 * `Authorization: Bearer <token_id>.<secret>`: stored like a session (auth/tokens.ts), the
 * public half in `token_id`, only SHA-256 of the secret. A revoked token keeps its row, so its
 * last use stays visible; a user's tokens go with the user (no hard delete exists today).
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    // The token's public half: what a bearer request is looked up by.
    tokenId: text("token_id").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    // SET NULL: the token outlives the account of the admin who issued it.
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // The first instant it no longer works: midnight in Panama after its last day.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_tokens_user_id_idx").on(t.userId), newestFirstIndex("api_tokens_created_at_idx", t)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserIdentity = typeof userIdentities.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type ApiToken = typeof apiTokens.$inferSelect;
