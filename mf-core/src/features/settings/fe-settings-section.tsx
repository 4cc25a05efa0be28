import { Button, Chip, Stack, Typography } from "@mui/material";
import {
  type CompanySettingsInput,
  type CompanySettingsRecord,
  feEnvironmentLabels,
  feEnvironments,
  companySettingsLabels as labels,
  pacProviderLabels,
  pacProviders,
} from "api/contract";
import { useState } from "react";
import type { Control } from "react-hook-form";
import { useApiAction, useConfirm } from "shared-ui";
import { labelledOptions, SelectInput, TextInput } from "shared-ui/forms";
import { PacCredentialsDialog } from "./pac-credentials-dialog";
import { SettingsField, SettingsSection } from "./settings-section";

const environmentOptions = feEnvironments.map((value) => ({ value, label: feEnvironmentLabels[value] }));
const pacOptions = labelledOptions(pacProviders, pacProviderLabels);

/**
 * 'Facturación electrónica': the DGI's issuer data and number series, the PAC and the annulment
 * window, saved with the rest of the form; and the PAC's credentials, write-only, through their own
 * dialog ('Configuradas' and 'Cambiar', never their values).
 */
export function FeSettingsSection({
  control,
  settings,
}: {
  control: Control<CompanySettingsInput, unknown, unknown>;
  settings: CompanySettingsRecord;
}) {
  const [editingCredentials, setEditingCredentials] = useState(false);
  const run = useApiAction();
  const confirm = useConfirm();

  async function removeCredentials() {
    const confirmed = await confirm({
      title: "Quitar credenciales del PAC",
      message: "Sin ellas, las facturas electrónicas se firman pero no se envían al PAC para su autorización.",
      confirmLabel: "Quitar",
    });
    if (!confirmed) return;
    await run({
      endpoint: "updateCompanySettings",
      body: { pacCredentials: null },
      success: { title: "Credenciales del PAC quitadas" },
      failure: { description: "No se pudieron quitar las credenciales. Inténtelo de nuevo." },
    });
  }

  return (
    <SettingsSection title="Facturación electrónica">
      <SettingsField md={4}>
        <SelectInput
          control={control}
          name="feEnvironment"
          label={labels.feEnvironment}
          options={environmentOptions}
          placeholder="Sin definir"
        />
      </SettingsField>
      <SettingsField md={4}>
        <TextInput
          control={control}
          name="feBranchCode"
          label={labels.feBranchCode}
          placeholder="0000"
          helperText="4 letras o números; 0000 es la casa matriz"
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
      </SettingsField>
      <SettingsField md={4}>
        <TextInput
          control={control}
          name="feBillingPoint"
          label={labels.feBillingPoint}
          placeholder="001"
          helperText="3 dígitos, de 001 a 999"
          slotProps={{ htmlInput: { maxLength: 3, inputMode: "numeric" } }}
        />
      </SettingsField>
      <SettingsField md={4}>
        <TextInput
          control={control}
          name="feLocationCode"
          label={labels.feLocationCode}
          placeholder="8-8-7"
          helperText="Provincia-distrito-corregimiento de la DGI"
        />
      </SettingsField>
      {(["feProvince", "feDistrict", "feCorregimiento"] as const).map((name) => (
        <SettingsField key={name} md={4}>
          <TextInput
            control={control}
            name={name}
            label={labels[name]}
            helperText="Como lo escribe el catálogo de la DGI"
          />
        </SettingsField>
      ))}
      <SettingsField md={4}>
        <TextInput
          control={control}
          name="feCoordinates"
          label={labels.feCoordinates}
          placeholder="+8.9892,-79.5201"
          helperText="Latitud,longitud con 4 a 6 decimales"
        />
      </SettingsField>
      <SettingsField md={4}>
        <TextInput
          control={control}
          name="feAnnulmentDays"
          label={labels.feAnnulmentDays}
          type="number"
          helperText="Plazo del PAC para anular una factura autorizada"
          slotProps={{ htmlInput: { min: 1, max: 30, step: 1 } }}
        />
      </SettingsField>
      <SettingsField>
        <SelectInput
          control={control}
          name="pacProvider"
          label={labels.pacProvider}
          options={pacOptions}
          placeholder="Sin PAC (se firman sin autorizar)"
        />
      </SettingsField>
      <SettingsField>
        <Stack spacing={0.5}>
          <Typography variant="body2" color="text.secondary">
            {labels.pacCredentials} (tokenEmpresa y tokenPassword)
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Chip
              size="small"
              color={settings.hasPacCredentials ? "success" : "default"}
              label={settings.hasPacCredentials ? "Configuradas" : "Sin configurar"}
            />
            <Button type="button" size="small" onClick={() => setEditingCredentials(true)}>
              {settings.hasPacCredentials ? "Cambiar" : "Configurar"}
            </Button>
            {settings.hasPacCredentials && (
              <Button type="button" size="small" color="error" onClick={removeCredentials}>
                Quitar
              </Button>
            )}
          </Stack>
        </Stack>
      </SettingsField>
      <PacCredentialsDialog open={editingCredentials} onClose={() => setEditingCredentials(false)} />
    </SettingsSection>
  );
}
