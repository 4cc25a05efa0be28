import CodeIcon from "@mui/icons-material/Code";
import PictureAsPdfIcon from "@mui/icons-material/PictureAsPdf";
import SendIcon from "@mui/icons-material/Send";
import {
  Box,
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { CreditNoteRecord, FeDocumentRecord, FeDocumentStatus } from "api/contract";
import { useId, useState } from "react";
import {
  ErrorState,
  endpointPath,
  formatDate,
  formatDollarPlain,
  StatusBadge,
  useApiAction,
  useDownload,
  useEndpoint,
  useToast,
} from "shared-ui";
import { SendEmailButton } from "../../common/email/send-email-button";
import { feStatusChipLabels, feStatusTone } from "./invoice-fe-status";

/**
 * What a note's document lets the user do again (POST /api/credit-notes/{id}/fe): sign and send one
 * never signed, send again one waiting for the PAC, re-issue one rejected; nothing once authorised.
 */
function noteIssueAction(status: FeDocumentStatus | null): string | null {
  if (status === null) return "Emitir documento electrónico";
  if (status === "signed") return "Reenviar al PAC";
  if (status === "rejected") return "Emitir de nuevo";
  return null;
}

/** The PAC's answer to a note sent again, told once the call returns. */
function issuedNotice(note: CreditNoteRecord, fe: FeDocumentRecord) {
  if (fe.status === "authorised") {
    return { title: `Nota de crédito ${note.creditNoteNumber} autorizada por la DGI`, variant: "success" as const };
  }
  if (fe.status === "rejected") {
    return {
      title: `Nota de crédito ${note.creditNoteNumber} rechazada por el PAC`,
      description: fe.rejection ? `${fe.rejection.code}: ${fe.rejection.message}` : undefined,
      variant: "destructive" as const,
    };
  }
  return {
    title: "Documento firmado, no autorizado por la DGI",
    description: fe.contingency ? "El PAC no respondió: se reenvía automáticamente." : undefined,
    variant: "default" as const,
  };
}

/** One note: its figures, its document's status and CUFE (GET /api/credit-notes/{id}/fe), its files. */
function CreditNoteRow({ note, onIssued }: { note: CreditNoteRecord; onIssued: () => void }) {
  const issued = note.feStatus !== null;
  const { data: fe, mutate } = useEndpoint(issued ? "creditNoteFe" : null, { params: { id: note.id } });
  const download = useDownload();
  const run = useApiAction();
  const { toast } = useToast();
  const [issuing, setIssuing] = useState(false);
  const action = noteIssueAction(note.feStatus);

  const onIssue = async () => {
    setIssuing(true);
    try {
      const answer = await run({
        endpoint: "issueCreditNoteFe",
        params: { id: note.id },
        failure: { description: "No se pudo emitir la nota de crédito. Inténtelo de nuevo." },
      });
      if (answer) toast(issuedNotice(note, answer));
      // The call's own revalidation reaches /api/credit-notes/{id}: the invoice's list is reread here.
      await mutate();
      onIssued();
    } finally {
      setIssuing(false);
    }
  };

  return (
    <TableRow>
      <TableCell>{note.creditNoteNumber}</TableCell>
      <TableCell>{formatDate(note.issueDate)}</TableCell>
      <TableCell align="right">{formatDollarPlain(note.total)}</TableCell>
      <TableCell>
        {note.feStatus ? (
          <StatusBadge label={feStatusChipLabels[note.feStatus]} tone={feStatusTone(note.feStatus)} />
        ) : (
          "Sin emitir"
        )}
      </TableCell>
      <TableCell>
        <Box component="span" sx={{ fontFamily: "monospace", fontSize: "0.75rem", wordBreak: "break-all" }}>
          {fe?.cufe ?? ""}
        </Box>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Button
            size="small"
            startIcon={<PictureAsPdfIcon />}
            aria-label={`Descargar PDF de ${note.creditNoteNumber}`}
            onClick={() =>
              void download(endpointPath("creditNotePdf", { params: { id: note.id } }), `${note.creditNoteNumber}.pdf`)
            }
          >
            Descargar PDF
          </Button>
          {fe && (
            <Button
              size="small"
              startIcon={<CodeIcon />}
              aria-label={`Descargar XML de ${note.creditNoteNumber}`}
              onClick={() =>
                void download(endpointPath("creditNoteFeXml", { params: { id: note.id } }), `FE-${fe.number}.xml`)
              }
            >
              Descargar XML
            </Button>
          )}
          <SendEmailButton
            size="small"
            showHistory
            document={{ kind: "credit_note", id: note.id, title: `Nota de crédito ${note.creditNoteNumber}` }}
          />
          {action && (
            <Button size="small" startIcon={<SendIcon />} disabled={issuing} onClick={() => void onIssue()}>
              {issuing ? "Emitiendo..." : action}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * The invoice's 'Notas de crédito' (GET /api/invoices/{id}/credit-notes, the books' like the notes
 * themselves): each with its status, CUFE, PDF (its CAFE) and XML, and sending again one not authorised.
 */
export function InvoiceCreditNotes({ invoiceId }: { invoiceId: number }) {
  const headingId = useId();
  const { data: notes, error, mutate } = useEndpoint("invoiceCreditNotes", { params: { id: invoiceId } });

  let body = <Skeleton variant="rounded" height={64} aria-label="Cargando" />;
  if (error) body = <ErrorState onRetry={() => void mutate()} />;
  else if (notes?.length === 0) body = <Typography variant="body2">Sin notas de crédito.</Typography>;
  else if (notes) {
    body = (
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Número</TableCell>
              <TableCell>Fecha</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>FE</TableCell>
              <TableCell>CUFE</TableCell>
              <TableCell>Acciones</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notes.map((note) => (
              <CreditNoteRow key={note.id} note={note} onIssued={() => void mutate()} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
        Notas de crédito
      </Typography>
      {body}
    </Box>
  );
}
