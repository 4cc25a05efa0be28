import type { QuoteRecord } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ListCard, PageHeader, useApiData } from "shared-ui";
import { recordClientName, useClients } from "../../common/clients";
import { QuoteDetailsDialog } from "./quote-details-dialog";
import { QuoteFormDialog } from "./quote-form-dialog";
import { filterQuotes } from "./quote-search";
import { QuotesTable } from "./quotes-table";

type Editing = { quote?: QuoteRecord } | null;

export function QuotesPage() {
  const { data, error, isLoading, mutate } = useApiData<QuoteRecord[]>("/api/quotes");
  const { clientsById } = useClients();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<QuoteRecord | null>(null);
  const quotes = useMemo(() => filterQuotes(data ?? [], search, clientsById), [data, search, clientsById]);
  const clientName = (quote: QuoteRecord) => recordClientName(quote, clientsById);

  return (
    <>
      <PageHeader
        title="Cotizaciones"
        subtitle="Cree y dé seguimiento a las cotizaciones de sus clientes"
        actions={<AddButton onClick={() => setEditing({})}>Nueva Cotización</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar cotizaciones...">
        <QuotesTable
          quotes={quotes}
          clientName={clientName}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          onView={setViewing}
          onEdit={(quote) => setEditing({ quote })}
        />
      </ListCard>
      <QuoteFormDialog open={editing !== null} quote={editing?.quote} onClose={() => setEditing(null)} />
      <QuoteDetailsDialog
        quote={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
