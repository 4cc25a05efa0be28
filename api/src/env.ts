import { z } from "zod";

// The one place that reads process.env: everything else receives an Env.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const remoteUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? (value.endsWith("/") ? value : `${value}/`) : `/mf/${name}/`));

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "debe empezar con postgres:// o postgresql://")
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email("no es un correo válido").optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "debe tener al menos 8 caracteres").optional()),
  ADMIN_FIRST_NAME: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/, error: "debe ser una URL http(s)" }).optional()),
  REMOTE_LANDING_URL: remoteUrl("mf-landing"),
  REMOTE_CORE_URL: remoteUrl("mf-core"),
  REMOTE_FINANCE_URL: remoteUrl("mf-finance"),
  /** Where the built front ends live (shell/dist and each remote's dist); the repository root by default. */
  STATIC_ROOT: optionalText,
  LOG_REQUESTS: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuración inválida:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
    throw new Error("Configuración inválida:\n  - ADMIN_PASSWORD: es requerido cuando se define ADMIN_EMAIL");
  }
  return env;
}

/** Reads the process environment; on a bad value prints which and why, then exits. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** A remote's own server (the finance team's container): one built directory on one port. */
export const staticServerEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  STATIC_DIR: z.string().trim().min(1, "es requerido: la carpeta dist del remoto"),
});

export function loadStaticServerEnv(): z.infer<typeof staticServerEnvSchema> {
  const result = staticServerEnvSchema.safeParse(process.env);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    console.error(`Configuración inválida: ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}
