import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import { Box, Button, Card, CardActions, CardContent, Chip, Grid, Typography } from "@mui/material";
import { projects, projectsIntro } from "./content";
import { LandingSection } from "./landing-section";
import { SectionHeading } from "./section-heading";

const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");

/** Section "proyectos": three featured projects, each with an external link. */
export function Projects() {
  return (
    <LandingSection id="proyectos" background="paper">
      <SectionHeading id="proyectos-titulo" {...projectsIntro} />
      <Grid container spacing={3}>
        {projects.map((project, index) => {
          const titleId = `proyecto-${slug(project.title)}`;
          return (
            <Grid key={project.title} size={{ xs: 12, md: 4 }}>
              <Card
                component="article"
                aria-labelledby={titleId}
                variant="outlined"
                sx={{ height: "100%", display: "flex", flexDirection: "column", borderRadius: 3, overflow: "hidden" }}
              >
                <Box
                  aria-hidden
                  sx={(theme) => {
                    const angle = 120 + index * 40;
                    return {
                      height: 140,
                      background: `linear-gradient(${angle}deg, ${theme.palette.primary.main}, ${theme.palette.secondary.main})`,
                      position: "relative",
                      "&::after": {
                        content: '""',
                        position: "absolute",
                        inset: 0,
                        backgroundImage:
                          "linear-gradient(rgba(255,255,255,0.12) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.12) 1px, transparent 1px)",
                        backgroundSize: "24px 24px",
                      },
                    };
                  }}
                />
                <CardContent sx={{ flexGrow: 1, p: 3 }}>
                  <Chip
                    label={project.category}
                    size="small"
                    color="primary"
                    variant="outlined"
                    sx={{ mb: 2, fontWeight: 600 }}
                  />
                  <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                    {project.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", lineHeight: 1.7 }}>
                    {project.description}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 3, pb: 3, pt: 0 }}>
                  <Button
                    href={project.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    endIcon={<OpenInNewIcon />}
                    sx={{ fontWeight: 700 }}
                  >
                    {projectsIntro.linkLabel}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </LandingSection>
  );
}
