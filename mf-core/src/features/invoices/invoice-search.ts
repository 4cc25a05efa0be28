import { type ClientRecord, clientDisplayName, type InvoiceRecord } from "api/contract";

/** The client's display name, 'Cliente {id}' when unknown (SPEC.md §8). */
export function invoiceClientName(invoice: InvoiceRecord, clients: ReadonlyMap<number, ClientRecord>): string {
  const client = clients.get(invoice.clientId);
  if (client) return clientDisplayName(client);
  return invoice.clientName || `Cliente ${invoice.clientId}`;
}

/** invoiceNumber, title, description and the client display name, case-insensitively. */
export function filterInvoices(
  invoices: readonly InvoiceRecord[],
  search: string,
  clients: ReadonlyMap<number, ClientRecord>,
): InvoiceRecord[] {
  const needle = search.trim().toLocaleLowerCase("es");
  if (!needle) return [...invoices];
  return invoices.filter((invoice) =>
    [invoice.invoiceNumber, invoice.title, invoice.description, invoiceClientName(invoice, clients)].some((field) =>
      field?.toLocaleLowerCase("es").includes(needle),
    ),
  );
}
