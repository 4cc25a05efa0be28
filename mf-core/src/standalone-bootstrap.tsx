import { createRoot } from "react-dom/client";
import { AppProviders } from "shared-ui";
import CoreApp from "./core-app";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <AppProviders>
      <CoreApp />
    </AppProviders>,
  );
}
