import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { MAX_ENTRY_MINUTES } from "../../contract/time/hours";
import { users } from "./auth";
import { money, searchIndex, timestamps } from "./columns";
import { invoices, projects } from "./crm";

// Time tracked on projects (rules: api/docs/time.md): a person's minutes on a project and day,
// or a running timer; billable entries become invoice lines ('Facturar horas').

export const timeEntries = pgTable(
  "time_entries",
  {
    id: serial("id").primaryKey(),
    // RESTRICT: hours are history (invoiced or not); accounts are deactivated, never deleted.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    // RESTRICT: a project with hours is not deleted (the API answers 409 and says why).
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    // The day worked, Panama's calendar.
    workDate: date("work_date", { mode: "string" }).notNull(),
    // 0 while its timer runs; set when it stops (at least 1).
    minutes: integer("minutes").notNull().default(0),
    // When its running timer started; null once stopped (or for an entry typed in).
    startedAt: timestamp("started_at", { withTimezone: true }),
    description: text("description"),
    billable: boolean("billable").notNull().default(true),
    // The task or phase ('Diseño', 'QA'): a timesheet row is a project and a task.
    task: text("task"),
    // The hourly rate resolved when the entry was saved (project, else client, else person); null: none.
    hourlyRate: money("hourly_rate"),
    // The invoice it was billed on. SET NULL: deleting that invoice (a draft) frees the entry again;
    // the delete also does so itself (domain/time/invoicing.ts) to log how many.
    invoiceId: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check(
      "time_entries_minutes_check",
      sql`${t.minutes} >= 0 and ${t.minutes} <= ${sql.raw(String(MAX_ENTRY_MINUTES))}`,
    ),
    // A stopped entry has its minutes; a running one has none yet and is never invoiced.
    check(
      "time_entries_running_check",
      sql`(${t.startedAt} is null and ${t.minutes} > 0) or (${t.startedAt} is not null and ${t.minutes} = 0 and ${t.invoiceId} is null)`,
    ),
    check("time_entries_hourly_rate_check", sql`${t.hourlyRate} is null or ${t.hourlyRate} > 0`),
    // One running timer per person: starting another stops this one first.
    uniqueIndex("time_entries_one_running_idx").on(t.userId).where(sql`${t.startedAt} is not null`),
    // The lists' order (newest day first) by person and by project; a week of a person.
    index("time_entries_user_date_idx").on(t.userId, t.workDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("time_entries_project_date_idx").on(t.projectId, t.workDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("time_entries_date_idx").on(t.workDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An invoice's entries (freed when it is deleted, listed by invoiced/unbilled).
    index("time_entries_invoice_idx").on(t.invoiceId),
    // The columns the list's `q` matches.
    searchIndex("time_entries_description_search_idx", t.description),
    searchIndex("time_entries_task_search_idx", t.task),
  ],
);

export type TimeEntry = typeof timeEntries.$inferSelect;
export type NewTimeEntry = typeof timeEntries.$inferInsert;
