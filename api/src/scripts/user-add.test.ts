import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { createSession, validateSessionToken } from "../auth/sessions";
import { users } from "../db/schema";
import { verifyPassword } from "../lib/passwords";
import { describeEachDatabase } from "../test/databases";
import { parseUserAddArgs, UserAddError, upsertUser, userAddInput } from "./user-add";

describe("user:add arguments", () => {
  test("accepts options, with or without the -- separator, and positionals", () => {
    const expected = {
      email: "ana@empresa.pa",
      password: "secreto123",
      firstName: "Ana",
      lastName: undefined,
      role: undefined,
    };
    expect(
      parseUserAddArgs(["--", "--email", "ana@empresa.pa", "--password", "secreto123", "--first-name", "Ana"]),
    ).toEqual(expected);
    expect(parseUserAddArgs(["--email=ana@empresa.pa", "--password=secreto123", "--first-name=Ana"])).toEqual(expected);
    expect(parseUserAddArgs(["ana@empresa.pa", "secreto123", "Ana", "Pérez"])).toEqual({
      ...expected,
      lastName: "Pérez",
    });
  });

  test("refuses unknown options, invalid emails and short passwords", () => {
    expect(() => parseUserAddArgs(["--correo", "x"])).toThrow();
    const bad = userAddInput.safeParse({ email: "no-es-correo", password: "corta" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Email inválido",
      "La contraseña debe tener al menos 10 caracteres",
    ]);
    expect(userAddInput.parse({ email: " Ana@Empresa.PA ", password: "abcdefghij" }).email).toBe("ana@empresa.pa");
    expect(
      userAddInput.safeParse({ email: "a@b.pa", password: "abcdefghij", role: "jefe" }).error?.issues[0]?.message,
    ).toBe("Rol inválido: use admin, staff o finance");
    expect(parseUserAddArgs(["a@b.pa", "abcdefghij", "Ana", "--role", "finance"]).role).toBe("finance");
  });
});

describeEachDatabase("user:add", (getDb) => {
  test("creates the account, and afterwards only resets its password", async () => {
    const db = getDb();
    const input = userAddInput.parse({ email: "Ana@Empresa.pa", password: "secreto123", firstName: "Ana" });
    expect(await upsertUser(db, input)).toBe("created");
    expect(await upsertUser(db, { ...input, password: "otraClave456", firstName: undefined })).toBe("updated");
    const [user] = await db.select().from(users).where(eq(users.email, "ana@empresa.pa"));
    expect(user?.firstName).toBe("Ana");
    expect(await verifyPassword("otraClave456", user?.passwordHash ?? "")).toBe(true);
    expect(await verifyPassword("secreto123", user?.passwordHash ?? "")).toBe(false);
    expect(user?.passwordHash).toStartWith("$argon2id$");
  });

  test("resetting the password ends every session of that user, and only theirs", async () => {
    const db = getDb();
    const input = userAddInput.parse({ email: "beto@empresa.pa", password: "secreto123", firstName: "Beto" });
    await upsertUser(db, input);
    await upsertUser(db, { ...input, email: "carla@empresa.pa", firstName: "Carla" });
    const idOf = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]?.id ?? 0;
    const before = [
      await createSession(db, await idOf("beto@empresa.pa")),
      await createSession(db, await idOf("beto@empresa.pa")),
    ];
    const other = await createSession(db, await idOf("carla@empresa.pa"));

    expect(await upsertUser(db, { ...input, password: "nuevaClave789" })).toBe("updated");
    for (const token of before) expect(await validateSessionToken(db, token)).toBeNull();
    expect(await validateSessionToken(db, other)).not.toBeNull();
  });

  test("a new account is staff unless given a role; a role given later changes it; common passwords are refused", async () => {
    const db = getDb();
    const input = userAddInput.parse({ email: "rol@empresa.pa", password: "secreto123", firstName: "Rol" });
    await upsertUser(db, input);
    const role = async () => (await db.select().from(users).where(eq(users.email, "rol@empresa.pa")))[0]?.role;
    expect(await role()).toBe("staff");
    await upsertUser(db, { ...input, role: "finance" });
    expect(await role()).toBe("finance");
    expect(upsertUser(db, { ...input, password: "1234567890" })).rejects.toThrow("demasiado común");
  });

  test("a new account needs a first name", async () => {
    const input = userAddInput.parse({ email: "sin.nombre@empresa.pa", password: "secreto123" });
    await expect(upsertUser(getDb(), input)).rejects.toBeInstanceOf(UserAddError);
  });
});

describe("passwords", () => {
  test("an unreadable hash does not throw: it simply does not match", async () => {
    expect(await verifyPassword("lo-que-sea", "no-es-un-hash")).toBe(false);
  });
});
