import { Grid, Paper, Stack, Typography } from "@mui/material";
import { about } from "./content";
import { LandingSection } from "./landing-section";

/** Section "nosotros": who we are and three figures (50+ projects, 5+ years, 100% satisfaction). */
export function About() {
  return (
    <LandingSection id="nosotros" background="paper">
      <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: "center" }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="overline" sx={{ color: "primary.main", fontWeight: 700, letterSpacing: 2 }}>
            {about.eyebrow}
          </Typography>
          <Typography
            id="nosotros-titulo"
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: "1.9rem", md: "2.5rem" }, fontWeight: 800, mt: 1, mb: 3 }}
          >
            {about.title}
          </Typography>
          <Stack spacing={2}>
            {about.paragraphs.map((text) => (
              <Typography key={text} sx={{ color: "text.secondary", fontSize: "1.05rem" }}>
                {text}
              </Typography>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Grid container spacing={2}>
            {about.stats.map((stat) => (
              <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
                <Paper
                  variant="outlined"
                  sx={(theme) => ({
                    height: "100%",
                    p: 3,
                    textAlign: "center",
                    borderRadius: 3,
                    display: "flex",
                    flexDirection: "column",
                    justifyContent: "center",
                    gap: 1,
                    bgcolor: theme.alpha(theme.palette.primary.main, 0.04),
                  })}
                >
                  <Typography
                    sx={{
                      fontSize: { xs: "2.5rem", md: "2.75rem" },
                      fontWeight: 800,
                      color: "primary.main",
                      lineHeight: 1,
                    }}
                  >
                    {stat.value}
                  </Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", fontWeight: 600 }}>
                    {stat.label}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Grid>
      </Grid>
    </LandingSection>
  );
}
