import { Box, Card, CardContent, Grid, Typography } from "@mui/material";
import { services, servicesIntro } from "./content";
import { LandingSection } from "./landing-section";
import { SectionHeading } from "./section-heading";

/** Section "servicios": the six specialisations. */
export function Services() {
  return (
    <LandingSection id="servicios" background="default">
      <SectionHeading id="servicios-titulo" {...servicesIntro} />
      <Grid container spacing={3}>
        {services.map(({ title, description, icon: Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card
              component="article"
              variant="outlined"
              sx={(theme) => ({
                height: "100%",
                borderRadius: 3,
                transition: theme.transitions.create(["transform", "box-shadow", "border-color"]),
                "&:hover": { transform: "translateY(-4px)", boxShadow: 6, borderColor: "primary.light" },
                "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
              })}
            >
              <CardContent sx={{ p: 4 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 56,
                    height: 56,
                    mb: 2.5,
                    borderRadius: 2,
                    display: "grid",
                    placeItems: "center",
                    color: "primary.main",
                    bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
                  })}
                >
                  <Icon sx={{ fontSize: 30 }} />
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {title}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary", lineHeight: 1.7 }}>
                  {description}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
