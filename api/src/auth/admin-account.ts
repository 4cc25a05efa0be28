import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Env } from "../env";
import { hashPassword } from "../lib/passwords";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that account, an admin, when it is missing. An existing one
 * keeps its password, but is made an active admin again if it was not: a password changed since (user:add, later the UI) must survive a
 * restart with the variables still set. Without them, an empty database gets one account whose
 * one-time password goes to the log: the product is never unreachable, and no fixed password
 * ships with it.
 */
export async function ensureAdminAccount(db: Db, env: Env, log: (line: string) => void = console.log) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const [existing] = await db
      .select({ id: users.id, role: users.role, isActive: users.isActive })
      .from(users)
      .where(eq(users.email, email));
    if (existing) {
      // ADMIN_EMAIL is the way back in: its account is an active admin at every start.
      if (existing.role !== "admin" || !existing.isActive) {
        await db.update(users).set({ role: "admin", isActive: true }).where(eq(users.id, existing.id));
        log(`Cuenta ${email} restablecida como administrador activo (ADMIN_EMAIL)`);
      }
      return;
    }
    // DO NOTHING: replicas starting together may both get here; the first one's account stands.
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(env.ADMIN_PASSWORD),
        firstName: env.ADMIN_FIRST_NAME ?? null,
        role: "admin",
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created) log(`Cuenta de administrador creada (id ${created.id}): ${email}`);
    return;
  }
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return;
  const email = "admin@localhost.pa";
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const password = Buffer.from(bytes).toString("base64url");
  await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), firstName: "Administrador", role: "admin" });
  const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  log(`Cuenta inicial creada (id ${created?.id}): ${email} / contraseña de un solo uso: ${password}`);
  log("Cámbiela con: bun run user:add -- --email admin@localhost.pa --password <nueva>");
}
