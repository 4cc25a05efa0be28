import { Hono } from "hono";
import { quoteInput, quotePatch } from "../../contract";
import { createQuote, deleteQuote, findQuote, listQuotes, QUOTE_NOT_FOUND, updateQuote } from "../../domain/quotes";
import { type AppEnv, requireUser } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

export const quotesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listQuotes(c.var.deps.db)))
  .get("/:id", async (c) => c.json(await findQuote(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND))))
  .post("/", validate("json", quoteInput), async (c) => {
    const quote = await createQuote(c.var.deps.db, c.req.valid("json"), { userId: requireUser(c).id });
    return c.json(quote, 201);
  })
  .patch("/:id", validate("json", quotePatch), async (c) => {
    const id = idParam(c, QUOTE_NOT_FOUND);
    const changes = c.req.valid("json");
    return c.json(await updateQuote(c.var.deps.db, id, changes, { userId: requireUser(c).id }));
  })
  .delete("/:id", async (c) => {
    await deleteQuote(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND), { userId: requireUser(c).id });
    return c.body(null, 204);
  });
