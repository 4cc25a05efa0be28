import { Box, Card, CardContent, Divider, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatPAB } from "shared-ui";

/** A statement: its title, then its lines. */
export function ReportCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** One line of a statement: a label and an amount in balboas; `total` lines are bold, under a rule. */
export function ReportLine({ label, amount, total = false }: { label: string; amount: string; total?: boolean }) {
  return (
    <>
      {total && <Divider />}
      <Box
        data-testid="report-line"
        sx={{ display: "flex", justifyContent: "space-between", gap: 2, fontWeight: total ? 700 : 400 }}
      >
        <Typography variant="body2" sx={{ fontWeight: "inherit" }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: "inherit", whiteSpace: "nowrap" }}>
          {formatPAB(amount)}
        </Typography>
      </Box>
    </>
  );
}

/** A heading inside a statement ('Activos', 'Ingresos'). */
export function ReportSubheading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ pt: 1 }}>
      {children}
    </Typography>
  );
}

export const UNCATEGORIZED = "Sin categoría";
