import { staffRoles } from "./roles";
import { optionalHourlyRate } from "./time/hourly-rates";
import { optionalText } from "./values/fields";
import { amountText, instantText, recordKey } from "./values/record-fields";
import { z } from "./zod";

// Staff accounts and passwords (rules: api/docs/roles.md). Whether a password is one of the most
// common ones is checked by the API alone (its list is too large to ship to the browser).

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const PASSWORD_TOO_COMMON = "Esa contraseña es demasiado común; elija otra";
export const PASSWORDS_DIFFER = "Las contraseñas no coinciden";

/** A new password: 10 to 256 characters. */
export const newPassword = z
  .string({ error: "La contraseña es requerida" })
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(256, { error: "La contraseña es demasiado larga" });

const role = z.enum(staffRoles, { error: "Rol inválido" });

/**
 * POST /api/settings/users: a new account. Without a password it signs in only through single
 * sign-on.
 */
export const staffUserInput = z.object({
  email: z
    .string({ error: "El email es requerido" })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Email inválido" })),
  firstName: z.string({ error: "El nombre es requerido" }).trim().min(1, { error: "El nombre es requerido" }).max(100),
  lastName: optionalText(100),
  role,
  password: z.preprocess((value) => (value === "" ? undefined : value), newPassword.optional()),
  /** The person's default hourly rate (api/docs/time.md); empty: none. */
  hourlyRate: optionalHourlyRate().optional(),
});
export type StaffUserInput = z.input<typeof staffUserInput>;
export type StaffUserData = z.output<typeof staffUserInput>;

/** PATCH /api/settings/users/{id}: names, role, active or not. */
export const staffUserPatch = z.object({
  firstName: z.string().trim().min(1, { error: "El nombre es requerido" }).max(100).optional(),
  lastName: optionalText(100).optional(),
  role: role.optional(),
  isActive: z.boolean({ error: "Valor inválido" }).optional(),
  hourlyRate: optionalHourlyRate().optional(),
});
export type StaffUserChanges = z.output<typeof staffUserPatch>;

/** POST /api/settings/users/{id}/password: an admin sets a new password. */
export const passwordReset = z.object({ password: newPassword });

/** POST /api/auth/password: the signed-in user changes their own password. */
export const ownPasswordChange = z
  .object({
    currentPassword: z.string({ error: "La contraseña actual es requerida" }).min(1, {
      error: "La contraseña actual es requerida",
    }),
    newPassword,
    confirmPassword: z.string({ error: "Confirme la nueva contraseña" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  });
export type OwnPasswordChangeInput = z.input<typeof ownPasswordChange>;

export const staffUserRecord = z.object({
  id: recordKey(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(staffRoles),
  isActive: z.boolean(),
  /** False: the account signs in only through single sign-on. */
  hasPassword: z.boolean().meta({ description: "false: la cuenta entra solo con inicio de sesión único" }),
  hourlyRate: amountText("Tarifa por hora por defecto de la persona").nullable(),
  createdAt: instantText("Cuándo se creó (ISO 8601, UTC)"),
});
export type StaffUserRecord = z.infer<typeof staffUserRecord>;
