import { afterAll, describe, expect, test } from "bun:test";
import { endpoints } from "./contract";
import { apiRequest, type ServerProcess, signInTo, startServer, tempDataDir } from "./test/processes";
import { parseAnswer } from "./test/typed-request";

// `bun run start:demo` is `server.ts --demo`: the demo is loaded inside the server process, so no
// second process ever opens the embedded database.

async function clientCount(server: ServerProcess): Promise<number> {
  const cookie = await signInTo(server);
  return (await parseAnswer(endpoints.listClients, await apiRequest(server, "GET", "/api/clients", cookie))).length;
}

describe("start with demo data [processes]", () => {
  const data = tempDataDir("demo");
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
    data.remove();
  });

  test("loads the demo into an empty database, and not again into one with data", async () => {
    server = await startServer(data.dir, { PUBLIC_ORIGIN: "", BIND_ADDRESS: "" }, ["--demo"]);
    expect(server.output()).toContain("Datos de demostración cargados");
    // On every interface without PUBLIC_ORIGIN (env.ts, publicOriginWarning).
    expect(server.output()).toContain("Aviso: el servidor escucha en todas las interfaces sin PUBLIC_ORIGIN.");
    expect(await clientCount(server)).toBe(8);
    server.process.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    server = await startServer(data.dir, {}, ["--demo"]);
    expect(server.output()).toContain("ya tiene datos: se inicia sin cargar la demostración");
    expect(await clientCount(server)).toBe(8);
  }, 120_000);
});
