import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { remoteFederation } from "../shared-ui/build/federation.ts";
import { precompress } from "../shared-ui/build/precompress.ts";

// A remote is built alone and served from /mf/mf-finance/ (or its own server): base './'
// keeps its asset URLs relative to remoteEntry.js wherever it is deployed.
export default defineConfig({
  base: "./",
  plugins: [
    federation(remoteFederation("mf_finance", { "./FinanceApp": "./src/finance-app.tsx" }, { screens: true })),
    react(),
    precompress(),
  ],
  // Tells which build of this remote a page is running (the redeploy test reads it).
  define: { __MF_FINANCE_BUILD__: JSON.stringify(process.env.MF_BUILD_ID ?? new Date().toISOString()) },
  // No page of its own: the build's only entry is what the federation exposes.
  build: { target: "esnext", outDir: "dist", emptyOutDir: true, rolldownOptions: { input: "./src/finance-app.tsx" } },
});
