import { afterAll, describe, expect, test } from "bun:test";
import { endpoints } from "../contract";
import { apiRequest, type ServerProcess, signInTo, startServer, tempDataDir } from "../test/processes";
import { parseAnswer, parsedAnswer } from "../test/typed-request";

// A write that answered 2xx is on disk: SIGKILL the server at a random moment while clients are
// being created, restart it, and every acknowledged client is there, once, with its data.

const WORKERS = 4;

type Acknowledged = { id: number; name: string };

/** Creates clients until the server stops answering; answers the ones it acknowledged. */
async function createUntilKilled(server: ServerProcess, cookie: string, worker: number): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  for (let n = 0; ; n++) {
    const name = `Cliente ${worker}-${n}`;
    let response: Response;
    try {
      response = await apiRequest(server, "POST", "/api/clients", cookie, { name });
    } catch {
      return acknowledged; // the connection died with the server: this one was never acknowledged
    }
    if (response.status !== 201) return acknowledged;
    // The kill may cut the body off: then this one was never acknowledged either.
    const body: unknown = await response.json().catch(() => undefined);
    if (body === undefined) return acknowledged;
    acknowledged.push({ id: parsedAnswer(endpoints.createClient, body).id, name });
  }
}

describe("writes survive kill -9 [processes]", () => {
  const data = tempDataDir("crash");
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
    data.remove();
  });

  test("every acknowledged client is there after a restart, with no duplicated keys", async () => {
    const first = await startServer(data.dir);
    server = first;
    const cookie = await signInTo(first);
    const workers = Array.from({ length: WORKERS }, (_, worker) => createUntilKilled(first, cookie, worker));
    // A random moment, after some writes have been acknowledged.
    await Bun.sleep(400 + Math.floor(Math.random() * 1200));
    first.process.kill("SIGKILL");
    const acknowledged = (await Promise.all(workers)).flat();
    expect(await first.exited).not.toBe(0);
    expect(acknowledged.length).toBeGreaterThan(10);

    server = await startServer(data.dir);
    const again = await signInTo(server);
    const listed = await parseAnswer(endpoints.listClients, await apiRequest(server, "GET", "/api/clients", again));
    const byId = new Map(listed.map((client) => [client.id, client.name]));
    expect(new Set(listed.map((client) => client.id)).size).toBe(listed.length);
    for (const client of acknowledged) expect(byId.get(client.id)).toBe(client.name);

    // The sequence survived too: a new client gets an id no earlier client has.
    const created = await parseAnswer(
      endpoints.createClient,
      await apiRequest(server, "POST", "/api/clients", again, { name: "Después" }),
    );
    expect(byId.has(created.id)).toBe(false);
  }, 120_000);
});
