import { Alert, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import { ErrorState, PageHeader, useEndpoint } from "shared-ui";
import { MailTemplatesCard } from "./mail-templates-card";
import { ReminderSettingsCard } from "./reminder-settings-card";
import { SentEmailsCard } from "./sent-emails-card";

/**
 * /settings/mail 'Correo' (admins): whether the server can send (SMTP_URL, MAIL_FROM), the
 * reminders' schedule and the quotes' follow-up, the templates, and every e-mail sent.
 */
export function MailSettingsPage() {
  const { data, error, mutate } = useEndpoint("mailSettings");

  let body = <Skeleton variant="rounded" height={320} aria-label="Cargando" />;
  if (error) body = <ErrorState message="No se pudo cargar la configuración de correo." onRetry={() => mutate()} />;
  else if (data) {
    body = (
      <Stack spacing={3}>
        <Card component="section" aria-label="Envío de correos">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Envío de correos
            </Typography>
            {data.configured ? (
              <Typography variant="body2">Los correos salen de {data.from}.</Typography>
            ) : (
              <Alert severity="warning">{data.notConfiguredMessage}</Alert>
            )}
          </CardContent>
        </Card>
        <ReminderSettingsCard settings={data} />
        <MailTemplatesCard />
        <SentEmailsCard />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title="Correo"
        subtitle="Plantillas de los correos, recordatorios de pago automáticos y los correos enviados."
      />
      {body}
    </>
  );
}
