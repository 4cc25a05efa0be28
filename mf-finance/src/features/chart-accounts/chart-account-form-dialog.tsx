import { TextField } from "@mui/material";
import {
  accountTypeLabels,
  accountTypes,
  type ChartAccountInput,
  type ChartAccountRecord,
  chartAccountInput,
  isUnderCode,
} from "api/contract";
import { useEffect, useMemo } from "react";
import { FormDialog, labelledOptions, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";

const typeOptions = labelledOptions(accountTypes, accountTypeLabels);

function initialValues(account?: ChartAccountRecord): ChartAccountInput {
  return {
    code: account?.code ?? "",
    name: account?.name ?? "",
    accountType: account?.accountType ?? "asset",
    parentId: account?.parentId ?? "",
  };
}

/** 'Nueva Cuenta' (no account; `prefill` for a sub-account of the selected one) or 'Editar Cuenta'. */
export function ChartAccountFormDialog({
  open,
  account,
  prefill,
  accounts,
  onClose,
}: {
  open: boolean;
  account?: ChartAccountRecord;
  prefill?: ChartAccountInput;
  /** The whole chart, for the parent picker. */
  accounts: readonly ChartAccountRecord[];
  onClose: () => void;
}) {
  const { form, editing, dialog } = useEntityForm({
    schema: chartAccountInput,
    entity: account,
    open,
    initialValues,
    prefill,
    create: "createChartAccount",
    update: "updateChartAccount",
    notices: {
      created: "Cuenta creada",
      updated: "Cuenta actualizada",
      createFailed: "No se pudo crear la cuenta. Inténtelo de nuevo.",
      updateFailed: "No se pudo actualizar la cuenta. Inténtelo de nuevo.",
    },
    onClose,
  });

  const accountType = form.watch("accountType");
  const parentId = form.watch("parentId");

  // A new account takes its parent's type, and starts its code with the parent's.
  useEffect(() => {
    if (editing || parentId === "" || parentId === null || parentId === undefined) return;
    const parent = accounts.find((candidate) => candidate.id === Number(parentId));
    if (!parent) return;
    if (form.getValues("accountType") !== parent.accountType) form.setValue("accountType", parent.accountType);
    const code = String(form.getValues("code") ?? "");
    if (!isUnderCode(parent.code, code)) form.setValue("code", `${parent.code}.`);
  }, [editing, parentId, accounts, form]);

  // Active accounts of the type chosen; when editing, only those whose code the account's extends.
  const parentOptions = useMemo(
    () =>
      accounts
        .filter(
          (candidate) =>
            candidate.accountType === accountType &&
            (candidate.isActive || candidate.id === account?.parentId) &&
            (!account || (candidate.id !== account.id && isUnderCode(candidate.code, account.code))),
        )
        .map((candidate) => ({ value: candidate.id, label: `${candidate.code} ${candidate.name}` })),
    [accounts, accountType, account],
  );

  return (
    <FormDialog
      {...dialog}
      title={editing ? "Editar Cuenta" : "Nueva Cuenta"}
      description={
        editing
          ? "El código y el tipo identifican la cuenta y no se modifican."
          : "Agregue una cuenta al plan de cuentas."
      }
      submitLabel={editing ? "Guardar Cambios" : "Crear Cuenta"}
    >
      <TextInput
        control={form.control}
        name="code"
        label="Código"
        required
        autoFocus={!editing}
        disabled={editing}
        helperText="Números separados por puntos, p. ej. 1.1.07"
      />
      <TextInput control={form.control} name="name" label="Nombre" required autoFocus={editing} />
      {account ? (
        <TextField label="Tipo de cuenta" value={accountTypeLabels[account.accountType]} disabled fullWidth />
      ) : (
        <SelectInput control={form.control} name="accountType" label="Tipo de cuenta" required options={typeOptions} />
      )}
      <SelectInput
        control={form.control}
        name="parentId"
        label="Cuenta padre"
        options={parentOptions}
        placeholder={editing ? "Ninguna" : "Según el código"}
      />
    </FormDialog>
  );
}
