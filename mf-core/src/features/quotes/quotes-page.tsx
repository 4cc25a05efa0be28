import AddIcon from "@mui/icons-material/Add";
import { Button, Card, Stack } from "@mui/material";
import type { ClientRecord, QuoteRecord } from "api/contract";
import { useMemo, useState } from "react";
import { PageHeader, useApiData } from "shared-ui";
import { SearchField } from "../../common/search-field";
import { QuoteDetailsDialog } from "./quote-details-dialog";
import { QuoteFormDialog } from "./quote-form-dialog";
import { filterQuotes, quoteClientName } from "./quote-search";
import { QuotesTable } from "./quotes-table";

type Editing = { quote?: QuoteRecord } | null;

export function QuotesPage() {
  const { data, error, isLoading, mutate } = useApiData<QuoteRecord[]>("/api/quotes");
  const { data: clients } = useApiData<ClientRecord[]>("/api/clients");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<QuoteRecord | null>(null);
  const clientsById = useMemo(() => new Map((clients ?? []).map((client) => [client.id, client])), [clients]);
  const quotes = useMemo(() => filterQuotes(data ?? [], search, clientsById), [data, search, clientsById]);
  const clientName = (quote: QuoteRecord) => quoteClientName(quote, clientsById);

  return (
    <>
      <PageHeader
        title="Cotizaciones"
        subtitle="Cree y dé seguimiento a las cotizaciones de sus clientes"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Nueva Cotización
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
          <SearchField value={search} onChange={setSearch} placeholder="Buscar cotizaciones..." />
        </Stack>
        <QuotesTable
          quotes={quotes}
          clientName={clientName}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          onView={setViewing}
          onEdit={(quote) => setEditing({ quote })}
        />
      </Card>
      <QuoteFormDialog
        open={editing !== null}
        quote={editing?.quote}
        clients={clients ?? []}
        onClose={() => setEditing(null)}
      />
      <QuoteDetailsDialog
        quote={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
