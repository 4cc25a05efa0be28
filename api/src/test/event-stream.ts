import type { TestApp } from "./harness";

// A browser's EventSource, read by hand: GET /api/events through app.request() (or a real
// server's URL), then one server-sent event at a time. Comment lines (the heartbeat) are skipped.

export type ServerEvent = { event: string; data: string };

/** Reads `body` as server-sent events: next() answers the next one, or undefined once the stream ends. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  async function next(): Promise<ServerEvent | undefined> {
    for (;;) {
      const end = buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const fields = block.split("\n").filter((line) => !line.startsWith(":"));
        if (fields.length === 0) continue;
        const field = (name: string) =>
          fields
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).trimStart())
            .join("\n");
        return { event: field("event") || "message", data: field("data") };
      }
      const read = await reader.read();
      if (read.done) return undefined;
      buffered += decoder.decode(read.value, { stream: true });
    }
  }
  return {
    next,
    /** The paths of the next `changed` event. */
    async nextChanged(): Promise<string[]> {
      const event = await next();
      if (event?.event !== "changed") throw new Error(`se esperaba un evento changed: ${JSON.stringify(event)}`);
      return JSON.parse(event.data) as string[];
    },
    /** Hangs up, as a closed tab does. */
    close: () => reader.cancel().catch(() => {}),
  };
}

/** Opens the event stream of the session in `cookie` and waits for its `ready` event. */
export async function openEvents(app: TestApp, cookie: string) {
  const response = await app.request("/api/events", { headers: { Cookie: cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/events: ${response.status}`);
  const events = eventReader(response.body);
  const first = await events.next();
  if (first?.event !== "ready") throw new Error(`se esperaba el evento ready: ${JSON.stringify(first)}`);
  return { response, ...events };
}
