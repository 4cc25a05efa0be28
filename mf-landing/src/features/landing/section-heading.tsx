import { Stack, Typography } from "@mui/material";

type Props = { id: string; eyebrow: string; title: string; subtitle?: string };

/** The eyebrow, h2 and lead text that open a section; `id` names the section (aria-labelledby). */
export function SectionHeading({ id, eyebrow, title, subtitle }: Props) {
  return (
    <Stack
      spacing={1.5}
      sx={{ alignItems: "center", textAlign: "center", mb: { xs: 5, md: 7 }, maxWidth: 720, mx: "auto" }}
    >
      <Typography variant="overline" sx={{ color: "primary.main", fontWeight: 700, letterSpacing: 2, lineHeight: 1.5 }}>
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        variant="h2"
        component="h2"
        sx={{ fontSize: { xs: "1.9rem", md: "2.5rem" }, fontWeight: 800 }}
      >
        {title}
      </Typography>
      {subtitle && <Typography sx={{ fontSize: "1.1rem", color: "text.secondary" }}>{subtitle}</Typography>}
    </Stack>
  );
}
