import { Box, Chip, Stack, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { PageHeader } from "shared-ui";
import { ModuleTiles } from "./module-tiles";
import { QuickActions } from "./quick-actions";
import { RecentTransactions } from "./recent-transactions";
import { SummaryCards } from "./summary-cards";

type HomeTab = "resumen" | "modulos";

/** /finance 'Sistema Financiero': the summary of the books, and the tiles of every finance module. */
export function FinanceHomePage() {
  const [tab, setTab] = useState<HomeTab>("resumen");
  return (
    <>
      <PageHeader
        title="Sistema Financiero"
        subtitle="Finanzas de la empresa adaptadas a Panamá: ITBMS, DGI, B/. y $."
        actions={
          <>
            <Chip label="ITBMS Compatible" color="success" variant="outlined" />
            <Chip label="DGI Ready" color="info" variant="outlined" />
          </>
        }
      />
      <Tabs
        value={tab}
        onChange={(_event, next: HomeTab) => setTab(next)}
        aria-label="Secciones del sistema financiero"
        sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="resumen" label="Resumen" id="finance-tab-resumen" aria-controls="finance-panel-resumen" />
        <Tab value="modulos" label="Módulos" id="finance-tab-modulos" aria-controls="finance-panel-modulos" />
      </Tabs>
      {tab === "resumen" ? (
        <Box role="tabpanel" id="finance-panel-resumen" aria-labelledby="finance-tab-resumen">
          <SummaryCards />
          <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 2, alignItems: "stretch" }}>
            <Box sx={{ flex: 2, minWidth: 0 }}>
              <RecentTransactions />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <QuickActions />
            </Box>
          </Stack>
        </Box>
      ) : (
        <Box role="tabpanel" id="finance-panel-modulos" aria-labelledby="finance-tab-modulos">
          <ModuleTiles />
        </Box>
      )}
    </>
  );
}
