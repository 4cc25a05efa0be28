import { Autocomplete, TextField } from "@mui/material";
import type { ChartAccountRecord } from "api/contract";
import { useMemo } from "react";
import { accountLabel } from "./account-options";

/**
 * An account of the chart chosen by typing its code or name ('1.1.02', 'bancos'); the chart is a
 * few dozen accounts, read whole, so it is filtered here. `code` '' is none.
 */
export function AccountPicker({
  label,
  accounts,
  code,
  onChange,
  loading = false,
}: {
  label: string;
  accounts: readonly ChartAccountRecord[] | undefined;
  code: string;
  onChange: (code: string) => void;
  loading?: boolean;
}) {
  const options = useMemo(() => accounts ?? [], [accounts]);
  const value = options.find((account) => account.code === code) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      loadingText="Cargando..."
      noOptionsText="Sin cuentas"
      getOptionLabel={accountLabel}
      isOptionEqualToValue={(option, chosen) => option.code === chosen.code}
      onChange={(_event, next) => onChange(next?.code ?? "")}
      sx={{ minWidth: { sm: 280 }, flexGrow: 1 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
