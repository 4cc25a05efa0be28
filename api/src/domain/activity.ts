import { desc, eq } from "drizzle-orm";
import type { ActivityRecord } from "../contract/activity";
import type { Db } from "../db/client";
import { activityLog, users } from "../db/schema";
import type { ActivityAction } from "../db/schema/activity";

/** Who makes a change (for the activity log) and when; `now` is only overridden by tests. */
export type Actor = { userId: number | null; now?: Date };

export type ActivityEntry = {
  userId: number | null;
  action: ActivityAction;
  entity: "client" | "quote" | "invoice" | "project" | "receivable" | "payable" | string;
  entityId: number | null;
  /** One Spanish sentence, e.g. 'Cotización COT-2026-0001 creada para Constructora del Istmo'. */
  summary: string;
};

/** Writes one entry; call it with the transaction that made the change, so both land or neither. */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values(entry);
}

/**
 * Logs a PATCH of a record that has a status (clients, projects): the other edits as one "update"
 * entry, a status change as its own "status" entry, so a status-only change writes only that one.
 */
export async function recordPatchActivity<Status extends string>(
  db: Db,
  target: Pick<ActivityEntry, "userId" | "entity" | "entityId">,
  changed: { status?: Status },
  summaries: { update: string; status: (status: Status) => string },
): Promise<void> {
  const { status, ...edits } = changed;
  if (Object.keys(edits).length > 0) {
    await recordActivity(db, { ...target, action: "update", summary: summaries.update });
  }
  if (status !== undefined) {
    await recordActivity(db, { ...target, action: "status", summary: summaries.status(status) });
  }
}

export async function latestActivity(db: Db, limit: number): Promise<ActivityRecord[]> {
  const rows = await db
    .select({
      id: activityLog.id,
      action: activityLog.action,
      entity: activityLog.entity,
      entityId: activityLog.entityId,
      summary: activityLog.summary,
      firstName: users.firstName,
      email: users.email,
      createdAt: activityLog.createdAt,
    })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.userId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(limit);
  return rows.map(({ firstName, email, createdAt, ...row }) => ({
    ...row,
    userName: firstName || email || null,
    createdAt: createdAt.toISOString(),
  }));
}
