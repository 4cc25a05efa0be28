import { Box, Container, Divider, Grid, Link, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Brand } from "./brand";
import { company, footer } from "./content";
import { sectionLinkHandler } from "./scroll";

const linkSx = { color: "rgba(255,255,255,0.72)", "&:hover": { color: "common.white" } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        component="h2"
        sx={{
          fontSize: "0.85rem",
          fontWeight: 700,
          letterSpacing: 1.5,
          textTransform: "uppercase",
          mb: 2,
          color: "common.white",
        }}
      >
        {title}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: "none", p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

function SectionLink({ id, label }: { id: string; label: string }) {
  return (
    <li>
      <Link href={`#${id}`} onClick={sectionLinkHandler(id)} underline="hover" variant="body2" sx={linkSx}>
        {label}
      </Link>
    </li>
  );
}

/** Footer with the Servicios, Empresa and Contacto columns and the copyright line. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={(theme) => ({
        bgcolor: theme.palette.grey[900],
        color: "rgba(255,255,255,0.72)",
        pt: { xs: 8, md: 10 },
        pb: 4,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Brand inverted />
            <Typography variant="body2" sx={{ mt: 2, maxWidth: 340, lineHeight: 1.7 }}>
              {footer.description}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>
            <Column title={footer.servicesTitle}>
              {footer.servicesLinks.map((label) => (
                <SectionLink key={label} id="servicios" label={label} />
              ))}
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>
            <Column title={footer.companyTitle}>
              {footer.companyLinks.map((link) => (
                <SectionLink key={link.label} id={link.id} label={link.label} />
              ))}
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Column title={footer.contactTitle}>
              {[company.email, company.phone, company.address, company.hours].map((line) => (
                <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: "anywhere" }}>
                  {line}
                </Typography>
              ))}
            </Column>
          </Grid>
        </Grid>
        <Divider sx={{ my: 4, borderColor: "rgba(255,255,255,0.12)" }} />
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={1}
          sx={{ justifyContent: "space-between", alignItems: { sm: "center" } }}
        >
          {/* The prerendered page carries its build's year; hydrating in a later year keeps it rather than fail. */}
          <Typography variant="body2" suppressHydrationWarning>
            © {year} {company.name}. {footer.rights}
          </Typography>
          <Typography variant="body2">{footer.madeIn}</Typography>
        </Stack>
      </Container>
    </Box>
  );
}
