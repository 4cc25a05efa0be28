import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { ActivityAction, ActivityEntity, ActivityListQuery, ActivityRecord } from "../contract/activity";
import type { Page } from "../contract/values/paging";
import type { Db } from "../db/client";
import { panamaDate } from "../db/panama-time";
import { activityLog, users } from "../db/schema";
import { countAll, matchesText, pageAndTotal, withPage } from "./paging";

/** Who makes a change (for the activity log) and when; `now` is only overridden by tests. */
export type Actor = { userId: number | null; now?: Date };

export type ActivityEntry = {
  userId: number | null;
  action: ActivityAction;
  entity: ActivityEntity;
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

function listConditions(query: ActivityListQuery, visible: readonly ActivityEntity[]): SQL {
  const conditions: SQL[] = [inArray(activityLog.entity, [...visible])];
  if (query.q) conditions.push(matchesText(query.q, activityLog.summary));
  if (query.entity) conditions.push(eq(activityLog.entity, query.entity));
  if (query.action) conditions.push(eq(activityLog.action, query.action));
  if (query.from) conditions.push(gte(panamaDate(activityLog.createdAt), query.from));
  if (query.to) conditions.push(lte(panamaDate(activityLog.createdAt), query.to));
  return and(...conditions) as SQL;
}

/**
 * The matching changes about the `visible` kinds of subject (those the caller's role may read),
 * newest first, one page or all; and how many match.
 */
export async function listActivity(
  db: Db,
  query: ActivityListQuery,
  visible: readonly ActivityEntity[],
): Promise<Page<ActivityRecord>> {
  if (visible.length === 0) return { rows: [], total: 0 };
  const where = listConditions(query, visible);
  const page = withPage(
    db
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
      .where(where)
      .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
      .$dynamic(),
    query,
  );
  const { rows, total } = await pageAndTotal(query, page, () =>
    db.select({ n: countAll }).from(activityLog).where(where),
  );
  return {
    rows: rows.map(({ firstName, email, createdAt, ...row }) => ({
      ...row,
      userName: firstName || email || null,
      createdAt: createdAt.toISOString(),
    })),
    total,
  };
}
