import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import { IconButton, Tooltip } from "@mui/material";
import { recordClientName } from "shared-ui";
import { DocumentListPage } from "../../common/documents/document-list-page";
import { useDocumentScreen } from "../../common/documents/use-document-screen";
import { QuoteDetailsDialog } from "./quote-details-dialog";
import { quoteDocuments } from "./quote-documents";
import { QuoteFormDialog } from "./quote-form-dialog";
import { canConvert, useConvertQuote } from "./use-convert-quote";

/** /quotes: the quotes list; '/quotes?ver=12' (an invoice's link to its quote) opens its details. */
export function QuotesPage() {
  const screen = useDocumentScreen(quoteDocuments);
  const { dialogs, download } = screen;
  const convert = useConvertQuote(screen.list.retry);
  const viewing = dialogs.details.record;

  return (
    <DocumentListPage
      kind={quoteDocuments}
      screen={screen}
      // 'Convertir en factura', offered on an accepted quote not converted yet.
      extraActions={(quote, subject) =>
        canConvert(quote) && (
          <Tooltip title="Convertir en factura">
            <IconButton size="small" aria-label={`Convertir en factura ${subject}`} onClick={() => convert(quote)}>
              <ReceiptLongIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <QuoteFormDialog open={dialogs.form.open} quote={dialogs.form.record} onClose={dialogs.form.close} />
      <QuoteDetailsDialog
        quote={viewing}
        clientName={viewing ? recordClientName(viewing) : ""}
        onDownload={download}
        onConvert={convert}
        onClose={dialogs.details.close}
      />
    </DocumentListPage>
  );
}
