import { createRoot } from "react-dom/client";
import { AppProviders } from "shared-ui";
import FinanceApp from "./finance-app";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <AppProviders>
      <FinanceApp />
    </AppProviders>,
  );
}
