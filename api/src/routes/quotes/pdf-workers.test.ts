import { afterEach, expect, test } from "bun:test";
import { createApp } from "../../app";
import { endpoints } from "../../contract";
import type { Db } from "../../db/client";
import { parseEnv } from "../../env";
import { PDF_BUSY, PDF_TIMED_OUT, PdfWorkerPool } from "../../pdf/worker-pool";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, longText, panamaDate, storeQuoteLines } from "../../test/fixtures";
import { createUser, jsonRequest, signIn } from "../../test/harness";
import { downloadPdf } from "../../test/pdf-text";
import { parseAnswer } from "../../test/typed-request";

// PDFs are laid out on worker threads with a time limit (api/docs/pdf-documents.md): a document
// that takes too long is stopped and answered 503, and the server answers others meanwhile.

// A quote stored before the limits on a document's text: 100 lines of 5,000 characters with
// 100 line breaks each, over 15 s of layout on a development machine. The pools below give a render 4 s: far past
// a small quote's render, far short of this one's.
const SLOW_LINES = Array.from({ length: 100 }, () => longText(5000, 100));
const TIME_LIMIT_MS = 4000;

let pool: PdfWorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** The real app over `db` with its own PDF pool, a signed-in staff member, a small and a slow quote. */
async function appWithPool(db: Db, options: ConstructorParameters<typeof PdfWorkerPool>[0]) {
  pool = new PdfWorkerPool(options);
  const app = createApp({ db, env: parseEnv({ LOG_REQUESTS: "false" }), pdf: pool });
  const user = await createUser(db);
  const cookie = await signIn(app, user.email, user.password);
  const request = (method: string, path: string, body?: unknown) => jsonRequest(app, method, path, { cookie, body });
  const client = await insertClient(db);
  const newQuote = async (title: string) => {
    const response = await request("POST", "/api/quotes", {
      clientId: client.id,
      title,
      validUntil: panamaDate(15),
      lines: [{ description: "Consultoría", quantity: 1, unitPrice: "100.00", itbmsRate: 7 }],
    });
    return parseAnswer(endpoints.createQuote, response);
  };
  const small = await newQuote("Cotización pequeña");
  const slow = await newQuote("Cotización antigua enorme");
  await storeQuoteLines(db, slow.id, SLOW_LINES);
  return { request, small, slow };
}

/** Starts a request and notes in `order` when it is answered. */
async function tracked(order: string[], name: string, response: Response | Promise<Response>) {
  const answer = await response;
  order.push(name);
  return answer;
}

describeEachDatabase("PDFs on worker threads", (getDb) => {
  test("a render past its time limit answers 503 while /api/health answers, and the next PDF renders", async () => {
    const { request, small, slow } = await appWithPool(getDb(), { size: 1, timeLimitMs: TIME_LIMIT_MS });
    const order: string[] = [];
    const late = tracked(order, "pdf", request("GET", `/api/quotes/${slow.id}/pdf`));
    // Let the PDF's reads finish and its layout start: on the request thread it would hold it.
    await Bun.sleep(500);
    const health = await tracked(order, "health", request("GET", "/api/health"));
    expect(health.status).toBe(200);

    const answer = await late;
    expect(order).toEqual(["health", "pdf"]);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(await answer.json()).toEqual({ error: PDF_TIMED_OUT });

    // Its thread was terminated; a new one renders the next PDF.
    const { text } = await downloadPdf(request, `/api/quotes/${small.id}/pdf`);
    expect(text).toContain(`N.º ${small.quoteNumber}`);
  });

  test("a PDF asked for while the pool and its queue are full is refused at once with 503", async () => {
    const { request, small, slow } = await appWithPool(getDb(), {
      size: 1,
      queueLimit: 0,
      timeLimitMs: TIME_LIMIT_MS,
    });
    const order: string[] = [];
    const late = tracked(order, "slow", request("GET", `/api/quotes/${slow.id}/pdf`));
    await Bun.sleep(500);
    const refused = await tracked(order, "refused", request("GET", `/api/quotes/${small.id}/pdf`));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.json()).toEqual({ error: PDF_BUSY });

    expect((await late).status).toBe(503);
    expect(order).toEqual(["refused", "slow"]);
  });
});
