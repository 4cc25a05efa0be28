import { expect, test } from "bun:test";
import { parseEnv } from "./env";

test("defaults", () => {
  const env = parseEnv({});
  expect(env.PORT).toBe(3000);
  expect(env.DATA_DIR).toBe("./data");
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.REMOTE_CORE_URL).toBe("/mf/mf-core/");
});

test("invalid values are refused with a readable message", () => {
  expect(() => parseEnv({ PORT: "ochenta" })).toThrow(/PORT/);
  expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: debe empezar con postgres/);
  expect(() => parseEnv({ ADMIN_EMAIL: "no-es-correo", ADMIN_PASSWORD: "12345678" })).toThrow(/ADMIN_EMAIL/);
  expect(() => parseEnv({ ADMIN_EMAIL: "a@b.pa" })).toThrow(/ADMIN_PASSWORD: es requerido/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://x" })).toThrow(/PUBLIC_ORIGIN/);
});
