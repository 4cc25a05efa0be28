import { endpoints } from "../../contract";
import {
  createInvoice,
  deleteInvoice,
  findInvoice,
  INVOICE_NOT_FOUND,
  listInvoices,
} from "../../domain/documents/invoices";
import { updateInvoice } from "../../domain/documents/invoices-update";
import { recordRoutes } from "../../http/record-routes";
import { documentEmailRoutes } from "../mail/document-email";
import { invoiceCreditNoteRoutes } from "./credit-notes";
import { invoiceFeRoutes } from "./fe";
import { invoicePdf } from "./pdf";

export const invoicesRoutes = recordRoutes({
  notFound: INVOICE_NOT_FOUND,
  input: endpoints.createInvoice.body,
  patch: endpoints.updateInvoice.body,
  listQuery: endpoints.listInvoices.query,
  list: listInvoices,
  find: findInvoice,
  create: createInvoice,
  update: updateInvoice,
  remove: deleteInvoice,
})
  .get("/:id/pdf", invoicePdf)
  .route("/", invoiceFeRoutes)
  .route("/", invoiceCreditNoteRoutes)
  .route("/", documentEmailRoutes("invoice", INVOICE_NOT_FOUND));
