import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CloseIcon from "@mui/icons-material/Close";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import {
  QUOTE_ANSWER_COMMENT_MAX,
  QUOTE_ANSWER_NAME_MAX,
  type QuoteAnswerDecision,
  type QuoteAnswerView,
  quoteAnswerInput,
} from "api/contract";
import { type FormEvent, useState } from "react";
import { ApiError, errorMessage, publicSite } from "shared-ui";

type FieldErrors = { name?: string; comment?: string };

/**
 * The client's answer: their name (2 to 120 characters, checked with the API's own schema, so the
 * page shows the message the API would), an optional comment, and 'Aceptar cotización' or
 * 'Rechazar cotización'. `onAnswered` gets the quote as it is after the answer; a refusal shows the
 * server's reason, and a 409 (answered meanwhile) rereads the quote through `onStale`.
 */
export function AnswerForm({
  token,
  onAnswered,
  onStale,
}: {
  token: string;
  onAnswered: (quote: QuoteAnswerView) => void;
  onStale: () => void;
}) {
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<QuoteAnswerDecision | null>(null);

  const send = async (decision: QuoteAnswerDecision) => {
    const parsed = quoteAnswerInput.safeParse({ token, decision, name, comment });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "name" || field === "comment") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(decision);
    try {
      onAnswered(await publicSite.callEndpoint("answerQuote", { body: { token, decision, name, comment } }));
    } catch (error) {
      setFailure(errorMessage(error, "No se pudo enviar su respuesta. Verifique su conexión e inténtelo de nuevo."));
      if (error instanceof ApiError && (error.status === 409 || error.status === 410)) onStale();
    } finally {
      setSending(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send("accept");
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Responder la cotización">
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Su respuesta
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
        Con su nombre, acepte o rechace la cotización: su respuesta quedará registrada con la fecha y la hora.
      </Typography>
      <Stack spacing={2}>
        <TextField
          id="respuesta-nombre"
          label="Su nombre"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name ?? "Nombre y apellido de quien responde"}
          autoComplete="name"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUOTE_ANSWER_NAME_MAX } }}
        />
        <TextField
          id="respuesta-comentario"
          label="Comentario (opcional)"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment !== undefined}
          helperText={errors.comment ?? "Si la rechaza, puede decirnos el motivo"}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: QUOTE_ANSWER_COMMENT_MAX } }}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            color="success"
            startIcon={<CheckCircleIcon />}
            disabled={sending !== null}
          >
            {sending === "accept" ? "Enviando..." : "Aceptar cotización"}
          </Button>
          <Button
            variant="outlined"
            size="large"
            color="error"
            startIcon={<CloseIcon />}
            disabled={sending !== null}
            onClick={() => void send("reject")}
          >
            {sending === "reject" ? "Enviando..." : "Rechazar cotización"}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
