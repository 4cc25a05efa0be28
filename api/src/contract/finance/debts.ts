import { pagedListQuery } from "../values/paging";
import { debtStatuses } from "../values/statuses";
import { z } from "../zod";

// The list queries of receivables and payables (rules: api/docs/finance-debts.md, "Lists"): the
// same paging, a status (as answered: 'overdue' is derived), a counterparty and a due-date window.

/** An optional id filter from a query string ('7'); anything else is `message`. */
const idFilter = (message: string) =>
  z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z
      .string({ error: message })
      .regex(/^\d{1,10}$/, { error: message })
      .transform(Number)
      .pipe(z.number().min(1, { error: message }).max(2_147_483_647, { error: message }))
      .optional(),
  );

/** A status, or 'open': every one with a balance (not paid). */
const statusFilter = z.preprocess(
  (value) => (value === "" || value === "all" ? undefined : value),
  z.enum([...debtStatuses, "open"], { error: "Estado inválido" }).optional(),
);

/**
 * GET /api/financial/accounts-receivable: `q` matches the invoice number, the description or the
 * client's name; `status`, `clientId`; `from`/`to` bound the due date; `limit`/`offset` page it.
 */
export const receivableListQuery = pagedListQuery({
  status: statusFilter,
  clientId: idFilter("Cliente inválido"),
});
export type ReceivableListQuery = z.output<typeof receivableListQuery>;

/**
 * GET /api/financial/accounts-payable: `q` matches the invoice number, the description or the
 * supplier's name; `status`, `supplierId`; `from`/`to` bound the due date; `limit`/`offset` page it.
 */
export const payableListQuery = pagedListQuery({
  status: statusFilter,
  supplierId: idFilter("Proveedor inválido"),
});
export type PayableListQuery = z.output<typeof payableListQuery>;
