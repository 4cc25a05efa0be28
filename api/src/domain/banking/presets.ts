import type { StatementMapping } from "../../contract/banking";

// The statement exports of Panama's banks, as column mappings (where each came from, and how sure
// it is: api/docs/banking.md, "Presets"). No bank publishes its export's layout; every preset is
// a best guess the user checks in the preview and adjusts in the form, and the adjusted mapping is
// what is saved for the account.

export type StatementPreset = { key: string; label: string; bestGuess: boolean; mapping: StatementMapping };

export const statementPresets: readonly StatementPreset[] = [
  {
    key: "banco_general",
    label: "Banco General (CSV de Banca en Línea)",
    bestGuess: true,
    mapping: {
      preset: "banco_general",
      skipRows: 1,
      encoding: "windows-1252",
      delimiter: ",",
      dateFormat: "DD/MM/YYYY",
      decimalSeparator: ".",
      // Fecha, Referencia, Descripción, Débito, Crédito, Saldo
      columns: { date: 1, description: 3, reference: 2, amount: null, debit: 4, credit: 5, balance: 6 },
    },
  },
  {
    key: "banistmo",
    label: "Banistmo (Excel o CSV de Banca en Línea)",
    bestGuess: true,
    mapping: {
      preset: "banistmo",
      skipRows: 1,
      encoding: "windows-1252",
      delimiter: ",",
      dateFormat: "DD/MM/YYYY",
      decimalSeparator: ".",
      // Fecha, Descripción, Referencia, Monto (con signo), Saldo
      columns: { date: 1, description: 2, reference: 3, amount: 4, debit: null, credit: null, balance: 5 },
    },
  },
  {
    key: "bac",
    label: "BAC Credomatic (CSV de Banca en Línea)",
    bestGuess: true,
    mapping: {
      preset: "bac",
      // An account summary of several rows before the movements' header.
      skipRows: 5,
      encoding: "windows-1252",
      delimiter: ",",
      dateFormat: "DD/MM/YYYY",
      decimalSeparator: ".",
      // Fecha, Referencia, Código, Descripción, Débitos, Créditos, Balance
      columns: { date: 1, description: 4, reference: 2, amount: null, debit: 5, credit: 6, balance: 7 },
    },
  },
];

export const presetByKey = (key: string) => statementPresets.find((preset) => preset.key === key) ?? null;
