import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "shared-ui";
import { App } from "./app";

const container = document.getElementById("root");
if (!container) throw new Error("Falta el elemento #root");
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
