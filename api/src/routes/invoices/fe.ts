import { Hono } from "hono";
import { endpoints } from "../../contract";
import { INVOICE_NOT_FOUND } from "../../domain/documents/invoices";
import { annulInvoiceFe } from "../../domain/fe/annul";
import { issueInvoiceFe } from "../../domain/fe/issue";
import { findInvoiceFe, invoiceFeXml } from "../../domain/fe/records";
import { type AppEnv, actorOf } from "../../http/context";
import { idParam } from "../../http/params";
import { validate } from "../../http/validate";

/** /api/invoices/:id/fe: the invoice's electronic fiscal document (api/docs/electronic-invoicing.md). */
export const invoiceFeRoutes = new Hono<AppEnv>()
  .post("/:id/fe", async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await issueInvoiceFe(db, env, idParam(c, INVOICE_NOT_FOUND), actorOf(c)));
  })
  .get("/:id/fe", async (c) => c.json(await findInvoiceFe(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND))))
  .get("/:id/fe/xml", async (c) => {
    const { xml, fileName } = await invoiceFeXml(c.var.deps.db, idParam(c, INVOICE_NOT_FOUND));
    return c.body(xml, 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .post("/:id/fe/annul", validate("json", endpoints.annulInvoiceFe.body), async (c) => {
    const { db, env } = c.var.deps;
    const { reason } = c.req.valid("json");
    return c.json(await annulInvoiceFe(db, env, idParam(c, INVOICE_NOT_FOUND), reason, actorOf(c)));
  });
