import { afterEach, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { eventReader } from "./test/event-stream";
import { apiRequest, type ServerProcess, signInTo, startServer, tempDataDir } from "./test/processes";

// SIGTERM/SIGINT with a request in flight: the request is answered, new ones are not taken, the
// database is closed once, and the process exits 0 well before Docker's 10 s.

const CONTACT = JSON.stringify({
  name: "Visitante Lento",
  email: "lento@istmo.test",
  message: "Una solicitud que llega despacio, byte a byte, mientras el servidor se detiene.",
});

/**
 * Sends POST /api/contact over a raw socket: the headers and half of the body now, the rest when
 * `finish()` is called. Until then the request is in flight on the server. Answers the status line.
 */
function slowContact(server: ServerProcess) {
  const socket = connect(server.port, "127.0.0.1");
  const body = Buffer.from(CONTACT);
  const half = Math.floor(body.length / 2);
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => {
    socket.on("close", () => resolve(received));
    socket.on("error", () => resolve(received));
  });
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: localhost:${server.port}\r\nOrigin: ${server.url}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(body.subarray(0, half));
  return {
    finish: () => socket.write(body.subarray(half)),
    response: closed,
  };
}

const lines = (output: string, text: string) => output.split("\n").filter((line) => line.includes(text)).length;

describe("graceful shutdown [processes]", () => {
  let server: ServerProcess | undefined;
  const data = tempDataDir("shutdown");
  afterEach(async () => {
    if (server && server.process.exitCode === null) server.process.kill("SIGKILL");
    await server?.exited;
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    test(`${signal}: the request in flight finishes, a new one is refused, exit 0 within 8 s`, async () => {
      const running = await startServer(data.dir);
      server = running;
      const slow = slowContact(running);
      await Bun.sleep(300); // the server has read the headers: the request is in flight
      const signalled = performance.now();
      running.process.kill(signal);
      // A second signal must not run the shutdown again (sent apart: pending signals merge).
      await Bun.sleep(250);
      running.process.kill(signal);
      await Bun.sleep(250);

      const late = await fetch(`${running.url}/api/health`).then(
        (response) => response.status,
        () => "rechazada",
      );
      expect(late).toBe("rechazada");

      slow.finish();
      expect(await slow.response).toStartWith("HTTP/1.1 201");
      const code = await running.exited;
      const elapsed = performance.now() - signalled;
      expect(code).toBe(0);
      expect(elapsed).toBeLessThan(8_000);
      const output = running.output();
      expect(lines(output, "Servidor detenido.")).toBe(1);
      expect(lines(output, "el cierre ya está en curso")).toBe(1);
    }, 90_000);
  }

  test("an open event stream (GET /api/events) is ended at once: it never holds the shutdown", async () => {
    const running = await startServer(data.dir);
    server = running;
    const cookie = await signInTo(running);
    const response = await fetch(`${running.url}/api/events`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    if (!response.body) throw new Error("sin cuerpo");
    const events = eventReader(response.body);
    expect((await events.next())?.event).toBe("ready");
    // The real server's stream carries a write made through it.
    const created = await apiRequest(running, "POST", "/api/clients", cookie, { name: "Cliente del cierre" });
    expect(created.status).toBe(201);
    expect(await events.nextChanged()).toContain("/api/clients");

    running.process.kill("SIGTERM");
    expect(await events.next()).toBeUndefined();
    expect(await running.exited).toBe(0);
    const output = running.output();
    expect(output).toContain("Servidor detenido.");
    expect(output).not.toContain("Solicitudes sin terminar");
  }, 90_000);

  test("a request that never finishes holds the shutdown for 5 s at most", async () => {
    const running = await startServer(data.dir);
    server = running;
    const stuck = slowContact(running); // never finished
    await Bun.sleep(300);
    const signalled = performance.now();
    running.process.kill("SIGTERM");
    const code = await running.exited;
    const elapsed = performance.now() - signalled;
    expect(code).toBe(0);
    expect(elapsed).toBeGreaterThan(4_500);
    expect(elapsed).toBeLessThan(8_000);
    expect(running.output()).toContain("Solicitudes sin terminar tras 5 s");
    expect(await stuck.response).not.toStartWith("HTTP/1.1 201");
    data.remove();
  }, 90_000);
});
