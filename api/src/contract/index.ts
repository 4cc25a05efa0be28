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
// Zod's settings (zod.ts) are in place before any schema is built: every file takes `z` from there.

export * from "./activity";
export * from "./api-tokens";
export * from "./banking/ach-batches";
export * from "./banking/banking";
export * from "./banking/reconciliation";
export * from "./banking/statement-import";
export * from "./company-settings";
export * from "./crm/clients";
export * from "./crm/contact";
export * from "./crm/projects";
export * from "./crm/reports";
export * from "./documents/credit-notes";
export * from "./documents/document-lines";
export * from "./documents/invoices";
export * from "./documents/mail";
export * from "./documents/quote-answers";
export * from "./documents/quotes";
export * from "./documents/recurring-invoices";
export * from "./documents/recurring-schedule";
export * from "./endpoints";
export * from "./fe/fe";
export * from "./fe/fe-records";
export * from "./fe/fe-settings";
export * from "./finance/accounting";
export * from "./finance/bank-accounts";
export * from "./finance/budgets";
export * from "./finance/chart-accounts";
export * from "./finance/debts";
export * from "./finance/exports";
export * from "./finance/financial-reports";
export * from "./finance/financial-summary";
export * from "./finance/payables";
export * from "./finance/payment-calendar";
export * from "./finance/receivables";
export * from "./finance/supplier-ach";
export * from "./finance/suppliers";
export * from "./finance/transactions";
export * from "./finance/transfers";
export * from "./jobs";
export * from "./protocol";
export * from "./roles";
export * from "./staff-users";
export * from "./taxes/dgi";
export * from "./taxes/dgi-documents";
export * from "./taxes/income-tax";
export * from "./taxes/itbms-withholding";
export * from "./taxes/payable-taxes";
export * from "./time/hourly-rates";
export * from "./time/hours";
export * from "./time/time-entries";
export * from "./time/time-invoicing";
export * from "./time/time-reports";
export * from "./time/timesheet";
export * from "./user";
export * from "./values/amount-in-words";
export * from "./values/countries";
export * from "./values/dates";
export * from "./values/fields";
export * from "./values/money";
export * from "./values/paging";
export * from "./values/record-fields";
export * from "./values/ruc";
export * from "./values/ruc-fields";
export * from "./values/statuses";
