import { Box } from "@mui/material";
import { useEffect } from "react";
import { About } from "./about";
import { ContactSection } from "./contact-section";
import { Footer } from "./footer";
import { Hero } from "./hero";
import { NavBar } from "./nav-bar";
import { Process } from "./process";
import { Projects } from "./projects";
import { Services } from "./services";

/** The public landing page: one page of anchor sections. */
export function LandingPage() {
  // The page arrives after the browser has already tried the URL's #section (it is loaded
  // at run time), so honour a deep link such as /#contacto once it has rendered.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);

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
