import { and, eq, gt, gte, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { issueToken } from "../auth/tokens";
import type {
  ApiTokenData,
  ApiTokenListQuery,
  ApiTokenRecord,
  ApiTokenStatus,
  CreatedApiTokenRecord,
} from "../contract";
import { addDays, panamaDateOf, panamaWallClock } from "../contract/values/dates";
import type { Page } from "../contract/values/paging";
import type { Db } from "../db/client";
import { panamaDate } from "../db/panama-time";
import { apiTokens, users } from "../db/schema";
import { type Actor, recordActivity } from "./activity";
import { DomainFailure, FieldFailure } from "./failures";
import { countAll, matchesText, pageAndTotal, withPage } from "./paging";
import { newestFirst, oneOrNotFound, returnedRow } from "./records";

// The admin side of API tokens (rules: api/docs/api-tokens.md): list, issue, revoke. Using one is
// auth/api-tokens.ts.

export const API_TOKEN_NOT_FOUND = "Token de API no encontrado";
export const API_TOKEN_ALREADY_REVOKED = "El token de API ya está revocado";
export const TOKEN_USER_NOT_FOUND = "El usuario no existe";
export const TOKEN_USER_INACTIVE = "El usuario está desactivado; actívelo antes de crear un token";

const owner = alias(users, "token_owner");
const creator = alias(users, "token_creator");

const nameOf = (row: { firstName: string | null; lastName: string | null; email: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;

/** The first instant after `lastDay` in Panama: when a token with that last day stops working. */
const endOfDay = (lastDay: string) => panamaWallClock(`${addDays(lastDay, 1)}T00:00:00`);

function statusAt(row: { revokedAt: Date | null; expiresAt: Date }, now: Date): ApiTokenStatus {
  if (row.revokedAt) return "revoked";
  return now >= row.expiresAt ? "expired" : "active";
}

/** The SQL condition of a status at `now`, the same rule as statusAt(). */
function statusCondition(status: ApiTokenStatus, now: Date): SQL | undefined {
  if (status === "revoked") return isNotNull(apiTokens.revokedAt);
  const live = gt(apiTokens.expiresAt, now);
  return and(isNull(apiTokens.revokedAt), status === "active" ? live : sql`not ${live}`);
}

const recordFields = {
  id: apiTokens.id,
  name: apiTokens.name,
  userId: apiTokens.userId,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  ownerEmail: owner.email,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  creatorEmail: creator.email,
  creatorFirstName: creator.firstName,
  creatorLastName: creator.lastName,
};

function selectRecords(db: Db) {
  return db
    .select(recordFields)
    .from(apiTokens)
    .innerJoin(owner, eq(owner.id, apiTokens.userId))
    .leftJoin(creator, eq(creator.id, apiTokens.createdBy));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>["execute"]>>[number];

function toApiTokenRecord(row: RecordRow, now: Date): ApiTokenRecord {
  return {
    id: row.id,
    name: row.name,
    userId: row.userId,
    userName: nameOf({ firstName: row.ownerFirstName, lastName: row.ownerLastName, email: row.ownerEmail }),
    userEmail: row.ownerEmail,
    status: statusAt(row, now),
    // The last day it works: the Panama date of the instant just before it stops.
    expiresAt: panamaDateOf(new Date(row.expiresAt.getTime() - 1)),
    createdAt: row.createdAt.toISOString(),
    createdByName: row.creatorEmail
      ? nameOf({ firstName: row.creatorFirstName, lastName: row.creatorLastName, email: row.creatorEmail })
      : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

function listConditions(query: ApiTokenListQuery, now: Date): SQL | undefined {
  return and(
    query.q ? matchesText(query.q, apiTokens.name, owner.email, owner.firstName, owner.lastName) : undefined,
    query.status ? statusCondition(query.status, now) : undefined,
    query.userId ? eq(apiTokens.userId, query.userId) : undefined,
    query.from ? gte(panamaDate(apiTokens.createdAt), query.from) : undefined,
    query.to ? lte(panamaDate(apiTokens.createdAt), query.to) : undefined,
  );
}

/** Every token, revoked and expired ones too, newest first; never a secret or its hash. */
export async function listApiTokens(db: Db, query: ApiTokenListQuery, now = new Date()): Promise<Page<ApiTokenRecord>> {
  const where = listConditions(query, now);
  const { rows, total } = await pageAndTotal(
    query,
    withPage(
      selectRecords(db)
        .where(where)
        .orderBy(...newestFirst(apiTokens))
        .$dynamic(),
      query,
    ),
    () => db.select({ n: countAll }).from(apiTokens).innerJoin(owner, eq(owner.id, apiTokens.userId)).where(where),
  );
  return { rows: rows.map((row) => toApiTokenRecord(row, now)), total };
}

async function findApiToken(db: Db, id: number, now: Date): Promise<ApiTokenRecord> {
  const row = await oneOrNotFound(selectRecords(db).where(eq(apiTokens.id, id)), API_TOKEN_NOT_FOUND);
  return toApiTokenRecord(row, now);
}

/** Issues a token for an active user; the answer carries the token, which is stored only hashed. */
export async function createApiToken(db: Db, data: ApiTokenData, actor: Actor): Promise<CreatedApiTokenRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    // Locked, so a deactivation running at the same moment cannot miss the new token.
    const [user] = await tx.select().from(users).where(eq(users.id, data.userId)).for("update");
    if (!user) throw new FieldFailure("userId", TOKEN_USER_NOT_FOUND);
    if (!user.isActive) throw new FieldFailure("userId", TOKEN_USER_INACTIVE);
    const { token, id: tokenId, secretHash } = issueToken();
    const row = await returnedRow(
      tx
        .insert(apiTokens)
        .values({
          tokenId,
          userId: user.id,
          name: data.name,
          secretHash,
          createdBy: actor.userId,
          createdAt: now,
          expiresAt: endOfDay(data.expiresAt),
        })
        .returning({ id: apiTokens.id }),
      "el token de API",
    );
    await recordActivity(tx, {
      userId: actor.userId,
      action: "create",
      entity: "api_token",
      entityId: row.id,
      summary: `Token de API creado: «${data.name}» para ${user.email}`,
    });
    return { ...(await findApiToken(tx, row.id, now)), token };
  });
}

/** Revokes a token at once; its row stays, so its last use is still shown. Twice is 409. */
export async function revokeApiToken(db: Db, id: number, actor: Actor): Promise<ApiTokenRecord> {
  const now = actor.now ?? new Date();
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(
      tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for("update"),
      API_TOKEN_NOT_FOUND,
    );
    if (current.revokedAt) throw new DomainFailure("conflict", API_TOKEN_ALREADY_REVOKED);
    await tx.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, id));
    const record = await findApiToken(tx, id, now);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "api_token",
      entityId: id,
      summary: `Token de API revocado: «${record.name}» de ${record.userEmail}`,
    });
    return record;
  });
}

/**
 * Revokes every live token of a user being deactivated (call it in that transaction), so that
 * activating the account again does not silently bring its integrations back. Answers how many.
 */
export async function revokeUserApiTokens(db: Db, userId: number, now = new Date()): Promise<number> {
  const revoked = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
    .returning({ id: apiTokens.id });
  return revoked.length;
}
