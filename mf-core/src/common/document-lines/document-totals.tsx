import { Box, Typography } from "@mui/material";
import type { ItbmsBreakdownRow } from "api/contract";
import { formatDollarPlain } from "shared-ui";

/** 'ITBMS 7%', or 'ITBMS 0% (exento)' for the lines without tax. */
export const breakdownLabel = (rate: string) => (rate === "0" ? "ITBMS 0% (exento)" : `ITBMS ${rate}%`);

/**
 * 'Subtotal', one 'ITBMS n%' row per rate the lines use (with the amount it is charged on), and
 * 'Total': the live totals of a form, or a saved document's in its details.
 */
export function DocumentTotals({
  subtotal,
  breakdown,
  total,
  live = false,
}: {
  subtotal: string;
  breakdown: readonly ItbmsBreakdownRow[];
  total: string;
  /** Recomputed as the user types: announced politely to screen readers. */
  live?: boolean;
}) {
  const rows: Array<[label: string, amount: string, note?: string]> = [
    ["Subtotal", subtotal],
    ...breakdown.map((row): [string, string, string] => [
      breakdownLabel(row.rate),
      row.itbmsAmount,
      `sobre ${formatDollarPlain(row.subtotal)}`,
    ]),
    ["Total", total],
  ];
  return (
    <Box
      component="dl"
      aria-label="Totales"
      aria-live={live ? "polite" : undefined}
      sx={{
        display: "grid",
        gridTemplateColumns: "1fr auto",
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        ml: "auto",
        minWidth: 260,
        width: "fit-content",
        px: 1.5,
        py: 1,
        bgcolor: "action.hover",
        borderRadius: 1,
      }}
    >
      {rows.map(([label, amount, note]) => {
        const strong = label === "Total";
        return (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: strong ? 700 : 400 }}>
              {label}
              {note && (
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                  {note}
                </Typography>
              )}
            </Typography>
            <Typography
              component="dd"
              aria-label={label}
              variant="body2"
              sx={{ m: 0, textAlign: "right", fontWeight: strong ? 700 : 400 }}
            >
              {formatDollarPlain(amount)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
