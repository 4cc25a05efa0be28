import type { RemoteKey } from "./remotes/remote-loader";

/** The back-office routes (SPEC.md §2) and which remote renders each. */
export const coreRoutes = ["/", "/crm", "/quotes", "/invoices", "/projects", "/reports"] as const;

export const financeRoutes = [
  "/finance",
  "/finance/transactions",
  "/finance/bank-accounts",
  "/finance/chart-accounts",
  "/finance/suppliers",
  "/finance/receivables",
  "/finance/payables",
  "/finance/reports",
  "/finance/calendar",
  "/finance/transfers",
  "/finance/budgets",
] as const;

export const sidebarEntries = [
  { label: "Dashboard", path: "/" },
  { label: "CRM", path: "/crm" },
  { label: "Cotizaciones", path: "/quotes" },
  { label: "Facturación", path: "/invoices" },
  { label: "Proyectos", path: "/projects" },
  { label: "Reportes", path: "/reports" },
] as const;

export function remoteForPath(path: string): RemoteKey | null {
  if ((coreRoutes as readonly string[]).includes(path)) return "core";
  if ((financeRoutes as readonly string[]).includes(path)) return "finance";
  return null;
}
