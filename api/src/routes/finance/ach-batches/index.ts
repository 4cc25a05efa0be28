import { Hono } from "hono";
import { endpoints } from "../../../contract";
import {
  ACH_BATCH_NOT_FOUND,
  achBatchFile,
  createAchBatch,
  deleteAchBatch,
  findAchBatch,
  listAchBatches,
  sendAchBatch,
} from "../../../domain/banking/ach-batches";
import { type AppContext, type AppEnv, actorOf } from "../../../http/context";
import { answerInOneTransaction, idempotent } from "../../../http/idempotency";
import { pagedJson } from "../../../http/paging";
import { idParam } from "../../../http/params";
import { validate } from "../../../http/validate";

// ACH batches of supplier payments (api/docs/banking.md, "ACH batches").

const id = (c: AppContext) => idParam(c, ACH_BATCH_NOT_FOUND);

export const achBatchesRoutes = new Hono<AppEnv>()
  .get("/", validate("query", endpoints.listAchBatches.query), async (c) =>
    pagedJson(c, await listAchBatches(c.var.deps.db, c.req.valid("query"))),
  )
  .get("/:id", async (c) => c.json(await findAchBatch(c.var.deps.db, id(c))))
  .get("/:id/file", async (c) => {
    const file = await achBatchFile(c.var.deps.db, id(c));
    return c.body(file.content, 200, {
      "Content-Type": file.fileName.endsWith(".csv") ? "text/csv; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/", validate("json", endpoints.createAchBatch.body), async (c) =>
    c.json(await createAchBatch(c.var.deps.db, c.req.valid("json"), actorOf(c)), 201),
  )
  .post("/:id/send", idempotent, (c) => {
    const batchId = id(c);
    return answerInOneTransaction(c, async (tx) => c.json(await sendAchBatch(tx, batchId, actorOf(c))));
  })
  .delete("/:id", async (c) => {
    await deleteAchBatch(c.var.deps.db, id(c), actorOf(c));
    return c.body(null, 204);
  });
