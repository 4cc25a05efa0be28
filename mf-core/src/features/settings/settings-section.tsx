import { Card, CardContent, Grid, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

/** One titled group of the settings screen ('Datos legales'), a region named by its title; its fields in a grid. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
}

/** A field's cell: full width on phones, `md` twelfths from tablets up. */
export function SettingsField({ md = 6, children }: { md?: number; children: ReactNode }) {
  return <Grid size={{ xs: 12, md }}>{children}</Grid>;
}
