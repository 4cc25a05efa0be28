import type { InvoiceListItem, InvoiceRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, recordClientName, useDownload, usePagedList } from "shared-ui";
import { useDocumentDialogs } from "../../common/record-links";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { InvoiceFormDialog } from "./invoice-form-dialog";
import { InvoicesTable } from "./invoices-table";

export function InvoicesPage() {
  const [search, setSearch] = useState("");
  // One page at a time, searched on the server (number, title, description, client).
  const list = usePagedList<InvoiceListItem>("/api/invoices", { q: search });
  // Its details and its form show its lines: the whole invoice is read when either opens;
  // '/invoices?ver=12' (a quote just converted, or a quote's link to its invoice) opens its details.
  const dialogs = useDocumentDialogs<InvoiceRecord>("/api/invoices");
  const viewing = dialogs.details.record;
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
        actions={<AddButton onClick={dialogs.create}>Nueva Factura</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar facturas...">
        <InvoicesTable
          invoices={list.rows}
          clientName={clientName}
          isLoading={list.isLoading}
          error={list.error}
          onRetry={list.retry}
          pagination={list.pagination}
          onView={dialogs.view}
          onDownload={download}
          onEdit={dialogs.edit}
        />
      </ListCard>
      <InvoiceFormDialog open={dialogs.form.open} invoice={dialogs.form.record} onClose={dialogs.form.close} />
      <InvoiceDetailsDialog
        invoice={viewing}
        clientName={viewing ? clientName(viewing) : ""}
        onDownload={download}
        onClose={dialogs.details.close}
      />
    </>
  );
}
