import type { AppContext } from "../../http/context";

// The media types hono's json validator reads; any other body it validates as {}.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The validated PATCH values, limited to the keys the request body really had. The patch
 * schemas are `.partial()` of the create schemas, whose defaults (status 'active', 'planning')
 * still fill in missing keys: without this an edit of the name would also reset the status.
 */
export async function sentFields<T extends object>(c: AppContext, values: T): Promise<Partial<T>> {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
  // A body the validator did not read was validated as {}: nothing was sent.
  if (!JSON_MEDIA_TYPE.test(mediaType)) return {};
  // The validator has already parsed it; hono hands back its cached copy.
  const raw: unknown = await c.req.json().catch(() => ({}));
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
  const sent = new Set(Object.keys(raw));
  return Object.fromEntries(Object.entries(values).filter(([key]) => sent.has(key))) as Partial<T>;
}
