// Exposed to the shell through Module Federation as "./LandingPage".
import { useEffect } from "react";
import { LandingPage } from "./features/landing/landing-page";

/**
 * The landing page as the shell renders it (signed-out visitors when the prerendered page is not
 * built, e.g. in development). It arrives after the browser has already tried the URL's #section
 * (it is loaded at run time), so a deep link such as /#contacto is honoured once it has rendered.
 * The prerendered page (src/page/) needs no such help: the browser scrolls to the section itself.
 */
function RemoteLandingPage() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, []);
  return <LandingPage />;
}

export default RemoteLandingPage;
