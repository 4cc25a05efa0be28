import { type DebtStatus, type PayableRecord, type ReceivableRecord, UNKNOWN_SUPPLIER } from "api/contract";
import type { BadgeTone } from "shared-ui";
import { afterReceivablePayment, afterSupplierPayment, PAYABLES_KEY, RECEIVABLES_KEY } from "../../common/revalidation";

// What differs between receivables and payables on screen: where they are read and paid, who the
// counterparty is, and the words. Everything else (table, payment dialog, month calendar) is shared.

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
  description: string | null;
};

export const UNKNOWN_CLIENT_LABEL = "Cliente Desconocido";

export const debtKinds = {
  receivable: {
    listPath: RECEIVABLES_KEY,
    paymentPath: "/api/financial/payments",
    idField: "receivableId",
    revalidate: afterReceivablePayment,
    counterpartyLabel: "Cliente",
    deleteSubject: "cuenta por cobrar",
    emptyMessage: "No hay cuentas por cobrar",
    filteredEmptyMessage: "No se encontraron cuentas por cobrar",
  },
  payable: {
    listPath: PAYABLES_KEY,
    paymentPath: "/api/financial/supplier-payments",
    idField: "payableId",
    revalidate: afterSupplierPayment,
    counterpartyLabel: "Proveedor",
    deleteSubject: "cuenta por pagar",
    emptyMessage: "No hay cuentas por pagar",
    filteredEmptyMessage: "No se encontraron cuentas por pagar",
  },
} as const;

export const receivableRow = (record: ReceivableRecord): DebtRow => ({
  ...record,
  counterparty: record.clientName ?? UNKNOWN_CLIENT_LABEL,
});

export const payableRow = (record: PayableRecord): DebtRow => ({
  ...record,
  counterparty: record.supplierName ?? UNKNOWN_SUPPLIER,
});

export const debtStatusTones: Record<DebtStatus, BadgeTone> = {
  paid: "success",
  partially_paid: "info",
  pending: "secondary",
  overdue: "destructive",
};
