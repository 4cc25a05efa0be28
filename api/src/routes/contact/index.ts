import { Hono } from "hono";
import { endpoints } from "../../contract";
import { listContactRequests, receiveContactRequest } from "../../domain/crm/contact";
import { type AppEnv, clientAddress } from "../../http/context";
import { validate } from "../../http/validate";

export const CONTACT_RATE_LIMITED = "Ha enviado demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.";

export const contactRoutes = new Hono<AppEnv>()
  // Staff read the requests (the session gate covers every GET here).
  .get("/", async (c) => c.json(await listContactRequests(c.var.deps.db)))
  .post(
    "/",
    async (c, next) => {
      // Counted before validation: a bot hammering with junk is limited all the same.
      if (!(await c.var.deps.contactLimiter.allow(clientAddress(c)))) {
        return c.json({ error: CONTACT_RATE_LIMITED }, 429);
      }
      await next();
    },
    validate("json", endpoints.sendContactRequest.body),
    async (c) => {
      const id = await receiveContactRequest(c.var.deps.db, c.req.valid("json"), clientAddress(c));
      // A bot's request (the honeypot filled) is answered as if stored, so the bot learns nothing.
      return c.json(id === null ? { ok: true } : { id, ok: true }, 201);
    },
  );
