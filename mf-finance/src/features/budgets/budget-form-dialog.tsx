import {
  type BudgetInput,
  type BudgetRecord,
  budgetInput,
  budgetMonthNames,
  budgetPeriodKindLabels,
  budgetPeriodKinds,
  type CategoryRecord,
  defaultBudgetName,
  todayInPanama,
} from "api/contract";
import { useMemo } from "react";
import { FormDialog, labelledOptions, MoneyInput, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";

const periodOptions = labelledOptions(budgetPeriodKinds, budgetPeriodKindLabels);
const monthOptions = budgetMonthNames.map((label, index) => ({ value: index + 1, label }));

/** The years a budget may be set for from this screen: five back and five ahead. */
export function budgetYears(around = Number(todayInPanama().slice(0, 4))): number[] {
  return Array.from({ length: 11 }, (_, index) => around - 5 + index);
}

function initialValues(budget?: BudgetRecord): BudgetInput {
  const today = todayInPanama();
  // A generated name is left empty, so that it follows a change of category or period.
  const generated =
    budget?.categoryName && budget.periodKind
      ? defaultBudgetName(budget.categoryName, budget.periodKind, budget.year, budget.month)
      : null;
  return {
    categoryId: budget?.categoryId ?? "",
    periodKind: budget?.periodKind ?? "month",
    year: budget?.year ?? Number(today.slice(0, 4)),
    month: budget?.month ?? Number(today.slice(5, 7)),
    amount: budget?.amount ?? "",
    name: budget && budget.name !== generated ? budget.name : "",
    notes: budget?.notes ?? "",
  };
}

/** 'Nuevo Presupuesto' (no budget) or 'Editar Presupuesto'. */
export function BudgetFormDialog({
  open,
  budget,
  year,
  categories,
  onClose,
}: {
  open: boolean;
  budget?: BudgetRecord;
  /** The year the screen shows: a new budget's. */
  year: number;
  categories: readonly CategoryRecord[];
  onClose: () => void;
}) {
  const prefill = useMemo(() => ({ year }), [year]);
  const { form, editing, dialog } = useEntityForm({
    schema: budgetInput,
    entity: budget,
    open,
    initialValues,
    prefill,
    create: "createBudget",
    update: "updateBudget",
    notices: {
      created: "Presupuesto creado",
      updated: "Presupuesto actualizado",
      createFailed: "No se pudo crear el presupuesto. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar el presupuesto. Inténtelo de nuevo.",
    },
    onClose,
  });
  const periodKind = form.watch("periodKind");
  const categoryOptions = useMemo(
    () => categories.map((category) => ({ value: category.id, label: category.name })),
    [categories],
  );
  const yearOptions = useMemo(() => budgetYears().map((value) => ({ value, label: String(value) })), []);

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar Presupuesto" : "Nuevo Presupuesto"}
      description="Un monto por categoría para un mes o un año, comparado con las transacciones completadas del período."
      submitLabel={editing ? "Guardar Cambios" : "Crear Presupuesto"}
    >
      <SelectInput
        control={form.control}
        name="categoryId"
        label="Categoría"
        required
        options={categoryOptions}
        placeholder="Seleccione una categoría"
      />
      <SelectInput control={form.control} name="periodKind" label="Período" required options={periodOptions} />
      <SelectInput control={form.control} name="year" label="Año" required options={yearOptions} />
      {periodKind !== "year" && (
        <SelectInput control={form.control} name="month" label="Mes" required options={monthOptions} />
      )}
      <MoneyInput control={form.control} name="amount" label="Monto" required />
      <TextInput
        control={form.control}
        name="name"
        label="Nombre"
        helperText="Opcional: si lo deja vacío, se usa la categoría y el período"
      />
      <TextInput control={form.control} name="notes" label="Notas" multiline minRows={2} />
    </FormDialog>
  );
}
