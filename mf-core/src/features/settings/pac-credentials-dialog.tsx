import { type PacCredentialsInput, pacCredentialsInput } from "api/contract";
import { type FormEvent, useEffect } from "react";
import { useApiAction } from "shared-ui";
import { FormDialog, TextInput, useZodForm } from "shared-ui/forms";

const EMPTY: PacCredentialsInput = { tokenEmpresa: "", tokenPassword: "" };

/**
 * 'Credenciales del PAC': the two tokens the PAC gives per RUC, sent alone in a PATCH (they are
 * write-only: the form starts empty each time, and the settings only say that they are there).
 */
export function PacCredentialsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(pacCredentialsInput, EMPTY);
  const run = useApiAction();

  // Nothing typed is kept between openings: a secret is never left in a closed form.
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const save = form.handleSubmit(async (values) => {
    const saved = await run({
      endpoint: "updateCompanySettings",
      body: { pacCredentials: values },
      success: { title: "Credenciales del PAC guardadas" },
      failure: { description: "No se pudieron guardar las credenciales. Inténtelo de nuevo." },
    });
    if (saved) onClose();
  });

  // The dialog sits inside the settings form's tree: its submit must not reach that form too.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void save(event);
  };

  return (
    <FormDialog
      open={open}
      title="Credenciales del PAC"
      description="Los tokens que el PAC entrega para el RUC de la empresa. Se guardan cifrados y no se vuelven a mostrar."
      submitLabel="Guardar credenciales"
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput
        control={form.control}
        name="tokenEmpresa"
        label="tokenEmpresa"
        required
        autoComplete="off"
        autoFocus
      />
      <TextInput
        control={form.control}
        name="tokenPassword"
        label="tokenPassword"
        required
        type="password"
        autoComplete="new-password"
      />
    </FormDialog>
  );
}
