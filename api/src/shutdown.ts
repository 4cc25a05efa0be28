import type { Server } from "bun";

// Docker sends SIGTERM and kills 10 s later; a terminal sends SIGINT. Either way: stop taking
// requests, let those in flight finish for a while, close the database once, exit 0 in time.

/** How long requests already in flight may take to finish before their connections are cut. */
export const IN_FLIGHT_GRACE_MS = 5_000;
/** However a step hangs, the process is gone by then (under Docker's 10 s). */
export const SHUTDOWN_DEADLINE_MS = 7_500;

type Closable = { close(): Promise<void> };

const wait = (ms: number) => new Promise<"timeout">((done) => setTimeout(() => done("timeout"), ms).unref());

/** The signal handler: the first signal shuts down; later ones only say it is under way. */
export function createShutdown(parts: {
  server: Pick<Server<unknown>, "stop">;
  database: Closable;
  /** The PDF worker threads, stopped once the requests waiting for them have answered. */
  pdf: Closable;
  /** The job queue's workers: a job in flight finishes, or is left to a retry (src/jobs/). */
  jobs: { stop(): Promise<void> };
  /** The open event streams (GET /api/events): ended first, or they would hold the drain below. */
  live?: Closable;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}) {
  const { server, database, pdf, jobs, live, log = console.log, exit = (code) => process.exit(code) } = parts;
  let running: Promise<void> | undefined;

  async function run(signal: string) {
    log(`${signal} recibido: el servidor deja de aceptar solicitudes y termina las que están en curso.`);
    setTimeout(() => {
      log("El cierre tardó demasiado: se termina el proceso.");
      exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // The workers stop taking jobs at once, and the one in flight finishes while the requests drain.
    const jobsStopped = jobs
      .stop()
      .catch((error: unknown) =>
        log(`La cola de tareas no se detuvo limpiamente: ${error instanceof Error ? error.message : String(error)}`),
      );
    // stop() stops listening at once; its promise settles when the last request has answered.
    const stopping = server.stop(false).then(() => "drained" as const);
    const streamsEnded = live?.close();
    const drained = await Promise.race([stopping, wait(IN_FLIGHT_GRACE_MS)]);
    if (drained === "timeout") {
      log(`Solicitudes sin terminar tras ${IN_FLIGHT_GRACE_MS / 1000} s: se cierran sus conexiones.`);
      await server.stop(true);
    }
    await streamsEnded;
    await jobsStopped;
    await pdf.close();
    await database.close();
    log("Servidor detenido.");
    exit(0);
  }

  async function runOrFail(signal: string) {
    try {
      await run(signal);
    } catch (error) {
      log(`Error al detener el servidor: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
    }
  }

  return (signal: string): Promise<void> => {
    if (running) {
      log(`${signal} recibido: el cierre ya está en curso.`);
      return running;
    }
    running = runOrFail(signal);
    return running;
  };
}
