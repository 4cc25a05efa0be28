import type { QuoteListItem, QuoteRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, recordClientName, useDownload, usePagedList } from "shared-ui";
import { useDocumentDialogs } from "../../common/record-links";
import { QuoteDetailsDialog } from "./quote-details-dialog";
import { QuoteFormDialog } from "./quote-form-dialog";
import { QuotesTable } from "./quotes-table";
import { useConvertQuote } from "./use-convert-quote";

export function QuotesPage() {
  const [search, setSearch] = useState("");
  // One page at a time, searched on the server (number, title, client).
  const list = usePagedList<QuoteListItem>("/api/quotes", { q: search });
  // Its details and its form show its lines: the whole quote is read when either opens;
  // '/quotes?ver=12' (an invoice's link to its quote) opens its details.
  const dialogs = useDocumentDialogs<QuoteRecord>("/api/quotes");
  const viewing = dialogs.details.record;
  const convert = useConvertQuote(list.retry);
  const clientName = recordClientName;
  const downloadFile = useDownload();
  // The PDF the server makes ('COT-2026-0003.pdf').
  const download = (quote: QuoteListItem) =>
    void downloadFile(`/api/quotes/${quote.id}/pdf`, `${quote.quoteNumber}.pdf`);

  return (
    <>
      <PageHeader
        title="Cotizaciones"
        subtitle="Cree y dé seguimiento a las cotizaciones de sus clientes"
        actions={<AddButton onClick={dialogs.create}>Nueva Cotización</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar cotizaciones...">
        <QuotesTable
          quotes={list.rows}
          clientName={clientName}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          pagination={list.pagination}
          onView={dialogs.view}
          onEdit={dialogs.edit}
          onDownload={download}
          onConvert={convert}
        />
      </ListCard>
      <QuoteFormDialog open={dialogs.form.open} quote={dialogs.form.record} onClose={dialogs.form.close} />
      <QuoteDetailsDialog
        quote={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onConvert={convert}
        onClose={dialogs.details.close}
      />
    </>
  );
}
