import { staffRoleLabels, staffRoles, staffUserInput } from "api/contract";
import { FormDialog, labelledOptions, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";

/** The notices of both staff dialogs (useEntityForm). */
export const staffUserNotices = {
  created: "Usuario creado",
  updated: "Usuario actualizado",
  createFailed: "No se pudo crear el usuario. Inténtelo de nuevo.",
  updateFailed: "No se pudo actualizar el usuario. Inténtelo de nuevo.",
};

export const roleOptions = labelledOptions(staffRoles, staffRoleLabels);

const initialValues = () => ({ email: "", firstName: "", lastName: "", role: "staff" as const, password: "" });

/** 'Nuevo usuario': an account with a role and, optionally, a first password (else SSO only). */
export function NewStaffUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: staffUserInput,
    open,
    initialValues,
    create: "createUser",
    notices: staffUserNotices,
    onClose,
  });

  return (
    <FormDialog
      {...dialog}
      title="Nuevo usuario"
      description="Cree la cuenta de un miembro del personal y elija su rol."
      submitLabel="Crear usuario"
    >
      <TextInput control={form.control} name="email" label="Email" type="email" required autoFocus />
      <TextInput control={form.control} name="firstName" label="Nombre" required />
      <TextInput control={form.control} name="lastName" label="Apellido" />
      <SelectInput control={form.control} name="role" label="Rol" options={roleOptions} required />
      <TextInput
        control={form.control}
        name="password"
        label="Contraseña inicial"
        type="password"
        autoComplete="new-password"
        helperText="Opcional. Sin contraseña, la cuenta solo puede iniciar sesión con SSO."
      />
    </FormDialog>
  );
}
