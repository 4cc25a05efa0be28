import { Hono } from "hono";
import { clientInput, clientPatch } from "../../contract";
import {
  CLIENT_NOT_FOUND,
  createClient,
  deleteClient,
  findClient,
  listClients,
  updateClient,
} from "../../domain/clients";
import { type AppEnv, requireUser } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

export const clientsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listClients(c.var.deps.db)))
  .get("/:id", async (c) => c.json(await findClient(c.var.deps.db, idParam(c, CLIENT_NOT_FOUND))))
  .post("/", validate("json", clientInput), async (c) =>
    c.json(await createClient(c.var.deps.db, requireUser(c).id, c.req.valid("json")), 201),
  )
  .patch("/:id", validate("json", clientPatch), async (c) => {
    const id = idParam(c, CLIENT_NOT_FOUND);
    const changes = c.req.valid("json");
    return c.json(await updateClient(c.var.deps.db, requireUser(c).id, id, changes));
  })
  .delete("/:id", async (c) => {
    await deleteClient(c.var.deps.db, requireUser(c).id, idParam(c, CLIENT_NOT_FOUND));
    return c.body(null, 204);
  });
