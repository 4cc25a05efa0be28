import { Box } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import type { ReportsSummary } from "api/contract";
import { formatDollarPlain, visuallyHidden } from "shared-ui";
import { formatAxisDollars } from "./report-format";

/**
 * Paid revenue per month, last six months. Amounts arrive as decimal strings; they become
 * numbers only to size the bars, and every label shows the string's own value.
 */
export function RevenueChart({ months }: { months: ReportsSummary["monthlyRevenue"] }) {
  return (
    <Box sx={{ position: "relative" }}>
      <Box aria-hidden>
        <BarChart
          height={300}
          hideLegend
          xAxis={[{ scaleType: "band", data: months.map((month) => month.label) }]}
          // One short style for every tick ('$0', '$5k', '$10k'), not the locale's compact '5 K' / '10 k'.
          yAxis={[{ valueFormatter: (value: number) => formatAxisDollars(value), width: 56 }]}
          series={[
            {
              label: "Ingresos",
              data: months.map((month) => Number(month.total)),
              valueFormatter: (_value, { dataIndex }) => formatDollarPlain(months[dataIndex]?.total),
            },
          ]}
          grid={{ horizontal: true }}
        />
      </Box>
      {/* Read by screen readers (and tests) instead of the drawing. */}
      <Box component="table" sx={visuallyHidden}>
        <caption>Ingresos por mes</caption>
        <thead>
          <tr>
            <th scope="col">Mes</th>
            <th scope="col">Ingresos</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{`${month.label} ${month.month.slice(0, 4)}`}</th>
              <td>{formatDollarPlain(month.total)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
