import { API_TOKEN_YEARS_AHEAD, apiTokenInput, type CreatedApiTokenRecord } from "api/contract";
import { useMemo } from "react";
import { addDays, todayInPanama, useEndpoint } from "shared-ui";
import { DateInput, FormDialog, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { staffUserName } from "../../common/staff-user-names";

// Create-only: a token is never edited, only revoked.
const notices = { created: "Token creado", createFailed: "No se pudo crear el token. Inténtelo de nuevo." };

// Three months unless the admin picks another day: long enough for an integration to settle,
// short enough that a forgotten one stops.
const initialValues = () => ({ userId: "", name: "", expiresAt: addDays(todayInPanama(), 90) });

/**
 * 'Nuevo token': the account it acts as (active ones only: the API refuses the others), a name
 * that says which integration holds it, and its last day. The answer, with the token, goes to
 * `onCreated`, which shows it once.
 */
export function NewApiTokenDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiTokenRecord) => void;
}) {
  const { data: users } = useEndpoint(open ? "listUsers" : null);
  const userOptions = useMemo(
    () =>
      (users ?? [])
        .filter((user) => user.isActive)
        .map((user) => ({ value: user.id, label: `${staffUserName(user)} (${user.email})` })),
    [users],
  );
  const { form, dialog } = useEntityForm({
    schema: apiTokenInput,
    open,
    initialValues,
    create: "createApiToken",
    notices,
    onSaved: onCreated,
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title="Nuevo token de API"
      description={`El token actúa como el usuario elegido, con el rol que tenga en cada momento, hasta el final del día de vencimiento (como máximo ${API_TOKEN_YEARS_AHEAD} años).`}
      submitLabel="Crear token"
    >
      <SelectInput
        control={form.control}
        name="userId"
        label="Usuario"
        options={userOptions}
        placeholder="Seleccione un usuario"
        required
      />
      <TextInput
        control={form.control}
        name="name"
        label="Nombre"
        helperText="Qué integración lo usa, por ejemplo 'Conector contable'."
        required
      />
      <DateInput control={form.control} name="expiresAt" label="Vence el" required />
    </FormDialog>
  );
}
