import { Hono } from "hono";
import { invoiceInput, invoicePatch } from "../../contract";
import { createInvoice, deleteInvoice, findInvoice, INVOICE_NOT_FOUND, listInvoices } from "../../domain/invoices";
import { updateInvoice } from "../../domain/invoices-update";
import { type AppEnv, requireUser } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

export const invoicesRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listInvoices(c.var.deps.db)))
  .get("/:id", async (c) => c.json(await findInvoice(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND))))
  .post("/", validate("json", invoiceInput), async (c) => {
    const invoice = await createInvoice(c.var.deps.db, c.req.valid("json"), { userId: requireUser(c).id });
    return c.json(invoice, 201);
  })
  .patch("/:id", validate("json", invoicePatch), async (c) => {
    const id = idParam(c, INVOICE_NOT_FOUND);
    const changes = c.req.valid("json");
    return c.json(await updateInvoice(c.var.deps.db, id, changes, { userId: requireUser(c).id }));
  })
  .delete("/:id", async (c) => {
    await deleteInvoice(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND), { userId: requireUser(c).id });
    return c.body(null, 204);
  });
