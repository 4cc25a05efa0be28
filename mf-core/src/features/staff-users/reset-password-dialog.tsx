import { passwordReset, type StaffUserRecord } from "api/contract";
import { useEffect } from "react";
import { useApiAction } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";
import { staffUserName } from "../../common/staff-user-names";

const emptyValues = { password: "" };

/**
 * 'Restablecer contraseña': an admin sets a new password for an account (an SSO-only account
 * gets its first one). The API ends every session of that account.
 */
export function ResetPasswordDialog({ user, onClose }: { user: StaffUserRecord | null; onClose: () => void }) {
  const form = useZodForm(passwordReset, emptyValues);
  const run = useApiAction();

  useEffect(() => {
    if (user) form.reset(emptyValues);
  }, [user, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    // An SSO-only account now has a password: the staff list is reread ('Solo SSO' goes away).
    const done = await run({
      endpoint: "resetUserPassword",
      params: { id: user.id },
      body: values,
      success: { title: "Contraseña restablecida" },
      failure: { description: "No se pudo restablecer la contraseña. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    // The answer is a 204 (null); undefined means it failed.
    if (done !== undefined) onClose();
  });

  return (
    <FormDialog
      open={user !== null}
      title="Restablecer contraseña"
      description={
        user ? `Nueva contraseña para ${staffUserName(user)}. Sus sesiones abiertas se cerrarán.` : undefined
      }
      submitLabel="Restablecer"
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        control={form.control}
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        helperText="Al menos 10 caracteres; no una contraseña común."
        required
        autoFocus
      />
    </FormDialog>
  );
}
