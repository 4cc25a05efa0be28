import { describe, expect, test } from "bun:test";
import { changedPaths, followLiveUpdates } from "./live-updates";

/** An event stream stand-in and the prefixes each refresh was asked for. */
function followed(missedBefore = false) {
  const source = new EventTarget();
  const refreshed: string[][] = [];
  const stop = followLiveUpdates(
    source,
    async (...prefixes) => {
      refreshed.push(prefixes);
    },
    missedBefore,
  );
  const send = (event: string, data = "{}") => source.dispatchEvent(new MessageEvent(event, { data }));
  return { send, refreshed, stop };
}

describe("live updates in the page", () => {
  test("a changed event rereads exactly its paths", () => {
    const { send, refreshed } = followed();
    send("ready");
    send("changed", '["/api/clients","/api/activity"]');
    expect(refreshed).toEqual([["/api/clients", "/api/activity"]]);
  });

  test("after a reconnection (a second ready) everything on screen is reread once", () => {
    const { send, refreshed } = followed();
    send("ready");
    expect(refreshed).toEqual([]);
    send("ready");
    expect(refreshed).toEqual([["/api"]]);
  });

  test("a stream opened again (a tab shown after being hidden) rereads everything at its first ready", () => {
    const { send, refreshed } = followed(true);
    send("ready");
    expect(refreshed).toEqual([["/api"]]);
  });

  test("data that is not a list of API paths rereads nothing; stop() stops following", () => {
    const { send, refreshed, stop } = followed();
    send("changed", "no es JSON");
    send("changed", '{"path":"/api/clients"}');
    send("changed", '["https://otro.sitio/api", 3]');
    expect(refreshed).toEqual([]);
    stop();
    send("changed", '["/api/clients"]');
    expect(refreshed).toEqual([]);
    expect(changedPaths('["/api/quotes", "/otra"]')).toEqual(["/api/quotes"]);
  });
});
