// Links between finance screens that ask the target screen to open its create dialog on arrival
// (the finance home's quick actions). One parameter and one hook, so every screen does it alike.
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";

/** The query parameter that opens a screen's create dialog: '/finance/transactions?accion=nueva'. */
export const OPEN_CREATE_PARAM = "accion";
export const OPEN_CREATE_VALUE = "nueva";

/** A screen's address with its create dialog asked to open. */
export const withCreateDialog = (path: string) => `${path}?${OPEN_CREATE_PARAM}=${OPEN_CREATE_VALUE}`;

/** The transactions screen, its 'Nueva Transacción' dialog open. */
export const NEW_TRANSACTION_PATH = withCreateDialog("/finance/transactions");
/** The transfers screen, its 'Nueva Transferencia Bancaria' dialog open. */
export const NEW_TRANSFER_PATH = withCreateDialog("/finance/transfers");
/** The payables screen, its new-payable dialog open. */
export const NEW_PAYABLE_PATH = withCreateDialog("/finance/payables");

/**
 * The open state of a screen's create dialog, which starts open when the address asks for it.
 * The parameter is then dropped (replacing the history entry) so a reload or a step back does
 * not open the dialog again.
 */
export function useCreateDialog(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  const query = useSearch();
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (new URLSearchParams(query).get(OPEN_CREATE_PARAM) !== OPEN_CREATE_VALUE) return;
    setOpen(true);
    navigate(path, { replace: true });
  }, [query, path, navigate]);
  return [open, setOpen];
}

/** A bank account's 'Conciliación' screen (api/docs/banking.md, "Reconciliation"). */
export const reconciliationPath = (bankAccountId: number) => `/finance/bank-accounts/${bankAccountId}/reconciliation`;
const RECONCILIATION_PATH = /^\/finance\/bank-accounts\/(\d+)\/reconciliation$/;
/** The bank account a reconciliation address names, or null for any other address. */
export function reconciliationAccountOf(path: string): number | null {
  const found = RECONCILIATION_PATH.exec(path);
  return found ? Number(found[1]) : null;
}
