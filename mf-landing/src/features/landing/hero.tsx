import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import { Box, Button, Chip, Container, Stack, Typography } from "@mui/material";
import { hero } from "./content";
import { scrollToSection, sectionScrollMargin } from "./scroll";

/** Section "inicio": the h1 and the two calls to action. */
export function Hero() {
  return (
    <Box
      component="section"
      id="inicio"
      sx={(theme) => ({
        scrollMarginTop: sectionScrollMargin,
        position: "relative",
        overflow: "hidden",
        color: "common.white",
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 130%)`,
        py: { xs: 10, md: 16 },
        // Soft light shapes instead of an image: nothing to download.
        "&::before, &::after": {
          content: '""',
          position: "absolute",
          borderRadius: "50%",
          pointerEvents: "none",
          background: "radial-gradient(circle, rgba(255,255,255,0.18) 0%, rgba(255,255,255,0) 70%)",
        },
        "&::before": { width: 520, height: 520, top: -180, right: -140 },
        "&::after": { width: 420, height: 420, bottom: -220, left: -120 },
      })}
    >
      <Container maxWidth="md" sx={{ position: "relative", zIndex: 1, textAlign: "center" }}>
        <Chip
          label={hero.eyebrow}
          sx={{
            mb: 3,
            color: "common.white",
            bgcolor: "rgba(255,255,255,0.14)",
            border: "1px solid rgba(255,255,255,0.3)",
            fontWeight: 600,
          }}
        />
        <Typography
          id="inicio-titulo"
          variant="h1"
          component="h1"
          sx={{
            fontSize: { xs: "2.25rem", sm: "3rem", md: "3.75rem" },
            fontWeight: 800,
            lineHeight: 1.1,
            letterSpacing: "-0.02em",
            mb: 3,
          }}
        >
          {hero.title}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: "1.05rem", md: "1.25rem" },
            color: "rgba(255,255,255,0.88)",
            maxWidth: 680,
            mx: "auto",
            mb: 5,
          }}
        >
          {hero.subtitle}
        </Typography>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "center", mb: 5 }}>
          <Button
            size="large"
            variant="contained"
            color="inherit"
            endIcon={<ArrowForwardIcon />}
            onClick={() => scrollToSection("contacto")}
            sx={{
              bgcolor: "common.white",
              color: "primary.dark",
              fontWeight: 700,
              px: 4,
              "&:hover": { bgcolor: "grey.100" },
            }}
          >
            {hero.primaryCta}
          </Button>
          <Button
            size="large"
            variant="outlined"
            color="inherit"
            onClick={() => scrollToSection("proyectos")}
            sx={{
              fontWeight: 700,
              px: 4,
              borderColor: "rgba(255,255,255,0.6)",
              "&:hover": { borderColor: "common.white", bgcolor: "rgba(255,255,255,0.08)" },
            }}
          >
            {hero.secondaryCta}
          </Button>
        </Stack>
        <Stack
          component="ul"
          direction={{ xs: "column", sm: "row" }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ justifyContent: "center", alignItems: "center", listStyle: "none", p: 0, m: 0 }}
        >
          {hero.highlights.map((item) => (
            <Box
              component="li"
              key={item}
              sx={{ display: "flex", alignItems: "center", gap: 1, color: "rgba(255,255,255,0.9)" }}
            >
              <CheckCircleIcon fontSize="small" />
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {item}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
