import { Alert, AlertTitle, Box, Chip, Container, Divider, Paper, Skeleton, Stack, Typography } from "@mui/material";
import { QUOTE_LINK_UNKNOWN, type QuoteAnswerView, quoteStatusLabels } from "api/contract";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { ApiError, ErrorState, errorMessage, formatDate, formatDateTime, publicSite } from "shared-ui";
import { AnswerForm } from "./answer-form";
import { QuoteLines } from "./quote-lines";

/** The link's token: what follows '#', which the browser never sends to a server. */
function tokenOfLocation(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1)).trim();
  } catch {
    // A malformed escape is no token of ours: the page says the link is not valid.
    return window.location.hash.slice(1).trim();
  }
}

const onHashChange = (changed: () => void) => {
  addEventListener("hashchange", changed);
  return () => removeEventListener("hashchange", changed);
};

/** The token, followed when another link is opened in the same tab (only the part after '#' changes). */
const useLinkToken = () => useSyncExternalStore(onHashChange, tokenOfLocation, () => "");

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", bgcolor: "background.default", py: { xs: 2, sm: 5 } }}>
      <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </Box>
  );
}

/** What the client sees once the quote is answered, or when it can no longer be. */
function AnswerState({ quote }: { quote: QuoteAnswerView }) {
  const { answer } = quote;
  if (answer) {
    const accepted = answer.status === "accepted";
    const who = answer.name ? ` por ${answer.name}` : "";
    return (
      <Alert severity={accepted ? "success" : "info"} role="status">
        <AlertTitle>{accepted ? "Cotización aceptada" : "Cotización rechazada"}</AlertTitle>
        {accepted ? "Aceptada" : "Rechazada"}
        {who} el {formatDateTime(answer.at)}. {accepted ? `${quote.companyName} le contactará para continuar.` : ""}
        {answer.comment && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
            Comentario: {answer.comment}
          </Typography>
        )}
      </Alert>
    );
  }
  if (quote.status === "accepted" || quote.status === "rejected") {
    return (
      <Alert severity="info" role="status">
        Esta cotización ya fue {quoteStatusLabels[quote.status].toLowerCase()}.
      </Alert>
    );
  }
  const pastValidity = quote.status === "sent";
  return (
    <Alert severity="warning" role="status">
      {pastValidity
        ? `Esta cotización venció el ${formatDate(quote.validUntil)} y ya no se puede responder. Pida una actualizada a ${quote.companyName}.`
        : `Esta cotización ya no se puede responder. Comuníquese con ${quote.companyName}.`}
    </Alert>
  );
}

function QuoteView({
  quote,
  token,
  onChange,
  onStale,
}: {
  quote: QuoteAnswerView;
  token: string;
  onChange: (quote: QuoteAnswerView) => void;
  onStale: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Typography variant="overline" sx={{ color: "text.secondary", fontWeight: 700 }}>
        {quote.companyName}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          Cotización{" "}
          <Box component="span" sx={{ whiteSpace: "nowrap" }}>
            {quote.quoteNumber}
          </Box>
        </Typography>
        <Chip size="small" label={quoteStatusLabels[quote.status]} />
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
        {quote.title}
      </Typography>
      {quote.description && (
        <Typography sx={{ color: "text.secondary", whiteSpace: "pre-line", mt: 0.5 }}>{quote.description}</Typography>
      )}
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "auto 1fr", sm: "repeat(3, auto 1fr)" },
          columnGap: 1.5,
          rowGap: 0.5,
          my: 2,
          "& dt": { color: "text.secondary" },
          "& dd": { m: 0, fontWeight: 600 },
        }}
      >
        <dt>Cliente</dt>
        <dd>{quote.clientName ?? ""}</dd>
        <dt>Emitida</dt>
        <dd>{formatDate(quote.issueDate)}</dd>
        <dt>Válida hasta</dt>
        <dd>{formatDate(quote.validUntil)}</dd>
      </Box>
      <Divider sx={{ mb: 1 }} />
      <QuoteLines quote={quote} />
      <Divider sx={{ my: 3 }} />
      {quote.answerable ? (
        <AnswerForm token={token} onAnswered={onChange} onStale={onStale} />
      ) : (
        <AnswerState quote={quote} />
      )}
    </Paper>
  );
}

/**
 * /cotizacion/responder#<token>: the quote a client answers from the link staff sent them, without
 * an account (api/docs/quote-answer-links.md). Spanish, one column on a phone. An unknown, expired
 * or revoked link shows the server's reason and nothing of the quote.
 */
export function QuoteAnswerPage() {
  const token = useLinkToken();
  const { data, error, isLoading, mutate } = publicSite.useEndpoint(token ? "quoteAnswer" : null, { query: { token } });

  useEffect(() => {
    document.title = data ? `Cotización ${data.quoteNumber} · ${data.companyName}` : "Responder cotización";
  }, [data]);

  // A refusal (404 unknown link, 410 expired or revoked, 429) is the server's to explain; anything
  // else (a network failure, a 500) may pass, so it offers 'Reintentar'.
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  let body: ReactNode;
  if (!token || refused) {
    body = (
      <Alert severity="warning" role="alert">
        <AlertTitle>No se puede abrir la cotización</AlertTitle>
        {token ? errorMessage(error, QUOTE_LINK_UNKNOWN) : QUOTE_LINK_UNKNOWN}
      </Alert>
    );
  } else if (error) {
    body = <ErrorState message="No se pudo cargar la cotización." onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    body = (
      <Stack spacing={2} aria-label="Cargando la cotización">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  } else {
    body = (
      <QuoteView
        quote={data}
        token={token}
        onChange={(quote) => void mutate(quote, { revalidate: false })}
        onStale={() => void mutate()}
      />
    );
  }
  return <Frame>{body}</Frame>;
}
