import RestartAltIcon from "@mui/icons-material/RestartAlt";
import { Box, Button, Chip, Stack, Tooltip, Typography } from "@mui/material";
import { type MailTemplateRecord, mailTemplateInput } from "api/contract";
import { useEffect } from "react";
import { useApiAction, useConfirm } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";

const emptyValues = { subject: "", body: "" };

/**
 * Editing one template: its subject and message with the placeholders it may use (the server
 * refuses any other), and 'Restablecer' to go back to the default.
 */
export function MailTemplateDialog({
  template,
  onClose,
}: {
  template: MailTemplateRecord | null;
  onClose: () => void;
}) {
  const form = useZodForm(mailTemplateInput, emptyValues);
  const run = useApiAction();
  const confirm = useConfirm();

  useEffect(() => {
    if (template) form.reset({ subject: template.subject, body: template.body });
  }, [template, form]);

  if (!template) return null;
  const target = { params: { kind: template.kind } };

  const submit = form.handleSubmit(async (values) => {
    const saved = await run({
      endpoint: "updateMailTemplate",
      ...target,
      body: values,
      success: { title: "Plantilla guardada", description: template.label },
      failure: { description: "No se pudo guardar la plantilla. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    if (saved) onClose();
  });

  const reset = async () => {
    const sure = await confirm({
      title: "Restablecer plantilla",
      message: `La plantilla '${template.label}' vuelve a la de fábrica.`,
      confirmLabel: "Restablecer",
    });
    if (!sure) return;
    const restored = await run({
      endpoint: "resetMailTemplate",
      ...target,
      success: { title: "Plantilla restablecida", description: template.label },
      failure: { description: "No se pudo restablecer la plantilla. Inténtelo de nuevo." },
    });
    if (restored) onClose();
  };

  return (
    <FormDialog
      open
      title={`Plantilla: ${template.label}`}
      submitLabel="Guardar plantilla"
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
    >
      <TextInput control={form.control} name="subject" label="Asunto" required />
      <TextInput control={form.control} name="body" label="Mensaje" required multiline minRows={8} />
      <Box>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Marcadores disponibles (se reemplazan al enviar):
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} aria-label="Marcadores disponibles">
          {template.placeholders.map((placeholder) => (
            <Tooltip key={placeholder.name} title={placeholder.about}>
              <Chip size="small" label={`{${placeholder.name}}`} />
            </Tooltip>
          ))}
        </Stack>
      </Box>
      {!template.isDefault && (
        <Box>
          <Button startIcon={<RestartAltIcon />} onClick={() => void reset()}>
            Restablecer
          </Button>
        </Box>
      )}
    </FormDialog>
  );
}
