import { MenuItem, TextField } from "@mui/material";
import { type TransactionType, transactionTypeLabels, transactionTypes } from "api/contract";
import { useState } from "react";
import { AddButton, ExportMenu, ListCard, PageHeader, usePagedList } from "shared-ui";
import { useCreateDialog } from "../../common/finance-links";
import { TransactionFormDialog } from "./transaction-form-dialog";
import { TransactionsTable } from "./transactions-table";

type TypeFilter = TransactionType | "all";

/** /finance/transactions: searched, filtered and paged on the server; 'Exportar' takes the same filters. */
export function TransactionsPage() {
  const [search, setSearch] = useState("");
  const [type, setType] = useState<TypeFilter>("all");
  // Open on arrival from the home's 'Nueva Transacción' quick action.
  const [creating, setCreating] = useCreateDialog();
  const list = usePagedList("listTransactions", { q: search, filters: { type } });

  const filtered = list.search !== "" || type !== "all";
  return (
    <>
      <PageHeader
        title="Transacciones"
        subtitle="Ingresos, gastos, transferencias y ajustes."
        actions={
          <>
            <ExportMenu endpoint="exportTransactions" filters={{ q: list.search, type }} />
            <AddButton onClick={() => setCreating(true)}>Nueva Transacción</AddButton>
          </>
        }
      />
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por descripción o referencia..."
        filters={
          <TextField
            select
            size="small"
            label="Tipo"
            value={type}
            onChange={(event) => setType(event.target.value as TypeFilter)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="all">Todos</MenuItem>
            {transactionTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {transactionTypeLabels[value]}
              </MenuItem>
            ))}
          </TextField>
        }
      >
        <TransactionsTable
          list={list}
          emptyMessage={filtered ? "No se encontraron transacciones" : "No hay transacciones registradas"}
        />
      </ListCard>
      <TransactionFormDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
