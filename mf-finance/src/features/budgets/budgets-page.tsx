import { Card, MenuItem, Stack, TextField } from "@mui/material";
import { type BudgetRecord, budgetPeriodLabel } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, DetailsDialog, formatPAB, PageHeader, todayInPanama, useEndpoint } from "shared-ui";
import { BudgetFormDialog, budgetYears } from "./budget-form-dialog";
import { BudgetsTable, budgetCategory, UsageBar } from "./budgets-table";

type Editing = { budget?: BudgetRecord } | null;

export function BudgetsPage() {
  const [year, setYear] = useState(() => Number(todayInPanama().slice(0, 4)));
  const { data, error, isLoading, mutate } = useEndpoint("listBudgets", { query: { year: String(year) } });
  const categories = useEndpoint("listCategories");
  const [editing, setEditing] = useState<Editing>(null);
  const [viewing, setViewing] = useState<BudgetRecord | null>(null);
  const years = useMemo(() => budgetYears(), []);

  return (
    <>
      <PageHeader
        title="Presupuestos"
        subtitle="Presupuestos por categoría y período."
        actions={<AddButton onClick={() => setEditing({})}>Nuevo Presupuesto</AddButton>}
      />
      <Card>
        <Stack direction="row" spacing={2} sx={{ p: 2 }}>
          <TextField
            select
            size="small"
            label="Año"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            sx={{ minWidth: 140 }}
          >
            {years.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <BudgetsTable
          list={{ rows: data ?? [], isLoading, error, retry: () => void mutate() }}
          onView={setViewing}
          onEdit={(budget) => setEditing({ budget })}
        />
      </Card>
      <BudgetFormDialog
        open={editing !== null}
        budget={editing?.budget}
        year={year}
        categories={categories.data ?? []}
        onClose={() => setEditing(null)}
      />
      <DetailsDialog
        record={viewing}
        title={(budget) => budget.name}
        items={(budget) => [
          ["Categoría", budgetCategory(budget)],
          ["Período", budgetPeriodLabel(budget)],
          ["Presupuesto", formatPAB(budget.amount)],
          ["Real", formatPAB(budget.actual)],
          ["Disponible", formatPAB(budget.remaining)],
          ["% usado", <UsageBar key="uso" budget={budget} />],
          ["Notas", budget.notes],
        ]}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
