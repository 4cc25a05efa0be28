import { Hono, type MiddlewareHandler } from "hono";
import { endpoints } from "../../contract";
import { answerQuote, readQuoteAnswer } from "../../domain/documents/quote-answers";
import { type AppEnv, clientAddress } from "../../http/context";
import { validate } from "../../http/validate";

export const QUOTE_ANSWER_RATE_LIMITED = "Ha hecho demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.";

/**
 * Counted per address before validation, like the contact form: the limit (in the database, shared
 * by every replica) holds whatever a visitor sends, a guessed token included.
 */
const throttled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!(await c.var.deps.quoteAnswerLimiter.allow(clientAddress(c)))) {
    return c.json({ error: QUOTE_ANSWER_RATE_LIMITED }, 429);
  }
  await next();
};

/**
 * /api/quote-answer: a client reads and answers a quote from its link, without a session
 * (api/docs/quote-answer-links.md). The token travels in the query or the body, never the path,
 * so the request log never writes it. The answers are the client's quote: no cache keeps them.
 */
export const quoteAnswerRoutes = new Hono<AppEnv>()
  .get("/", throttled, validate("query", endpoints.quoteAnswer.query), async (c) => {
    const view = await readQuoteAnswer(c.var.deps.db, c.req.valid("query").token);
    c.header("Cache-Control", "no-store");
    return c.json(view);
  })
  .post("/", throttled, validate("json", endpoints.answerQuote.body), async (c) => {
    const view = await answerQuote(c.var.deps.db, c.req.valid("json"));
    c.header("Cache-Control", "no-store");
    return c.json(view);
  });
