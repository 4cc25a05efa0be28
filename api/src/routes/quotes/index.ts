import { endpoints } from "../../contract";
import { convertQuote } from "../../domain/documents/quote-conversion";
import {
  createQuote,
  deleteQuote,
  findQuote,
  listQuotes,
  QUOTE_NOT_FOUND,
  updateQuote,
} from "../../domain/documents/quotes";
import { actorOf } from "../../http/context";
import { idParam } from "../../http/params";
import { recordRoutes } from "../../http/record-routes";
import { documentEmailRoutes } from "../mail/document-email";
import { quotePdf } from "./pdf";

export const quotesRoutes = recordRoutes({
  notFound: QUOTE_NOT_FOUND,
  input: endpoints.createQuote.body,
  patch: endpoints.updateQuote.body,
  listQuery: endpoints.listQuotes.query,
  list: listQuotes,
  find: findQuote,
  create: createQuote,
  update: updateQuote,
  remove: deleteQuote,
})
  // An accepted quote becomes a draft invoice: 201 with the invoice (api/docs/documents.md).
  .post("/:id/convert", async (c) =>
    c.json(await convertQuote(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND), actorOf(c)), 201),
  )
  .get("/:id/pdf", quotePdf)
  .route("/", documentEmailRoutes("quote", QUOTE_NOT_FOUND));
