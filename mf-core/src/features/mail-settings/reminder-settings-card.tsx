import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, Typography } from "@mui/material";
import { type MailSettingsRecord, mailSettingsPatch } from "api/contract";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { useApiAction } from "shared-ui";
import { applyServerErrors, TextInput, useZodForm } from "shared-ui/forms";

const formValues = (settings: MailSettingsRecord) => ({
  remindersEnabled: settings.remindersEnabled,
  reminderOffsets: settings.reminderOffsets.join(", "),
  quoteFollowUpDays: settings.quoteFollowUpDays === null ? "" : String(settings.quoteFollowUpDays),
});

/**
 * 'Recordatorios': on or off, the days relative to the due date (negative before it), and the days
 * after which a sent quote without an answer gets its one follow-up (empty: none). The job that
 * sends them runs every morning (Panama time).
 */
export function ReminderSettingsCard({ settings }: { settings: MailSettingsRecord }) {
  const form = useZodForm(mailSettingsPatch, formValues(settings));
  const run = useApiAction();

  useEffect(() => {
    form.reset(formValues(settings));
  }, [settings, form]);

  const submit = form.handleSubmit(async (values) => {
    await run({
      endpoint: "updateMailSettings",
      body: values,
      success: { title: "Recordatorios guardados" },
      failure: { description: "No se pudieron guardar los recordatorios. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
  });

  return (
    <Card component="section">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recordatorios
        </Typography>
        <Box component="form" noValidate onSubmit={submit} aria-label="Recordatorios">
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="remindersEnabled"
              render={({ field }) => (
                <FormControlLabel
                  label="Enviar recordatorios de pago"
                  control={
                    <Checkbox
                      name={field.name}
                      slotProps={{ input: { ref: field.ref } }}
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              )}
            />
            <TextInput
              control={form.control}
              name="reminderOffsets"
              label="Días respecto al vencimiento"
              helperText="Separados por comas: -3 es tres días antes, 0 el día del vencimiento, 7 una semana después."
            />
            <TextInput
              control={form.control}
              name="quoteFollowUpDays"
              label="Seguimiento de cotizaciones (días)"
              type="number"
              helperText="Días sin respuesta tras enviar una cotización antes de su único seguimiento; vacío: sin seguimiento."
              slotProps={{ htmlInput: { min: 1, max: 90, step: 1 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? "Guardando..." : "Guardar recordatorios"}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
