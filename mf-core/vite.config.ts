import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { remoteFederation } from "../shared-ui/build/federation.ts";
import { precompress } from "../shared-ui/build/precompress.ts";

// A remote is built alone and served from /mf/mf-core/ (or its own server): base './'
// keeps its asset URLs relative to remoteEntry.js wherever it is deployed.
export default defineConfig({
  base: "./",
  plugins: [
    federation(remoteFederation("mf_core", { "./CoreApp": "./src/core-app.tsx" }, { screens: true })),
    react(),
    precompress(),
  ],
  // No page of its own: the build's only entry is what the federation exposes.
  build: { target: "esnext", outDir: "dist", emptyOutDir: true, rolldownOptions: { input: "./src/core-app.tsx" } },
});
