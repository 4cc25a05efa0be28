import { type SupplierRecord, supplierInput } from "api/contract";
import { FormDialog, useEntityForm } from "shared-ui/forms";
import { SupplierFields, supplierFormValues } from "./supplier-fields";

/**
 * 'Nuevo Proveedor' (no supplier, POST) or 'Editar Proveedor' (filled in, PATCH). Both check the
 * RUC and its DV before anything is sent; the API checks them again.
 */
export function SupplierFormDialog({
  open,
  supplier,
  onClose,
}: {
  open: boolean;
  supplier?: SupplierRecord;
  onClose: () => void;
}) {
  const { form, editing, dialog } = useEntityForm({
    schema: supplierInput,
    entity: supplier,
    open,
    initialValues: supplierFormValues,
    create: "createSupplier",
    update: "updateSupplier",
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
      {...dialog}
      title={editing ? "Editar Proveedor" : "Nuevo Proveedor"}
      description={
        editing ? "Modifique los datos del proveedor." : "Registre un proveedor con su RUC y términos de pago."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Proveedor"}
      submittingLabel={editing ? "Guardando..." : "Creando..."}
    >
      <SupplierFields control={form.control} />
    </FormDialog>
  );
}
