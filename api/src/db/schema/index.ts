// Every table, for drizzle({ schema }) and drizzle-kit. Areas live in their own files.
export * from "./activity";
export * from "./auth";
export * from "./company";
export * from "./credit-notes";
export * from "./crm";
export * from "./debts";
export * from "./dgi";
export * from "./document-lines";
export * from "./fe";
export * from "./finance";
export * from "./ledger";
export * from "./limits";
export * from "./mail";
export * from "./quote-answer-links";
export * from "./recurring-invoices";
export * from "./status-counts";
export * from "./time";
