// The API's contract: what the front ends and the finance team build against.
// Imports nothing but zod, so browser bundles stay small.
import { z } from "zod";

// Any message a schema does not set itself (a wrong type, say) comes out in Spanish too.
z.config(z.locales.es());

export * from "./contact";
export * from "./statuses";
export * from "./user";
