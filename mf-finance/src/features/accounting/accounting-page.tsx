import { Box, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { AddButton, PageHeader } from "shared-ui";
import { ClosedPeriodsTab } from "./closed-periods-tab";
import { JournalTab } from "./journal-tab";
import { LedgerTab } from "./ledger-tab";
import { ManualEntryDialog } from "./manual-entry-dialog";
import { type Period, yearToDate } from "./period";
import { TrialBalanceTab } from "./trial-balance-tab";

const tabs = ["Libro diario", "Balance de comprobación", "Libro mayor", "Meses cerrados"] as const;
const LEDGER_TAB = 2;

/**
 * /finance/accounting 'Contabilidad': the journal, the trial balance, an account's ledger and the
 * closed months, and 'Nuevo Asiento'. The trial balance and the ledger share their period, so an
 * account opened from the trial balance shows the lines behind its figures.
 */
export function AccountingPage() {
  const [tab, setTab] = useState(0);
  const [creating, setCreating] = useState(false);
  const [period, setPeriod] = useState<Period>(yearToDate);
  const [ledgerAccount, setLedgerAccount] = useState("");

  const openLedger = (accountCode: string) => {
    setLedgerAccount(accountCode);
    setTab(LEDGER_TAB);
  };

  return (
    <>
      <PageHeader
        title="Contabilidad"
        subtitle="Libro diario, mayor y balance de comprobación."
        actions={<AddButton onClick={() => setCreating(true)}>Nuevo Asiento</AddButton>}
      />
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3 }}
      >
        {tabs.map((label) => (
          <Tab key={label} label={label} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-label={tabs[tab]}>
        {tab === 0 && <JournalTab />}
        {tab === 1 && <TrialBalanceTab period={period} onPeriodChange={setPeriod} onOpenLedger={openLedger} />}
        {tab === 2 && (
          <LedgerTab
            accountCode={ledgerAccount}
            onAccountChange={setLedgerAccount}
            period={period}
            onPeriodChange={setPeriod}
          />
        )}
        {tab === 3 && <ClosedPeriodsTab />}
      </Box>
      <ManualEntryDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
