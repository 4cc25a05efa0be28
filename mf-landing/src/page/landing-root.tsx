import { CacheProvider, type EmotionCache } from "@emotion/react";
import { AppProviders } from "shared-ui";
import { LandingPage } from "../features/landing/landing-page";

/** The landing page with the app's providers (theme, baseline CSS, notices): the same tree at build time and in the browser. */
export function LandingRoot({ styleCache }: { styleCache: EmotionCache }) {
  return (
    <CacheProvider value={styleCache}>
      <AppProviders>
        <LandingPage />
      </AppProviders>
    </CacheProvider>
  );
}
