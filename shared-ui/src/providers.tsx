import { CssBaseline, ThemeProvider } from "@mui/material";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { ConfirmProvider } from "./confirm";
import { swrConfig } from "./swr";
import { theme } from "./theme";
import { ToastProvider } from "./toast";
// Registers dayjs's "es" locale (Spanish names, weeks start on Monday) for everyone.
import "./format";

/**
 * Everything the app needs around it, mounted once by the shell. The date pickers live
 * apart, in "shared-ui/dates", so the landing page never downloads them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <ToastProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </ToastProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
