import type { QuoteRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, useDownload, usePagedList } from "shared-ui";
import { recordClientName } from "../../common/clients";
import { useRecordFromAddress } from "../../common/record-links";
import { QuoteDetailsDialog } from "./quote-details-dialog";
import { QuoteFormDialog } from "./quote-form-dialog";
import { QuotesTable } from "./quotes-table";
import { useConvertQuote } from "./use-convert-quote";

type Editing = { quote?: QuoteRecord } | null;

export function QuotesPage() {
  const [search, setSearch] = useState("");
  // One page at a time, searched on the server (number, title, client).
  const list = usePagedList<QuoteRecord>("/api/quotes", { q: search });
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<QuoteRecord | null>(null);
  // '/quotes?ver=12' (an invoice's link to its quote) opens that quote's details.
  useRecordFromAddress<QuoteRecord>("/api/quotes", setViewing);
  const convert = useConvertQuote(list.retry);
  const clientName = recordClientName;
  const downloadFile = useDownload();
  // The PDF the server makes ('COT-2026-0003.pdf').
  const download = (quote: QuoteRecord) => void downloadFile(`/api/quotes/${quote.id}/pdf`, `${quote.quoteNumber}.pdf`);

  return (
    <>
      <PageHeader
        title="Cotizaciones"
        subtitle="Cree y dé seguimiento a las cotizaciones de sus clientes"
        actions={<AddButton onClick={() => setEditing({})}>Nueva Cotización</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar cotizaciones...">
        <QuotesTable
          quotes={list.rows}
          clientName={clientName}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          pagination={list.pagination}
          onView={setViewing}
          onEdit={(quote) => setEditing({ quote })}
          onDownload={download}
          onConvert={convert}
        />
      </ListCard>
      <QuoteFormDialog open={editing !== null} quote={editing?.quote} onClose={() => setEditing(null)} />
      <QuoteDetailsDialog
        quote={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onConvert={convert}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
