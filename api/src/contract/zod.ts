import { z } from "zod";

// The contract's zod: every contract file takes `z` from here, never from "zod" itself (lint
// enforces it), so these settings are in place before any schema is built, whatever order a
// bundler puts modules and chunks in. Zod decides at construction whether a schema may compile its
// parser with eval.

// Any message a schema does not set itself (a wrong type, say) comes out in Spanish too.
z.config(z.locales.es());

// In the browser, the pages' Content-Security-Policy forbids eval (api/docs/security.md). Zod would
// only probe for it and fall back, but the probe is reported as a CSP violation: skip it there.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
