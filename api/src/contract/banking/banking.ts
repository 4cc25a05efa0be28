// Banking (api/docs/banking.md): bank statements imported and reconciled against the books,
// supplier payments exported as an ACH batch, Yappy collections. The shapes both the API and the
// screens use.

/** The files a statement is imported from. 'yappy' is Yappy's report of collections. */
export const statementFormats = ["csv", "xlsx", "ofx", "yappy"] as const;
export type StatementFormat = (typeof statementFormats)[number];

/**
 * How a CSV or XLSX statement's columns are read, saved per bank account and reused (or a bank's
 * preset). Columns are 1-based positions in the file. An amount is either one signed column
 * (`amount`) or two (`debit`, `credit`, each positive).
 */
export type StatementMapping = {
  preset: string | null;
  skipRows: number;
  encoding: "utf-8" | "windows-1252";
  delimiter: "," | ";" | "\t" | "|";
  dateFormat: "DD/MM/YYYY" | "MM/DD/YYYY" | "YYYY-MM-DD" | "DD-MM-YYYY" | "DD/MM/YY";
  decimalSeparator: "." | ",";
  columns: {
    date: number;
    description: number;
    reference: number | null;
    amount: number | null;
    debit: number | null;
    credit: number | null;
    balance: number | null;
  };
};

/** How a statement line was matched to book movements. */
export const matchSources = ["manual", "suggestion", "rule", "created"] as const;
export type MatchSource = (typeof matchSources)[number];

/** What a rule makes of a line whose description contains its text. */
export const bankRuleActions = ["bank_fee", "interest", "income", "expense", "supplier_payment"] as const;
export type BankRuleAction = (typeof bankRuleActions)[number];
export const bankRuleActionLabels: Record<BankRuleAction, string> = {
  bank_fee: "Gasto bancario",
  interest: "Ingreso por intereses",
  income: "Ingreso",
  expense: "Gasto",
  supplier_payment: "Pago a proveedor",
};

/** ACH batches of supplier payments: the file's layout, and where the batch stands. */
export const achFormats = ["banco_general", "csv"] as const;
export type AchFormat = (typeof achFormats)[number];
export const achBatchStatuses = ["draft", "sent", "confirmed"] as const;
export type AchBatchStatus = (typeof achBatchStatuses)[number];
export const achBatchStatusLabels: Record<AchBatchStatus, string> = {
  draft: "Borrador",
  sent: "Enviado al banco",
  confirmed: "Confirmado",
};
