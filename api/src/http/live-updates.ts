import type { MiddlewareHandler } from "hono";
import { liveSessionRoles } from "../auth/sessions";
import { listsChangedBy } from "../contract/list-relations";
import type { StaffRole } from "../contract/roles";
import type { Db } from "../db/client";
import { LIST_CHANGES_CHANNEL, listen, publishListChanges, type Unlisten } from "../db/notifications";
import { mayReadUnder } from "./access";
import type { AppEnv } from "./context";

// Live updates (api/docs/live-updates.md): after a write, the lists it changed are NOTIFYed on one
// channel; every process LISTENs and passes them to its open event streams (GET /api/events), each
// stream only the lists its user's role may read. A write on one replica so reaches a browser
// connected to another.

/** One session (a browser) may keep this many streams open at once: its tabs. */
export const STREAMS_PER_SESSION = 8;
/** A comment line this often keeps proxies (and their idle timeouts) from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** Who watches a stream: what their role may read decides what they are told. */
export type Viewer = { role: StaffRole; sessionId: string };

/** Where a stream's events go once the HTTP response is under way. */
export type ChangeSink = { changed(paths: string[]): void; heartbeat(): void; end(): void };

/** One open event stream; events that come before its sink is attached wait for it. */
export class LiveStream {
  #sink: ChangeSink | undefined;
  #pending: string[][] = [];
  #ended = false;

  constructor(
    readonly viewer: Viewer,
    /** Settles once this process LISTENs: nothing published after that is missed. */
    readonly ready: Promise<void>,
    private readonly detach: (stream: LiveStream) => void,
  ) {}

  /** Passes on the paths this viewer's role may read, if any. */
  deliver(paths: readonly string[]): void {
    const visible = paths.filter((path) => mayReadUnder(this.viewer.role, path));
    if (visible.length === 0 || this.#ended) return;
    if (this.#sink) this.#sink.changed(visible);
    else this.#pending.push(visible);
  }

  /** Proves the connection alive to the browser and to every proxy between. */
  heartbeat(): void {
    if (!this.#ended) this.#sink?.heartbeat();
  }

  attach(sink: ChangeSink): void {
    this.#sink = sink;
    for (const paths of this.#pending) sink.changed(paths);
    this.#pending = [];
    if (this.#ended) sink.end();
  }

  /** Ends the HTTP response (shutdown, or LISTEN lost and regained: the browser reconnects and rereads). */
  end(): void {
    this.#ended = true;
    this.#sink?.end();
  }

  /** The response has ended: the stream no longer counts. */
  close(): void {
    this.#ended = true;
    this.detach(this);
  }
}

/** Paths from a notification's payload: anything else on the channel is ignored. */
function parsePaths(payload: string): string[] {
  try {
    const value: unknown = JSON.parse(payload);
    if (!Array.isArray(value)) return [];
    return value.filter((path): path is string => typeof path === "string" && path.startsWith("/api/"));
  } catch {
    return [];
  }
}

/** The process's event streams and its one LISTEN, opened with the first stream. */
export class LiveUpdates {
  readonly #db: Db;
  readonly #streams = new Set<LiveStream>();
  #listening: Promise<Unlisten> | undefined;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Tells every process that these lists changed (after the write committed). */
  async publish(paths: readonly string[]): Promise<void> {
    await publishListChanges(this.#db, paths);
  }

  /** A new stream for `viewer`, or why not: the session has too many open, or the server is stopping. */
  open(viewer: Viewer): LiveStream | "too-many" | "closed" {
    if (this.#closed) return "closed";
    let ofSession = 0;
    for (const stream of this.#streams) if (stream.viewer.sessionId === viewer.sessionId) ofSession += 1;
    if (ofSession >= STREAMS_PER_SESSION) return "too-many";
    const stream = new LiveStream(viewer, this.#listen(), (closed) => this.#streams.delete(closed));
    this.#streams.add(stream);
    // One timer for every stream of the process; it does not keep a stopping process alive.
    this.#heartbeat ??= setInterval(() => void this.heartbeat().catch(() => {}), HEARTBEAT_MS);
    this.#heartbeat.unref?.();
    return stream;
  }

  /**
   * Every HEARTBEAT_MS: ends each stream whose session has ended (signed out, expired, the account
   * deactivated) or whose user's role changed (the browser reconnects: 401, or the new role's
   * lists), and sends the others a comment line.
   */
  async heartbeat(): Promise<void> {
    const streams = [...this.#streams];
    const roles = await liveSessionRoles(this.#db, [...new Set(streams.map((stream) => stream.viewer.sessionId))]);
    for (const stream of streams) {
      if (roles.get(stream.viewer.sessionId) === stream.viewer.role) stream.heartbeat();
      else stream.end();
    }
  }

  /** Ends every stream and stops listening (at shutdown, before the server waits for open requests). */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#heartbeat);
    for (const stream of this.#streams) stream.end();
    const listening = this.#listening;
    this.#listening = undefined;
    if (listening) await listening.then((unlisten) => unlisten()).catch(() => {});
  }

  #listen(): Promise<void> {
    this.#listening ??= listen(
      this.#db,
      LIST_CHANGES_CHANNEL,
      (payload) => {
        const paths = parsePaths(payload);
        if (paths.length > 0) for (const stream of this.#streams) stream.deliver(paths);
      },
      // Notifications sent while the connection was down are lost: each browser reconnects and rereads.
      () => {
        for (const stream of this.#streams) stream.end();
      },
    ).catch((error) => {
      this.#listening = undefined; // the next stream tries again
      throw error;
    });
    return this.#listening.then(() => {});
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * After a write has answered 2xx (its transaction committed before the handler answered), publishes
 * the lists it changed (contract/list-relations.ts). Done here, once, rather than inside each write's
 * transaction: every route is covered, a new one included. A failure to publish is logged and
 * leaves the answer as it is: the write stands, and open screens see it at their next read.
 */
export const publishWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READ_METHODS.has(c.req.method) || c.res.status < 200 || c.res.status >= 300) return;
  try {
    await c.var.deps.live.publish(listsChangedBy(c.req.path));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`No se pudo avisar del cambio a las pantallas abiertas: ${reason}`);
  }
};
