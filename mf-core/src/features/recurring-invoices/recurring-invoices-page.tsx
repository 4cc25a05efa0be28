import { Button } from "@mui/material";
import { type RecurringInvoiceStatus, recurringInvoiceStatuses, recurringInvoiceStatusLabels } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, StatusFilter, useEndpoint, usePagedList } from "shared-ui";
import { Link } from "wouter";
import { RecurringInvoiceDetailsDialog } from "./recurring-invoice-details-dialog";
import { RecurringInvoiceFormDialog } from "./recurring-invoice-form-dialog";
import { RecurringInvoicesTable } from "./recurring-invoices-table";

/**
 * /invoices/recurring: the templates that make an invoice on each date of their schedule (the job
 * 'facturas-recurrentes'), searched and paged on the server; the form, pause and resume, and each
 * one's details with the invoices it made.
 */
export function RecurringInvoicesPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<RecurringInvoiceStatus | "all">("all");
  const list = usePagedList("listRecurringInvoices", { q: search, filters: { status } });
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [viewingId, setViewingId] = useState<number | null>(null);
  // The list has no lines: the form edits the whole record, read when it opens.
  const { data: editing } = useEndpoint(editingId === null ? null : "getRecurringInvoice", {
    params: { id: editingId ?? 0 },
  });
  const editedRecord = editingId !== null ? editing : undefined;

  return (
    <>
      <PageHeader
        title="Facturas recurrentes"
        subtitle="Facturas que se crean solas en cada fecha: mensuales, trimestrales o anuales"
        actions={
          <>
            <Button component={Link} href="/invoices">
              Ver facturas
            </Button>
            <AddButton onClick={() => setCreating(true)}>Nueva factura recurrente</AddButton>
          </>
        }
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por título, descripción o cliente..."
        filters={
          <StatusFilter
            value={status}
            onChange={setStatus}
            statuses={recurringInvoiceStatuses}
            labels={recurringInvoiceStatusLabels}
            allLabel="Todas"
          />
        }
      >
        <RecurringInvoicesTable
          list={list}
          onView={(template) => setViewingId(template.id)}
          onEdit={(template) => setEditingId(template.id)}
        />
      </ListCard>
      <RecurringInvoiceFormDialog
        open={creating || editedRecord !== undefined}
        template={editedRecord}
        onClose={() => {
          setCreating(false);
          setEditingId(null);
        }}
      />
      <RecurringInvoiceDetailsDialog
        templateId={viewingId}
        onEdit={(template) => {
          setViewingId(null);
          setEditingId(template.id);
        }}
        onClose={() => setViewingId(null)}
      />
    </>
  );
}
