// The one contract file it needs, rather than the whole contract (every schema of the API).
import { type OwnPasswordChangeInput, ownPasswordChange } from "api/contract/staff-users";
import { useEffect } from "react";
import { useApiAction } from "shared-ui";
import { applyServerErrors, FormDialog, TextInput, useZodForm } from "shared-ui/forms";

const emptyValues: OwnPasswordChangeInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * 'Cambiar contraseña': the signed-in user's own password. The API checks the current one and
 * refuses a common new one (its messages appear under the fields); the user's other sessions end.
 * Loaded only when first opened (top-bar.tsx): the shell's first chunk carries no forms.
 */
export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(ownPasswordChange, emptyValues);
  const run = useApiAction();

  useEffect(() => {
    if (open) form.reset(emptyValues);
  }, [open, form]);

  const submit = form.handleSubmit(async (values) => {
    // The change is in the activity log, which is reread after it (contract/list-relations.ts).
    const changed = await run({
      endpoint: "changeOwnPassword",
      body: values,
      success: { title: "Contraseña actualizada", description: "Sus otras sesiones se cerraron." },
      failure: { description: "No se pudo cambiar la contraseña. Inténtelo de nuevo." },
      onError: (error) => applyServerErrors(form, error),
    });
    // The answer is a 204 (null); undefined means it failed.
    if (changed !== undefined) onClose();
  });

  return (
    <FormDialog
      open={open}
      title="Cambiar contraseña"
      description="Al cambiarla se cierran sus otras sesiones abiertas."
      submitLabel="Guardar contraseña"
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        control={form.control}
        name="currentPassword"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
      />
      <TextInput
        control={form.control}
        name="newPassword"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        helperText="Al menos 10 caracteres; no una contraseña común."
        required
      />
      <TextInput
        control={form.control}
        name="confirmPassword"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
      />
    </FormDialog>
  );
}
