import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import AccountTreeIcon from "@mui/icons-material/AccountTree";
import AssessmentIcon from "@mui/icons-material/Assessment";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DashboardIcon from "@mui/icons-material/Dashboard";
import LocalShippingIcon from "@mui/icons-material/LocalShipping";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import OutboxIcon from "@mui/icons-material/Outbox";
import PaymentsIcon from "@mui/icons-material/Payments";
import ReceiptLongIcon from "@mui/icons-material/ReceiptLong";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import SavingsIcon from "@mui/icons-material/Savings";
import SyncAltIcon from "@mui/icons-material/SyncAlt";
import type { SvgIconProps } from "@mui/material";
import type { ComponentType } from "react";
import type { FinanceIconName } from "./finance-pages";

const icons: Record<FinanceIconName, ComponentType<SvgIconProps>> = {
  home: DashboardIcon,
  transactions: ReceiptLongIcon,
  bankAccounts: AccountBalanceIcon,
  chartAccounts: AccountTreeIcon,
  suppliers: LocalShippingIcon,
  receivables: RequestQuoteIcon,
  payables: PaymentsIcon,
  ach: OutboxIcon,
  reports: AssessmentIcon,
  calendar: CalendarMonthIcon,
  transfers: SyncAltIcon,
  budgets: SavingsIcon,
  accounting: MenuBookIcon,
};

/** The icon a finance page names in finance-pages.ts (the navigation's and the tiles'). */
export function FinancePageIcon({ name, ...props }: { name: FinanceIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon {...props} />;
}
