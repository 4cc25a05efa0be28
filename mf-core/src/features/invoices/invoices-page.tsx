import type { InvoiceRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, useDownload, usePagedList } from "shared-ui";
import { recordClientName } from "../../common/clients";
import { useRecordFromAddress } from "../../common/record-links";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { InvoicesTable } from "./invoices-table";

type Editing = { invoice?: InvoiceRecord } | null;

export function InvoicesPage() {
  const [search, setSearch] = useState("");
  // One page at a time, searched on the server (number, title, description, client).
  const list = usePagedList<InvoiceRecord>("/api/invoices", { q: search });
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<InvoiceRecord | null>(null);
  // '/invoices?ver=12' (a quote just converted, or a quote's link to its invoice) opens its details.
  useRecordFromAddress<InvoiceRecord>("/api/invoices", setViewing);
  const clientName = recordClientName;
  const downloadFile = useDownload();
  // The PDF the server makes ('FAC-2026-0010.pdf'): company data, lines, ITBMS by rate, total in words.
  const download = (invoice: InvoiceRecord) =>
    void downloadFile(`/api/invoices/${invoice.id}/pdf`, `${invoice.invoiceNumber}.pdf`);

  return (
    <>
      <PageHeader
        title="Facturación"
        subtitle="Emita facturas con ITBMS y controle su cobro"
        actions={<AddButton onClick={() => setEditing({})}>Nueva Factura</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar facturas...">
        <InvoicesTable
          invoices={list.rows}
          clientName={clientName}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          pagination={list.pagination}
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
