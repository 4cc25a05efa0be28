// Build-time Module Federation settings shared by the shell and the three remotes.
// Every package listed here is a singleton: one copy in the page, whichever container
// loads first provides it. Subpaths are listed on purpose: sharing a package does not
// share its subpaths, and a second copy of MUI's styling or x-date-pickers' context
// would silently ignore the shell's theme and locale.
import type { federation } from "@module-federation/vite";

type FederationOptions = Parameters<typeof federation>[0];
type Shared = NonNullable<FederationOptions["shared"]>;

const singletons = [
  "react",
  "react-dom",
  "react-dom/client",
  "react/jsx-runtime",
  "@mui/material",
  "@mui/material/styles",
  "@mui/material/utils",
  "@mui/material/SvgIcon",
  "@emotion/react",
  "@emotion/styled",
  "swr",
  "wouter",
  "dayjs",
  "shared-ui",
  "shared-ui/dates",
  "@mui/x-date-pickers",
  "@mui/x-date-pickers/AdapterDayjs",
];

export const sharedSingletons: Shared = Object.fromEntries(
  singletons.map((name) => [name, { singleton: true, requiredVersion: false as const }]),
);

/** Names the remotes are registered under; the shell's manifest uses the same keys. */
export const remoteNames = { landing: "mf_landing", core: "mf_core", finance: "mf_finance" } as const;

export function remoteFederation(name: string, exposes: Record<string, string>): FederationOptions {
  return {
    name,
    filename: "remoteEntry.js",
    manifest: true,
    exposes,
    shared: sharedSingletons,
    dts: false,
  };
}
