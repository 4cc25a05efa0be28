import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { BROWSER_SESSION_REQUIRED } from "../../http/access";
import type { AppEnv } from "../../http/context";
import { requireUser } from "../../http/context";

// GET /api/events: the signed-in user's live updates as server-sent events (api/docs/live-updates.md).

/** How long a browser waits before reconnecting after the stream ended. */
export const RECONNECT_MS = 3_000;

export const TOO_MANY_STREAMS_MESSAGE =
  "Hay demasiadas pestañas abiertas con actualizaciones en vivo en esta sesión. Cierre alguna y recargue la página.";
export const LIVE_UNAVAILABLE_MESSAGE = "Las actualizaciones en vivo no están disponibles en este momento.";

export const eventsRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  const session = c.var.session;
  // An API token has no session (the role gate refuses it first: http/access.ts).
  if (!session) return c.json({ error: BROWSER_SESSION_REQUIRED }, 403);
  const stream = c.var.deps.live.open({ role: user.role, sessionId: session.id });
  if (stream === "too-many") return c.json({ error: TOO_MANY_STREAMS_MESSAGE }, 429);
  if (stream === "closed") return c.json({ error: LIVE_UNAVAILABLE_MESSAGE }, 503);
  try {
    await stream.ready;
  } catch {
    stream.close();
    return c.json({ error: LIVE_UNAVAILABLE_MESSAGE }, 503);
  }
  // Bun closes a connection quiet for 10 s (its idleTimeout), a stream included; this one is quiet by design.
  c.env?.timeout?.(c.req.raw, 0);
  const response = streamSSE(c, async (sse) => {
    const finished = new Promise<void>((resolve) => {
      sse.onAbort(resolve);
      stream.attach({
        changed: (paths) => void sse.writeSSE({ event: "changed", data: JSON.stringify(paths) }),
        heartbeat: () => void sse.write(": latido\n\n"),
        end: resolve,
      });
    });
    // The first event says the stream listens: anything written from now on reaches it.
    await sse.writeSSE({ event: "ready", data: "{}", retry: RECONNECT_MS });
    try {
      await finished;
    } finally {
      stream.close();
    }
  });
  // Never kept, and never held back by a reverse proxy (nginx buffers responses unless told).
  response.headers.set("Cache-Control", "no-store");
  response.headers.set("X-Accel-Buffering", "no");
  return response;
});
