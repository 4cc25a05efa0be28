// Build-time Module Federation settings shared by the shell and the three remotes.
// Every package listed here is a singleton: one copy in the page, whichever container
// loads first provides it. Subpaths are listed on purpose: sharing a package does not
// share its subpaths, and a second copy of MUI's styling or x-date-pickers' context
// would silently ignore the shell's theme and locale.
import type { federation } from "@module-federation/vite";

type FederationOptions = Parameters<typeof federation>[0];
type Shared = NonNullable<FederationOptions["shared"]>;

// What every container shares, the shell included.
const pageSingletons = [
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
];

// Only the back-office screens use these. The shell does not list them: a host that
// provides a shared package loads it at start, and the landing page would pay for
// date pickers it never shows. The remotes that use them share one copy among themselves.
const screenSingletons = [
  "shared-ui/dates",
  "shared-ui/forms",
  "react-hook-form",
  "@mui/x-date-pickers",
  "@mui/x-date-pickers/AdapterDayjs",
];

const singleton = (names: string[]): Shared =>
  Object.fromEntries(names.map((name) => [name, { singleton: true, requiredVersion: false as const }]));

/** The shell's (and the landing page's) shared map. */
export const sharedSingletons: Shared = singleton(pageSingletons);
/** A remote's shared map. */
export const remoteSharedSingletons: Shared = singleton([...pageSingletons, ...screenSingletons]);

/** A remote's federation settings; `screens` for the back-office remotes that have forms. */
export function remoteFederation(
  name: string,
  exposes: Record<string, string>,
  { screens }: { screens: boolean },
): FederationOptions {
  return {
    name,
    filename: "remoteEntry.js",
    manifest: true,
    exposes,
    shared: screens ? remoteSharedSingletons : sharedSingletons,
    dts: false,
    // The shell publishes one federation runtime for the page; without this every
    // remote would ship and load its own copy (about 19 kB gzip each).
    experiments: { externalRuntime: true },
  };
}
