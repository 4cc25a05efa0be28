import BlockIcon from "@mui/icons-material/Block";
import CodeIcon from "@mui/icons-material/Code";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import SendIcon from "@mui/icons-material/Send";
import { Box, Button, Skeleton, Stack, Typography } from "@mui/material";
import { endpoints, FE_CANCELLED_HINT, FE_DRAFT_HINT, type FeDocumentRecord, type InvoiceRecord } from "api/contract";
import { useCallback, useId, useState } from "react";
import { ErrorState, endpointPath, useCurrentUser, useDownload, useEndpoint } from "shared-ui";
import { CreditNoteDialog } from "./credit-note-dialog";
import { InvoiceCreditNotes } from "./invoice-credit-notes";
import { InvoiceFeAnnulDialog } from "./invoice-fe-annul-dialog";
import { InvoiceFeFacts } from "./invoice-fe-facts";
import { feIssueAction } from "./invoice-fe-status";
import { useIssueInvoiceFe } from "./use-issue-invoice-fe";

/** Annulling and credit notes are the books' (the endpoint table's roles); the server refuses the others anyway. */
function useMayUse(endpoint: "annulInvoiceFe" | "createCreditNote"): boolean {
  const { user } = useCurrentUser();
  return user !== undefined && endpoints[endpoint].access.includes(user.role);
}

/** Authorised and still inside the PAC's window (the server decides: this only hides a refused button). */
const isAnnulable = (fe: FeDocumentRecord | undefined) =>
  fe?.status === "authorised" && fe.annulableUntil !== null && new Date(fe.annulableUntil).getTime() > Date.now();

/** Before it is issued: why a draft or cancelled invoice offers no 'Emitir'. */
function notIssuedNote(invoice: InvoiceRecord): string {
  if (invoice.status === "draft") return FE_DRAFT_HINT;
  if (invoice.status === "cancelled") return FE_CANCELLED_HINT;
  return "Sin emitir.";
}

/**
 * The invoice details' 'Factura electrónica': its document (GET /api/invoices/{id}/fe, read once
 * the invoice says it has one) and its actions: issue or send again, the signed XML, and annul
 * (admin and finance). Once authorised, the books also issue its credit notes here and see them
 * listed. Each write rereads the invoice, this section and the list (useApiAction).
 */
export function InvoiceFeSection({ invoice }: { invoice: InvoiceRecord }) {
  const headingId = useId();
  const issued = invoice.feStatus !== null;
  const { data: fe, error, mutate } = useEndpoint(issued ? "invoiceFe" : null, { params: { id: invoice.id } });
  // The same read as the dialog's (one SWR key): what a refused 'Emitir' rereads.
  const { mutate: rereadInvoice } = useEndpoint("getInvoice", { params: { id: invoice.id } });
  const issue = useIssueInvoiceFe(useCallback(() => void rereadInvoice(), [rereadInvoice]));
  const download = useDownload();
  const mayAnnul = useMayUse("annulInvoiceFe");
  const mayCredit = useMayUse("createCreditNote");
  const authorised = invoice.feStatus === "authorised" && fe?.status === "authorised";
  const [issuing, setIssuing] = useState(false);
  const [annulling, setAnnulling] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const issueLabel = feIssueAction(invoice);

  const onIssue = async () => {
    setIssuing(true);
    try {
      await issue(invoice);
    } finally {
      setIssuing(false);
    }
  };

  let body = <Typography variant="body2">{notIssuedNote(invoice)}</Typography>;
  if (issued && error) body = <ErrorState onRetry={() => void mutate()} />;
  else if (issued && fe) body = <InvoiceFeFacts fe={fe} />;
  else if (issued) body = <Skeleton variant="rounded" height={96} aria-label="Cargando" />;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Factura electrónica
      </Typography>
      {body}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
        {issueLabel && (
          <Button variant="contained" startIcon={<SendIcon />} disabled={issuing} onClick={() => void onIssue()}>
            {issuing ? "Emitiendo..." : issueLabel}
          </Button>
        )}
        {fe && (
          <Button
            startIcon={<CodeIcon />}
            onClick={() =>
              void download(endpointPath("invoiceFeXml", { params: { id: invoice.id } }), `FE-${fe.number}.xml`)
            }
          >
            Descargar XML
          </Button>
        )}
        {mayCredit && authorised && (
          <Button startIcon={<ReceiptLongIcon />} onClick={() => setCrediting(true)}>
            Nota de crédito
          </Button>
        )}
        {mayAnnul && isAnnulable(fe) && (
          <Button color="error" startIcon={<BlockIcon />} onClick={() => setAnnulling(true)}>
            Anular
          </Button>
        )}
      </Stack>
      {mayCredit && invoice.feStatus === "authorised" && <InvoiceCreditNotes invoiceId={invoice.id} />}
      <InvoiceFeAnnulDialog open={annulling} invoice={invoice} onClose={() => setAnnulling(false)} />
      {mayCredit && <CreditNoteDialog open={crediting} invoice={invoice} onClose={() => setCrediting(false)} />}
    </Box>
  );
}
