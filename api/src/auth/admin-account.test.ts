import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import { parseEnv } from "../env";
import { verifyPassword } from "../lib/passwords";
import { upsertUser, userAddInput } from "../scripts/user-add";
import { describeEachDatabase } from "../test/databases";
import { ensureAdminAccount } from "./admin-account";

const adminEnv = (password: string) =>
  parseEnv({ ADMIN_EMAIL: "Gerencia@Istmo.pa", ADMIN_PASSWORD: password, ADMIN_FIRST_NAME: "Gerencia" });

describeEachDatabase("ensureAdminAccount", (getDb) => {
  const account = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0];

  // First: it needs a database without accounts.
  test("without ADMIN_*, an empty database gets one account with a one-time password in the log", async () => {
    const lines: string[] = [];
    await ensureAdminAccount(getDb(), parseEnv({}), (line) => lines.push(line));
    const password = /contraseña de un solo uso: (\S+)/.exec(lines[0] ?? "")?.[1] ?? "";
    expect(await verifyPassword(password, (await account("admin@localhost.pa"))?.passwordHash ?? "")).toBe(true);
    expect((await account("admin@localhost.pa"))?.role).toBe("admin");
    // A database with an account gets no other.
    await ensureAdminAccount(getDb(), parseEnv({}), (line) => lines.push(line));
    expect(lines).toHaveLength(2);
  });

  test("ADMIN_EMAIL/ADMIN_PASSWORD create the account when it is missing", async () => {
    const lines: string[] = [];
    await ensureAdminAccount(getDb(), adminEnv("clave-inicial-1"), (line) => lines.push(line));
    const created = await account("gerencia@istmo.pa");
    expect(created?.firstName).toBe("Gerencia");
    expect(created?.role).toBe("admin");
    expect(await verifyPassword("clave-inicial-1", created?.passwordHash ?? "")).toBe(true);
    expect(lines).toEqual([`Cuenta de administrador creada (id ${created?.id}): gerencia@istmo.pa`]);
  });

  test("a password changed since survives a restart with ADMIN_PASSWORD still set", async () => {
    await ensureAdminAccount(getDb(), adminEnv("clave-inicial-1"), () => {});
    const changed = userAddInput.parse({ email: "gerencia@istmo.pa", password: "clave-cambiada-2", lastName: "Pérez" });
    await upsertUser(getDb(), changed);
    const before = await account("gerencia@istmo.pa");

    const lines: string[] = [];
    await ensureAdminAccount(getDb(), adminEnv("clave-inicial-1"), (line) => lines.push(line));
    const after = await account("gerencia@istmo.pa");
    expect(after).toEqual(before);
    expect(await verifyPassword("clave-cambiada-2", after?.passwordHash ?? "")).toBe(true);
    expect(lines).toEqual([]);
  });

  test("ADMIN_EMAIL's account is made an active admin again at start if it was demoted or deactivated", async () => {
    await ensureAdminAccount(getDb(), adminEnv("clave-inicial-1"), () => {});
    await getDb().update(users).set({ role: "staff", isActive: false }).where(eq(users.email, "gerencia@istmo.pa"));
    const lines: string[] = [];
    await ensureAdminAccount(getDb(), adminEnv("clave-inicial-1"), (line) => lines.push(line));
    expect(await account("gerencia@istmo.pa")).toMatchObject({ role: "admin", isActive: true });
    expect(lines).toEqual(["Cuenta gerencia@istmo.pa restablecida como administrador activo (ADMIN_EMAIL)"]);
  });
});
