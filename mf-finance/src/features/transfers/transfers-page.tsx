import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import HourglassTopIcon from "@mui/icons-material/HourglassTop";
import PaidIcon from "@mui/icons-material/Paid";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import { CircularProgress, Grid, Stack, Typography } from "@mui/material";
import { type TransferStatus, transferStatuses, transferStatusLabels } from "api/contract";
import { useState } from "react";
import {
  AddButton,
  ExportMenu,
  formatPAB,
  ListCard,
  PageHeader,
  StatCard,
  StatusFilter,
  useEndpoint,
  usePagedList,
} from "shared-ui";
import { useCreateDialog } from "../../common/finance-links";
import { TransferFormDialog } from "./transfer-form-dialog";
import { TransfersTable } from "./transfers-table";

/** /finance/transfers 'Transferencias Bancarias': cards, server-side search and status filter, paged table. */
export function TransfersPage() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<TransferStatus | "all">("all");
  // Open on arrival from the home's 'Nueva Transferencia' quick action.
  const [creating, setCreating] = useCreateDialog();
  const list = usePagedList("listTransfers", { q: search, filters: { status } });
  const summary = useEndpoint("transferSummary");
  const filtered = list.search !== "" || status !== "all";

  return (
    <>
      <PageHeader
        title="Transferencias Bancarias"
        subtitle="Transferencias entre cuentas bancarias."
        actions={
          <>
            <ExportMenu endpoint="exportTransfers" filters={{ q: list.search, status }} />
            <AddButton onClick={() => setCreating(true)}>Nueva Transferencia</AddButton>
          </>
        }
      />
      <Grid container spacing={2} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Total Transferencias"
            value={summary.data?.count ?? 0}
            loading={summary.isLoading}
            icon={<SwapHorizIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Monto Total"
            value={formatPAB(summary.data?.totalAmount ?? "0")}
            loading={summary.isLoading}
            icon={<PaidIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Pendientes"
            value={summary.data?.pendingCount ?? 0}
            subtitle="En proceso"
            loading={summary.isLoading}
            icon={<HourglassTopIcon />}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <StatCard
            title="Completadas"
            value={summary.data?.completedCount ?? 0}
            subtitle="Exitosas"
            loading={summary.isLoading}
            icon={<CheckCircleIcon />}
          />
        </Grid>
      </Grid>
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por referencia o descripción..."
        filters={
          <StatusFilter value={status} onChange={setStatus} statuses={transferStatuses} labels={transferStatusLabels} />
        }
      >
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1, alignItems: "center" }}>
          <Typography variant="h6" component="h2">
            Registro de Transferencias
          </Typography>
          {list.isLoading && <CircularProgress size={20} aria-label="Cargando transferencias" />}
        </Stack>
        <TransfersTable
          list={list}
          emptyMessage={
            filtered
              ? "No se encontraron transferencias con los filtros aplicados"
              : "No hay transferencias registradas"
          }
        />
      </ListCard>
      <TransferFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
