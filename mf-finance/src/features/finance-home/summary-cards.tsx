import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import BalanceIcon from "@mui/icons-material/Balance";
import CallMadeIcon from "@mui/icons-material/CallMade";
import CallReceivedIcon from "@mui/icons-material/CallReceived";
import TrendingDownIcon from "@mui/icons-material/TrendingDown";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { Grid } from "@mui/material";
import type { FinancialSummaryRecord } from "api/contract";
import type { ReactNode } from "react";
import { ErrorState, formatPAB, StatCard, useEndpoint } from "shared-ui";

type Card = { key: keyof FinancialSummaryRecord; title: string; subtitle: string; icon: ReactNode };

const cards: readonly Card[] = [
  // From the ledger's income and expense accounts: invoices and supplier invoices without their ITBMS.
  {
    key: "totalIncome",
    title: "Ingresos Totales",
    subtitle: "Según el libro mayor, sin ITBMS",
    icon: <TrendingUpIcon />,
  },
  {
    key: "totalExpenses",
    title: "Gastos Totales",
    subtitle: "Según el libro mayor, sin ITBMS",
    icon: <TrendingDownIcon />,
  },
  { key: "netIncome", title: "Ingreso Neto", subtitle: "Ingresos menos gastos", icon: <BalanceIcon /> },
  { key: "bankBalance", title: "Saldo Bancario", subtitle: "Cuentas activas", icon: <AccountBalanceIcon /> },
  {
    key: "accountsReceivableTotal",
    title: "Cuentas por Cobrar",
    subtitle: "Saldo pendiente de clientes",
    icon: <CallReceivedIcon />,
  },
  {
    key: "accountsPayableTotal",
    title: "Cuentas por Pagar",
    subtitle: "Saldo pendiente con proveedores",
    icon: <CallMadeIcon />,
  },
];

/** The six figures of GET /api/financial/summary, in balboas. */
export function SummaryCards() {
  const { data, error, isLoading, mutate } = useEndpoint("financialSummary");
  if (error) return <ErrorState onRetry={() => mutate()} />;
  return (
    <Grid container spacing={2} component="section" aria-label="Resumen financiero">
      {cards.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard
            title={card.title}
            value={formatPAB(data?.[card.key] ?? "0")}
            subtitle={card.subtitle}
            icon={card.icon}
            loading={isLoading}
          />
        </Grid>
      ))}
    </Grid>
  );
}
