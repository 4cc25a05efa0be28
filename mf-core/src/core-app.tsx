import type { ComponentType } from "react";
import { NotFoundPage } from "shared-ui";
import { useLocation } from "wouter";
import { ApiTokensPage } from "./features/api-tokens/api-tokens-page";
import { ClientsPage } from "./features/clients/clients-page";
import { DashboardPage } from "./features/dashboard/dashboard-page";
import { InvoicesPage } from "./features/invoices/invoices-page";
import { JobsPage } from "./features/jobs/jobs-page";
import { MailSettingsPage } from "./features/mail-settings/mail-settings-page";
import { ProjectsPage } from "./features/projects/projects-page";
import { QuotesPage } from "./features/quotes/quotes-page";
import { RecurringInvoicesPage } from "./features/recurring-invoices/recurring-invoices-page";
import { ReportsPage } from "./features/reports/reports-page";
import { CompanySettingsPage } from "./features/settings/company-settings-page";
import { StaffUsersPage } from "./features/staff-users/staff-users-page";
import { ProjectHoursPage } from "./features/time/project-hours-page";
import { TimesheetPage } from "./features/time/timesheet-page";

// The shell has already checked the route belongs to this remote and that the signed-in role may
// open it (shared-ui's mayOpenScreen); this table picks the page.
const pages: Record<string, ComponentType> = {
  "/": DashboardPage,
  "/crm": ClientsPage,
  "/quotes": QuotesPage,
  "/invoices": InvoicesPage,
  "/invoices/recurring": RecurringInvoicesPage,
  "/projects": ProjectsPage,
  "/projects/hours": ProjectHoursPage,
  "/projects/timesheet": TimesheetPage,
  "/reports": ReportsPage,
  "/settings/company": CompanySettingsPage,
  "/settings/users": StaffUsersPage,
  "/settings/tokens": ApiTokensPage,
  "/settings/jobs": JobsPage,
  "/settings/mail": MailSettingsPage,
};

export default function CoreApp() {
  const [path] = useLocation();
  const Page = pages[path] ?? NotFoundPage;
  return <Page />;
}
