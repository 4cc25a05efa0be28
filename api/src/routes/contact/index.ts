import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { contactInput } from "../../contract";
import { contactRequests } from "../../db/schema";
import { type AppEnv, clientAddress } from "../../http/context";
import { validate } from "../../http/validate";

export const CONTACT_RATE_LIMITED = "Ha enviado demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.";

/** How many of the latest quote requests GET /api/contact lists for staff. */
export const CONTACT_LIST_LIMIT = 100;

export const contactRoutes = new Hono<AppEnv>()
  // Staff read the requests (the session gate covers every GET here).
  .get("/", async (c) =>
    c.json(
      await c.var.deps.db.select().from(contactRequests).orderBy(desc(contactRequests.id)).limit(CONTACT_LIST_LIMIT),
    ),
  )
  .post(
    "/",
    async (c, next) => {
      // Counted before validation: a bot hammering with junk is limited all the same.
      if (!(await c.var.deps.contactLimiter.allow(clientAddress(c)))) {
        return c.json({ error: CONTACT_RATE_LIMITED }, 429);
      }
      await next();
    },
    validate("json", contactInput),
    async (c) => {
      const { website, ...request } = c.req.valid("json");
      // The honeypot is invisible to people: whoever filled it is a bot. Answer as if
      // stored, so the bot learns nothing.
      if (website?.trim()) return c.json({ ok: true }, 201);
      const [row] = await c.var.deps.db
        .insert(contactRequests)
        .values({ ...request, ipAddress: clientAddress(c) })
        .returning({ id: contactRequests.id });
      return c.json({ id: row?.id, ok: true }, 201);
    },
  );
