import { MenuItem, TextField } from "@mui/material";

/** The 'Estado' filter of a list screen: 'Todos', then every status with its label. */
export function StatusFilter<Status extends string>({
  value,
  onChange,
  statuses,
  labels,
}: {
  value: Status | "all";
  onChange: (value: Status | "all") => void;
  statuses: readonly Status[];
  labels: Record<Status, string>;
}) {
  return (
    <TextField
      select
      size="small"
      label="Estado"
      value={value}
      onChange={(event) => onChange(event.target.value as Status | "all")}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="all">Todos</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {labels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
