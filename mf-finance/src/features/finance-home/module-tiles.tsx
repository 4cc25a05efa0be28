import { Box, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { Link } from "wouter";
import { FinancePageIcon } from "../../common/finance-icons";
import { financeModules } from "../../common/finance-pages";

/** One tile per finance module, from the finance team's list of pages. */
export function ModuleTiles() {
  return (
    <Grid container spacing={2} component="nav" aria-label="Módulos financieros">
      {financeModules.map((page) => (
        <Grid key={page.path} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card sx={{ height: "100%" }}>
            <CardActionArea component={Link} href={page.path} sx={{ height: "100%" }}>
              <CardContent sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
                <Box aria-hidden sx={{ color: "primary.main", display: "flex", "& svg": { fontSize: 32 } }}>
                  <FinancePageIcon name={page.icon} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {page.label}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {page.description}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
