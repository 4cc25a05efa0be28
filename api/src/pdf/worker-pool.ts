import { Worker } from "node:worker_threads";
import { DomainFailure } from "../domain/failures";
import type { PdfJob } from "./pdf-jobs";
import type { WorkerReply, WorkerRequest } from "./pdf-worker";
import type { PdfBytes } from "./render";

// Every PDF is rendered on a small pool of worker threads (api/docs/pdf-documents.md): the
// request thread stays free to answer (and, with PGlite, to run the database) whatever a document
// costs to lay out. A render past its time limit has its thread terminated, which frees its
// memory, and a new thread takes its place.

export const PDF_TIMED_OUT = "No se pudo generar el PDF a tiempo. Inténtelo de nuevo en unos minutos.";
export const PDF_BUSY = "El servidor está generando otros PDF. Inténtelo de nuevo en unos segundos.";

export type PdfPoolOptions = {
  /** Threads rendering at once. */
  size: number;
  /** Jobs that may wait while `size` others render; one more is refused at once. */
  queueLimit: number;
  /** How long one render may take on its thread. */
  timeLimitMs: number;
};

export const PDF_POOL_DEFAULTS: PdfPoolOptions = { size: 2, queueLimit: 8, timeLimitMs: 20_000 };

/** What the routes need of the pool (the app's `deps.pdf`). */
export type PdfRenderer = { render(job: PdfJob, now?: Date): Promise<PdfBytes> };

type Pending = { job: PdfJob; now: Date; resolve: (bytes: PdfBytes) => void; reject: (error: Error) => void };
type Running = Pending & { id: number; timer: ReturnType<typeof setTimeout> };
type Slot = { worker: Worker; ready: boolean; running: Running | null };

const timedOut = () => new DomainFailure("unavailable", PDF_TIMED_OUT, 60);
const busy = () => new DomainFailure("unavailable", PDF_BUSY, 5);

export class PdfWorkerPool implements PdfRenderer {
  readonly #options: PdfPoolOptions;
  #slots: Slot[] = [];
  #queue: Pending[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: Partial<PdfPoolOptions> = {}) {
    this.#options = { ...PDF_POOL_DEFAULTS, ...options };
  }

  /**
   * The job's PDF, `now` dating its footer; a DomainFailure 'unavailable' when the queue is full
   * or the render is late.
   */
  render(job: PdfJob, now = new Date()): Promise<PdfBytes> {
    const running = this.#slots.filter((slot) => slot.running).length;
    const full = running + this.#queue.length >= this.#options.size + this.#options.queueLimit;
    if (this.#closed || full) return Promise.reject(busy());
    return new Promise<PdfBytes>((resolve, reject) => {
      this.#queue.push({ job, now, resolve, reject });
      this.#dispatch();
    });
  }

  /** Stops every thread; jobs still waiting or running are refused as busy. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(busy());
    for (const slot of this.#slots.splice(0)) {
      this.#finish(slot)?.reject(busy());
      await slot.worker.terminate();
    }
  }

  /** Gives waiting jobs to idle threads, and starts threads (up to `size`) for the rest. */
  #dispatch(): void {
    for (const slot of this.#slots) {
      const next = slot.ready && !slot.running ? this.#queue.shift() : undefined;
      if (next) this.#start(slot, next);
    }
    let starting = this.#slots.filter((slot) => !slot.ready).length;
    while (!this.#closed && this.#slots.length < this.#options.size && this.#queue.length > starting) {
      this.#spawn();
      starting += 1;
    }
  }

  #start(slot: Slot, pending: Pending): void {
    const id = this.#nextId++;
    const timer = setTimeout(() => {
      this.#finish(slot)?.reject(timedOut());
      this.#discard(slot);
    }, this.#options.timeLimitMs);
    slot.running = { ...pending, id, timer };
    const request: WorkerRequest = { id, job: { ...pending.job, now: pending.now } };
    slot.worker.postMessage(request);
  }

  /** Takes the slot's running job off it (its timer stopped), for the caller to settle. */
  #finish(slot: Slot): Running | null {
    const running = slot.running;
    if (running) clearTimeout(running.timer);
    slot.running = null;
    return running;
  }

  /** Terminates a thread (late, or dead) and lets a new one take its place when jobs wait. */
  #discard(slot: Slot): void {
    if (!this.#slots.includes(slot)) return;
    this.#slots = this.#slots.filter((other) => other !== slot);
    void slot.worker.terminate();
    this.#dispatch();
  }

  #spawn(): void {
    const worker = new Worker(new URL("./pdf-worker.ts", import.meta.url));
    // An idle thread must not keep the process alive (shutdown closes the pool anyway).
    worker.unref();
    const slot: Slot = { worker, ready: false, running: null };
    this.#slots.push(slot);
    worker.on("message", (reply: WorkerReply) => this.#onReply(slot, reply));
    // An uncaught error ends a worker thread: its job fails (500), and a new thread replaces it.
    const died = (reason: string) => {
      if (!this.#slots.includes(slot)) return;
      const running = this.#finish(slot);
      running?.reject(new Error(`El proceso de PDF terminó: ${reason}`));
      // A thread that dies before it is ready would die again: refuse the waiting jobs rather than loop.
      if (!slot.ready) for (const pending of this.#queue.splice(0)) pending.reject(new Error(reason));
      this.#discard(slot);
    };
    worker.on("error", (error: Error) => died(error.message));
    worker.on("exit", (code) => died(`código ${code}`));
  }

  #onReply(slot: Slot, reply: WorkerReply): void {
    if (reply.type === "ready") {
      slot.ready = true;
    } else if (slot.running?.id === reply.id) {
      const running = this.#finish(slot);
      if (reply.type === "done")
        running?.resolve(
          new Uint8Array(reply.bytes.buffer as ArrayBuffer, reply.bytes.byteOffset, reply.bytes.byteLength),
        );
      else running?.reject(new Error(reply.error));
    }
    this.#dispatch();
  }
}
