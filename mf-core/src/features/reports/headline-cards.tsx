import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import FolderIcon from "@mui/icons-material/Folder";
import PeopleIcon from "@mui/icons-material/People";
import PercentIcon from "@mui/icons-material/Percent";
import { Box, Grid } from "@mui/material";
import type { ReportsSummary, TrendFigure } from "api/contract";
import type { ReactNode } from "react";
import { formatDollarPlain, StatCard } from "shared-ui";
import { formatRate, formatTrend, trendColor } from "./report-format";

type Headline = ReportsSummary["headline"];

function Trend({ trend }: { trend: number | null }) {
  return (
    <>
      <Box component="span" sx={{ color: trendColor(trend), fontWeight: 600 }}>
        {formatTrend(trend)}
      </Box>{" "}
      vs. mes anterior
    </>
  );
}

const cards: Array<{ key: keyof Headline; title: string; icon: ReactNode; format: (value: string) => string }> = [
  { key: "totalRevenue", title: "Ingresos Totales", icon: <AttachMoneyIcon />, format: formatDollarPlain },
  { key: "activeClients", title: "Clientes Activos", icon: <PeopleIcon />, format: (value) => value },
  { key: "activeProjects", title: "Proyectos Activos", icon: <FolderIcon />, format: (value) => value },
  { key: "conversionRate", title: "Tasa de Conversión", icon: <PercentIcon />, format: formatRate },
];

/** The four headline figures of the reports screen, each with its change against last month. */
export function HeadlineCards({ headline, loading }: { headline: Headline | undefined; loading: boolean }) {
  return (
    <Grid container spacing={2}>
      {cards.map((card) => {
        const figure: TrendFigure | undefined = headline?.[card.key];
        return (
          <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard
              title={card.title}
              value={figure ? card.format(figure.value) : ""}
              subtitle={figure && <Trend trend={figure.trend} />}
              icon={card.icon}
              loading={loading}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
