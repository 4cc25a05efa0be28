import { QUOTE_ANSWER_PAGE_PATH, type StaffRole } from "api/contract";
import { mayOpenScreen } from "shared-ui";
import type { RemoteKey } from "./remotes/remote-loader";

/** The back-office routes (signed in only) and which remote renders each. */
export const coreRoutes = [
  "/",
  "/crm",
  "/quotes",
  "/invoices",
  "/invoices/recurring",
  "/projects",
  "/projects/hours",
  "/projects/timesheet",
  "/reports",
  "/settings/company",
  "/settings/users",
  "/settings/tokens",
  "/settings/jobs",
  "/settings/mail",
] as const;

/**
 * Pages anyone opens, signed in or not, outside the back office's layout: each is a module mf-landing
 * (the public remote) exposes. A quote's answer link opens the first (api/docs/quote-answer-links.md).
 */
const publicPages: Record<string, PublicPageModule> = {
  [QUOTE_ANSWER_PAGE_PATH]: "QuoteAnswerPage",
};
export type PublicPageModule = "QuoteAnswerPage";

/** The public page at `path`, or null: then the session decides (the landing page or the back office). */
export const publicPageFor = (path: string): PublicPageModule | null => publicPages[path] ?? null;

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
  { label: "Hoja de horas", path: "/projects/timesheet" },
  { label: "Reportes", path: "/reports" },
  { label: "Finanzas", path: FINANCE_PREFIX },
  { label: "Configuración", path: "/settings/company" },
  { label: "Usuarios", path: "/settings/users" },
  { label: "Tokens de API", path: "/settings/tokens" },
  { label: "Tareas programadas", path: "/settings/jobs" },
  { label: "Correo", path: "/settings/mail" },
] as const;

/** The entries of the sidebar `role` may open (shared-ui's mayOpenScreen, as the routing below). */
export const sidebarEntriesFor = (role: StaffRole) => sidebarEntries.filter((entry) => mayOpenScreen(role, entry.path));

/**
 * The remote that renders `path` for a user of `role`, or null for the not-found page: an unknown
 * path, or a screen the role may not open (staff at /finance, a non-admin at /settings/users).
 */
export function remoteForPath(path: string, role: StaffRole): RemoteKey | null {
  if (!mayOpenScreen(role, path)) return null;
  if ((coreRoutes as readonly string[]).includes(path)) return "core";
  if (path === FINANCE_PREFIX || path.startsWith(`${FINANCE_PREFIX}/`)) return "finance";
  return null;
}
