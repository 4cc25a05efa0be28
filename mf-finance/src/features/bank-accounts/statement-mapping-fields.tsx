import { Alert, Grid, MenuItem, TextField } from "@mui/material";
import {
  dateFormats,
  type StatementMapping,
  type StatementMappingAnswer,
  statementDelimiters,
  statementEncodings,
} from "api/contract";

// The column mapping of a CSV or XLSX statement (api/docs/banking.md, "Statement import"): a bank's
// preset fills it, the user adjusts it, and the import saves it for the account.

type Columns = StatementMapping["columns"];
const columnLabels: Record<keyof Columns, string> = {
  date: "Columna de fecha",
  description: "Columna de descripción",
  reference: "Columna de referencia",
  amount: "Columna de monto (con signo)",
  debit: "Columna de débito",
  credit: "Columna de crédito",
  balance: "Columna de saldo",
};
const required: readonly (keyof Columns)[] = ["date", "description"];
const delimiterLabels: Record<StatementMapping["delimiter"], string> = {
  ",": "Coma (,)",
  ";": "Punto y coma (;)",
  "\t": "Tabulador",
  "|": "Barra (|)",
};
const encodingLabels: Record<StatementMapping["encoding"], string> = {
  "utf-8": "UTF-8",
  "windows-1252": "Windows-1252 (Excel en Windows)",
};

export const blankMapping: StatementMapping = {
  preset: null,
  skipRows: 1,
  encoding: "utf-8",
  delimiter: ",",
  dateFormat: "DD/MM/YYYY",
  decimalSeparator: ".",
  columns: { date: 1, description: 2, reference: null, amount: 3, debit: null, credit: null, balance: null },
};

type Props = {
  mapping: StatementMapping;
  presets: StatementMappingAnswer["presets"];
  onChange: (mapping: StatementMapping) => void;
};

export function StatementMappingFields({ mapping, presets, onChange }: Props) {
  const preset = presets.find((p) => p.key === mapping.preset);
  const column = (key: keyof Columns) => (
    <Grid key={key} size={{ xs: 6, sm: 3 }}>
      <TextField
        label={columnLabels[key]}
        type="number"
        size="small"
        fullWidth
        required={required.includes(key)}
        value={mapping.columns[key] ?? ""}
        slotProps={{ htmlInput: { min: 1, max: 200 } }}
        onChange={(event) =>
          onChange({
            ...mapping,
            columns: { ...mapping.columns, [key]: event.target.value === "" ? null : Number(event.target.value) },
          })
        }
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField
          select
          label="Formato del banco"
          size="small"
          fullWidth
          value={mapping.preset ?? ""}
          onChange={(event) => {
            const chosen = presets.find((p) => p.key === event.target.value);
            onChange(chosen ? chosen.mapping : { ...mapping, preset: null });
          }}
        >
          <MenuItem value="">Otro banco (asignación propia)</MenuItem>
          {presets.map((p) => (
            <MenuItem key={p.key} value={p.key}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {preset?.bestGuess && (
        <Grid size={12}>
          <Alert severity="info">
            Este formato es una aproximación: revise la vista previa y ajuste las columnas si no coinciden con su
            archivo.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          label="Filas de encabezado a omitir"
          type="number"
          size="small"
          fullWidth
          value={mapping.skipRows}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          onChange={(event) => onChange({ ...mapping, skipRows: Number(event.target.value || 0) })}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          label="Formato de fecha"
          size="small"
          fullWidth
          value={mapping.dateFormat}
          onChange={(event) =>
            onChange({ ...mapping, dateFormat: event.target.value as StatementMapping["dateFormat"] })
          }
        >
          {dateFormats.map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          label="Separador decimal"
          size="small"
          fullWidth
          value={mapping.decimalSeparator}
          onChange={(event) =>
            onChange({ ...mapping, decimalSeparator: event.target.value as StatementMapping["decimalSeparator"] })
          }
        >
          <MenuItem value=".">Punto (1,234.56)</MenuItem>
          <MenuItem value=",">Coma (1.234,56)</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          select
          label="Separador de columnas"
          size="small"
          fullWidth
          value={mapping.delimiter}
          onChange={(event) => onChange({ ...mapping, delimiter: event.target.value as StatementMapping["delimiter"] })}
        >
          {statementDelimiters.map((delimiter) => (
            <MenuItem key={delimiter} value={delimiter}>
              {delimiterLabels[delimiter]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          label="Codificación"
          size="small"
          fullWidth
          value={mapping.encoding}
          onChange={(event) => onChange({ ...mapping, encoding: event.target.value as StatementMapping["encoding"] })}
        >
          {statementEncodings.map((encoding) => (
            <MenuItem key={encoding} value={encoding}>
              {encodingLabels[encoding]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {(Object.keys(columnLabels) as (keyof Columns)[]).map(column)}
    </Grid>
  );
}
