import { type DebtStatus, UNKNOWN_SUPPLIER } from "api/contract";
import type { BadgeTone, EndpointRow } from "shared-ui";

// What differs between receivables and payables on screen: the operations that list and pay them,
// who the counterparty is, and the words. Everything else (table, payment dialog, month calendar) is shared.

export type DebtKind = "receivable" | "payable";

/** One row of either list, as the shared table and calendar show it. */
export type DebtRow = {
  id: number;
  invoiceNumber: string;
  counterparty: string;
  issueDate: string;
  dueDate: string;
  totalAmount: string;
  balanceAmount: string;
  status: DebtStatus;
  /** Whole days past the due date while not paid (the API's); null otherwise. */
  daysOverdue: number | null;
  description: string | null;
  /** A receivable's: the ITBMS its client may still withhold ("0.00" without retention). */
  itbmsWithholdingLeft?: string;
};

export const UNKNOWN_CLIENT_LABEL = "Cliente Desconocido";

export const debtKinds = {
  receivable: {
    list: "listReceivables",
    payment: "receivePayment",
    idField: "receivableId",
    counterpartyLabel: "Cliente",
    deleteSubject: "cuenta por cobrar",
    emptyMessage: "No hay cuentas por cobrar",
    filteredEmptyMessage: "No se encontraron cuentas por cobrar",
  },
  payable: {
    list: "listPayables",
    payment: "paySupplier",
    idField: "payableId",
    counterpartyLabel: "Proveedor",
    deleteSubject: "cuenta por pagar",
    emptyMessage: "No hay cuentas por pagar",
    filteredEmptyMessage: "No se encontraron cuentas por pagar",
  },
} as const;

/** One row as either list operation answers it: a receivable (with its client) or a payable. */
export type DebtRecord = EndpointRow<(typeof debtKinds)[DebtKind]["list"]>;

/** A row of either list as the table and the calendar show it: a receivable names its client, a payable its supplier. */
export const debtRow = (record: DebtRecord): DebtRow => ({
  ...record,
  counterparty:
    "clientName" in record ? (record.clientName ?? UNKNOWN_CLIENT_LABEL) : (record.supplierName ?? UNKNOWN_SUPPLIER),
});

export const debtStatusTones: Record<DebtStatus, BadgeTone> = {
  paid: "success",
  partially_paid: "info",
  pending: "secondary",
  overdue: "destructive",
};
