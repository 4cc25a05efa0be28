import { type StaffUserRecord, staffUserPatch } from "api/contract";
import { FormDialog, MoneyInput, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { roleOptions, staffUserNotices } from "./new-staff-user-dialog";

const initialValues = (user?: StaffUserRecord) => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  role: user?.role ?? "staff",
  hourlyRate: user?.hourlyRate ?? "",
});

/**
 * 'Editar usuario': names and role (the email is the account's sign-in and stays). Demoting the
 * last active admin is refused by the API; its reason appears as a notice.
 */
export function EditStaffUserDialog({ user, onClose }: { user: StaffUserRecord | null; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: staffUserPatch,
    entity: user ?? undefined,
    open: user !== null,
    initialValues,
    // Edit-only: it names no create operation (closed, it holds no user).
    update: "updateUser",
    notices: staffUserNotices,
    onClose,
  });

  return (
    <FormDialog {...dialog} title="Editar usuario" description={user?.email} submitLabel="Guardar Cambios">
      <TextInput control={form.control} name="firstName" label="Nombre" required autoFocus />
      <TextInput control={form.control} name="lastName" label="Apellido" />
      <SelectInput control={form.control} name="role" label="Rol" options={roleOptions} required />
      <MoneyInput
        control={form.control}
        name="hourlyRate"
        label="Tarifa por hora"
        helperText="Por defecto, en proyectos y clientes sin tarifa propia"
      />
    </FormDialog>
  );
}
