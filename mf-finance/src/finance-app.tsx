import type { ComponentType } from "react";
import { NotFoundPage } from "shared-ui";
import { useLocation } from "wouter";
import { pendingPage } from "./features/pending/pending-page";

declare const __MF_FINANCE_BUILD__: string;

// The finance team's remote, deployed on its own: its page table for every /finance route.
const pages: Record<string, ComponentType> = {
  "/finance": pendingPage("Sistema Financiero", "Finanzas de la empresa adaptadas a Panamá: ITBMS, DGI, B/. y $."),
  "/finance/transactions": pendingPage("Transacciones", "Ingresos, gastos, transferencias y ajustes."),
  "/finance/bank-accounts": pendingPage("Cuentas Bancarias", "Saldos de las cuentas en bancos panameños."),
  "/finance/chart-accounts": pendingPage("Plan de Cuentas", "Catálogo de cuentas contables."),
  "/finance/suppliers": pendingPage("Proveedores", "Proveedores con RUC y términos de pago."),
  "/finance/receivables": pendingPage("Cuentas por Cobrar", "Facturas pendientes de cobro y sus pagos."),
  "/finance/payables": pendingPage("Cuentas por Pagar", "Obligaciones con proveedores y sus pagos."),
  "/finance/reports": pendingPage("Reportes Financieros", "Estados financieros y reportes fiscales DGI."),
  "/finance/calendar": pendingPage(
    "Calendario de Pagos",
    "Gestione los vencimientos de cuentas por cobrar y por pagar.",
  ),
  "/finance/transfers": pendingPage("Transferencias Bancarias", "Transferencias entre cuentas bancarias."),
  "/finance/budgets": pendingPage("Presupuestos", "Presupuestos por categoría y período."),
};

export default function FinanceApp() {
  const [path] = useLocation();
  const Page = pages[path] ?? NotFoundPage;
  return (
    <div data-testid="finance-app" data-build={__MF_FINANCE_BUILD__}>
      <Page />
    </div>
  );
}
