import { CssBaseline, ThemeProvider } from "@mui/material";
// LocalizationProvider comes from the package root, the specifier the remotes' pickers
// use too: the pickers find it through a React context, so both sides must resolve to
// the same federated copy of @mui/x-date-pickers.
import { LocalizationProvider } from "@mui/x-date-pickers";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { esES as pickersEsES } from "@mui/x-date-pickers/locales";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { ConfirmProvider } from "./confirm";
import { swrConfig } from "./swr";
import { theme } from "./theme";
import { ToastProvider } from "./toast";
// Also registers dayjs's "es" locale, whose weeks start on Monday (SPEC.md §9),
// before the pickers' adapter asks for it.
import "./format";

const pickersLocaleText = pickersEsES.components.MuiLocalizationProvider.defaultProps.localeText;

/** Everything the app needs around it, mounted once by the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={pickersLocaleText}>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </SWRConfig>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
