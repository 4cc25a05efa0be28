import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  createSupplier,
  deleteSupplier,
  findSupplier,
  listSuppliers,
  SUPPLIER_NOT_FOUND,
  supplierStats,
  updateSupplier,
} from "../../../domain/finance/suppliers";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

const id = (c: AppContext) => idParam(c, SUPPLIER_NOT_FOUND);

export const suppliersRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listSuppliers.query), async (c) =>
    pagedJson(c, await listSuppliers(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/stats", async (c) => c.json(await supplierStats(c.var.deps.db)))
  .get("/:id", async (c) => c.json(await findSupplier(c.var.deps.db, id(c))))
  .post("/", validate("json", endpoints.createSupplier.body), async (c) =>
    c.json(await createSupplier(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .patch("/:id", validate("json", endpoints.updateSupplier.body), async (c) =>
    c.json(await updateSupplier(c.var.deps.db, id(c), c.req.valid("json"), actorOf(c))),
  )
  .delete("/:id", async (c) => {
    await deleteSupplier(c.var.deps.db, id(c), actorOf(c));
    return c.body(null, 204);
  });
