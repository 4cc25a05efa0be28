import { z } from "zod";
import { parseTrustedProxies } from "./http/trusted-proxies";

// The one place that reads process.env: everything else receives an Env.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Why a REMOTE_*_URL is refused, or null when it is allowed: an https URL, an http URL on this
 * machine (development), or a path on this server ("/mf/mf-core/", not "//host/": that is a URL).
 * The shell loads and runs the script found there, so plain http to another host is never allowed.
 */
export function remoteUrlProblem(value: string): string | null {
  const unsafe =
    "debe ser una URL https://, una URL http:// de localhost, 127.0.0.1 o [::1], o una ruta que empiece con /";
  const extras = "no debe llevar usuario, contraseña, ? ni #";
  if (value.startsWith("/")) {
    // "//host/" and "/\host/" are read by browsers as another host, not as a path.
    const base = "http://ruta.invalid";
    if (new URL(value, base).origin !== base || /[\\\s]/.test(value)) return unsafe;
    return /[?#]/.test(value) ? extras : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return unsafe;
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname))) return unsafe;
  if (url.username || url.password || url.search || url.hash || /[?#]/.test(value)) return extras;
  return null;
}

const remoteUrl = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return `/mf/${name}/`;
      const problem = remoteUrlProblem(value);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem });
        return z.NEVER;
      }
      return value.endsWith("/") ? value : `${value}/`;
    });

/** TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated; unset trusts no one. */
const trustedProxies = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const { ranges, invalid } = parseTrustedProxies(value ?? "");
    for (const entry of invalid) {
      ctx.addIssue({
        code: "custom",
        message: `"${entry}" no es una dirección IP ni un rango CIDR (ejemplos: 10.0.0.5, 172.16.0.0/12, 2001:db8::/32)`,
      });
    }
    return invalid.length ? z.NEVER : ranges;
  });

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
  /** The reverse proxies whose X-Forwarded-For is believed (see http/trusted-proxies.ts). */
  TRUSTED_PROXIES: trustedProxies,
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
