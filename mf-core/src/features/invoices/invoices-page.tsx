import type { InvoiceRecord } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ListCard, PageHeader, useApiData } from "shared-ui";
import { recordClientName, useClients } from "../../common/clients";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { downloadInvoice } from "./invoice-document";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { filterInvoices } from "./invoice-search";
import { InvoicesTable } from "./invoices-table";

type Editing = { invoice?: InvoiceRecord } | null;

export function InvoicesPage() {
  const { data, error, isLoading, mutate } = useApiData<InvoiceRecord[]>("/api/invoices");
  const { clientsById } = useClients();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<InvoiceRecord | null>(null);
  const invoices = useMemo(() => filterInvoices(data ?? [], search, clientsById), [data, search, clientsById]);
  const clientName = (invoice: InvoiceRecord) => recordClientName(invoice, clientsById);
  const download = (invoice: InvoiceRecord) =>
    downloadInvoice(invoice, clientName(invoice), clientsById.get(invoice.clientId));

  return (
    <>
      <PageHeader
        title="Facturación"
        subtitle="Emita facturas con ITBMS y controle su cobro"
        actions={<AddButton onClick={() => setEditing({})}>Nueva Factura</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar facturas...">
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
      </ListCard>
      <InvoiceFormDialog open={editing !== null} invoice={editing?.invoice} onClose={() => setEditing(null)} />
      <InvoiceDetailsDialog
        invoice={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
