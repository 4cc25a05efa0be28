import { MenuItem, TextField } from "@mui/material";

/**
 * The 'Estado' filter of a list screen: 'Todos', then every status with its label. A second
 * filter of the same kind names itself (`label`) and its "no filter" option (`allLabel`).
 */
export function StatusFilter<Status extends string>({
  value,
  onChange,
  statuses,
  labels,
  label = "Estado",
  allLabel = "Todos",
}: {
  value: Status | "all";
  onChange: (value: Status | "all") => void;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  label?: string;
  allLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Status | "all")}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="all">{allLabel}</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {labels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
