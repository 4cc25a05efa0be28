import type { ClientRecord, InvoiceRecord } from "api/contract";
import { matchesSearch } from "shared-ui";
import { recordClientName } from "../../common/clients";

/** invoiceNumber, title, description and the client display name, case-insensitively. */
export function filterInvoices(
  invoices: readonly InvoiceRecord[],
  search: string,
  clientsById: ReadonlyMap<number, ClientRecord>,
): InvoiceRecord[] {
  return invoices.filter((invoice) =>
    matchesSearch(search, [
      invoice.invoiceNumber,
      invoice.title,
      invoice.description,
      recordClientName(invoice, clientsById),
    ]),
  );
}
