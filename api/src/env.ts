import { z } from "zod";
import { parseTrustedProxies } from "./http/trusted-proxies";

// The one place that reads process.env: everything else receives an Env.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** https, or plain http to this machine only (development, tests): what a remote or a sign-on provider may use. */
export function isHttpsOrLoopback(url: URL): boolean {
  return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
}

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
  if (!isHttpsOrLoopback(url)) return unsafe;
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

/** OIDC_ISSUER: the provider's issuer URL, https (http only on this machine); the discovery document is under it. */
const issuerUrl = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !isHttpsOrLoopback(url) || url.username || url.password || url.search || url.hash) {
    ctx.addIssue({
      code: "custom",
      message:
        "debe ser una URL https:// (http:// solo en localhost, 127.0.0.1 o [::1]) sin usuario, contraseña, ? ni #",
    });
    return z.NEVER;
  }
  return value;
});

/**
 * FE_PAC_URL: where the PAC's service is, instead of its published endpoint for the environment:
 * a PAC's staging endpoint, or the test server (src/test/fake-hka/fake-hka.ts). https, or http on this machine.
 */
const pacUrl = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !isHttpsOrLoopback(url) || url.username || url.password || url.hash) {
    ctx.addIssue({
      code: "custom",
      message: "debe ser una URL https:// (http:// solo en localhost, 127.0.0.1 o [::1]) sin usuario, contraseña ni #",
    });
    return z.NEVER;
  }
  return value;
});

/** SSO_ALLOWED_DOMAINS: email domains whose people get a 'staff' account at their first single sign-on. */
const emailDomains = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const domains = (value ?? "")
      .split(",")
      .map((entry) => entry.trim().toLowerCase().replace(/^@/, ""))
      .filter(Boolean);
    for (const domain of domains) {
      if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain)) {
        ctx.addIssue({ code: "custom", message: `"${domain}" no es un dominio de correo (ejemplo: istmo.pa)` });
      }
    }
    return [...new Set(domains)];
  });

/**
 * SECRET_KEY: the key that encrypts the secrets the database keeps (the signing certificate, its
 * password, the PAC's credentials; src/lib/secrets.ts). 32 random bytes in base64 (44 characters)
 * or hex (64), made with `openssl rand -base64 32`. Unset, the server runs but refuses to store a
 * secret; anything else stops it at start, since a short or mistyped key would encrypt weakly or
 * not be the key the stored secrets were encrypted with.
 */
const secretKey = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, "hex")
    : /^[A-Za-z0-9+/]{43}=?$/.test(value)
      ? Buffer.from(value, "base64")
      : null;
  if (key?.length !== 32) {
    ctx.addIssue({
      code: "custom",
      message:
        "debe ser una clave de 32 bytes en base64 (44 caracteres) o en hexadecimal (64 caracteres); genere una con: openssl rand -base64 32",
    });
    return z.NEVER;
  }
  return new Uint8Array(key);
});

/**
 * SMTP_URL: the SMTP server documents are e-mailed through (api/docs/mail.md), with its account:
 * smtp://usuario:contraseña@servidor:587 (STARTTLS when offered) or smtps://…:465 (TLS from the
 * start). Query options are nodemailer's (?tls.rejectUnauthorized=false for a test server).
 */
const smtpUrl = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !["smtp:", "smtps:"].includes(url.protocol) || !url.hostname || url.hash) {
    ctx.addIssue({
      code: "custom",
      message:
        "debe ser una URL smtp:// o smtps:// con el servidor (ejemplo: smtps://usuario:contraseña@smtp.ejemplo.pa:465) sin #",
    });
    return z.NEVER;
  }
  return value;
});

/**
 * MAIL_FROM: who the documents come from, an address with an optional display name:
 * 'facturas@istmo.pa' or 'Istmo Software <facturas@istmo.pa>'. Without a name, the company's.
 */
const mailFrom = optionalText.transform((value, ctx) => {
  if (!value) return undefined;
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(value);
  const name = named
    ? (named[1] ?? "")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .trim()
    : "";
  const address = named ? (named[2] ?? "") : value;
  if (!z.email().safeParse(address).success || /[<>"\r\n]/.test(name)) {
    ctx.addIssue({
      code: "custom",
      message: "debe ser una dirección de correo, con un nombre opcional (ejemplo: Istmo Software <facturas@istmo.pa>)",
    });
    return z.NEVER;
  }
  return { name: name || null, address };
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
  /** The address the server listens on (Bun.serve's hostname); unset, every interface. */
  BIND_ADDRESS: optionalText,
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
  // Single sign-on (api/docs/sso.md): each provider is offered when all of its variables are set.
  OIDC_ISSUER: issuerUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/, "debe ser el id del inquilino, su dominio, organizations o common")
      .optional(),
  ),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  SSO_ALLOWED_DOMAINS: emailDomains,
  // Electronic invoicing (api/docs/electronic-invoicing-pac.md): used to point at a PAC's staging
  // endpoint or the test server; unset, each environment's published endpoint.
  FE_PAC_URL: pacUrl,
  /** How long one call to the PAC may take before the document goes on in contingency. */
  FE_PAC_TIMEOUT_SECONDS: z.coerce
    .number({ error: "debe ser un número de segundos" })
    .int("debe ser un número entero de segundos")
    .min(1, "debe ser al menos 1 segundo")
    .max(300, "debe ser como máximo 300 segundos")
    .default(30),
  // Electronic invoicing's secrets at rest (api/docs/company-settings.md, "Electronic invoicing setup").
  SECRET_KEY: secretKey,
  // Documents by e-mail (api/docs/mail.md): unset, 'Enviar por correo' says how to configure it.
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailFrom,
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
  const incomplete = incompleteProviderVariables(env);
  if (incomplete.length) {
    throw new Error(`Configuración inválida:\n${incomplete.map((line) => `  - ${line}`).join("\n")}`);
  }
  return env;
}

// A provider's variables come together: half a configuration is a mistake to report at start,
// not a button that fails when someone clicks it. OIDC_NAME is optional (the issuer's host).
const providerVariables = [
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["MICROSOFT_TENANT_ID", "MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"],
] as const;

function incompleteProviderVariables(env: Env): string[] {
  const problems: string[] = [];
  for (const group of providerVariables) {
    const set = group.filter((name) => env[name]);
    if (set.length === 0 || set.length === group.length) continue;
    for (const name of group) {
      if (!env[name]) problems.push(`${name}: es requerido cuando se define ${set.join(", ")}`);
    }
  }
  if (env.OIDC_NAME && !env.OIDC_ISSUER) problems.push("OIDC_ISSUER: es requerido cuando se define OIDC_NAME");
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push("MAIL_FROM: es requerido cuando se define SMTP_URL");
  if (env.MAIL_FROM && !env.SMTP_URL) problems.push("SMTP_URL: es requerido cuando se define MAIL_FROM");
  return problems;
}

/** Only this machine reaches a server bound to one of these: no proxy, no other host in front of it. */
const isLoopbackAddress = (address: string) =>
  ["localhost", "::1", "[::1]"].includes(address.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(address);

/**
 * The warning printed at start when other machines can reach the server and PUBLIC_ORIGIN is unset:
 * the CSRF check then takes the request's own Host as the app's origin, and behind a TLS proxy the
 * server sees plain http, so the session cookie goes without Secure. Null when neither applies.
 */
export function publicOriginWarning(env: Pick<Env, "BIND_ADDRESS" | "PUBLIC_ORIGIN">): string | null {
  if (env.PUBLIC_ORIGIN || (env.BIND_ADDRESS && isLoopbackAddress(env.BIND_ADDRESS))) return null;
  const where = env.BIND_ADDRESS ?? "todas las interfaces";
  return (
    `Aviso: el servidor escucha en ${where} sin PUBLIC_ORIGIN. La verificación CSRF confía entonces en el ` +
    "encabezado Host de cada solicitud, y detrás de un proxy TLS la cookie de sesión no lleva Secure. " +
    "Detrás de un proxy defina PUBLIC_ORIGIN (https://…) y TRUSTED_PROXIES."
  );
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
