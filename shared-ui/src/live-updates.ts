import { useEffect } from "react";
import { endpointPath } from "./endpoint-client";
import { revalidate } from "./swr";

// Live updates (docs/architecture.md, "Live updates"): the server tells each open page which lists
// another user's write changed (GET /api/events, server-sent events), and the page rereads those of
// its SWR keys that lie under them, as it does after its own writes.

/** The signed-in user's event stream. */
export const LIVE_EVENTS_PATH = endpointPath("liveUpdates");
/** Every API path: what a page rereads after a reconnection, when events may have been missed. */
const EVERY_LIST = "/api";

type Revalidate = (...prefixes: string[]) => Promise<void>;

/** The paths of a `changed` event, or none when its data is not a list of API paths. */
export function changedPaths(data: unknown): string[] {
  if (typeof data !== "string") return [];
  try {
    const value: unknown = JSON.parse(data);
    if (!Array.isArray(value)) return [];
    return value.filter((path): path is string => typeof path === "string" && path.startsWith("/api/"));
  } catch {
    return [];
  }
}

/**
 * Follows an event stream: each `changed` rereads its paths; each `ready` after the first (the
 * browser reconnected: the server restarted or the network dropped) rereads everything on screen,
 * and so does the first when `missedBefore` (a stream was open before this one). Answers the
 * function that stops following.
 */
export function followLiveUpdates(
  source: EventTarget,
  refresh: Revalidate = revalidate,
  missedBefore = false,
): () => void {
  let connectedBefore = missedBefore;
  const onReady = () => {
    if (connectedBefore) void refresh(EVERY_LIST);
    connectedBefore = true;
  };
  const onChanged = (event: Event) => {
    const paths = changedPaths((event as MessageEvent).data);
    if (paths.length > 0) void refresh(...paths);
  };
  source.addEventListener("ready", onReady);
  source.addEventListener("changed", onChanged);
  return () => {
    source.removeEventListener("ready", onReady);
    source.removeEventListener("changed", onChanged);
  };
}

/**
 * Keeps the page's reads current while `signedIn`: one EventSource per page, opened by the shell, so
 * every remote's mounted keys follow (SWR's cache is one per page). EventSource reconnects by itself
 * after the stream ends; a refusal (401 once signed out) closes it for good. A hidden tab lets its
 * stream go and reopens it when shown again, rereading what is on screen: over HTTP/1.1 a browser
 * keeps at most six connections to a server, and a stream per background tab would use them up.
 */
export function useLiveUpdates(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let stopFollowing = () => {};
    let openedBefore = false;
    const open = () => {
      if (source) return;
      source = new EventSource(LIVE_EVENTS_PATH);
      stopFollowing = followLiveUpdates(source, revalidate, openedBefore);
      openedBefore = true;
    };
    const close = () => {
      stopFollowing();
      source?.close();
      source = undefined;
    };
    const followVisibility = () => (document.visibilityState === "hidden" ? close() : open());
    followVisibility();
    document.addEventListener("visibilitychange", followVisibility);
    return () => {
      document.removeEventListener("visibilitychange", followVisibility);
      close();
    };
  }, [signedIn]);
}
