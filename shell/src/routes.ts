import type { RemoteKey } from "./remotes/remote-loader";

/** The back-office routes (signed in only) and which remote renders each. */
export const coreRoutes = ["/", "/crm", "/quotes", "/invoices", "/projects", "/reports"] as const;

/**
 * Everything under this prefix belongs to mf-finance, which keeps its own page table and
 * sub-navigation: a new finance page ships with a finance deploy alone, no shell rebuild.
 */
export const FINANCE_PREFIX = "/finance";

export const sidebarEntries = [
  { label: "Dashboard", path: "/" },
  { label: "CRM", path: "/crm" },
  { label: "Cotizaciones", path: "/quotes" },
  { label: "Facturación", path: "/invoices" },
  { label: "Proyectos", path: "/projects" },
  { label: "Reportes", path: "/reports" },
  { label: "Finanzas", path: FINANCE_PREFIX },
] as const;

export function remoteForPath(path: string): RemoteKey | null {
  if ((coreRoutes as readonly string[]).includes(path)) return "core";
  if (path === FINANCE_PREFIX || path.startsWith(`${FINANCE_PREFIX}/`)) return "finance";
  return null;
}
