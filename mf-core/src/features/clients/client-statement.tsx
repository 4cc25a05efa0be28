import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Skeleton, Stack, Typography } from "@mui/material";
import type { ClientRecord } from "api/contract";
import { useId } from "react";
import { ErrorState, endpointPath, formatPAB, useDownload, useEndpoint } from "shared-ui";
import { EmailHistory } from "../../common/email/email-history";
import { SendEmailButton } from "../../common/email/send-email-button";

/**
 * The client's 'Estado de cuenta' (GET /api/clients/{id}/statement): what it owes and how much of it
 * is overdue, its PDF to download or e-mail, and the statements sent before.
 */
export function ClientStatement({ client, title }: { client: ClientRecord; title: string }) {
  const headingId = useId();
  const target = { params: { id: client.id } };
  const { data, error, mutate } = useEndpoint("clientStatement", target);
  const download = useDownload();
  const document = { kind: "statement" as const, id: client.id, title: `Estado de cuenta de ${title}` };

  let figures = <Skeleton variant="rounded" height={40} aria-label="Cargando" />;
  if (error) figures = <ErrorState onRetry={() => void mutate()} />;
  else if (data) {
    figures = (
      <Typography variant="body2">
        {data.lines.length === 0
          ? "Sin saldos pendientes."
          : `${data.lines.length} ${data.lines.length === 1 ? "documento pendiente" : "documentos pendientes"}: saldo ${formatPAB(data.totalDue)}, vencido ${formatPAB(data.overdue)}.`}
      </Typography>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Estado de cuenta
      </Typography>
      {figures}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: "wrap" }}>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void download(endpointPath("clientStatementPdf", target), `estado-de-cuenta-${client.id}.pdf`)}
        >
          Descargar estado de cuenta
        </Button>
        <SendEmailButton document={document} />
      </Stack>
      <EmailHistory document={document} />
    </Box>
  );
}
