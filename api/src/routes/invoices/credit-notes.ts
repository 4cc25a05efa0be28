import { Hono } from "hono";
import { endpoints } from "../../contract";
import { createCreditNote } from "../../domain/credit-notes/create";
import { listInvoiceCreditNotes } from "../../domain/credit-notes/records";
import { INVOICE_NOT_FOUND } from "../../domain/documents/invoices";
import { type AppEnv, actorOf } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

/** /api/invoices/:id/credit-notes: an issued invoice's credit notes (api/docs/electronic-invoicing.md). */
export const invoiceCreditNoteRoutes = new Hono<AppEnv>()
  .post("/:id/credit-notes", validate("json", endpoints.createCreditNote.body), async (c) => {
    const { db, env } = c.var.deps;
    const note = await createCreditNote(db, env, idParam(c, INVOICE_NOT_FOUND), c.req.valid("json"), actorOf(c));
    return c.json(note, 201);
  })
  .get("/:id/credit-notes", async (c) =>
    c.json(await listInvoiceCreditNotes(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND))),
  );
