import { createRoot } from "react-dom/client";
import { AppProviders } from "shared-ui";
import LandingPage from "./landing-page";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <AppProviders>
      <LandingPage />
    </AppProviders>,
  );
}
