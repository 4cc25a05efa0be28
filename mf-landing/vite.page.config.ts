import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "../shared-ui/build/precompress.ts";
import { PAGE_BASE, PAGE_ENTRY, PAGE_OUT_DIR } from "./build/page-build.ts";

// The prerendered landing page's scripts, built apart from the federation remote (vite.config.ts):
// a visitor's page loads its own small React bundle after the first paint, never the shell, the
// federation runtime or the shared libraries. build/prerender.tsx then writes the page's HTML.
export default defineConfig({
  base: PAGE_BASE,
  plugins: [react(), precompress()],
  build: {
    target: "esnext",
    outDir: PAGE_OUT_DIR,
    emptyOutDir: true,
    // Read by the prerender step to find the entry's hashed file name.
    manifest: true,
    rolldownOptions: { input: PAGE_ENTRY },
  },
});
