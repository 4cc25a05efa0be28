import type { StatementMapping } from "../../contract/banking/banking";

// The statement exports of Panama's banks, as column mappings (where each came from, and how sure
// it is: api/docs/banking.md, "Presets"). No bank publishes its export's layout: Banco General's
// two Excel exports are established from public third-party code that reads them; Banistmo's and
// BAC's are best guesses (`bestGuess`). The user checks the preview and adjusts the mapping in the
// form, and the adjusted mapping is what is saved for the account.

export type StatementPreset = { key: string; label: string; bestGuess: boolean; mapping: StatementMapping };

export const statementPresets: readonly StatementPreset[] = [
  {
    key: "banco_general",
    label: "Banco General (Excel del estado de cuenta)",
    bestGuess: false,
    mapping: {
      preset: "banco_general",
      // Seven rows of bank, account and period, then the header on row 8.
      skipRows: 8,
      encoding: "windows-1252",
      delimiter: ",",
      dateFormat: "DD/MM/YYYY",
      decimalSeparator: ".",
      // A Fecha, B (empty), C Referencia, D Transacción, E Descripción, F Débito, G Crédito, H (empty), I Saldo total
      columns: { date: 1, description: 5, reference: 3, amount: null, debit: 6, credit: 7, balance: 9 },
    },
  },
  {
    key: "banco_general_movimientos",
    label: "Banco General (Excel de últimos movimientos)",
    bestGuess: false,
    mapping: {
      preset: "banco_general_movimientos",
      // 'últimos movimientos' and the account above the header on row 8.
      skipRows: 8,
      encoding: "windows-1252",
      delimiter: ",",
      dateFormat: "DD/MM/YYYY",
      decimalSeparator: ".",
      // Fecha, Referencia, Descripción, Monto (signed), Saldo total
      columns: { date: 1, description: 3, reference: 2, amount: 4, debit: null, credit: null, balance: 5 },
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
