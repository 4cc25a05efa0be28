import type { ComponentType } from "react";
import { NotFoundPage } from "shared-ui";
import { useLocation } from "wouter";
import { DashboardPage } from "./features/dashboard/dashboard-page";
import { pendingPage } from "./features/pending/pending-page";

// The shell has already checked the route belongs to this remote; this table picks the page.
const pages: Record<string, ComponentType> = {
  "/": DashboardPage,
  "/crm": pendingPage("CRM - Gestión de Clientes", "Administre sus clientes y relaciones comerciales."),
  "/quotes": pendingPage("Cotizaciones", "Cree y dé seguimiento a las cotizaciones de sus clientes."),
  "/invoices": pendingPage("Facturación", "Emita facturas con ITBMS y controle su cobro."),
  "/projects": pendingPage("Gestión de Proyectos", "Planifique y siga el avance de cada proyecto."),
  "/reports": pendingPage("Reportes y Análisis", "Indicadores de ventas, proyectos y facturación."),
};

export default function CoreApp() {
  const [path] = useLocation();
  const Page = pages[path] ?? NotFoundPage;
  return <Page />;
}
