// The API's contract: what the front ends and the finance team build against.
// Imports nothing but zod, so browser bundles stay small.
//
// Names, one rule for every resource X:
// - `xInput` is the schema of a create body and `xPatch` of a PATCH body;
// - `XInput` = z.input<typeof xInput>: what a form or client sends;
// - `XData` = z.output<typeof xInput>: the same values once parsed (defaults filled, text
//   trimmed), what the domain stores; `XChanges` (domain) is the partial of it a PATCH applies;
// - `xRecord` is the schema of what the API answers (record-fields.ts builds its fields) and
//   `XRecord` = z.infer<typeof xRecord>. A screen's own form state, when it is not `XInput`, is
//   `XFormValues` beside its form. Each name is declared once, here or in its domain module.
// First: zod's settings must be in place before any schema below is built.
import "./zod-config";

export * from "./accounting";
export * from "./ach-batches";
export * from "./activity";
export * from "./amount-in-words";
export * from "./api-tokens";
export * from "./bank-accounts";
export * from "./banking";
export * from "./budgets";
export * from "./chart-accounts";
export * from "./clients";
export * from "./company-settings";
export * from "./contact";
export * from "./countries";
export * from "./credit-notes";
export * from "./dates";
export * from "./debts";
export * from "./dgi";
export * from "./dgi-documents";
export * from "./document-lines";
export * from "./endpoints";
export * from "./exports";
export * from "./fe";
export * from "./fe-records";
export * from "./fe-settings";
export * from "./fields";
export * from "./financial-reports";
export * from "./financial-summary";
export * from "./hourly-rates";
export * from "./hours";
export * from "./income-tax";
export * from "./invoices";
export * from "./itbms-withholding";
export * from "./jobs";
export * from "./mail";
export * from "./money";
export * from "./paging";
export * from "./payable-taxes";
export * from "./payables";
export * from "./payment-calendar";
export * from "./projects";
export * from "./protocol";
export * from "./quote-answers";
export * from "./quotes";
export * from "./receivables";
export * from "./reconciliation";
export * from "./record-fields";
export * from "./recurring-invoices";
export * from "./recurring-schedule";
export * from "./reports";
export * from "./roles";
export * from "./ruc";
export * from "./ruc-fields";
export * from "./staff-users";
export * from "./statement-import";
export * from "./statuses";
export * from "./supplier-ach";
export * from "./suppliers";
export * from "./time-entries";
export * from "./time-invoicing";
export * from "./time-reports";
export * from "./timesheet";
export * from "./transactions";
export * from "./transfers";
export * from "./user";
