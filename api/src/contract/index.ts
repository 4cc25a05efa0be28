// The API's contract: what the front ends and the finance team build against.
// Imports nothing but zod, so browser bundles stay small.
// First: zod's settings must be in place before any schema below is built.
import "./zod-config";

export * from "./activity";
export * from "./clients";
export * from "./contact";
export * from "./dates";
export * from "./fields";
export * from "./invoices";
export * from "./money";
export * from "./payments";
export * from "./projects";
export * from "./quotes";
export * from "./reports";
export * from "./statuses";
export * from "./user";
