import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Env } from "../env";
import type { AppEnv } from "./context";

// Content-Security-Policy for every HTML page the app sends (reasons in docs/security.md).

/** The CSP source that allows exactly this inline <style> text. */
export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}

/**
 * The API's own pages (sign-in, sign-out): no script at all, their one inline <style> by its
 * hash, forms posting to this origin only.
 */
export function apiPagePolicy(css: string): string {
  return [
    "default-src 'none'",
    `style-src ${styleHash(css)}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");
}

/**
 * An uploaded image served as it is stored (the company's logo). An <img> shows it whatever the
 * policy; opened on its own, it may load nothing, run nothing, and sits in a sandbox of its own.
 */
export const UPLOADED_IMAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The origins of the REMOTE_*_URL that are absolute URLs (a path is this server: 'self'). */
export function remoteOrigins(env: Pick<Env, "REMOTE_LANDING_URL" | "REMOTE_CORE_URL" | "REMOTE_FINANCE_URL">) {
  const urls = [env.REMOTE_LANDING_URL, env.REMOTE_CORE_URL, env.REMOTE_FINANCE_URL];
  const origins = urls.filter((url) => !url.startsWith("/")).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The shell and the remotes it loads: scripts only from files (this server and the remotes'
 * origins), no inline script, no eval. Styles also allow 'unsafe-inline': emotion (MUI) writes
 * <style> elements at run time.
 */
export function frontEndPolicy(env: Parameters<typeof remoteOrigins>[0]): string {
  const remotes = remoteOrigins(env)
    .map((origin) => ` ${origin}`)
    .join("");
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `connect-src 'self'${remotes}`,
    `img-src 'self' data:${remotes}`,
    `font-src 'self' data:${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * Sets the policy on every text/html response that has none: the API's pages under /api/,
 * the front ends' pages everywhere else. Other responses (JSON, scripts, the 503 text) need none.
 */
export function contentSecurityPolicy(policies: { apiPages: string; frontEnds: string }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get("content-type") ?? "";
    if (!/^text\/html\b/i.test(type) || c.res.headers.has("content-security-policy")) return;
    const policy = c.req.path.startsWith("/api/") ? policies.apiPages : policies.frontEnds;
    c.res.headers.set("Content-Security-Policy", policy);
  };
}
