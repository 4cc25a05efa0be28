import { optionalFilter, pagedListQuery } from "../values/paging";
import { amountText, countOf, dateText, instantText, recordKey } from "../values/record-fields";
import { z } from "../zod";
import { statementFormats } from "./banking";

// Statement import (api/docs/banking.md, "Statement import"): the mapping a CSV/XLSX statement is
// read with, what the preview and the import answer, and the lists of imports and statement lines.

/** The multipart fields POST …/statements and …/statements/preview read. */
export const STATEMENT_FILE_FIELD = "file";
export const STATEMENT_MAPPING_FIELD = "mapping";
export const STATEMENT_FORMAT_FIELD = "format";

export const dateFormats = ["DD/MM/YYYY", "MM/DD/YYYY", "YYYY-MM-DD", "DD-MM-YYYY", "DD/MM/YY"] as const;
export const statementEncodings = ["utf-8", "windows-1252"] as const;
export const statementDelimiters = [",", ";", "\t", "|"] as const;

const column = (label: string) =>
  z
    .number({ error: `La columna de ${label} debe ser un número` })
    .int({ error: `La columna de ${label} debe ser un número entero` })
    .min(1, { error: `La columna de ${label} debe ser 1 o mayor` })
    .max(200, { error: `La columna de ${label} debe ser 200 o menor` });
const optionalColumn = (label: string) =>
  z.preprocess((value) => (value === "" ? null : value), column(label).nullable());

export const AMOUNT_COLUMNS_MESSAGE = "Indique la columna del monto, o las de débito y crédito";

/**
 * A StatementMapping (contract/banking/banking.ts) as the API reads it: columns are 1-based positions; the
 * amount is one signed column or a debit and a credit column.
 */
export const statementMappingInput = z
  .object({
    preset: z.string().trim().max(50).nullable().default(null),
    skipRows: z
      .number({ error: "Las filas a omitir deben ser un número" })
      .int({ error: "Las filas a omitir deben ser un número entero" })
      .min(0, { error: "Las filas a omitir no pueden ser negativas" })
      .max(100, { error: "Se pueden omitir como máximo 100 filas" }),
    encoding: z.enum(statementEncodings, { error: "Codificación inválida" }),
    delimiter: z.enum(statementDelimiters, { error: "Separador inválido" }),
    dateFormat: z.enum(dateFormats, { error: "Formato de fecha inválido" }),
    decimalSeparator: z.enum([".", ","], { error: "Separador decimal inválido" }),
    columns: z.object({
      date: column("fecha"),
      description: column("descripción"),
      reference: optionalColumn("referencia"),
      amount: optionalColumn("monto"),
      debit: optionalColumn("débito"),
      credit: optionalColumn("crédito"),
      balance: optionalColumn("saldo"),
    }),
  })
  .refine((m) => m.columns.amount !== null || (m.columns.debit !== null && m.columns.credit !== null), {
    error: AMOUNT_COLUMNS_MESSAGE,
    path: ["columns", "amount"],
  });
export type StatementMappingInput = z.input<typeof statementMappingInput>;

/** The multipart body of the preview and the import (described for the OpenAPI document). */
export const statementUpload = z.object({
  file: z.string().meta({ format: "binary", description: "El archivo: .csv, .xlsx, .ofx o .qfx, hasta 1 MiB" }),
  mapping: z
    .string()
    .optional()
    .meta({ description: "JSON de la asignación de columnas (CSV y XLSX); sin ella, la guardada de la cuenta" }),
  format: z
    .enum(statementFormats)
    .optional()
    .meta({ description: "El formato, cuando la extensión no lo dice ('yappy' para el reporte de Yappy)" }),
});

const statementLinePreview = z.object({
  date: dateText("Fecha del movimiento"),
  description: z.string().meta({ description: "Descripción del banco" }),
  reference: z.string().nullable().meta({ description: "Referencia del banco" }),
  amount: amountText("Monto con signo: + entra dinero, − sale"),
  balance: amountText("Saldo después del movimiento, si el archivo lo trae").nullable(),
  isNew: z.boolean().meta({ description: "false si la línea ya estaba importada" }),
});

/** The balance check: the statement's closing balance against the books on the statement's last day. */
const balanceCheck = {
  periodStart: dateText("Primer día del estado").nullable(),
  periodEnd: dateText("Último día del estado").nullable(),
  closingBalance: amountText("Saldo final del estado (último saldo, o LEDGERBAL del OFX)").nullable(),
  ledgerBalance: amountText("Saldo de la cuenta en los libros (1.1.02 Bancos) ese día").nullable(),
  difference: amountText("Saldo del estado menos saldo en libros").nullable(),
};

/** POST …/statements/preview: what importing the file would store; nothing is stored. */
export const statementPreviewRecord = z.object({
  format: z.enum(statementFormats),
  lines: z.array(statementLinePreview),
  newLines: countOf("Líneas nuevas"),
  existingLines: countOf("Líneas que ya estaban importadas"),
  ...balanceCheck,
});
export type StatementPreviewRecord = z.infer<typeof statementPreviewRecord>;

/** An import, as POST …/statements answers it and GET …/statements lists it. */
export const statementImportRecord = z.object({
  id: recordKey(),
  fileName: z.string(),
  format: z.enum(statementFormats),
  lineCount: countOf("Líneas en el archivo"),
  newLines: countOf("Líneas guardadas"),
  existingLines: countOf("Líneas que ya estaban"),
  ...balanceCheck,
  importedBy: z.string().nullable().meta({ description: "Quién lo importó" }),
  createdAt: instantText("Cuándo se importó"),
});
export type StatementImportRecord = z.infer<typeof statementImportRecord>;

export const statementLineStatuses = ["unmatched", "matched", "all"] as const;
export type StatementLineStatus = (typeof statementLineStatuses)[number];

/** GET …/statements: newest first, paged; `q` matches the file name, from/to overlap the statement's period. */
export const statementImportListQuery = pagedListQuery({});
export type StatementImportListQuery = z.output<typeof statementImportListQuery>;

/** GET …/statement-lines: `q` matches the description or reference; newest date first. */
export const statementLineListQuery = pagedListQuery({
  status: optionalFilter(statementLineStatuses, "Estado inválido"),
});
export type StatementLineListQuery = z.output<typeof statementLineListQuery>;

export const bankBankStatementLineRecord = z.object({
  id: recordKey(),
  importId: recordKey("La importación que la trajo"),
  date: dateText("Fecha del movimiento"),
  description: z.string(),
  reference: z.string().nullable(),
  amount: amountText("Monto con signo: + entra dinero, − sale"),
  balance: amountText("Saldo después del movimiento").nullable(),
  bankLineId: z.string().nullable().meta({ description: "Identificador del banco (FITID del OFX)" }),
  matchId: recordKey("La conciliación que la cubre").nullable(),
});
export type BankStatementLineRecord = z.infer<typeof bankBankStatementLineRecord>;

/** A bank's preset mapping, for the form's select. */
export const statementPresetRecord = z.object({
  key: z.string(),
  label: z.string(),
  bestGuess: z.boolean().meta({ description: "true: la disposición no se pudo confirmar con material público" }),
  mapping: statementMappingInput,
});

/** GET …/statement-mapping: the account's saved mapping (null before the first import) and the presets. */
export const statementMappingAnswer = z.object({
  mapping: statementMappingInput.nullable().meta({ description: "La asignación guardada de la cuenta, o null" }),
  presets: z.array(statementPresetRecord),
});
export type StatementMappingAnswer = z.infer<typeof statementMappingAnswer>;
