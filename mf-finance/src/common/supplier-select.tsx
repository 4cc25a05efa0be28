import type { SupplierRecord } from "api/contract";
import type { Control, FieldValues, Path } from "react-hook-form";
import { RecordSearchSelect, type SearchOption } from "shared-ui/forms";

const SEARCH_LIMIT = 20;

/** A supplier as the picker offers it: 'Name (code)'. */
const supplierOption = (supplier: SupplierRecord): SearchOption => ({
  id: supplier.id,
  label: `${supplier.name} (${supplier.supplierCode})`,
});

/**
 * The 'Proveedor' picker of the payable and transaction forms: it asks GET /api/financial/suppliers
 * for the first matches of the text as the user types, never the whole list. A new payable offers
 * only active suppliers (`activeOnly`).
 */
export function SupplierSelect<Values extends FieldValues & { supplierId: unknown }>({
  control,
  required,
  activeOnly,
}: {
  control: Control<Values, unknown, unknown>;
  required?: boolean;
  activeOnly?: boolean;
}) {
  return (
    <RecordSearchSelect<Values, "listSuppliers">
      control={control}
      name={"supplierId" as Path<Values>}
      label="Proveedor"
      required={required}
      search="listSuppliers"
      query={activeOnly ? { status: "active" } : undefined}
      limit={SEARCH_LIMIT}
      toOption={supplierOption}
      noOptionsText="No se encontraron proveedores"
    />
  );
}
