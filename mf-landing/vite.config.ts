import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { remoteFederation } from "../shared-ui/build/federation.ts";
import { precompress } from "../shared-ui/build/precompress.ts";

// A remote is built alone and served from /mf/mf-landing/ (or its own server): base './'
// keeps its asset URLs relative to remoteEntry.js wherever it is deployed.
export default defineConfig({
  base: "./",
  plugins: [
    federation(
      remoteFederation(
        "mf_landing",
        // The landing page, and the public page a quote's answer link opens (shell/src/routes.ts).
        { "./LandingPage": "./src/landing-page.tsx", "./QuoteAnswerPage": "./src/quote-answer-page.tsx" },
        { screens: false },
      ),
    ),
    react(),
    precompress(),
  ],
  // No page of its own: the build's only entry is what the federation exposes.
  build: { target: "esnext", outDir: "dist", emptyOutDir: true, rolldownOptions: { input: "./src/landing-page.tsx" } },
});
