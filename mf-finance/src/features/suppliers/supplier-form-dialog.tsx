import { type SupplierInput, type SupplierRecord, supplierInput } from "api/contract";
import { FormDialog, TextInput, useEntityForm } from "shared-ui/forms";
import { afterSupplierWrite, SUPPLIERS_KEY } from "../../common/revalidation";

function initialValues(): SupplierInput {
  return {
    supplierCode: "",
    name: "",
    email: "",
    phone: "",
    address: "",
    nit: "",
    ruc: "",
    dv: "",
    paymentTerms: "30",
  };
}

/**
 * 'Nuevo Proveedor': the RUC and its DV are checked with the DGI's algorithm by the contract's
 * schema, so the form shows 'RUC inválido' / 'DV inválido' before anything is sent.
 */
export function SupplierFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, submit } = useEntityForm({
    schema: supplierInput,
    entity: undefined as SupplierRecord | undefined,
    open,
    initialValues,
    path: SUPPLIERS_KEY,
    revalidate: afterSupplierWrite,
    notices: {
      created: "Proveedor creado",
      updated: "Proveedor actualizado",
      createFailed: "No se pudo crear el proveedor. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar el proveedor. Inténtelo de nuevo.",
    },
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title="Nuevo Proveedor"
      description="Registre un proveedor con su RUC y términos de pago."
      submitLabel="Crear Proveedor"
      submittingLabel="Creando..."
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextInput control={form.control} name="supplierCode" label="Código" required autoFocus />
      <TextInput control={form.control} name="name" label="Nombre" required />
      <TextInput control={form.control} name="email" label="Email" type="email" />
      <TextInput control={form.control} name="phone" label="Teléfono" />
      <TextInput control={form.control} name="address" label="Dirección" multiline minRows={2} />
      <TextInput control={form.control} name="nit" label="NIT" />
      <TextInput
        control={form.control}
        name="ruc"
        label="RUC"
        placeholder="155587169-2-2014"
        helperText="Jurídico (155587169-2-2014) o natural (8-769-1080, E-8-127702)"
      />
      <TextInput
        control={form.control}
        name="dv"
        label="DV"
        placeholder="09"
        slotProps={{ htmlInput: { maxLength: 2 } }}
      />
      <TextInput
        control={form.control}
        name="paymentTerms"
        label="Términos de pago (días)"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
    </FormDialog>
  );
}
