// `bun run user:add -- --email ana@empresa.pa --password secreto123 --first-name Ana [--last-name Pérez]
// [--role admin|staff|finance]` (or positional: email password first-name [last-name]). Creates an
// account (role 'staff' unless told), or resets the password (and updates the names and role given)
// of an existing one, where the first name may be left out. A reset signs the user out everywhere.
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { forgetUserDevices } from "../auth/devices";
import { invalidateUserSessions } from "../auth/sessions";
import { staffRoles } from "../contract/roles";
import { newPassword, PASSWORD_TOO_COMMON } from "../contract/staff-users";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { isCommonPassword } from "../domain/staff-users";
import { hashPassword } from "../lib/passwords";
import { runMain, withDatabase } from "./run";

const USAGE =
  "Uso: bun run user:add -- --email correo@empresa.pa --password <mínimo 10 caracteres> --first-name Nombre [--last-name Apellido] [--role admin|staff|finance]";

const optionalName = z
  .string()
  .trim()
  .max(100, { error: "El nombre es demasiado largo" })
  .optional()
  .transform((v) => (v ? v : undefined));

export const userAddInput = z.object({
  email: z
    .string({ error: "El email es requerido" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Email inválido" })),
  // The same rule as every password set in the product (contract/staff-users.ts); the list of
  // common passwords is checked by upsertUser.
  password: newPassword,
  firstName: optionalName,
  lastName: optionalName,
  role: z.enum(staffRoles, { error: "Rol inválido: use admin, staff o finance" }).optional(),
});
export type UserAddData = z.output<typeof userAddInput>;

/** Reads flags or positionals. `--` separators are dropped: `bun run x -- --flag` may pass them on. */
export function parseUserAddArgs(argv: string[]): Record<string, string | undefined> {
  const { values, positionals } = parseArgs({
    args: argv.filter((arg) => arg !== "--"),
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      role: { type: "string" },
    },
    allowPositionals: true,
    strict: true,
  });
  return {
    email: values.email ?? positionals[0],
    password: values.password ?? positionals[1],
    firstName: values["first-name"] ?? positionals[2],
    lastName: values["last-name"] ?? positionals[3],
    role: values.role,
  };
}

/** Bad input only discovered against the database (a new account needs a first name). */
export class UserAddError extends Error {}

/**
 * Creates or updates in one transaction; answers which of the two happened. A password reset
 * also ends all of that user's sessions and forgets their device cookies.
 */
export async function upsertUser(db: Db, input: UserAddData): Promise<"created" | "updated"> {
  if (isCommonPassword(input.password)) throw new UserAddError(PASSWORD_TOO_COMMON);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).for("update");
    if (existing) {
      await tx
        .update(users)
        .set({
          passwordHash,
          // Names only change when given: a password reset must not blank them.
          ...(input.firstName ? { firstName: input.firstName } : {}),
          ...(input.lastName ? { lastName: input.lastName } : {}),
          ...(input.role ? { role: input.role } : {}),
        })
        .where(eq(users.id, existing.id));
      // Whoever is signed in with the old password is signed out, in the same transaction.
      await invalidateUserSessions(tx, existing.id);
      await forgetUserDevices(tx, existing.id);
      return "updated";
    }
    if (!input.firstName) throw new UserAddError("El nombre (--first-name) es requerido para crear un usuario");
    await tx.insert(users).values({
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      role: input.role ?? "staff",
    });
    return "created";
  });
}

async function main(): Promise<number> {
  let input: UserAddData;
  try {
    const parsed = userAddInput.safeParse(parseUserAddArgs(Bun.argv.slice(2)));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`Error: ${issue.message}`);
      console.error(USAGE);
      return 1;
    }
    input = parsed.data;
  } catch (error) {
    // parseArgs rejects unknown flags and flags without a value, in English: name the flag instead.
    const flag = /'(--?[\w-]+)/.exec(error instanceof Error ? error.message : "")?.[1];
    console.error(flag ? `Error: opción inválida o sin valor: ${flag}` : "Error: argumentos inválidos");
    console.error(USAGE);
    return 1;
  }

  return withDatabase(async (opened) => {
    try {
      const result = await upsertUser(opened.db, input);
      console.log(
        result === "created"
          ? `Usuario creado: ${input.email}. Ya puede iniciar sesión en /api/login.`
          : `Usuario existente ${input.email}: contraseña actualizada; sus sesiones abiertas se cerraron.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof UserAddError)) throw error;
      console.error(`Error: ${error.message}`);
      console.error(USAGE);
      return 1;
    }
  });
}

if (import.meta.main) runMain(main, "No se pudo guardar el usuario");
