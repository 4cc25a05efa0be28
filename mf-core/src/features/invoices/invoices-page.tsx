import EventRepeatIcon from "@mui/icons-material/EventRepeat";
import { Button } from "@mui/material";
import { useState } from "react";
import { recordClientName, StatusFilter } from "shared-ui";
import { Link } from "wouter";
import { DocumentListPage } from "../../common/documents/document-list-page";
import { useDocumentScreen } from "../../common/documents/use-document-screen";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { invoiceDocuments } from "./invoice-documents";
import { type FeStatusFilter, feStatusFilterLabels, feStatusFilters } from "./invoice-fe-status";
import { InvoiceFormDialog } from "./invoice-form-dialog";

/**
 * /invoices: the invoices list; '/invoices?ver=12' (a quote just converted, or a quote's link to
 * its invoice) opens its details. Its PDF: company data, lines, ITBMS by rate, total in words.
 * 'Factura electrónica' filters by the electronic document's status: 'Pendientes de autorizar'
 * are the documents still waiting for the PAC. 'Facturas recurrentes' leads to the templates that
 * make invoices on their own (/invoices/recurring).
 */
export function InvoicesPage() {
  const [feStatus, setFeStatus] = useState<FeStatusFilter | "all">("all");
  const screen = useDocumentScreen(invoiceDocuments, { feStatus });
  const { dialogs, download } = screen;
  const viewing = dialogs.details.record;

  return (
    <DocumentListPage
      kind={invoiceDocuments}
      screen={screen}
      headerActions={
        <Button component={Link} href="/invoices/recurring" startIcon={<EventRepeatIcon />}>
          Facturas recurrentes
        </Button>
      }
      filters={
        <StatusFilter
          label="Factura electrónica"
          allLabel="Todas"
          value={feStatus}
          onChange={setFeStatus}
          statuses={feStatusFilters}
          labels={feStatusFilterLabels}
        />
      }
    >
      <InvoiceFormDialog open={dialogs.form.open} invoice={dialogs.form.record} onClose={dialogs.form.close} />
      <InvoiceDetailsDialog
        invoice={viewing}
        clientName={viewing ? recordClientName(viewing) : ""}
        onDownload={download}
        onClose={dialogs.details.close}
      />
    </DocumentListPage>
  );
}
