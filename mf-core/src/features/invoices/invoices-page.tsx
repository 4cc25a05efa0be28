import type { InvoiceListItem, InvoiceRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, useDownload, usePagedList } from "shared-ui";
import { recordClientName } from "../../common/clients";
import { useRecordFromAddress, useWholeRecord } from "../../common/record-links";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { InvoicesTable } from "./invoices-table";

export function InvoicesPage() {
  const [search, setSearch] = useState("");
  // One page at a time, searched on the server (number, title, description, client).
  const list = usePagedList<InvoiceListItem>("/api/invoices", { q: search });
  const [creating, setCreating] = useState(false);
  // Its details and its form show its lines: the whole invoice is read when either opens.
  const edited = useWholeRecord<InvoiceRecord>("/api/invoices");
  const viewed = useWholeRecord<InvoiceRecord>("/api/invoices");
  const viewing = viewed.record;
  // '/invoices?ver=12' (a quote just converted, or a quote's link to its invoice) opens its details.
  useRecordFromAddress<InvoiceRecord>("/api/invoices", viewed.open);
  const clientName = recordClientName;
  const downloadFile = useDownload();
  // The PDF the server makes ('FAC-2026-0010.pdf'): company data, lines, ITBMS by rate, total in words.
  const download = (invoice: InvoiceListItem) =>
    void downloadFile(`/api/invoices/${invoice.id}/pdf`, `${invoice.invoiceNumber}.pdf`);

  return (
    <>
      <PageHeader
        title="Facturación"
        subtitle="Emita facturas con ITBMS y controle su cobro"
        actions={<AddButton onClick={() => setCreating(true)}>Nueva Factura</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar facturas...">
        <InvoicesTable
          invoices={list.rows}
          clientName={clientName}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          pagination={list.pagination}
          onView={viewed.open}
          onDownload={download}
          onEdit={edited.open}
        />
      </ListCard>
      <InvoiceFormDialog
        open={creating || edited.record !== null}
        invoice={edited.record ?? undefined}
        onClose={() => {
          setCreating(false);
          edited.close();
        }}
      />
      <InvoiceDetailsDialog
        invoice={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onClose={viewed.close}
      />
    </>
  );
}
