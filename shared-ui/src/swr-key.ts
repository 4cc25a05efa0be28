// SWR keys are API paths: a string, or parts joined with "/"; a read is a GET on that
// path, so a key also names what a write revalidates.
// Kept apart from swr.ts so it can be tested without React.

type ApiKeyPart = string | number;
export type ApiKey = string | readonly ApiKeyPart[];

/** ['/api/invoices', 3] → '/api/invoices/3'; a string key is the path itself. */
export function keyToPath(key: ApiKey): string {
  return typeof key === "string" ? key : key.map(String).join("/");
}

/**
 * Whether a key's path is `prefix` itself or lies below it: '/api/invoices' matches
 * '/api/invoices', '/api/invoices/3' and '/api/invoices?status=paid', not '/api/invoices-old'.
 */
export function pathMatchesPrefix(path: string, prefix: string): boolean {
  if (path === prefix) return true;
  const base = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  return path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
}

/** keyToPath for anything SWR may hold as a key; undefined for keys that are not API paths. */
export function pathOfKey(key: unknown): string | undefined {
  if (typeof key === "string") return key;
  if (Array.isArray(key) && key.every((part) => typeof part === "string" || typeof part === "number")) {
    return keyToPath(key as ApiKeyPart[]);
  }
  return undefined;
}
