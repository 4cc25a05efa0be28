import { recordClientName } from "shared-ui";
import { DocumentListPage } from "../../common/documents/document-list-page";
import { useDocumentScreen } from "../../common/documents/use-document-screen";
import { InvoiceDetailsDialog } from "./invoice-details-dialog";
import { invoiceDocuments } from "./invoice-documents";
import { InvoiceFormDialog } from "./invoice-form-dialog";

/**
 * /invoices: the invoices list; '/invoices?ver=12' (a quote just converted, or a quote's link to
 * its invoice) opens its details. Its PDF: company data, lines, ITBMS by rate, total in words.
 */
export function InvoicesPage() {
  const screen = useDocumentScreen(invoiceDocuments);
  const { dialogs, download } = screen;
  const viewing = dialogs.details.record;

  return (
    <DocumentListPage kind={invoiceDocuments} screen={screen}>
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
