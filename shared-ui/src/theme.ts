import { createTheme } from "@mui/material";
import { esES } from "@mui/material/locale";

// Imported from the package root, not "@mui/material/styles": the root is the
// federation's shared singleton, so the shell and every remote see one theme engine.

const fontFamily = [
  "Inter",
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(",");

// Soft, low-contrast shadows: MUI's defaults read as heavy on a data-dense back office.
const subtleShadow = "0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)";
const raisedShadow = "0 4px 12px rgba(15, 23, 42, 0.08), 0 2px 4px rgba(15, 23, 42, 0.06)";

/** The one MUI theme of the app, with MUI's Spanish texts (pagination, alerts, autocomplete…). */
export const theme = createTheme(
  {
    palette: {
      mode: "light",
      primary: { main: "#1e3a8a", light: "#2563eb", dark: "#172554", contrastText: "#ffffff" },
      secondary: { main: "#0d9488", light: "#14b8a6", dark: "#0f766e", contrastText: "#ffffff" },
      success: { main: "#059669" },
      warning: { main: "#d97706" },
      error: { main: "#dc2626" },
      info: { main: "#2563eb" },
      background: { default: "#f8fafc", paper: "#ffffff" },
      text: { primary: "#0f172a", secondary: "#475569" },
      divider: "#e2e8f0",
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      h4: { fontWeight: 700, letterSpacing: "-0.01em" },
      h5: { fontWeight: 600 },
      h6: { fontWeight: 600 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: "none" } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme }) => ({
            border: `1px solid ${theme.palette.divider}`,
            boxShadow: subtleShadow,
          }),
        },
      },
      MuiPaper: {
        styleOverrides: { elevation1: { boxShadow: subtleShadow }, elevation2: { boxShadow: raisedShadow } },
      },
      MuiTableCell: {
        styleOverrides: {
          head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary }),
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiDialog: { styleOverrides: { paper: { boxShadow: raisedShadow } } },
    },
  },
  esES,
);
