import FolderIcon from "@mui/icons-material/Folder";
import PeopleIcon from "@mui/icons-material/People";
import RequestQuoteIcon from "@mui/icons-material/RequestQuote";
import TrendingUpIcon from "@mui/icons-material/TrendingUp";
import { Grid } from "@mui/material";
import { ErrorState, PageHeader, StatCard, useEndpoint } from "shared-ui";
import { PendingProjects } from "./pending-projects";
import { RecentActivity } from "./recent-activity";

export function DashboardPage() {
  const { data, error, isLoading, mutate } = useEndpoint("dashboardStats");

  const cards = [
    { title: "Clientes Activos", value: data?.activeClients ?? 0, icon: <PeopleIcon /> },
    { title: "Proyectos Activos", value: data?.activeProjects ?? 0, icon: <FolderIcon /> },
    { title: "Cotizaciones Pendientes", value: data?.pendingQuotes ?? 0, icon: <RequestQuoteIcon /> },
    { title: "Ingresos del Mes", value: data?.monthlyRevenue ?? "$0", icon: <TrendingUpIcon /> },
  ];
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Resumen de la actividad de la empresa." />
      {error ? (
        <ErrorState onRetry={() => mutate()} />
      ) : (
        <Grid container spacing={2}>
          {cards.map((card) => (
            <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 3 }}>
              <StatCard title={card.title} value={String(card.value)} icon={card.icon} loading={isLoading} />
            </Grid>
          ))}
        </Grid>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <RecentActivity />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PendingProjects />
        </Grid>
      </Grid>
    </>
  );
}
