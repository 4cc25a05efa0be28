import type { SupplierRecord } from "api/contract";
import type { Control, FieldValues, Path } from "react-hook-form";
import { pagedListPath } from "shared-ui";
import { RecordSearchSelect, type SearchOption } from "shared-ui/forms";
import { SUPPLIERS_KEY } from "./revalidation";

const SEARCH_LIMIT = 20;

/** A supplier as the picker offers it: 'Name (code)'. */
const supplierOption = (supplier: SupplierRecord): SearchOption => ({
  id: supplier.id,
  label: `${supplier.name} (${supplier.supplierCode})`,
});

/** The first page of GET /api/financial/suppliers matching the text: never the whole list. */
const searchAll = (text: string) => pagedListPath(SUPPLIERS_KEY, { q: text, limit: SEARCH_LIMIT, offset: 0 });
const searchActive = (text: string) =>
  pagedListPath(SUPPLIERS_KEY, { q: text, filters: { status: "active" }, limit: SEARCH_LIMIT, offset: 0 });

/**
 * The 'Proveedor' picker of the payable and transaction forms: it searches the suppliers on the
 * server as the user types. A new payable offers only active suppliers (`activeOnly`).
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
    <RecordSearchSelect<Values, SupplierRecord>
      control={control}
      name={"supplierId" as Path<Values>}
      label="Proveedor"
      required={required}
      searchPath={activeOnly ? searchActive : searchAll}
      toOption={supplierOption}
      noOptionsText="No se encontraron proveedores"
    />
  );
}
