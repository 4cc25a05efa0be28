// Status enumerations and their Spanish labels (listed in api/docs/contract.md). The database schema,
// the API validators and the screens all take their values from here.
export const clientStatuses = ["active", "inactive"] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = { active: "Activo", inactive: "Inactivo" };

export const quoteStatuses = ["draft", "sent", "accepted", "rejected", "expired"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: "Borrador",
  sent: "Enviada",
  accepted: "Aceptada",
  rejected: "Rechazada",
  expired: "Expirada",
};

export const invoiceStatuses = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** Invoice statuses that mean the client owes it: these, and only these, have a receivable and are in the books. */
export const owedInvoiceStatuses: readonly InvoiceStatus[] = ["sent", "overdue", "paid"];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: "Borrador",
  sent: "Enviada",
  paid: "Pagada",
  overdue: "Vencida",
  cancelled: "Cancelada",
};

export const projectStatuses = ["planning", "in_progress", "testing", "completed", "on_hold", "cancelled"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectStatusLabels: Record<ProjectStatus, string> = {
  planning: "Planificación",
  in_progress: "En Progreso",
  testing: "Pruebas",
  completed: "Completado",
  on_hold: "En Pausa",
  cancelled: "Cancelado",
};

export const transactionTypes = ["income", "expense", "transfer", "adjustment"] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionTypeLabels: Record<TransactionType, string> = {
  income: "Ingreso",
  expense: "Gasto",
  transfer: "Transferencia",
  adjustment: "Ajuste",
};

export const transactionStatuses = ["completed", "pending", "cancelled"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const transactionStatusLabels: Record<TransactionStatus, string> = {
  completed: "Completado",
  pending: "Pendiente",
  cancelled: "Cancelado",
};

export const currencies = ["PAB", "USD"] as const;
export type Currency = (typeof currencies)[number];

export const bankAccountTypes = ["checking", "savings", "credit"] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  checking: "Corriente",
  savings: "Ahorros",
  credit: "Crédito",
};

export const debtStatuses = ["pending", "overdue", "partially_paid", "paid"] as const;
export type DebtStatus = (typeof debtStatuses)[number];
export const debtStatusLabels: Record<DebtStatus, string> = {
  paid: "Pagado",
  partially_paid: "Parcial",
  pending: "Pendiente",
  overdue: "Vencido",
};

/**
 * A debt's status as its row shows it: 'Vencido · 12 días' ('1 día') when the API gives the days
 * overdue, else the status's label. The receivables, payables and calendar rows all write it so.
 */
export function debtStatusText(status: DebtStatus, daysOverdue: number | null): string {
  const label = debtStatusLabels[status];
  if (status !== "overdue" || daysOverdue === null) return label;
  return `${label} · ${daysOverdue} ${daysOverdue === 1 ? "día" : "días"}`;
}

export const paymentMethods = ["cash", "check", "transfer", "credit_card", "debit_card", "yappy"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: "Efectivo",
  check: "Cheque",
  transfer: "Transferencia",
  credit_card: "Tarjeta de crédito",
  debit_card: "Tarjeta de débito",
  yappy: "Yappy",
};

export const payableCategories = [
  "services",
  "supplies",
  "utilities",
  "rent",
  "equipment",
  "software",
  "other",
] as const;
export type PayableCategory = (typeof payableCategories)[number];
export const payableCategoryLabels: Record<PayableCategory, string> = {
  services: "Servicios",
  supplies: "Suministros",
  utilities: "Servicios públicos",
  rent: "Alquiler",
  equipment: "Equipo",
  software: "Software",
  other: "Otro",
};

export const transferStatuses = ["pending", "completed", "failed"] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export const transferStatusLabels: Record<TransferStatus, string> = {
  completed: "Completada",
  pending: "Pendiente",
  failed: "Fallida",
};

/**
 * What made a journal entry (api/docs/ledger.md): a document or movement, the opening balance of a
 * bank account, or the accountant's manual entry.
 */
export const journalOrigins = [
  "invoice",
  "receivable_payment",
  "payable",
  "supplier_payment",
  "transfer",
  "transaction",
  "bank_account",
  "credit_note",
  "manual",
  "opening",
] as const;
export type JournalOrigin = (typeof journalOrigins)[number];
export const journalOriginLabels: Record<JournalOrigin, string> = {
  invoice: "Factura",
  receivable_payment: "Cobro",
  payable: "Factura de proveedor",
  supplier_payment: "Pago a proveedor",
  transfer: "Transferencia",
  transaction: "Transacción",
  bank_account: "Saldo inicial de cuenta bancaria",
  credit_note: "Nota de crédito",
  manual: "Asiento manual",
  opening: "Saldo de apertura",
};

export const accountTypes = ["asset", "liability", "equity", "income", "expense"] as const;
export type AccountType = (typeof accountTypes)[number];
/** The five groups of the chart of accounts, in the order the tree shows them. */
export const accountTypeLabels: Record<AccountType, string> = {
  asset: "Activo",
  liability: "Pasivo",
  equity: "Patrimonio",
  income: "Ingresos",
  expense: "Gastos",
};

/** ITBMS rates offered on quotes and invoices: 0 (exento), 7 (general), 10 and 15. */
export const itbmsRates = ["0", "7", "10", "15"] as const;
export type ItbmsRate = (typeof itbmsRates)[number];
export const itbmsRateLabels: Record<ItbmsRate, string> = { "0": "Exento (0%)", "7": "7%", "10": "10%", "15": "15%" };

/** An API token's state, computed when read: revoked beats expired (api/docs/api-tokens.md). */
export const apiTokenStatuses = ["active", "expired", "revoked"] as const;
export type ApiTokenStatus = (typeof apiTokenStatuses)[number];
export const apiTokenStatusLabels: Record<ApiTokenStatus, string> = {
  active: "Activo",
  expired: "Vencido",
  revoked: "Revocado",
};

/** How a quote was answered (accepted or rejected): by the client from its link, or by staff changing its status. */
export const quoteAnswerChannels = ["client_link", "staff"] as const;
export type QuoteAnswerChannel = (typeof quoteAnswerChannels)[number];
export const quoteAnswerChannelLabels: Record<QuoteAnswerChannel, string> = {
  client_link: "Enlace del cliente",
  staff: "Personal",
};

/** A quote's answer link, computed when read: revoked beats expired (api/docs/quote-answer-links.md). */
export const quoteAnswerLinkStatuses = ["active", "expired", "revoked"] as const;
export type QuoteAnswerLinkStatus = (typeof quoteAnswerLinkStatuses)[number];
export const quoteAnswerLinkStatusLabels: Record<QuoteAnswerLinkStatus, string> = {
  active: "Activo",
  expired: "Vencido",
  revoked: "Revocado",
};
