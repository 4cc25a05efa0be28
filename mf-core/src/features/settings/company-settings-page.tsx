import { Skeleton, Stack } from "@mui/material";
import { ErrorState, PageHeader, useEndpoint } from "shared-ui";
import { CompanyLogoCard } from "./company-logo-card";
import { CompanySettingsForm } from "./company-settings-form";
import { FeCertificateCard } from "./fe-certificate-card";
import { FeSetupStatus } from "./fe-setup-status";

/**
 * /settings/company: the company's data printed on every document. Only admins reach this screen
 * (shared-ui's mayOpenScreen) and only they may change the settings (the API's access rules).
 */
export function CompanySettingsPage() {
  const { data, error, isLoading, mutate } = useEndpoint("companySettings");

  return (
    <>
      <PageHeader
        title="Configuración de la Empresa"
        subtitle="Datos de la empresa que aparecen en cotizaciones y facturas, y su configuración de facturación electrónica."
      />
      {error ? (
        <ErrorState message="No se pudo cargar la configuración." onRetry={() => mutate()} />
      ) : isLoading || !data ? (
        <Skeleton variant="rounded" height={480} aria-label="Cargando" />
      ) : (
        <Stack spacing={3}>
          <CompanyLogoCard settings={data} />
          <CompanySettingsForm settings={data} />
          <FeCertificateCard settings={data} />
          <FeSetupStatus settings={data} />
        </Stack>
      )}
    </>
  );
}
