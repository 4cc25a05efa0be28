import { Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A DGI report's card: its title and what the month covers, its downloads beside them, then the report. */
export function DgiReportCard({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  /** Its downloads, at the right of the title; none for a list that is only read. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction={{ xs: "column", md: "row" }} spacing={1} sx={{ justifyContent: "space-between", mb: 2 }}>
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start", flexShrink: 0 }}>
            {actions}
          </Stack>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
