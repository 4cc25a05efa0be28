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

/** One of the mapping's choices: its label, its options as [value, text], and the value chosen. */
function MappingSelect<Value extends string>({
  label,
  value,
  options,
  onChange,
  wide = false,
}: {
  label: string;
  value: Value;
  options: ReadonlyArray<readonly [Value, string]>;
  onChange: (value: Value) => void;
  wide?: boolean;
}) {
  return (
    <Grid size={wide ? { xs: 12, sm: 6 } : { xs: 6, sm: 3 }}>
      <TextField
        select
        label={label}
        size="small"
        fullWidth
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
      >
        {options.map(([option, text]) => (
          <MenuItem key={option} value={option}>
            {text}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
}

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
      <MappingSelect
        label="Formato de fecha"
        value={mapping.dateFormat}
        options={dateFormats.map((format) => [format, format])}
        onChange={(dateFormat) => onChange({ ...mapping, dateFormat })}
      />
      <MappingSelect
        label="Separador decimal"
        value={mapping.decimalSeparator}
        options={[
          [".", "Punto (1,234.56)"],
          [",", "Coma (1.234,56)"],
        ]}
        onChange={(decimalSeparator) => onChange({ ...mapping, decimalSeparator })}
      />
      <MappingSelect
        label="Separador de columnas"
        value={mapping.delimiter}
        options={statementDelimiters.map((delimiter) => [delimiter, delimiterLabels[delimiter]])}
        onChange={(delimiter) => onChange({ ...mapping, delimiter })}
      />
      <MappingSelect
        label="Codificación"
        wide
        value={mapping.encoding}
        options={statementEncodings.map((encoding) => [encoding, encodingLabels[encoding]])}
        onChange={(encoding) => onChange({ ...mapping, encoding })}
      />
      {(Object.keys(columnLabels) as (keyof Columns)[]).map(column)}
    </Grid>
  );
}
