import { Box, Container } from "@mui/material";
import type { ReactNode } from "react";
import { sectionScrollMargin } from "./scroll";

type Props = { id: string; background: "paper" | "default"; children: ReactNode };

/**
 * A content section of the page on a plain background: `id` is the anchor the navigation
 * scrolls to, and its heading carries `${id}-titulo` to name it. It keeps clear of the
 * sticky navigation when scrolled to.
 */
export function LandingSection({ id, background, children }: Props) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-titulo`}
      sx={{ scrollMarginTop: sectionScrollMargin, py: { xs: 8, md: 12 }, bgcolor: `background.${background}` }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
