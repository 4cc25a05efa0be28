import { Box, Button, Stack } from "@mui/material";
import {
  type CompanySettingsInput,
  type CompanySettingsRecord,
  companyBankAccountTypes,
  companySettingsInput,
  companySettingsLabels as labels,
} from "api/contract";
import { useEffect } from "react";
import { useApiAction } from "shared-ui";
import { applyServerErrors, SelectInput, TextInput, useZodForm } from "shared-ui/forms";
import { itbmsRateOptions } from "../../common/itbms";
import { FeSettingsSection } from "./fe-settings-section";
import { SettingsField, SettingsSection } from "./settings-section";

const accountTypeOptions = companyBankAccountTypes.map((type) => ({ value: type, label: type }));

/** The form's values: the record's, with empty text for what is not set. */
function formValues(settings: CompanySettingsRecord): CompanySettingsInput {
  return {
    legalName: settings.legalName,
    tradeName: settings.tradeName ?? "",
    ruc: settings.ruc ?? "",
    dv: settings.dv ?? "",
    address: settings.address ?? "",
    phone: settings.phone ?? "",
    email: settings.email ?? "",
    defaultItbmsRate: settings.defaultItbmsRate,
    paymentTermsDays: String(settings.paymentTermsDays),
    bankName: settings.bankName ?? "",
    bankAccountType: settings.bankAccountType ?? "",
    bankAccountNumber: settings.bankAccountNumber ?? "",
    bankAccountHolder: settings.bankAccountHolder ?? "",
    feEnvironment: settings.feEnvironment ?? "",
    feBranchCode: settings.feBranchCode ?? "",
    feBillingPoint: settings.feBillingPoint ?? "",
    feLocationCode: settings.feLocationCode ?? "",
    feProvince: settings.feProvince ?? "",
    feDistrict: settings.feDistrict ?? "",
    feCorregimiento: settings.feCorregimiento ?? "",
    feCoordinates: settings.feCoordinates ?? "",
    pacProvider: settings.pacProvider ?? "",
    feAnnulmentDays: String(settings.feAnnulmentDays),
  };
}

/**
 * The company's data in five groups (electronic invoicing's last), checked by the contract's schema before anything is sent
 * ('RUC inválido' under the field), then PATCHed whole: the API writes only what changed.
 */
export function CompanySettingsForm({ settings }: { settings: CompanySettingsRecord }) {
  const form = useZodForm(companySettingsInput, formValues(settings));
  const run = useApiAction();

  // New stored values (a logo upload reloads the record) show in the fields not being edited:
  // what the user has typed and not saved yet stays.
  useEffect(() => {
    form.reset(formValues(settings), { keepDirtyValues: true });
  }, [settings, form]);

  const submit = form.handleSubmit(async (values) => {
    const saved = await run({
      endpoint: "updateCompanySettings",
      body: values,
      success: { title: "Configuración guardada" },
      failure: { description: "No se pudo guardar la configuración. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    // The fields show what was stored ('9' is now '09'), and nothing is left unsaved.
    if (saved) form.reset(formValues(saved));
  });

  const { control } = form;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Configuración de la empresa">
      <Stack spacing={3}>
        <SettingsSection title="Datos legales">
          <SettingsField>
            <TextInput control={control} name="legalName" label={labels.legalName} required />
          </SettingsField>
          <SettingsField>
            <TextInput control={control} name="tradeName" label={labels.tradeName} />
          </SettingsField>
          <SettingsField md={8}>
            <TextInput
              control={control}
              name="ruc"
              label={labels.ruc}
              placeholder="155587169-2-2014"
              helperText="Jurídico (155587169-2-2014), natural (8-769-1080, E-8-127702) o NT (8-NT-1-24)"
            />
          </SettingsField>
          <SettingsField md={4}>
            <TextInput
              control={control}
              name="dv"
              label={labels.dv}
              placeholder="09"
              slotProps={{ htmlInput: { maxLength: 2 } }}
            />
          </SettingsField>
        </SettingsSection>

        <SettingsSection title="Contacto">
          <SettingsField md={12}>
            <TextInput control={control} name="address" label={labels.address} multiline minRows={2} />
          </SettingsField>
          <SettingsField>
            <TextInput control={control} name="phone" label={labels.phone} />
          </SettingsField>
          <SettingsField>
            <TextInput control={control} name="email" label={labels.email} type="email" />
          </SettingsField>
        </SettingsSection>

        <SettingsSection title="Facturación">
          <SettingsField>
            <SelectInput
              control={control}
              name="defaultItbmsRate"
              label={labels.defaultItbmsRate}
              options={itbmsRateOptions}
            />
          </SettingsField>
          <SettingsField>
            <TextInput
              control={control}
              name="paymentTermsDays"
              label={labels.paymentTermsDays}
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 365, step: 1 } }}
            />
          </SettingsField>
        </SettingsSection>

        <SettingsSection title="Datos bancarios">
          <SettingsField>
            <TextInput control={control} name="bankName" label={labels.bankName} />
          </SettingsField>
          <SettingsField>
            <SelectInput
              control={control}
              name="bankAccountType"
              label={labels.bankAccountType}
              options={accountTypeOptions}
              placeholder="Sin especificar"
            />
          </SettingsField>
          <SettingsField>
            <TextInput control={control} name="bankAccountNumber" label={labels.bankAccountNumber} />
          </SettingsField>
          <SettingsField>
            <TextInput control={control} name="bankAccountHolder" label={labels.bankAccountHolder} />
          </SettingsField>
        </SettingsSection>

        <FeSettingsSection control={control} settings={settings} />

        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Guardando..." : "Guardar cambios"}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
