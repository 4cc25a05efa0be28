import EmailIcon from "@mui/icons-material/Email";
import LocationOnIcon from "@mui/icons-material/LocationOn";
import PhoneIcon from "@mui/icons-material/Phone";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { Box, Grid, Link, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { ContactForm } from "./contact-form";
import { company, contactIntro, type IconComponent } from "./content";
import { LandingSection } from "./landing-section";
import { SectionHeading } from "./section-heading";

function Detail({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: "flex", gap: 2, alignItems: "flex-start" }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: 2,
          display: "grid",
          placeItems: "center",
          bgcolor: "rgba(255,255,255,0.15)",
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: "rgba(255,255,255,0.75)", fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Section "contacto": how to reach us, and the quote request form. */
export function ContactSection() {
  return (
    <LandingSection id="contacto" background="default">
      <SectionHeading id="contacto-titulo" {...contactIntro} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper
            elevation={0}
            sx={(theme) => ({
              height: "100%",
              p: { xs: 3, md: 4 },
              borderRadius: 3,
              color: "common.white",
              background: `linear-gradient(160deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
            })}
          >
            <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
              {contactIntro.detailsTitle}
            </Typography>
            <Typography sx={{ color: "rgba(255,255,255,0.8)", mb: 4 }}>{company.tagline}</Typography>
            <Stack component="ul" spacing={3} sx={{ listStyle: "none", p: 0, m: 0 }}>
              <Detail icon={EmailIcon} label={contactIntro.emailLabel}>
                <Link href={`mailto:${company.email}`} color="inherit" underline="hover">
                  {company.email}
                </Link>
              </Detail>
              <Detail icon={PhoneIcon} label={contactIntro.phoneLabel}>
                <Link href={company.phoneHref} color="inherit" underline="hover">
                  {company.phone}
                </Link>
              </Detail>
              <Detail icon={LocationOnIcon} label={contactIntro.addressLabel}>
                {company.address}
              </Detail>
              <Detail icon={ScheduleIcon} label={contactIntro.hoursLabel}>
                {company.hours}
              </Detail>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 3 }}>
            <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 3 }}>
              {contactIntro.formTitle}
            </Typography>
            <ContactForm />
          </Paper>
        </Grid>
      </Grid>
    </LandingSection>
  );
}
