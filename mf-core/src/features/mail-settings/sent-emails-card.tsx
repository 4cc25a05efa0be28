import { TableCell, TableRow, Typography } from "@mui/material";
import {
  type EmailDocumentKind,
  type EmailRecord,
  type EmailStatus,
  emailDocumentKindLabels,
  emailDocumentKinds,
  emailStatuses,
  emailStatusLabels,
} from "api/contract";
import { useState } from "react";
import {
  formatDateTime,
  ListCard,
  type ListColumn,
  ListTable,
  StatusBadge,
  StatusFilter,
  usePagedList,
} from "shared-ui";
import { emailStatusTone } from "../../common/email/email-operations";

const columns: ListColumn[] = [
  { label: "Fecha" },
  { label: "Documento" },
  { label: "Para" },
  { label: "Asunto" },
  { label: "Estado" },
  { label: "Enviado por" },
];

/** 'Correos enviados': every send, manual and automatic, paged and searched on the server. */
export function SentEmailsCard() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<EmailStatus | "all">("all");
  const [documentKind, setDocumentKind] = useState<EmailDocumentKind | "all">("all");
  const list = usePagedList("listEmails", { q: search, filters: { status, documentKind } });

  return (
    <section aria-label="Correos enviados">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Correos enviados
      </Typography>
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por documento, destinatario o asunto..."
        filters={
          <>
            <StatusFilter value={status} onChange={setStatus} statuses={emailStatuses} labels={emailStatusLabels} />
            <StatusFilter
              label="Documento"
              value={documentKind}
              onChange={setDocumentKind}
              statuses={emailDocumentKinds}
              labels={emailDocumentKindLabels}
            />
          </>
        }
      >
        <ListTable
          columns={columns}
          list={list}
          emptyMessage="No se han enviado correos"
          renderRow={(email: EmailRecord) => (
            <TableRow key={email.id} hover>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(email.createdAt)}</TableCell>
              <TableCell>{`${emailDocumentKindLabels[email.documentKind]} ${email.documentNumber}`}</TableCell>
              <TableCell sx={{ wordBreak: "break-all" }}>{[...email.to, ...email.cc].join(", ")}</TableCell>
              <TableCell>{email.subject}</TableCell>
              <TableCell>
                <StatusBadge label={emailStatusLabels[email.status]} tone={emailStatusTone[email.status]} />
                {email.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                    {email.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{email.automatic ? "Automático" : (email.userName ?? "—")}</TableCell>
            </TableRow>
          )}
        />
      </ListCard>
    </section>
  );
}
