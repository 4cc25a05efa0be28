import AddIcon from "@mui/icons-material/Add";
import { Button, Card, Stack } from "@mui/material";
import type { ClientRecord, InvoiceRecord } from "api/contract";
import { useMemo, useState } from "react";
import { PageHeader, useApiData } from "shared-ui";
import { SearchField } from "../../common/search-field";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { downloadInvoice } from "./invoice-document";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { filterInvoices, invoiceClientName } from "./invoice-search";
import { InvoicesTable } from "./invoices-table";

type Editing = { invoice?: InvoiceRecord } | null;

export function InvoicesPage() {
  const { data, error, isLoading, mutate } = useApiData<InvoiceRecord[]>("/api/invoices");
  const { data: clients } = useApiData<ClientRecord[]>("/api/clients");
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<InvoiceRecord | null>(null);
  const clientsById = useMemo(() => new Map((clients ?? []).map((client) => [client.id, client])), [clients]);
  const invoices = useMemo(() => filterInvoices(data ?? [], search, clientsById), [data, search, clientsById]);
  const clientName = (invoice: InvoiceRecord) => invoiceClientName(invoice, clientsById);
  const download = (invoice: InvoiceRecord) =>
    downloadInvoice(invoice, clientName(invoice), clientsById.get(invoice.clientId));

  return (
    <>
      <PageHeader
        title="Facturación"
        subtitle="Emita facturas con ITBMS y controle su cobro"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Nueva Factura
          </Button>
        }
      />
      <Card>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
          <SearchField value={search} onChange={setSearch} placeholder="Buscar facturas..." />
        </Stack>
        <InvoicesTable
          invoices={invoices}
          clientName={clientName}
          isLoading={isLoading}
          error={error}
          onRetry={() => mutate()}
          onView={setViewing}
          onDownload={download}
          onEdit={(invoice) => setEditing({ invoice })}
        />
      </Card>
      <InvoiceFormDialog
        open={editing !== null}
        invoice={editing?.invoice}
        clients={clients ?? []}
        onClose={() => setEditing(null)}
      />
      <InvoiceDetailsDialog
        invoice={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
