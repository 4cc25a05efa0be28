import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are committed and applied by the app
// itself at start-up (src/db/client.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
