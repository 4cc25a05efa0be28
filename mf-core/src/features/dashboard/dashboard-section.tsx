import { Card, CardContent, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

/** A titled dashboard card, exposed as a region named by its title. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
