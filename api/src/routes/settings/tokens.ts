import { Hono } from "hono";
import { endpoints } from "../../contract";
import { API_TOKEN_NOT_FOUND, createApiToken, listApiTokens, revokeApiToken } from "../../domain/api-tokens";
import { type AppEnv, actorOf } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

/**
 * /api/settings/tokens: API tokens for integrations, for admins signed in with a browser
 * (http/access.ts; rules: api/docs/api-tokens.md). The token itself is answered once, by the POST.
 */
export const apiTokensRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listApiTokens.query), async (c) =>
    pagedJson(c, await listApiTokens(c.var.deps.db, c.req.valid("query"))),
  )
  .post("/", validate("json", endpoints.createApiToken.body), async (c) =>
    c.json(await createApiToken(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .post("/:id/revoke", async (c) =>
    c.json(await revokeApiToken(c.var.deps.db, idParam(c, API_TOKEN_NOT_FOUND), actorOf(c))),
  );
