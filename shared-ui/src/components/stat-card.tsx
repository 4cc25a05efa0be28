import { Box, Card, CardContent, Skeleton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

type StatCardProps = {
  title: string;
  value: ReactNode;
  subtitle?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
};

/** A headline figure (dashboard, reports, finance summaries). */
export function StatCard({ title, value, subtitle, icon, loading = false }: StatCardProps) {
  return (
    <Card sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between", alignItems: "flex-start" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {loading ? (
              <Skeleton variant="text" width={96} sx={{ fontSize: "1.75rem" }} aria-label="Cargando" />
            ) : (
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
                {value}
              </Typography>
            )}
            {subtitle && (
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {icon && (
            <Box aria-hidden sx={{ color: "primary.light", display: "flex", "& svg": { fontSize: 28 } }}>
              {icon}
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
