import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { sharedSingletons } from "../shared-ui/build/federation.ts";
import { precompress } from "../shared-ui/build/precompress.ts";

// The shell is a pure host: it knows no remote at build time. It reads their URLs
// from GET /api/remotes at run time, so a remote is redeployed without rebuilding it.
export default defineConfig({
  base: "/",
  plugins: [
    federation({
      name: "shell",
      remotes: {},
      shared: sharedSingletons,
      dts: false,
      // Publishes the runtime for the remotes (experiments.externalRuntime in theirs).
      experiments: { provideExternalRuntime: true },
    }),
    react(),
    precompress(),
  ],
  build: { target: "esnext", outDir: "dist", emptyOutDir: true },
});
