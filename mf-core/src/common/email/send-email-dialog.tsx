import AttachFileIcon from "@mui/icons-material/AttachFile";
import { Alert, Chip, Skeleton, Stack } from "@mui/material";
import { type EmailDraftRecord, type SendEmailInput, sendEmailInput } from "api/contract";
import { useEffect } from "react";
import { ErrorState, useApiAction, useEndpoint, useToast } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";
import { EmailHistory } from "./email-history";
import { type EmailedDocument, emailOperations } from "./email-operations";

const emptyValues: SendEmailInput = { to: "", cc: "", subject: "", message: "" };

/** The form's values from the server's draft: the client's address and the template written out. */
const valuesOf = (draft: EmailDraftRecord): SendEmailInput => ({
  to: draft.to,
  cc: draft.cc,
  subject: draft.subject,
  message: draft.message,
});

/**
 * 'Enviar por correo': the recipient (the client's email, editable), CC, subject and message
 * written from the document's template (GET …/email), its files listed; POST …/email sends them.
 * Without SMTP_URL the dialog says how to configure it and sends nothing. A send the server
 * refused is recorded too: the notice gives its reason and the dialog stays open to correct it.
 */
export function SendEmailDialog({
  open,
  document,
  onClose,
  showHistory = false,
}: {
  open: boolean;
  document: EmailedDocument;
  onClose: () => void;
  /** Lists the document's earlier sends under the form: for a document without a details view of its own (a credit note). */
  showHistory?: boolean;
}) {
  const operations = emailOperations[document.kind];
  const target = { params: { id: document.id } };
  // SWR keeps an equal answer's reference: reading it again (focus, a send) does not reset the form.
  const { data: draft, error, mutate } = useEndpoint(open ? operations.draft : null, target);
  const form = useZodForm(sendEmailInput, emptyValues);
  const run = useApiAction();
  const { toast } = useToast();

  useEffect(() => {
    if (open) form.reset(draft ? valuesOf(draft) : emptyValues);
  }, [open, draft, form]);

  const submit = form.handleSubmit(async (values) => {
    const sent = await run({
      endpoint: operations.send,
      ...target,
      body: { to: values.to.join(", "), cc: values.cc.join(", "), subject: values.subject, message: values.message },
      failure: { description: "No se pudo enviar el correo. Inténtelo de nuevo." },
      onError: (failure) => applyServerErrors(form, failure),
    });
    if (!sent) return;
    if (sent.status === "sent") {
      toast({ title: "Correo enviado", description: `Enviado a ${sent.to.join(", ")}.`, variant: "success" });
      onClose();
    } else {
      toast({ title: "No se pudo enviar el correo", description: sent.error ?? undefined, variant: "destructive" });
    }
  });

  let content = <Skeleton variant="rounded" height={240} aria-label="Cargando" />;
  if (error) content = <ErrorState onRetry={() => void mutate()} />;
  else if (draft) {
    content = (
      <>
        {!draft.configured && (
          <Alert severity="info" role="status">
            {draft.notConfiguredMessage}
          </Alert>
        )}
        <TextInput
          control={form.control}
          name="to"
          label="Para"
          required
          helperText="Separe varias direcciones con comas."
        />
        <TextInput control={form.control} name="cc" label="CC" />
        <TextInput control={form.control} name="subject" label="Asunto" required />
        <TextInput control={form.control} name="message" label="Mensaje" required multiline minRows={6} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Adjuntos">
          {draft.attachments.map((name) => (
            <Chip key={name} icon={<AttachFileIcon />} label={name} variant="outlined" />
          ))}
        </Stack>
      </>
    );
  }

  return (
    <FormDialog
      open={open}
      title={`Enviar por correo: ${document.title}`}
      submitLabel="Enviar"
      submittingLabel="Enviando..."
      submitting={form.formState.isSubmitting}
      submitDisabled={!draft?.configured}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
    >
      {content}
      {showHistory && open && <EmailHistory document={document} />}
    </FormDialog>
  );
}
