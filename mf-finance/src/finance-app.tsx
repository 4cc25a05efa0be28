import { Box, CircularProgress } from "@mui/material";
import { type ComponentType, lazy, Suspense } from "react";
import { NotFoundPage } from "shared-ui";
import { useLocation } from "wouter";
import { reconciliationAccountOf } from "./common/finance-links";
import { FinanceNav } from "./common/finance-nav";

declare const __MF_FINANCE_BUILD__: string;

// One chunk per page: a visit to one finance page downloads that page, not all thirteen.
const AchPaymentsPage = lazy(() =>
  import("./features/ach/ach-payments-page").then((m) => ({ default: m.AchPaymentsPage })),
);
const AccountingPage = lazy(() =>
  import("./features/accounting/accounting-page").then((m) => ({ default: m.AccountingPage })),
);
const BankAccountsPage = lazy(() =>
  import("./features/bank-accounts/bank-accounts-page").then((m) => ({ default: m.BankAccountsPage })),
);
const BudgetsPage = lazy(() => import("./features/budgets/budgets-page").then((m) => ({ default: m.BudgetsPage })));
const CalendarPage = lazy(() => import("./features/calendar/calendar-page").then((m) => ({ default: m.CalendarPage })));
const ChartAccountsPage = lazy(() =>
  import("./features/chart-accounts/chart-accounts-page").then((m) => ({ default: m.ChartAccountsPage })),
);
const PayablesPage = lazy(() => import("./features/debts/payables-page").then((m) => ({ default: m.PayablesPage })));
const ReceivablesPage = lazy(() =>
  import("./features/debts/receivables-page").then((m) => ({ default: m.ReceivablesPage })),
);
const FinanceHomePage = lazy(() =>
  import("./features/finance-home/finance-home-page").then((m) => ({ default: m.FinanceHomePage })),
);
const ReconciliationPage = lazy(() =>
  import("./features/reconciliation/reconciliation-page").then((m) => ({ default: m.ReconciliationPage })),
);
const ReportsPage = lazy(() => import("./features/reports/reports-page").then((m) => ({ default: m.ReportsPage })));
const SuppliersPage = lazy(() =>
  import("./features/suppliers/suppliers-page").then((m) => ({ default: m.SuppliersPage })),
);
const TransactionsPage = lazy(() =>
  import("./features/transactions/transactions-page").then((m) => ({ default: m.TransactionsPage })),
);
const TransfersPage = lazy(() =>
  import("./features/transfers/transfers-page").then((m) => ({ default: m.TransfersPage })),
);

// The finance team's remote, deployed on its own: its page table for every /finance route.
const pages: Record<string, ComponentType> = {
  "/finance": FinanceHomePage,
  "/finance/transactions": TransactionsPage,
  "/finance/bank-accounts": BankAccountsPage,
  "/finance/chart-accounts": ChartAccountsPage,
  "/finance/accounting": AccountingPage,
  "/finance/suppliers": SuppliersPage,
  "/finance/receivables": ReceivablesPage,
  "/finance/payables": PayablesPage,
  "/finance/ach": AchPaymentsPage,
  "/finance/reports": ReportsPage,
  "/finance/calendar": CalendarPage,
  "/finance/transfers": TransfersPage,
  "/finance/budgets": BudgetsPage,
};

function PageSpinner() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 8 }}>
      <CircularProgress aria-label="Cargando" />
    </Box>
  );
}

export default function FinanceApp() {
  const [path] = useLocation();
  // A bank account's reconciliation is the one page whose address names a record.
  const Page = reconciliationAccountOf(path) !== null ? ReconciliationPage : (pages[path] ?? NotFoundPage);
  return (
    <div data-testid="finance-app" data-build={__MF_FINANCE_BUILD__}>
      <FinanceNav path={path} />
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </div>
  );
}
