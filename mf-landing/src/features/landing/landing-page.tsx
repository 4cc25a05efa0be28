import { Box } from "@mui/material";
import { About } from "./about";
import { ContactSection } from "./contact-section";
import { Footer } from "./footer";
import { Hero } from "./hero";
import { NavBar } from "./nav-bar";
import { Process } from "./process";
import { Projects } from "./projects";
import { Services } from "./services";

/**
 * The public landing page: one page of anchor sections. Prerendered to HTML at build time (src/page/)
 * and hydrated in the browser, so what it renders must not depend on the browser until it has hydrated.
 */
export function LandingPage() {
  return (
    <Box sx={{ bgcolor: "background.default", color: "text.primary", minHeight: "100vh" }}>
      <NavBar />
      <Box component="main">
        <Hero />
        <About />
        <Services />
        <Projects />
        <Process />
        <ContactSection />
      </Box>
      <Footer />
    </Box>
  );
}
