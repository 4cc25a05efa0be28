import { parentPort } from "node:worker_threads";
import { registerPdfFonts } from "./fonts";
import { type DatedPdfJob, pdfDocument } from "./pdf-jobs";
import { renderPdf } from "./render";

// A PDF worker thread (worker-pool.ts starts it): react-pdf's layout is synchronous and can take
// seconds, so it runs here, never on the thread that answers requests (and, with PGlite, runs
// the database). One job at a time; the pool times it and terminates this thread when it is late.

/** What the pool sends: one job, numbered. */
export type WorkerRequest = { id: number; job: DatedPdfJob };
/** What this thread answers: ready once loaded, then each job's bytes or its error. */
export type WorkerReply =
  | { type: "ready" }
  | { type: "done"; id: number; bytes: Uint8Array }
  | { type: "failed"; id: number; error: string };

const port = parentPort;
if (!port) throw new Error("pdf-worker.ts runs only as a worker thread (worker-pool.ts)");
const reply = (message: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

port.on("message", async ({ id, job }: WorkerRequest) => {
  try {
    const bytes = await renderPdf(pdfDocument(job));
    reply({ type: "done", id, bytes }, [bytes.buffer]);
  } catch (error) {
    reply({ type: "failed", id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});

registerPdfFonts();
reply({ type: "ready" });
