import { passwordReset, type StaffUserRecord } from "api/contract";
import { useEffect } from "react";
import { apiRequest, useApiAction } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";
import { afterStaffUserWrite, STAFF_USERS_KEY } from "../../common/revalidation";
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
    const done = await run({
      // 204: the answer has no body, so the write's success is told by this `true`.
      request: async () => {
        await apiRequest("POST", `${STAFF_USERS_KEY}/${user.id}/password`, values);
        return true;
      },
      success: { title: "Contraseña restablecida" },
      failure: { description: "No se pudo restablecer la contraseña. Inténtelo de nuevo." },
      // An SSO-only account now has a password ('Solo SSO' goes away).
      revalidate: afterStaffUserWrite,
      onError: (error) => applyServerErrors(form, error),
    });
    if (done) onClose();
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
