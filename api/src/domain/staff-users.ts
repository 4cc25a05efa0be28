import { dictionary } from "@zxcvbn-ts/language-common";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { forgetUserDevices } from "../auth/devices";
import { invalidateOtherSessions, invalidateUserSessions } from "../auth/sessions";
import {
  PASSWORD_TOO_COMMON,
  type StaffUserChanges,
  type StaffUserData,
  type StaffUserRecord,
  staffRoleLabels,
} from "../contract";
import type { Db } from "../db/client";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../db/errors";
import { type User, users } from "../db/schema";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { type Actor, recordActivity } from "./activity";
import { revokeUserApiTokens } from "./api-tokens";
import { DomainFailure, FieldFailure } from "./failures";
import { changedFields, oneOrNotFound, returnedRow } from "./records";

// Staff accounts (rules: api/docs/roles.md): created, renamed, given a role, deactivated, their
// password reset by an admin; and one's own password changed.

export const USER_NOT_FOUND = "Usuario no encontrado";
export const EMAIL_TAKEN = "Ya existe una cuenta con ese email";
export const LAST_ADMIN = "Debe quedar al menos un administrador activo";
export const OWN_DEACTIVATION = "No puede desactivar su propia cuenta; otro administrador puede hacerlo";
export const WRONG_CURRENT_PASSWORD = "La contraseña actual no es correcta";

// The ~49,000 most common passwords (zxcvbn's list), read once, compared without case.
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set((dictionary as Record<string, string[]>)["passwords-common"] ?? []);
  return commonPasswords.has(password.toLowerCase());
}

function requireUncommon(password: string, field: string) {
  if (isCommonPassword(password)) throw new FieldFailure(field, PASSWORD_TOO_COMMON);
}

function toStaffUserRecord(row: User): StaffUserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isActive: row.isActive,
    hasPassword: row.passwordHash !== null,
    hourlyRate: row.hourlyRate,
    createdAt: row.createdAt.toISOString(),
  };
}

const displayName = (row: Pick<User, "firstName" | "lastName" | "email">) =>
  [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email;

/** 'Ana Pérez', or the email of an account with no name; null for an unknown id. */
export async function staffUserName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row ? displayName(row) : null;
}

/** Every account, active first, then by email: a small company's staff fits one list. */
export async function listStaffUsers(db: Db): Promise<StaffUserRecord[]> {
  const rows = await db.select().from(users).orderBy(desc(users.isActive), asc(users.email));
  return rows.map(toStaffUserRecord);
}

export async function createStaffUser(db: Db, data: StaffUserData, actor: Actor): Promise<StaffUserRecord> {
  if (data.password) requireUncommon(data.password, "password");
  const passwordHash = data.password ? await hashPassword(data.password) : null;
  try {
    return await db.transaction(async (tx) => {
      const row = await returnedRow(
        tx
          .insert(users)
          .values({
            email: data.email,
            firstName: data.firstName,
            lastName: data.lastName,
            role: data.role,
            hourlyRate: data.hourlyRate ?? null,
            passwordHash,
          })
          .returning(),
        "el usuario",
      );
      await recordActivity(tx, {
        userId: actor.userId,
        action: "create",
        entity: "user",
        entityId: row.id,
        summary: `Usuario creado: ${row.email} (${staffRoleLabels[row.role]})`,
      });
      return toStaffUserRecord(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new FieldFailure("email", EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Renames, changes the role or (de)activates an account. The last active admin can be neither
 * demoted nor deactivated (409). Deactivating ends every session of the account at once.
 */
export async function updateStaffUser(
  db: Db,
  id: number,
  changes: StaffUserChanges,
  actor: Actor,
): Promise<StaffUserRecord> {
  return db.transaction(async (tx) => {
    const current = await oneOrNotFound(tx.select().from(users).where(eq(users.id, id)).for("update"), USER_NOT_FOUND);
    const changed = changedFields(current, changes);
    if (Object.keys(changed).length === 0) return toStaffUserRecord(current);
    const losesAdmin =
      current.role === "admin" &&
      current.isActive &&
      ((changed.role !== undefined && changed.role !== "admin") || changed.isActive === false);
    if (losesAdmin) {
      // Every active admin row is locked, so two admins demoting each other at once cannot both pass.
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, id)))
        .for("update");
      if (others.length === 0) throw new DomainFailure("conflict", LAST_ADMIN);
    }
    // It would end the admin's own session mid-request and lock them out (docs/roles.md).
    if (changed.isActive === false && actor.userId === id) throw new DomainFailure("conflict", OWN_DEACTIVATION);
    const row = await returnedRow(tx.update(users).set(changed).where(eq(users.id, id)).returning(), "el usuario");
    let revokedTokens = 0;
    if (changed.isActive === false) {
      await invalidateUserSessions(tx, id);
      // Reactivated, the account starts as from a new browser: its devices proved nothing since.
      await forgetUserDevices(tx, id);
      // Nor do its integrations come back on their own: an admin issues new tokens.
      revokedTokens = await revokeUserApiTokens(tx, id, actor.now);
    }
    const what: string[] = [];
    if (changed.role !== undefined) what.push(`rol ${staffRoleLabels[changed.role]}`);
    if (changed.isActive !== undefined) what.push(changed.isActive ? "activado" : "desactivado");
    if (changed.firstName !== undefined || changed.lastName !== undefined) what.push("nombre");
    if (changed.hourlyRate !== undefined) what.push("tarifa por hora");
    if (revokedTokens > 0) what.push(`tokens de API revocados: ${revokedTokens}`);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "user",
      entityId: id,
      summary: `Usuario ${row.email}: ${what.join(", ")}`,
    });
    return toStaffUserRecord(row);
  });
}

/** An admin sets a new password for an account; its sessions end and its device cookies are forgotten. */
export async function resetStaffPassword(db: Db, id: number, password: string, actor: Actor): Promise<void> {
  requireUncommon(password, "password");
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await oneOrNotFound(
      tx.update(users).set({ passwordHash }).where(eq(users.id, id)).returning(),
      USER_NOT_FOUND,
    );
    await invalidateUserSessions(tx, id);
    await forgetUserDevices(tx, id);
    await recordActivity(tx, {
      userId: actor.userId,
      action: "update",
      entity: "user",
      entityId: id,
      summary: `Contraseña restablecida: ${displayName(row)}`,
    });
  });
}

/**
 * The signed-in user's own password: the current one must be right. Their device cookies are
 * forgotten and their other sessions end; the one that asked (`keepSessionId`) stays signed in.
 */
export async function changeOwnPassword(
  db: Db,
  userId: number,
  keepSessionId: string,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new DomainFailure("not_found", USER_NOT_FOUND);
  const valid = row.passwordHash ? await verifyPassword(change.currentPassword, row.passwordHash) : false;
  if (!valid) throw new FieldFailure("currentPassword", WRONG_CURRENT_PASSWORD);
  requireUncommon(change.newPassword, "newPassword");
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await invalidateOtherSessions(tx, userId, keepSessionId);
    // Even this browser's: whoever knew the old password may have signed in and kept one.
    await forgetUserDevices(tx, userId);
    await recordActivity(tx, {
      userId,
      action: "update",
      entity: "user",
      entityId: userId,
      summary: `Contraseña cambiada: ${displayName(row)}`,
    });
  });
}
