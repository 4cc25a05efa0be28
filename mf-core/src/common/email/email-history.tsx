import {
  Box,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { type EmailRecord, emailStatusLabels } from "api/contract";
import { useId } from "react";
import { ErrorState, formatDateTime, StatusBadge, useEndpoint } from "shared-ui";
import { type EmailedDocument, emailOperations, emailStatusTone } from "./email-operations";

/** Who sent it: the staff member, or the system for a reminder. */
const sender = (email: EmailRecord) => (email.automatic ? "Automático" : (email.userName ?? "—"));

/** The table of a document's sends, newest first, each with its result and the server's reason. */
export function EmailHistoryTable({ emails, labelledBy }: { emails: readonly EmailRecord[]; labelledBy: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>Fecha</TableCell>
            <TableCell>Para</TableCell>
            <TableCell>Asunto</TableCell>
            <TableCell>Estado</TableCell>
            <TableCell>Enviado por</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {emails.map((email) => (
            <TableRow key={email.id}>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(email.createdAt)}</TableCell>
              <TableCell sx={{ wordBreak: "break-all" }}>
                {[...email.to, ...email.cc.map((cc) => `CC ${cc}`)].join(", ")}
              </TableCell>
              <TableCell>{email.subject}</TableCell>
              <TableCell>
                <StatusBadge label={emailStatusLabels[email.status]} tone={emailStatusTone[email.status]} />
                {email.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {email.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{sender(email)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * A document's 'Correos enviados' (GET …/emails): read again after each send, which rereads the
 * lists under the document's path (contract/list-relations.ts).
 */
export function EmailHistory({ document }: { document: EmailedDocument }) {
  const headingId = useId();
  const { data, error, mutate } = useEndpoint(emailOperations[document.kind].history, {
    params: { id: document.id },
  });

  let body = <Skeleton variant="rounded" height={48} aria-label="Cargando" />;
  if (error) body = <ErrorState onRetry={() => void mutate()} />;
  else if (data?.length === 0) body = <Typography variant="body2">Aún no se ha enviado por correo.</Typography>;
  else if (data) body = <EmailHistoryTable emails={data} labelledBy={headingId} />;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Correos enviados
      </Typography>
      {body}
    </Box>
  );
}
