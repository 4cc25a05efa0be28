import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Env } from "../env";
import { hashPassword } from "../lib/passwords";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create that account when it is missing. An existing one is left
 * alone, password included: a password changed since (user:add, later the UI) must survive a
 * restart with the variables still set. Without them, an empty database gets one account whose
 * one-time password goes to the log: the product is never unreachable, and no fixed password
 * ships with it.
 */
export async function ensureAdminAccount(db: Db, env: Env, log: (line: string) => void = console.log) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (existing) return;
    // DO NOTHING: replicas starting together may both get here; the first one's account stands.
    const [created] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(env.ADMIN_PASSWORD), firstName: env.ADMIN_FIRST_NAME ?? null })
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
  await db.insert(users).values({ email, passwordHash: await hashPassword(password), firstName: "Administrador" });
  const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  log(`Cuenta inicial creada (id ${created?.id}): ${email} / contraseña de un solo uso: ${password}`);
  log("Cámbiela con: bun run user:add -- --email admin@localhost.pa --password <nueva>");
}
