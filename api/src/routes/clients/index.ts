import { Hono } from "hono";
import { endpoints } from "../../contract";
import {
  CLIENT_NOT_FOUND,
  createClient,
  deleteClient,
  findClient,
  listClients,
  searchClients,
  updateClient,
} from "../../domain/crm/clients";
import type { AppEnv } from "../../http/context";
import { recordRoutes } from "../../http/record-routes";
import { validate } from "../../http/validate";
import { clientStatementRoutes } from "../mail/statement";

// /search before the record routes, so that it is never read as an :id.
export const clientsRoutes = new Hono<AppEnv>()
  .get("/search", validate("query", endpoints.searchClients.query), async (c) =>
    c.json(await searchClients(c.var.deps.db, c.req.valid("query"))),
  )
  .route("/", clientStatementRoutes)
  .route(
    "/",
    recordRoutes({
      notFound: CLIENT_NOT_FOUND,
      input: endpoints.createClient.body,
      patch: endpoints.updateClient.body,
      listQuery: endpoints.listClients.query,
      list: listClients,
      find: findClient,
      create: createClient,
      update: updateClient,
      remove: deleteClient,
    }),
  );
