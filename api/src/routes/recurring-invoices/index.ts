import { endpoints, RECURRING_INVOICE_NOT_FOUND } from "../../contract";
import { listRecurringOccurrences, upcomingRecurringDates } from "../../domain/recurring-invoices/occurrences";
import { pauseRecurringInvoice, resumeRecurringInvoice } from "../../domain/recurring-invoices/pause";
import { findRecurringInvoice } from "../../domain/recurring-invoices/records";
import {
  createRecurringInvoice,
  deleteRecurringInvoice,
  listRecurringInvoices,
  updateRecurringInvoice,
} from "../../domain/recurring-invoices/templates";
import { actorOf } from "../../http/context";
import { pagedJson } from "../../http/paging";
import { idParam } from "../../http/params";
import { recordRoutes } from "../../http/record-routes";
import { validate } from "../../http/validate";

/** /api/recurring-invoices (api/docs/recurring-invoices.md). */
export const recurringInvoicesRoutes = recordRoutes({
  notFound: RECURRING_INVOICE_NOT_FOUND,
  input: endpoints.createRecurringInvoice.body,
  patch: endpoints.updateRecurringInvoice.body,
  listQuery: endpoints.listRecurringInvoices.query,
  list: listRecurringInvoices,
  find: findRecurringInvoice,
  create: createRecurringInvoice,
  update: updateRecurringInvoice,
  remove: deleteRecurringInvoice,
})
  .post("/:id/pause", async (c) =>
    c.json(await pauseRecurringInvoice(c.var.deps.db, idParam(c, RECURRING_INVOICE_NOT_FOUND), actorOf(c))),
  )
  .post("/:id/resume", async (c) =>
    c.json(await resumeRecurringInvoice(c.var.deps.db, idParam(c, RECURRING_INVOICE_NOT_FOUND), actorOf(c))),
  )
  .get("/:id/invoices", validate("query", endpoints.recurringInvoiceOccurrences.query), async (c) =>
    pagedJson(
      c,
      await listRecurringOccurrences(c.var.deps.db, idParam(c, RECURRING_INVOICE_NOT_FOUND), c.req.valid("query")),
    ),
  )
  .get("/:id/upcoming", validate("query", endpoints.recurringInvoiceUpcoming.query), async (c) =>
    c.json(
      await upcomingRecurringDates(c.var.deps.db, idParam(c, RECURRING_INVOICE_NOT_FOUND), c.req.valid("query").limit),
    ),
  );
