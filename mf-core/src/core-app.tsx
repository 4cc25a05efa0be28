import type { ComponentType } from "react";
import { NotFoundPage } from "shared-ui";
import { useLocation } from "wouter";
import { ClientsPage } from "./features/clients/clients-page";
import { DashboardPage } from "./features/dashboard/dashboard-page";
import { InvoicesPage } from "./features/invoices/invoices-page";
import { ProjectsPage } from "./features/projects/projects-page";
import { QuotesPage } from "./features/quotes/quotes-page";
import { ReportsPage } from "./features/reports/reports-page";

// The shell has already checked the route belongs to this remote; this table picks the page.
const pages: Record<string, ComponentType> = {
  "/": DashboardPage,
  "/crm": ClientsPage,
  "/quotes": QuotesPage,
  "/invoices": InvoicesPage,
  "/projects": ProjectsPage,
  "/reports": ReportsPage,
};

export default function CoreApp() {
  const [path] = useLocation();
  const Page = pages[path] ?? NotFoundPage;
  return <Page />;
}
