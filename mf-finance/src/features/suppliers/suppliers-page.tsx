import { Grid } from "@mui/material";
import type { SupplierRecord } from "api/contract";
import { useState } from "react";
import { AddButton, ListCard, PageHeader, StatCard, StatusFilter, useEndpoint, usePagedList } from "shared-ui";
import { SupplierFormDialog } from "./supplier-form-dialog";
import { SuppliersTable } from "./suppliers-table";

const supplierStatuses = ["active", "inactive"] as const;
const supplierStatusLabels = { active: "Activos", inactive: "Inactivos" } as const;

const averageFormat = new Intl.NumberFormat("es-PA", { maximumFractionDigits: 1 });

/** /finance/suppliers: cards over every supplier (computed by the API), the list searched and paged on the server. */
export function SuppliersPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<(typeof supplierStatuses)[number] | "all">("all");
  // null: closed; {}: 'Nuevo Proveedor'; { supplier }: 'Editar Proveedor'.
  const [editing, setEditing] = useState<{ supplier?: SupplierRecord } | null>(null);
  const list = usePagedList("listSuppliers", { q: search, filters: { status } });
  const stats = useEndpoint("supplierStats");
  const filtered = list.search !== "" || status !== "all";

  return (
    <>
      <PageHeader
        title="Proveedores"
        subtitle="Proveedores con RUC y términos de pago."
        actions={<AddButton onClick={() => setEditing({})}>Nuevo Proveedor</AddButton>}
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard
            title="Total Proveedores"
            value={stats.data?.total ?? 0}
            subtitle="Proveedores registrados"
            loading={stats.isLoading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard
            title="Términos Promedio"
            value={`${averageFormat.format(stats.data?.averagePaymentTerms ?? 0)} días`}
            subtitle="Plazo de pago promedio"
            loading={stats.isLoading}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StatCard
            title="Con RUC"
            value={stats.data?.withRuc ?? 0}
            subtitle="Proveedores con RUC registrado"
            loading={stats.isLoading}
          />
        </Grid>
      </Grid>
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por nombre, código o email..."
        filters={
          <StatusFilter value={status} onChange={setStatus} statuses={supplierStatuses} labels={supplierStatusLabels} />
        }
      >
        <SuppliersTable
          list={list}
          emptyMessage={filtered ? "No se encontraron proveedores" : "No hay proveedores registrados"}
          onEdit={(supplier) => setEditing({ supplier })}
        />
      </ListCard>
      <SupplierFormDialog open={editing !== null} supplier={editing?.supplier} onClose={() => setEditing(null)} />
    </>
  );
}
