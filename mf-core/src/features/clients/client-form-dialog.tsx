import { Checkbox, FormControlLabel, FormHelperText, Stack } from "@mui/material";
import { type ClientRecord, clientInput, clientStatuses, clientStatusLabels, HOME_COUNTRY } from "api/contract";
import { Controller } from "react-hook-form";
import { FormDialog, labelledOptions, MoneyInput, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { countryOptions } from "../../common/countries";
import { withholdingOptions } from "../../common/itbms-withholding";

const statusOptions = labelledOptions(clientStatuses, clientStatusLabels);

function initialValues(client?: ClientRecord) {
  return {
    name: client?.name ?? "",
    company: client?.company ?? "",
    email: client?.email ?? "",
    phone: client?.phone ?? "",
    address: client?.address ?? "",
    ruc: client?.ruc ?? "",
    dv: client?.dv ?? "",
    itbmsWithholdingPercent: client?.itbmsWithholdingPercent ?? 0,
    countryCode: client?.countryCode ?? HOME_COUNTRY,
    isGovernment: client?.isGovernment ?? false,
    noReminders: client?.noReminders ?? false,
    status: client?.status ?? "active",
    hourlyRate: client?.hourlyRate ?? "",
  };
}

/** 'Agregar Cliente' (no client) or 'Editar Cliente'. */
export function ClientFormDialog({
  open,
  client,
  prefill,
  onClose,
}: {
  open: boolean;
  client?: ClientRecord;
  /** A new client's first values (from a quote request). */
  prefill?: Pick<ClientRecord, "name" | "company" | "email">;
  onClose: () => void;
}) {
  const { form, editing, dialog } = useEntityForm({
    schema: clientInput,
    entity: client,
    open,
    initialValues,
    prefill,
    create: "createClient",
    update: "updateClient",
    notices: {
      created: "Cliente creado",
      updated: "Cliente actualizado",
      createFailed: "No se pudo crear el cliente. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar el cliente. Inténtelo de nuevo.",
    },
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar Cliente" : "Agregar Cliente"}
      description={editing ? "Actualice los datos del cliente." : "Registre un nuevo cliente en el CRM."}
      submitLabel={editing ? "Guardar Cambios" : "Crear Cliente"}
    >
      <TextInput control={form.control} name="name" label="Nombre" required autoFocus />
      <TextInput control={form.control} name="company" label="Empresa" />
      <TextInput control={form.control} name="email" label="Email" type="email" />
      <TextInput control={form.control} name="phone" label="Teléfono" />
      <TextInput control={form.control} name="address" label="Dirección" multiline minRows={2} />
      <Stack direction="row" spacing={2}>
        <TextInput
          control={form.control}
          name="ruc"
          label="RUC"
          placeholder="155587169-2-2014"
          helperText="Opcional; se imprime en sus facturas"
        />
        <TextInput
          control={form.control}
          name="dv"
          label="DV"
          placeholder="09"
          slotProps={{ htmlInput: { maxLength: 2 } }}
          sx={{ maxWidth: 96 }}
        />
      </Stack>
      <SelectInput
        control={form.control}
        name="itbmsWithholdingPercent"
        label="Retención de ITBMS"
        options={withholdingOptions}
      />
      <SelectInput control={form.control} name="countryCode" label="País" options={countryOptions()} />
      <Controller
        control={form.control}
        name="isGovernment"
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              label="Entidad del Estado"
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
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
              {fieldState.error?.message ??
                "Ministerios, municipios, entidades autónomas: sus facturas electrónicas lo indican"}
            </FormHelperText>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="noReminders"
        render={({ field }) => (
          <div>
            <FormControlLabel
              label="No enviar recordatorios"
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
            <FormHelperText sx={{ mt: 0 }}>
              Sus facturas no reciben los recordatorios de pago automáticos
            </FormHelperText>
          </div>
        )}
      />
      <SelectInput control={form.control} name="status" label="Estado" options={statusOptions} />
      <MoneyInput
        control={form.control}
        name="hourlyRate"
        label="Tarifa por hora"
        helperText="Opcional: la de sus proyectos sin tarifa propia"
      />
    </FormDialog>
  );
}
