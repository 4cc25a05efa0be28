import { existsSync, statSync } from "node:fs";
import { join, normalize, resolve, sep } from "node:path";
import type { MiddlewareHandler } from "hono";
import { validateSessionToken } from "../auth/sessions";
import type { AppContext, AppEnv } from "./context";
import { sessionCookie } from "./middleware";

/** The built front ends: the shell at /, each remote under /mf/<name>/. */
export const frontEnds = ["mf-landing", "mf-core", "mf-finance"] as const;

// Entry files must be re-read at each page load so a redeployed remote shows up;
// everything under assets/ has a content hash in its name and never changes.
const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export function cacheControlFor(path: string): string {
  if (NO_CACHE.test(path)) return "no-cache";
  if (path.includes("/assets/") || path.startsWith("assets/")) return "public, max-age=31536000, immutable";
  return "no-cache";
}

/** The file a URL path (still percent-encoded) names inside `dir`, or null when it names none there. */
function fileIn(dir: string, encoded: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(encoded);
  } catch {
    // A malformed escape ("%E0%A4%A") names no file: a 404, not the URIError's 500.
    return null;
  }
  // Nothing hidden is served: a build's dot-directories hold what only the build uses, such as
  // Vite's .vite/manifest.json, a map of every source file name to its output.
  if (relative.split(/[\\/]/).some((segment) => segment.startsWith("."))) return null;
  const root = resolve(dir);
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) return null;
  return existsSync(path) && statSync(path).isFile() ? path : null;
}

// The builds write `<file>.br` and `<file>.gz` beside every text asset worth compressing
// (shared-ui/build/precompress.ts): a file with neither is sent as it is.
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The codings an Accept-Encoding header allows ("gzip;q=0" refuses gzip; "*" allows any). */
export function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  if (accepted.has("*")) for (const { name } of ENCODINGS) accepted.add(name);
  return accepted;
}

/**
 * A built file, precompressed when the browser takes it: brotli first, else gzip, else as is. The
 * Content-Type is the original file's, and `Vary: Accept-Encoding` tells caches the body depends on it.
 */
function serveFile(
  path: string,
  urlPath: string,
  request: Request,
  extraHeaders: Record<string, string> = {},
): Response {
  const original = Bun.file(path);
  const headers: Record<string, string> = { "Cache-Control": cacheControlFor(urlPath), ...extraHeaders };
  const variants = ENCODINGS.filter(({ suffix }) => existsSync(path + suffix));
  if (variants.length === 0) return new Response(original, { headers });
  headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding";
  headers["Content-Type"] ??= original.type;
  const accepted = acceptedEncodings(request.headers.get("accept-encoding"));
  const encoding = variants.find(({ name }) => accepted.has(name));
  if (!encoding) return new Response(original, { headers });
  return new Response(Bun.file(path + encoding.suffix), {
    headers: { ...headers, "Content-Encoding": encoding.name },
  });
}

/** Serves one built directory (a remote's own server uses this too): CORS-open, right cache headers. */
export function serveDirectory(dir: string, request: Request, relative: string): Response | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const path = fileIn(dir, relative);
  // A remote's files are fetched by the shell's page, possibly from another origin.
  return path ? serveFile(path, relative, request, { "Access-Control-Allow-Origin": "*" }) : null;
}

/** Where mf-landing's build writes the prerendered landing page (mf-landing/build/prerender.tsx). */
export const PRERENDERED_LANDING = join("mf-landing", "dist", "page", "index.html");

async function hasSession(c: AppContext): Promise<boolean> {
  const token = sessionCookie(c);
  return token !== undefined && (await validateSessionToken(c.var.deps.db, token)) !== null;
}

export function staticFrontEnds(root: string): MiddlewareHandler<AppEnv> {
  const shellDir = join(root, "shell", "dist");
  const landingPage = join(root, PRERENDERED_LANDING);
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const remote = frontEnds.find((name) => url.pathname.startsWith(`/mf/${name}/`));
    if (remote) {
      const response = serveDirectory(
        join(root, remote, "dist"),
        c.req.raw,
        url.pathname.slice(`/mf/${remote}/`.length),
      );
      return response ?? c.json({ error: "Archivo no encontrado" }, 404);
    }
    const file = url.pathname !== "/" ? fileIn(shellDir, url.pathname) : null;
    if (file) return serveFile(file, url.pathname, c.req.raw);
    // A missing asset or file (/assets/…, /favicon.ico) is a 404, not the shell's HTML: no screen's
    // route has a file extension, and a browser or crawler asking for a file must not get a page.
    if (url.pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(url.pathname))
      return c.json({ error: "Archivo no encontrado" }, 404);
    const html = { "Content-Type": "text/html; charset=utf-8" };
    if (url.pathname === "/") {
      // One URL, two pages: a visitor gets the landing page as prerendered HTML that paints with no
      // script (fast on a phone), staff get the shell and their dashboard with no landing page first.
      // Without a prerendered page (a development build) the shell shows the landing page itself.
      const page = { ...html, Vary: "Cookie" };
      if (existsSync(landingPage) && !(await hasSession(c)))
        return serveFile(landingPage, "index.html", c.req.raw, page);
      const index = fileIn(shellDir, "index.html");
      if (index) return serveFile(index, "index.html", c.req.raw, page);
    }
    // Every other path is the shell's: it decides between a page and 'Page Not Found'.
    const index = fileIn(shellDir, "index.html");
    if (!index) return c.text("La interfaz no está construida: ejecute `bun run build`.", 503);
    return serveFile(index, "index.html", c.req.raw, html);
  };
}
