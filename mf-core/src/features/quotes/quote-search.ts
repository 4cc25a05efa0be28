import { type ClientRecord, clientDisplayName, type QuoteRecord } from "api/contract";

/** The client's display name: company, else name, else 'Cliente {id}' (SPEC.md §5). */
export function quoteClientName(quote: QuoteRecord, clients: ReadonlyMap<number, ClientRecord>): string {
  const client = clients.get(quote.clientId);
  if (client) return clientDisplayName(client);
  return quote.clientName || `Cliente ${quote.clientId}`;
}

/** SPEC.md §5: title, quoteNumber and the client display name, case-insensitively. */
export function filterQuotes(
  quotes: readonly QuoteRecord[],
  search: string,
  clients: ReadonlyMap<number, ClientRecord>,
): QuoteRecord[] {
  const needle = search.trim().toLocaleLowerCase("es");
  if (!needle) return [...quotes];
  return quotes.filter((quote) =>
    [quote.title, quote.quoteNumber, quoteClientName(quote, clients)].some((field) =>
      field.toLocaleLowerCase("es").includes(needle),
    ),
  );
}
