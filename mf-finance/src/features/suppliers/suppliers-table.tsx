import { Stack, TableCell, TableRow, Typography } from "@mui/material";
import { type SupplierRecord, supplierAddressPreview } from "api/contract";
import { DeleteButton, EditButton, type ListColumn, type ListState, ListTable, StatusBadge } from "shared-ui";
import { useDeleteSupplier } from "./use-delete-supplier";

const columns: ListColumn[] = [
  { label: "Código" },
  { label: "Proveedor" },
  { label: "Contacto" },
  { label: "RUC" },
  { label: "Dirección" },
  { label: "Términos", align: "right" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  list: ListState<SupplierRecord>;
  emptyMessage: string;
  onEdit: (supplier: SupplierRecord) => void;
};

export function SuppliersTable({ list, emptyMessage, onEdit }: Props) {
  const remove = useDeleteSupplier();
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage={emptyMessage}
      renderRow={(supplier) => (
        <TableRow key={supplier.id} hover>
          <TableCell sx={{ whiteSpace: "nowrap" }}>{supplier.supplierCode}</TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: "break-word" }}>
              {supplier.name}
            </Typography>
          </TableCell>
          <TableCell>
            <Typography variant="body2">{supplier.email || "N/A"}</Typography>
            <Typography variant="caption" color="text.secondary">
              {supplier.phone || "N/A"}
            </Typography>
          </TableCell>
          <TableCell sx={{ whiteSpace: "nowrap" }}>
            {supplier.ruc ? `${supplier.ruc}${supplier.dv ? ` DV ${supplier.dv}` : ""}` : "-"}
          </TableCell>
          <TableCell title={supplier.address ?? undefined}>{supplierAddressPreview(supplier.address) || "-"}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
            {supplier.paymentTerms} días
          </TableCell>
          <TableCell>
            <StatusBadge
              label={supplier.isActive ? "Activo" : "Inactivo"}
              tone={supplier.isActive ? "success" : "secondary"}
            />
          </TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
              <EditButton subject={`proveedor ${supplier.name}`} onEdit={() => onEdit(supplier)} />
              <DeleteButton subject={`proveedor ${supplier.name}`} onDelete={() => remove(supplier)} />
            </Stack>
          </TableCell>
        </TableRow>
      )}
    />
  );
}
