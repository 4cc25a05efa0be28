import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import LinkIcon from "@mui/icons-material/Link";
import { Alert, Box, Button, List, ListItem, ListItemText, Stack, TextField, Typography } from "@mui/material";
import type { CreatedQuoteAnswerLinkRecord, QuoteAnswerLinkRecord, QuoteRecord } from "api/contract";
import { useId, useState } from "react";
import { formatDate, formatDateTime, useApiAction, useConfirm, useEndpoint, useToast } from "shared-ui";

/** The last day a link works: its expiry is the midnight (Panama) that ends that day. */
const lastDay = (expiresAt: string) => formatDate(new Date(new Date(expiresAt).getTime() - 1));

/** 'Aceptada por Lucía Gómez el 27/11/2026 10:15 (enlace del cliente)', or null while it is not answered. */
export function quoteAnswerText(quote: QuoteRecord): string | null {
  if ((quote.status !== "accepted" && quote.status !== "rejected") || !quote.answeredAt) return null;
  const verb = quote.status === "accepted" ? "Aceptada" : "Rechazada";
  const who = quote.answeredByName ? ` por ${quote.answeredByName}` : "";
  const how = quote.answerChannel === "client_link" ? " (enlace del cliente)" : "";
  return `${verb}${who} el ${formatDateTime(quote.answeredAt)}${how}`;
}

/** The link just created: shown this once, with 'Copiar' (the API keeps only its hash). */
function CreatedLink({ link }: { link: CreatedQuoteAnswerLinkRecord }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: "Enlace copiado", variant: "success" });
    } catch {
      // No clipboard (an http page on another host, a denied permission): the field is selectable.
      toast({ title: "No se pudo copiar", description: "Seleccione el enlace y cópielo.", variant: "destructive" });
    }
  };
  return (
    <Stack spacing={1} sx={{ mt: 1.5 }}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
        <TextField
          label="Enlace para el cliente"
          value={link.url}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: "monospace" } } }}
          onFocus={(event) => event.target.select()}
        />
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          Copiar
        </Button>
      </Box>
      <Alert severity="info">
        Envíe este enlace al cliente: podrá aceptar o rechazar la cotización con su nombre, sin cuenta. Funciona hasta
        el {lastDay(link.expiresAt)} inclusive. Solo se muestra ahora; si lo pierde, cree otro.
      </Alert>
    </Stack>
  );
}

/** The quote's links that still open it, each with 'Revocar' (asks first). */
function ActiveLinks({ quoteId, links }: { quoteId: number; links: QuoteAnswerLinkRecord[] }) {
  const run = useApiAction();
  const confirm = useConfirm();
  const revoke = async (link: QuoteAnswerLinkRecord) => {
    const confirmed = await confirm({
      title: "Revocar enlace",
      message: "El cliente ya no podrá abrir la cotización con este enlace. No se puede deshacer.",
      confirmLabel: "Revocar",
    });
    if (!confirmed) return;
    await run({
      endpoint: "revokeQuoteAnswerLink",
      params: { id: quoteId, linkId: link.id },
      success: { title: "Enlace revocado" },
      failure: { description: "No se pudo revocar el enlace." },
    });
  };
  if (links.length === 0) return null;
  return (
    <List dense aria-label="Enlaces activos" sx={{ mt: 1 }}>
      {links.map((link) => (
        <ListItem
          key={link.id}
          disableGutters
          secondaryAction={
            <Button size="small" color="error" onClick={() => void revoke(link)}>
              Revocar
            </Button>
          }
        >
          <ListItemText
            primary={`Enlace activo hasta el ${lastDay(link.expiresAt)}`}
            secondary={`Creado el ${formatDateTime(link.createdAt)}${link.createdByName ? ` por ${link.createdByName}` : ""}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The quote details' 'Respuesta del cliente': who accepted or rejected it and when; for a sent
 * quote, 'Enlace para el cliente' (creates a link and shows it once, with 'Copiar') and its active
 * links (api/docs/quote-answer-links.md).
 */
export function QuoteAnswerLinkSection({ quote }: { quote: QuoteRecord }) {
  const headingId = useId();
  const run = useApiAction();
  const [created, setCreated] = useState<CreatedQuoteAnswerLinkRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const { data: links } = useEndpoint("quoteAnswerLinks", { params: { id: quote.id } });
  const answer = quoteAnswerText(quote);
  const sent = quote.status === "sent";

  const create = async () => {
    setCreating(true);
    try {
      const link = await run({
        endpoint: "createQuoteAnswerLink",
        params: { id: quote.id },
        failure: { description: "No se pudo crear el enlace. Inténtelo de nuevo." },
      });
      if (link) setCreated(link);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        Respuesta del cliente
      </Typography>
      {answer ? (
        <Alert severity={quote.status === "accepted" ? "success" : "warning"}>
          {answer}
          {quote.answerComment && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-line" }}>
              {quote.status === "rejected" ? "Motivo" : "Comentario"}: {quote.answerComment}
            </Typography>
          )}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {sent
            ? "Sin respuesta todavía. Cree un enlace para que el cliente la acepte o rechace con su nombre."
            : quote.status === "draft"
              ? "Marque la cotización como Enviada para crear un enlace para el cliente."
              : "Sin respuesta registrada."}
        </Typography>
      )}
      {sent && (
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          disabled={creating}
          onClick={() => void create()}
          sx={{ mt: 1.5 }}
        >
          {creating ? "Creando enlace..." : "Enlace para el cliente"}
        </Button>
      )}
      {sent && created && <CreatedLink link={created} />}
      {sent && <ActiveLinks quoteId={quote.id} links={(links ?? []).filter((link) => link.status === "active")} />}
    </Box>
  );
}
