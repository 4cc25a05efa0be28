import { optionalFilter, pagedListQuery } from "./values/paging";
import { instantText, recordKey } from "./values/record-fields";
import { z } from "./zod";

/** What a change did: created, edited, deleted, changed the status of, paid, or e-mailed something. */
export const activityActions = ["create", "update", "delete", "status", "payment", "email"] as const;
export type ActivityAction = (typeof activityActions)[number];

/**
 * What each kind of activity entry is about, as the API path that serves its subject. An entry is
 * listed only to the roles that may read that path (http/access.ts), so the log never shows staff
 * the amounts, accounts or users that /api/financial and /api/settings/users refuse them.
 */
export const activitySubjectPaths = {
  client: "/api/clients",
  quote: "/api/quotes",
  invoice: "/api/invoices",
  recurring_invoice: "/api/recurring-invoices",
  // No list of all notes: the operation that reads one decides who sees them (the books).
  credit_note: "/api/credit-notes/{id}",
  project: "/api/projects",
  // Staff see only their own hours: entries about anyone's hours are for those who read everyone's.
  time_entry: "/api/time-entries/people",
  company_settings: "/api/settings/company",
  user: "/api/settings/users",
  api_token: "/api/settings/tokens",
  receivable: "/api/financial/accounts-receivable",
  payable: "/api/financial/accounts-payable",
  supplier: "/api/financial/suppliers",
  transaction: "/api/financial/transactions",
  transfer: "/api/financial/transfers",
  bank_account: "/api/financial/bank-accounts",
  bank_statement: "/api/financial/bank-accounts/{id}/statements",
  ach_batch: "/api/financial/ach-batches",
  chart_account: "/api/financial/chart-accounts",
  budget: "/api/financial/budgets",
  journal_entry: "/api/accounting/journal",
  accounting_period: "/api/accounting/periods",
  dgi_filing: "/api/financial/dgi/form-430",
} as const;
export type ActivityEntity = keyof typeof activitySubjectPaths;
export const activityEntities = Object.keys(activitySubjectPaths) as [ActivityEntity, ...ActivityEntity[]];

/**
 * GET /api/activity: newest first; `q` matches the summary (case-insensitive), `entity` is what
 * changed ('client', 'invoice', …), `from`/`to` the day of the change in Panama.
 */
export const activityListQuery = pagedListQuery({
  entity: optionalFilter(activityEntities, "Entidad inválida"),
  action: optionalFilter(activityActions, "Acción inválida"),
});
export type ActivityListQuery = z.output<typeof activityListQuery>;

/** GET /api/activity: the latest changes, newest first (the dashboard's 'Recent activity'). */
export const activityRecord = z.object({
  id: recordKey(),
  action: z.enum(activityActions).meta({ description: "Qué se hizo" }),
  entity: z.enum(activityEntities).meta({ description: "Sobre qué clase de registro" }),
  entityId: recordKey("El registro afectado").nullable(),
  summary: z.string().meta({ description: "Resumen en español" }),
  userName: z.string().nullable().meta({ description: "Quién lo hizo; null si la cuenta ya no existe" }),
  createdAt: instantText("Cuándo ocurrió (ISO 8601, UTC)"),
});
export type ActivityRecord = z.infer<typeof activityRecord>;
