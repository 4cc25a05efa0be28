import type { ClientRecord, QuoteRecord } from "api/contract";
import { matchesSearch } from "shared-ui";
import { recordClientName } from "../../common/clients";

/** Matches title, quoteNumber and the client display name, case-insensitively. */
export function filterQuotes(
  quotes: readonly QuoteRecord[],
  search: string,
  clientsById: ReadonlyMap<number, ClientRecord>,
): QuoteRecord[] {
  return quotes.filter((quote) =>
    matchesSearch(search, [quote.title, quote.quoteNumber, recordClientName(quote, clientsById)]),
  );
}
