import { check, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { type ActivityEntity, activityActions } from "../../contract/activity";
import { users } from "./auth";
import { createdAt, oneOf, searchIndex } from "./columns";

// Real "recent activity" for the dashboard, not sample entries: written next to each change, in its transaction.
export const activityLog = pgTable(
  "activity_log",
  {
    id: serial("id").primaryKey(),
    // SET NULL: the history stays when a staff account is removed.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: activityActions }).notNull(),
    // What the entry is about (contract/activity.ts): decides which roles see it.
    entity: text("entity").$type<ActivityEntity>().notNull(),
    // No FK: the entity may be deleted, and the entry that says so must survive it.
    entityId: integer("entity_id"),
    summary: text("summary").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("activity_log_action_check", oneOf(t.action, activityActions)),
    // NULLS FIRST: what ORDER BY created_at DESC, id DESC (the feed's order) means.
    index("activity_log_created_at_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    searchIndex("activity_log_summary_search_idx", t.summary),
  ],
);

/**
 * Document numbers per prefix and year (COT-2026-0001, FAC-2026-0001). Handed out with
 * `INSERT ... ON CONFLICT (prefix, year) DO UPDATE SET last_value = last_value + 1 RETURNING`,
 * which is atomic on PostgreSQL, unlike max(number) + 1.
 */
export const numberSequences = pgTable(
  "number_sequences",
  {
    prefix: text("prefix").notNull(),
    year: integer("year").notNull(),
    lastValue: integer("last_value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

export type ActivityEntry = typeof activityLog.$inferSelect;
export type NewActivityEntry = typeof activityLog.$inferInsert;
