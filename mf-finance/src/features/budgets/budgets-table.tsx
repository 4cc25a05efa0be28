import { Box, LinearProgress, Stack, TableCell, TableRow, Typography } from "@mui/material";
import { type BudgetRecord, budgetPeriodLabel } from "api/contract";
import { formatPAB, type ListColumn, type ListState, ListTable, RowActions } from "shared-ui";
import { useConfirmedDelete } from "shared-ui/forms";

const columns: ListColumn[] = [
  { label: "Categoría" },
  { label: "Período" },
  { label: "Presupuesto", align: "right" },
  { label: "Real", align: "right" },
  { label: "Disponible", align: "right" },
  { label: "%" },
  { label: "Acciones", align: "right" },
];

/** A budget's category as the screens name it. */
export const budgetCategory = (budget: BudgetRecord) => budget.categoryName ?? "Sin categoría";

/** '40.0%': the API's percentage, one decimal. */
export const formatPercent = (percent: number) => `${percent.toFixed(1)}%`;

/** Green under 80 %, amber up to the budget, red beyond it. */
const progressColor = (percent: number) => (percent > 100 ? "error" : percent >= 80 ? "warning" : "success");

export function UsageBar({ budget }: { budget: BudgetRecord }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 140 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={Math.min(budget.percentUsed, 100)}
          color={progressColor(budget.percentUsed)}
          aria-label={`Usado ${formatPercent(budget.percentUsed)}`}
        />
      </Box>
      <Typography variant="body2" sx={{ minWidth: 52, textAlign: "right" }}>
        {formatPercent(budget.percentUsed)}
      </Typography>
    </Stack>
  );
}

type Props = {
  list: ListState<BudgetRecord>;
  onView: (budget: BudgetRecord) => void;
  onEdit: (budget: BudgetRecord) => void;
};

export function BudgetsTable({ list, onView, onEdit }: Props) {
  const remove = useConfirmedDelete<BudgetRecord>({
    endpoint: "deleteBudget",
    question: "¿Estás seguro de que quieres eliminar este presupuesto?",
    deleted: "Presupuesto eliminado",
    failed: "No se pudo eliminar el presupuesto.",
  });

  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No hay presupuestos para este año"
      renderRow={(budget) => {
        const over = budget.remaining.startsWith("-");
        return (
          <TableRow key={budget.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {budgetCategory(budget)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {budget.name}
              </Typography>
            </TableCell>
            <TableCell>{budgetPeriodLabel(budget)}</TableCell>
            <TableCell align="right">{formatPAB(budget.amount)}</TableCell>
            <TableCell align="right">{formatPAB(budget.actual)}</TableCell>
            <TableCell align="right" sx={over ? { color: "error.main", fontWeight: 600 } : undefined}>
              {formatPAB(budget.remaining)}
            </TableCell>
            <TableCell>
              <UsageBar budget={budget} />
            </TableCell>
            <TableCell align="right">
              <RowActions
                subject={`presupuesto ${budget.name}`}
                onView={() => onView(budget)}
                onEdit={() => onEdit(budget)}
                onDelete={() => remove(budget)}
              />
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
