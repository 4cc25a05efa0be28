import { quoteInput, quotePatch } from "../../contract";
import { createQuote, deleteQuote, findQuote, listQuotes, QUOTE_NOT_FOUND, updateQuote } from "../../domain/quotes";
import { recordRoutes } from "../../http/record-routes";

export const quotesRoutes = recordRoutes({
  notFound: QUOTE_NOT_FOUND,
  input: quoteInput,
  patch: quotePatch,
  list: listQuotes,
  find: findQuote,
  create: createQuote,
  update: updateQuote,
  remove: deleteQuote,
});
