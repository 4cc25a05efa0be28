import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Env } from "../env";
import { hashPassword } from "../lib/passwords";

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD make sure that account exists with that password. Without
 * them, an empty database gets one account whose one-time password goes to the log:
 * the product is never unreachable, and no fixed password ships with it.
 */
export async function ensureAdminAccount(db: Db, env: Env, log: (line: string) => void = console.log) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const email = env.ADMIN_EMAIL.toLowerCase();
    const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
    const firstName = env.ADMIN_FIRST_NAME ?? null;
    await db
      .insert(users)
      .values({ email, passwordHash, firstName })
      .onConflictDoUpdate({ target: users.email, set: { passwordHash, ...(firstName ? { firstName } : {}) } });
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
