import AttachMoneyIcon from "@mui/icons-material/AttachMoney";
import FolderIcon from "@mui/icons-material/Folder";
import PeopleIcon from "@mui/icons-material/People";
import PercentIcon from "@mui/icons-material/Percent";
import { Box, Grid } from "@mui/material";
import type { ReportsSummary, TrendFigure } from "api/contract";
import type { ReactNode } from "react";
import { formatDollarPlain, StatCard } from "shared-ui";
import { formatPointsTrend, formatRate, formatTrend, trendColor } from "./report-format";

type Headline = ReportsSummary["headline"];

/**
 * What a card's trend compares, said in its caption (see ReportsSummary in api/contract):
 * '{what}: +12.5% {against}'.
 */
type TrendCaption = { what: string; format: (trend: number | null) => string; against: string };

function Trend({ trend, caption }: { trend: number | null; caption: TrendCaption }) {
  return (
    <>
      {caption.what}:{" "}
      <Box component="span" sx={{ color: trendColor(trend), fontWeight: 600 }}>
        {caption.format(trend)}
      </Box>{" "}
      {caption.against}
    </>
  );
}

const cards: Array<{
  key: keyof Headline;
  title: string;
  icon: ReactNode;
  format: (value: string) => string;
  caption: TrendCaption;
}> = [
  {
    key: "totalRevenue",
    title: "Ingresos Totales",
    icon: <AttachMoneyIcon />,
    format: formatDollarPlain,
    // Revenue collected from the 1st to today, against the same days of last month.
    caption: { what: "este mes", format: formatTrend, against: "vs. mismos días del mes anterior" },
  },
  {
    key: "activeClients",
    title: "Clientes Activos",
    icon: <PeopleIcon />,
    format: (value) => value,
    // The figure is every active client; the trend is about clients added, month against month.
    caption: { what: "nuevos", format: formatTrend, against: "vs. mes anterior" },
  },
  {
    key: "activeProjects",
    title: "Proyectos Activos",
    icon: <FolderIcon />,
    format: (value) => value,
    caption: { what: "nuevos", format: formatTrend, against: "vs. mes anterior" },
  },
  {
    key: "conversionRate",
    title: "Tasa de Conversión",
    icon: <PercentIcon />,
    format: formatRate,
    // This month's rate minus last month's: percentage points, not a percentage of a percentage.
    caption: { what: "este mes", format: formatPointsTrend, against: "vs. mes anterior" },
  },
];

/** The four headline figures of the reports screen, each with a trend that says what it compares. */
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
              subtitle={figure && <Trend trend={figure.trend} caption={card.caption} />}
              icon={card.icon}
              loading={loading}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}
