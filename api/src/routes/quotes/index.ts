import { endpoints } from "../../contract";
import {
  createQuoteAnswerLink,
  listQuoteAnswerLinks,
  QUOTE_LINK_NOT_FOUND,
  revokeQuoteAnswerLink,
} from "../../domain/documents/quote-answer-links";
import { convertQuote } from "../../domain/documents/quote-conversion";
import {
  createQuote,
  deleteQuote,
  findQuote,
  listQuotes,
  QUOTE_NOT_FOUND,
  updateQuote,
} from "../../domain/documents/quotes";
import { actorOf, appOrigin } from "../../http/context";
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
  // The links a client answers the quote from (api/docs/quote-answer-links.md).
  .get("/:id/answer-links", async (c) => c.json(await listQuoteAnswerLinks(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND))))
  .post("/:id/answer-links", async (c) =>
    c.json(
      await createQuoteAnswerLink(c.var.deps.db, idParam(c, QUOTE_NOT_FOUND), {
        origin: appOrigin(c),
        actor: actorOf(c),
      }),
      201,
    ),
  )
  .post("/:id/answer-links/:linkId/revoke", async (c) =>
    c.json(
      await revokeQuoteAnswerLink(
        c.var.deps.db,
        idParam(c, QUOTE_NOT_FOUND),
        idParam(c, QUOTE_LINK_NOT_FOUND, "linkId"),
        actorOf(c),
      ),
    ),
  )
  .route("/", documentEmailRoutes("quote", QUOTE_NOT_FOUND));
