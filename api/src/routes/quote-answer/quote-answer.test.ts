import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { QUOTE_ANSWER_REQUESTS_PER_MINUTE } from "../../app";
import { linkTokenHash } from "../../auth/link-tokens";
import { addDays, endpoints, QUOTE_LINK_UNKNOWN } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings, quoteAnswerLinks, quotes } from "../../db/schema";
import { QUOTE_LINK_ALREADY_REVOKED, QUOTE_LINK_DRAFT } from "../../domain/documents/quote-answer-links";
import { QUOTE_LINK_GONE, QUOTE_NOT_ANSWERABLE } from "../../domain/documents/quote-answers";
import { activityFor, expectIssue, signedInApi, type TestApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient, panamaDate } from "../../test/fixtures";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";
import { parseAnswer, type RequestOf } from "../../test/typed-request";
import { QUOTE_ANSWER_RATE_LIMITED } from ".";

const lines = [
  { description: "Desarrollo del portal", quantity: "40", unitPrice: "45", itbmsRate: "7" as const }, // 1800.00 + 126.00
  { description: "Capacitación", quantity: "1", unitPrice: "150", itbmsRate: "0" as const }, // 150.00
];

// Each test answers from its own address: the per-address limit must not count one test's requests in another's.
let addressCount = 0;
const newAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
};

/**
 * A visitor's browser on the public page: no session, the app's own Origin. `read` and `answer` must
 * succeed and answer the page's view; `tryRead` and `tryAnswer` answer the status and the untyped
 * body, for the refusals.
 */
function visitor(db: Db) {
  const app = testApp(db);
  const address = newAddress();
  const raw = (method: string, path: string, options: Parameters<typeof jsonRequest>[3] = {}) =>
    jsonRequest(app, method, path, { address, ...options });
  const readResponse = (token: string) => raw("GET", `/api/quote-answer?token=${encodeURIComponent(token)}`);
  const answerResponse = (body: unknown) => raw("POST", "/api/quote-answer", { body });
  const untyped = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  });
  return {
    readResponse,
    read: async (token: string) => parseAnswer(endpoints.quoteAnswer, await readResponse(token)),
    answer: async (body: RequestOf<typeof endpoints.answerQuote>["body"]) =>
      parseAnswer(endpoints.answerQuote, await answerResponse(body)),
    tryRead: async (token: string) => untyped(await readResponse(token)),
    tryAnswer: async (body: Record<string, unknown>) => untyped(await answerResponse(body)),
    raw,
  };
}

const tokenOf = (link: { url: string }) => new URL(link.url).hash.slice(1);

async function sentQuote(api: TestApi, db: Db, body: Partial<RequestOf<typeof endpoints.createQuote>["body"]> = {}) {
  const client = await insertClient(db, { name: "Lucía Gómez", company: "Ferretería El Puerto" });
  return api.send(endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: "Portal de pedidos",
      description: "Pedidos en línea para sucursales",
      validUntil: panamaDate(20),
      lines,
      status: "sent",
      ...body,
    },
  });
}

function linkFor(api: TestApi, quoteId: number) {
  return api.send(endpoints.createQuoteAnswerLink, { params: { id: quoteId } });
}

async function storedQuote(db: Db, id: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
  return row;
}

describeEachDatabase("quote answer links", (getDb) => {
  test("staff create a link for a sent quote: an absolute URL, valid to the end of its validity day in Panama", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    expect(link.url).toMatch(/^http:\/\/localhost\/cotizacion\/responder#[a-z2-7]{52}$/);
    expect(link).toMatchObject({
      quoteId: quote.id,
      status: "active",
      createdByName: "Ana",
      // The midnight after its last valid day, in Panama (UTC-5).
      expiresAt: `${addDays(quote.validUntil, 1)}T05:00:00.000Z`,
      revokedAt: null,
    });
    // Listed without the link itself.
    const listed = await api.send(endpoints.quoteAnswerLinks, { params: { id: quote.id } });
    const { url: _url, ...record } = link;
    expect(listed).toEqual([record]);
    // Only the token's SHA-256 is kept.
    const [row] = await db.select().from(quoteAnswerLinks).where(eq(quoteAnswerLinks.id, link.id));
    expect(row?.tokenHash).toBe(linkTokenHash(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link));
    expect((await activityFor(db, "quote", quote.id)).at(-1)).toEqual({
      action: "update",
      summary: expect.stringContaining(`Enlace para el cliente creado para la cotización ${quote.quoteNumber}`),
      userId: api.userId,
    });
    // Each request makes a new link; the first keeps working.
    const second = await linkFor(api, quote.id);
    expect(tokenOf(second)).not.toBe(tokenOf(link));
    await visitor(db).read(tokenOf(link));
  });

  test("behind a proxy the link is on PUBLIC_ORIGIN", async () => {
    const db = getDb();
    const quote = await sentQuote(await signedInApi(db), db);
    const publicOrigin = "https://erp.istmo.test";
    const app = testApp(db, { PUBLIC_ORIGIN: publicOrigin });
    // A staff member (sessions are in the database: signed in through any server).
    const user = await createUser(db, { role: "staff" });
    const cookie = await signIn(testApp(db), user.email, user.password);
    const response = await jsonRequest(app, "POST", `/api/quotes/${quote.id}/answer-links`, {
      cookie,
      headers: { Origin: publicOrigin },
    });
    const link = await parseAnswer(endpoints.createQuoteAnswerLink, response);
    expect(link.url.startsWith(`${publicOrigin}/cotizacion/responder#`)).toBe(true);
  });

  test("a draft, an answered or expired quote, or one past its validity gets no link (409); an unknown one 404", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const draft = await sentQuote(api, db, { status: "draft" });
    const accepted = await sentQuote(api, db, { status: "accepted" });
    const expired = await sentQuote(api, db, { status: "expired" });
    const late = await sentQuote(api, db);
    await db
      .update(quotes)
      .set({ validUntil: panamaDate(-1) })
      .where(eq(quotes.id, late.id));
    const refusals: Array<[number, string]> = [
      [draft.id, QUOTE_LINK_DRAFT],
      [accepted.id, "La cotización está aceptada: solo una cotización enviada se puede responder con un enlace"],
      [expired.id, "La cotización está expirada: solo una cotización enviada se puede responder con un enlace"],
      [
        late.id,
        `La cotización venció el ${panamaDate(-1).split("-").reverse().join("/")}: extienda su validez antes de crear el enlace para el cliente`,
      ],
    ];
    for (const [id, error] of refusals) {
      expect(await api.post(`/api/quotes/${id}/answer-links`, {})).toEqual({ status: 409, body: { error } });
      expect(await api.send(endpoints.quoteAnswerLinks, { params: { id } })).toEqual([]);
    }
    expect(await api.post("/api/quotes/999999/answer-links", {})).toEqual({
      status: 404,
      body: { error: "Cotización no encontrada" },
    });
    expect((await api.get("/api/quotes/999999/answer-links")).status).toBe(404);
  });

  test("without a session the client reads the quote: company, number, client, lines, totals, validity, status", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    await db.update(companySettings).set({ legalName: "Istmo Software, S.A.", tradeName: "Istmo Software" });
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    const response = await visitor(db).readResponse(tokenOf(link));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await parseAnswer(endpoints.quoteAnswer, response)).toEqual({
      companyName: "Istmo Software",
      quoteNumber: quote.quoteNumber,
      clientName: "Ferretería El Puerto",
      title: "Portal de pedidos",
      description: "Pedidos en línea para sucursales",
      issueDate: panamaDate(0),
      validUntil: quote.validUntil,
      status: "sent",
      lines: [
        {
          description: "Desarrollo del portal",
          quantity: "40",
          unitPrice: "45.00",
          discountPercent: "0",
          itbmsRate: "7",
          subtotal: "1800.00",
          itbmsAmount: "126.00",
          total: "1926.00",
        },
        {
          description: "Capacitación",
          quantity: "1",
          unitPrice: "150.00",
          discountPercent: "0",
          itbmsRate: "0",
          subtotal: "150.00",
          itbmsAmount: "0.00",
          total: "150.00",
        },
      ],
      itbmsBreakdown: quote.itbmsBreakdown,
      amount: "1950.00",
      itbmsAmount: "126.00",
      total: "2076.00",
      answerable: true,
      answer: null,
      linkExpiresAt: link.expiresAt,
    });
  });

  test("the client accepts with their name: the quote is accepted through the status path, staff see who and when", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    const before = Date.now();
    const answered = await visitor(db).answer({
      token: tokenOf(link),
      decision: "accept",
      name: "  Lucía Gómez  ",
      comment: "Adelante con el proyecto",
    });
    expect(answered).toMatchObject({
      status: "accepted",
      answerable: false,
      answer: { status: "accepted", name: "Lucía Gómez", comment: "Adelante con el proyecto" },
    });
    const staffView = await api.send(endpoints.getQuote, { params: { id: quote.id } });
    expect(staffView).toMatchObject({
      status: "accepted",
      answeredByName: "Lucía Gómez",
      answerChannel: "client_link",
      answerComment: "Adelante con el proyecto",
    });
    const at = new Date(staffView.answeredAt ?? "").getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(answered.answer?.at).toBe(staffView.answeredAt ?? "");
    // The activity log names the client (no account: no user) and the link.
    expect((await activityFor(db, "quote", quote.id)).at(-1)).toEqual({
      action: "status",
      summary: `Cotización ${quote.quoteNumber} marcada como Aceptada por Lucía Gómez (enlace del cliente)`,
      userId: null,
    });
    // An accepted quote, as any other: it converts into an invoice.
    await api.send(endpoints.convertQuote, { params: { id: quote.id } });
  });

  test("the client rejects with a reason", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    const answered = await visitor(db).answer({
      token: tokenOf(link),
      decision: "reject",
      name: "Lucía Gómez",
      comment: "El presupuesto no alcanza este año",
    });
    expect(answered.answer).toMatchObject({ status: "rejected", comment: "El presupuesto no alcanza este año" });
    expect(await storedQuote(db, quote.id)).toMatchObject({
      status: "rejected",
      answeredByName: "Lucía Gómez",
      answerChannel: "client_link",
      answerComment: "El presupuesto no alcanza este año",
    });
    expect((await activityFor(db, "quote", quote.id)).at(-1)?.summary).toBe(
      `Cotización ${quote.quoteNumber} marcada como Rechazada por Lucía Gómez (enlace del cliente)`,
    );
  });

  test("a second answer is refused (409) and changes nothing; the link still shows the answer", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    const client = visitor(db);
    await client.answer({ token: tokenOf(link), decision: "accept", name: "Lucía Gómez" });
    const stored = await storedQuote(db, quote.id);
    // From this link or another one.
    await db.insert(quoteAnswerLinks).values({
      quoteId: quote.id,
      tokenHash: linkTokenHash("b".repeat(52)),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    for (const token of [tokenOf(link), "b".repeat(52)]) {
      expect(await client.tryAnswer({ token, decision: "reject", name: "Otra Persona" })).toMatchObject({
        status: 409,
        body: { error: "Esta cotización ya fue aceptada; no se puede responder otra vez." },
      });
    }
    expect(await storedQuote(db, quote.id)).toEqual(stored);
    const read = await client.read(tokenOf(link));
    expect(read).toMatchObject({ status: "accepted", answerable: false, answer: { name: "Lucía Gómez" } });
  });

  test("an expired link is 410 for reading and answering, and says nothing of the quote", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    await db
      .update(quoteAnswerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quoteAnswerLinks.id, link.id));
    const client = visitor(db);
    expect(await client.tryRead(tokenOf(link))).toMatchObject({ status: 410, body: { error: QUOTE_LINK_GONE } });
    expect(await client.tryAnswer({ token: tokenOf(link), decision: "accept", name: "Lucía Gómez" })).toMatchObject({
      status: 410,
      body: { error: QUOTE_LINK_GONE },
    });
    expect((await storedQuote(db, quote.id))?.status).toBe("sent");
    expect((await api.send(endpoints.quoteAnswerLinks, { params: { id: quote.id } }))[0]?.status).toBe("expired");
  });

  test("a revoked link is 410; revoking twice is 409, another quote's link or an unknown one 404", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const otherQuote = await sentQuote(api, db);
    const link = await linkFor(api, quote.id);
    const revoked = await api.send(endpoints.revokeQuoteAnswerLink, { params: { id: quote.id, linkId: link.id } });
    expect(revoked).toMatchObject({ id: link.id, status: "revoked", revokedAt: expect.any(String) });
    expect((await activityFor(db, "quote", quote.id)).at(-1)).toEqual({
      action: "update",
      summary: `Enlace para el cliente de la cotización ${quote.quoteNumber} revocado`,
      userId: api.userId,
    });
    const client = visitor(db);
    expect(await client.tryRead(tokenOf(link))).toMatchObject({ status: 410, body: { error: QUOTE_LINK_GONE } });
    expect(await client.tryAnswer({ token: tokenOf(link), decision: "accept", name: "Lucía Gómez" })).toMatchObject({
      status: 410,
    });
    expect(await api.post(`/api/quotes/${quote.id}/answer-links/${link.id}/revoke`, {})).toEqual({
      status: 409,
      body: { error: QUOTE_LINK_ALREADY_REVOKED },
    });
    for (const path of [
      `/api/quotes/${otherQuote.id}/answer-links/${link.id}/revoke`,
      `/api/quotes/${quote.id}/answer-links/999999/revoke`,
      `/api/quotes/${quote.id}/answer-links/abc/revoke`,
    ]) {
      expect(await api.post(path, {})).toEqual({ status: 404, body: { error: "Enlace no encontrado" } });
    }
    expect((await storedQuote(db, quote.id))?.status).toBe("sent");
  });

  test("an unknown or malformed token is 404 with the same words; a missing one is 400", async () => {
    const db = getDb();
    const client = visitor(db);
    for (const token of ["a".repeat(52), "no-es-un-enlace", "A".repeat(52), "x".repeat(200)]) {
      expect(await client.tryRead(token)).toMatchObject({ status: 404, body: { error: QUOTE_LINK_UNKNOWN } });
      expect(await client.tryAnswer({ token, decision: "accept", name: "Lucía Gómez" })).toMatchObject({
        status: 404,
        body: { error: QUOTE_LINK_UNKNOWN },
      });
    }
    await expectIssue(await client.raw("GET", "/api/quote-answer"), "token", QUOTE_LINK_UNKNOWN);
    await expectIssue(
      await client.raw("POST", "/api/quote-answer", { body: { decision: "accept", name: "Lucía" } }),
      "token",
      QUOTE_LINK_UNKNOWN,
    );
  });

  test("the name is required, 2 to 120 characters, and the decision accept or reject; nothing changes", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const token = tokenOf(await linkFor(api, quote.id));
    const client = visitor(db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ token, decision: "accept" }, "name", "Escriba su nombre"],
      [{ token, decision: "accept", name: "   " }, "name", "Escriba su nombre"],
      [{ token, decision: "accept", name: " L " }, "name", "El nombre debe tener al menos 2 caracteres"],
      [{ token, decision: "accept", name: "L".repeat(121) }, "name", "Máximo 120 caracteres"],
      [{ token, decision: "maybe", name: "Lucía Gómez" }, "decision", "Elija si acepta o rechaza la cotización"],
      [{ token, name: "Lucía Gómez" }, "decision", "Elija si acepta o rechaza la cotización"],
      [
        { token, decision: "reject", name: "Lucía Gómez", comment: "x".repeat(1001) },
        "comment",
        "Máximo 1000 caracteres",
      ],
    ];
    for (const [body, field, message] of cases) {
      await expectIssue(await client.raw("POST", "/api/quote-answer", { body }), field, message);
    }
    expect(await storedQuote(db, quote.id)).toMatchObject({ status: "sent", answeredAt: null });
    // 120 characters is the most.
    await client.answer({ token, decision: "accept", name: "L".repeat(120) });
  });

  test("a quote moved back to draft, or past its validity, cannot be answered (409); the page says it is not answerable", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const draft = await sentQuote(api, db);
    const draftToken = tokenOf(await linkFor(api, draft.id));
    await api.send(endpoints.updateQuote, { params: { id: draft.id }, body: { status: "draft" } });
    const late = await sentQuote(api, db);
    const lateToken = tokenOf(await linkFor(api, late.id));
    await db
      .update(quotes)
      .set({ validUntil: panamaDate(-1) })
      .where(eq(quotes.id, late.id));
    const client = visitor(db);
    expect(await client.tryAnswer({ token: draftToken, decision: "accept", name: "Lucía Gómez" })).toMatchObject({
      status: 409,
      body: { error: QUOTE_NOT_ANSWERABLE },
    });
    expect(await client.tryAnswer({ token: lateToken, decision: "accept", name: "Lucía Gómez" })).toMatchObject({
      status: 409,
      body: { error: expect.stringContaining("Esta cotización venció el") },
    });
    expect(await client.read(lateToken)).toMatchObject({ status: "sent", answerable: false, answer: null });
    expect((await storedQuote(db, late.id))?.status).toBe("sent");
    expect((await storedQuote(db, draft.id))?.status).toBe("draft");
  });

  test("a POST from another site, or without Origin, is refused (403) like every write", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const token = tokenOf(await linkFor(api, quote.id));
    const client = visitor(db);
    const body = { token, decision: "accept" as const, name: "Lucía Gómez" };
    const foreign = await client.raw("POST", "/api/quote-answer", {
      body,
      headers: { Origin: "https://otro.example" },
    });
    expect(foreign.status).toBe(403);
    expect((await storedQuote(db, quote.id))?.status).toBe("sent");
    await client.answer(body);
  });

  test(`one address may make ${QUOTE_ANSWER_REQUESTS_PER_MINUTE} requests a minute; then 429, valid link or not`, async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const token = tokenOf(await linkFor(api, quote.id));
    const client = visitor(db);
    for (let n = 0; n < QUOTE_ANSWER_REQUESTS_PER_MINUTE; n += 1) {
      expect((await client.tryRead(n % 2 === 0 ? token : "a".repeat(52))).status).toBe(n % 2 === 0 ? 200 : 404);
    }
    expect(await client.tryRead(token)).toMatchObject({ status: 429, body: { error: QUOTE_ANSWER_RATE_LIMITED } });
    expect(await client.tryAnswer({ token, decision: "accept", name: "Lucía Gómez" })).toMatchObject({ status: 429 });
    expect((await storedQuote(db, quote.id))?.status).toBe("sent");
    // Another address is not affected.
    await visitor(db).read(token);
  });

  test("staff accepting or rejecting in the form are recorded as staff; moving back clears the answer", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const quote = await sentQuote(api, db);
    const accepted = await api.send(endpoints.updateQuote, { params: { id: quote.id }, body: { status: "accepted" } });
    expect(accepted).toMatchObject({
      status: "accepted",
      answeredByName: "Ana",
      answerChannel: "staff",
      answerComment: null,
      answeredAt: expect.any(String),
    });
    const back = await api.send(endpoints.updateQuote, { params: { id: quote.id }, body: { status: "sent" } });
    expect(back).toMatchObject({
      answeredByName: null,
      answeredAt: null,
      answerChannel: null,
      answerComment: null,
    });
    // A staff answer shows on the link without the staff member's name.
    const token = tokenOf(await linkFor(api, quote.id));
    await api.send(endpoints.updateQuote, { params: { id: quote.id }, body: { status: "rejected" } });
    expect((await visitor(db).read(token)).answer).toMatchObject({
      status: "rejected",
      name: null,
      comment: null,
    });
  });
});
