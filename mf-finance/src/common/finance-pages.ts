// mf-finance's pages as the finance team lists them: the sub-navigation above every finance
// page (finance-nav.tsx) and the home's 'Módulos' tiles are drawn from this one list, so a
// new page shows in both with a finance deploy alone. Which component renders each path is
// the page table's business (src/finance-app.tsx).

/** The icons the list may name (finance-icons.tsx draws them). */
export type FinanceIconName =
  | "home"
  | "transactions"
  | "bankAccounts"
  | "chartAccounts"
  | "suppliers"
  | "receivables"
  | "payables"
  | "ach"
  | "reports"
  | "calendar"
  | "transfers"
  | "budgets"
  | "accounting";

export type FinancePage = {
  path: string;
  /** The navigation's and the tile's name. */
  label: string;
  /** One line under the tile's name. */
  description: string;
  icon: FinanceIconName;
};

export const FINANCE_HOME = "/finance";

/** In navigation order: the home first, then the modules. */
export const financePages: readonly FinancePage[] = [
  {
    path: FINANCE_HOME,
    label: "Resumen",
    description: "Finanzas de la empresa adaptadas a Panamá: ITBMS, DGI, B/. y $.",
    icon: "home",
  },
  {
    path: "/finance/transactions",
    label: "Transacciones",
    description: "Ingresos, gastos, transferencias y ajustes.",
    icon: "transactions",
  },
  {
    path: "/finance/bank-accounts",
    label: "Cuentas Bancarias",
    description: "Saldos de las cuentas en bancos panameños.",
    icon: "bankAccounts",
  },
  {
    path: "/finance/chart-accounts",
    label: "Plan de Cuentas",
    description: "Catálogo de cuentas contables.",
    icon: "chartAccounts",
  },
  {
    path: "/finance/accounting",
    label: "Contabilidad",
    description: "Libro diario, mayor y balance de comprobación.",
    icon: "accounting",
  },
  {
    path: "/finance/suppliers",
    label: "Proveedores",
    description: "Proveedores con RUC y términos de pago.",
    icon: "suppliers",
  },
  {
    path: "/finance/receivables",
    label: "Cuentas por Cobrar",
    description: "Facturas pendientes de cobro y sus pagos.",
    icon: "receivables",
  },
  {
    path: "/finance/payables",
    label: "Cuentas por Pagar",
    description: "Obligaciones con proveedores y sus pagos.",
    icon: "payables",
  },
  {
    path: "/finance/ach",
    label: "Pagos ACH",
    description: "Lotes de pagos a proveedores para el archivo ACH del banco.",
    icon: "ach",
  },
  {
    path: "/finance/reports",
    label: "Reportes Financieros",
    description: "Estados financieros y reportes fiscales DGI.",
    icon: "reports",
  },
  {
    path: "/finance/calendar",
    label: "Calendario de Pagos",
    description: "Gestione los vencimientos de cuentas por cobrar y por pagar.",
    icon: "calendar",
  },
  {
    path: "/finance/transfers",
    label: "Transferencias Bancarias",
    description: "Transferencias entre cuentas bancarias.",
    icon: "transfers",
  },
  {
    path: "/finance/budgets",
    label: "Presupuestos",
    description: "Presupuestos por categoría y período.",
    icon: "budgets",
  },
];

/** The home's 'Módulos' tiles: every page but the home itself. */
export const financeModules: readonly FinancePage[] = financePages.filter((page) => page.path !== FINANCE_HOME);

/**
 * The page of the list a path belongs to: the page itself or anything below it
 * ('/finance/transactions/12' is under 'Transacciones'); the home only as itself.
 */
export function currentFinancePage(path: string): FinancePage | undefined {
  const normalized = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  return financePages.find(
    (page) => normalized === page.path || (page.path !== FINANCE_HOME && normalized.startsWith(`${page.path}/`)),
  );
}
