import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import AccountBalanceWalletIcon from "@mui/icons-material/AccountBalanceWallet";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import VisibilityIcon from "@mui/icons-material/Visibility";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import { Box, Button, Card, CardContent, CircularProgress, Grid, IconButton, Tooltip, Typography } from "@mui/material";
import { type BankAccountRecord, fromCents, toCents } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ErrorState, formatPAB, PageHeader, StatCard, useEndpoint } from "shared-ui";
import { BankAccountCard } from "./bank-account-card";
import { BankAccountFormDialog } from "./bank-account-form-dialog";
import { BlurredAmount } from "./blurred-amount";
import { MovementDialog, type MovementKind } from "./movement-dialog";
import { StatementImportDialog } from "./statement-import-dialog";
import { StatementLinesDialog } from "./statement-lines-dialog";
import { useDeleteBankAccount } from "./use-delete-bank-account";

/** The totals of the cards: balances of the active accounts (PAB and USD at par), and counts. */
function totals(accounts: readonly BankAccountRecord[]) {
  const active = accounts.filter((account) => account.isActive);
  const balance = active.reduce((sum, account) => sum + toCents(account.currentBalance), 0n);
  return { balance: fromCents(balance), active: active.length, total: accounts.length };
}

/** /finance/bank-accounts: totals, one card per account, balances blurred until the eye button. */
export function BankAccountsPage() {
  const accounts = useEndpoint("listBankAccounts");
  const [showBalances, setShowBalances] = useState(false);
  const [creating, setCreating] = useState(false);
  const [movement, setMovement] = useState<{ account: BankAccountRecord; kind: MovementKind } | null>(null);
  const [importing, setImporting] = useState<BankAccountRecord | null>(null);
  const [showingLines, setShowingLines] = useState<BankAccountRecord | null>(null);
  const remove = useDeleteBankAccount();
  const list = accounts.data ?? [];
  const sums = useMemo(() => totals(list), [list]);

  const eye = (
    <Tooltip title={showBalances ? "Ocultar saldos" : "Mostrar saldos"}>
      <IconButton
        aria-label={showBalances ? "Ocultar saldos" : "Mostrar saldos"}
        aria-pressed={showBalances}
        onClick={() => setShowBalances((shown) => !shown)}
      >
        {showBalances ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </Tooltip>
  );

  return (
    <>
      <PageHeader
        title="Cuentas Bancarias"
        subtitle="Saldos de las cuentas en bancos panameños."
        actions={
          <>
            {eye}
            <AddButton onClick={() => setCreating(true)}>Nueva Cuenta</AddButton>
          </>
        }
      />
      {accounts.error ? (
        <ErrorState onRetry={() => void accounts.mutate()} />
      ) : accounts.isLoading ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
          <CircularProgress aria-label="Cargando cuentas bancarias" />
        </Box>
      ) : (
        <>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard
                title="Saldo Total"
                value={
                  <BlurredAmount shown={showBalances} label="Saldo total" variant="h5" testId="total-balance">
                    {formatPAB(sums.balance)}
                  </BlurredAmount>
                }
                subtitle="Cuentas activas"
                icon={<AccountBalanceWalletIcon />}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <StatCard title="Cuentas Activas" value={sums.active} icon={<CheckCircleIcon />} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <StatCard title="Total de Cuentas" value={sums.total} icon={<AccountBalanceIcon />} />
            </Grid>
          </Grid>
          {list.length === 0 ? (
            <Card>
              <CardContent sx={{ textAlign: "center", py: 6 }}>
                <Box aria-hidden sx={{ color: "text.disabled", "& svg": { fontSize: 48 } }}>
                  <AccountBalanceIcon />
                </Box>
                <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                  No hay cuentas bancarias registradas
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  Agregue una cuenta para llevar sus saldos.
                </Typography>
                <Button variant="contained" onClick={() => setCreating(true)}>
                  Agregar Primera Cuenta
                </Button>
              </CardContent>
            </Card>
          ) : (
            <Grid container spacing={2}>
              {list.map((account) => (
                <Grid key={account.id} size={{ xs: 12, md: 6, lg: 4 }}>
                  <BankAccountCard
                    account={account}
                    showBalances={showBalances}
                    onDeposit={() => setMovement({ account, kind: "deposit" })}
                    onWithdraw={() => setMovement({ account, kind: "withdrawal" })}
                    onImportStatement={() => setImporting(account)}
                    onShowStatementLines={() => setShowingLines(account)}
                    onDelete={() => void remove(account)}
                  />
                </Grid>
              ))}
            </Grid>
          )}
        </>
      )}
      <BankAccountFormDialog open={creating} onClose={() => setCreating(false)} />
      <MovementDialog
        account={movement?.account ?? null}
        kind={movement?.kind ?? "deposit"}
        onClose={() => setMovement(null)}
      />
      <StatementImportDialog account={importing} onClose={() => setImporting(null)} />
      <StatementLinesDialog account={showingLines} onClose={() => setShowingLines(null)} />
    </>
  );
}
