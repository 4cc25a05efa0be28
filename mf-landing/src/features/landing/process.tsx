import { Box, Container, Grid, Typography } from "@mui/material";
import { processIntro, processSteps } from "./content";
import { sectionScrollMargin } from "./scroll";
import { SectionHeading } from "./section-heading";

/** Section "proceso": the six development steps, numbered 1 to 6. */
export function Process() {
  return (
    <Box
      component="section"
      id="proceso"
      aria-labelledby="proceso-titulo"
      sx={(theme) => ({
        scrollMarginTop: sectionScrollMargin,
        py: { xs: 8, md: 12 },
        bgcolor: theme.alpha(theme.palette.primary.main, 0.04),
      })}
    >
      <Container maxWidth="lg">
        <SectionHeading id="proceso-titulo" {...processIntro} />
        <Grid component="ol" container spacing={3} sx={{ listStyle: "none", p: 0, m: 0 }}>
          {processSteps.map((step, index) => (
            <Grid component="li" key={step.title} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
              <Box sx={{ textAlign: "center", px: 1 }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 56,
                    height: 56,
                    mx: "auto",
                    mb: 2,
                    borderRadius: "50%",
                    display: "grid",
                    placeItems: "center",
                    fontWeight: 800,
                    fontSize: "1.35rem",
                    color: "primary.contrastText",
                    background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
                    boxShadow: 3,
                  })}
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {step.description}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
