import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import FactCheckIcon from "@mui/icons-material/FactCheck";
import ListAltIcon from "@mui/icons-material/ListAlt";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { Box, Button, Card, CardContent, Stack, Typography } from "@mui/material";
import { type BankAccountRecord, bankAccountTypeLabels } from "api/contract";
import { DeleteButton, formatMoney, StatusBadge } from "shared-ui";
import { Link } from "wouter";
import { reconciliationPath } from "../../common/finance-links";
import { BlurredAmount } from "./blurred-amount";

type Props = {
  account: BankAccountRecord;
  showBalances: boolean;
  onDeposit: () => void;
  onWithdraw: () => void;
  onImportStatement: () => void;
  onShowStatementLines: () => void;
  onDelete: () => void;
};

/** One account: bank, name, number, type, status, its balance (blurred until shown) and its actions. */
export function BankAccountCard({
  account,
  showBalances,
  onDeposit,
  onWithdraw,
  onImportStatement,
  onShowStatementLines,
  onDelete,
}: Props) {
  return (
    <Card data-testid={`bank-account-${account.id}`} sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start", justifyContent: "space-between" }}>
          <Stack direction="row" spacing={1.5} sx={{ minWidth: 0 }}>
            <Box aria-hidden sx={{ color: "primary.main", pt: 0.5 }}>
              <AccountBalanceIcon />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h2" sx={{ wordBreak: "break-word" }}>
                {account.bankName}
              </Typography>
              {account.accountName && (
                <Typography variant="body2" color="text.secondary">
                  {account.accountName}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {account.accountNumber}
              </Typography>
            </Box>
          </Stack>
          <StatusBadge
            label={account.isActive ? "Activa" : "Inactiva"}
            tone={account.isActive ? "success" : "secondary"}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, color: "text.secondary" }}>
          <Typography variant="body2">{bankAccountTypeLabels[account.accountType]}</Typography>
          <Typography variant="body2">·</Typography>
          <Typography variant="body2">{account.currency}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Saldo Actual
        </Typography>
        <BlurredAmount
          shown={showBalances}
          label={`Saldo de ${account.bankName} - ${account.accountNumber}`}
          variant="h5"
          testId={`balance-${account.id}`}
        >
          {formatMoney(account.currentBalance, account.currency)}
        </BlurredAmount>
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: "center" }}>
          <Button size="small" variant="outlined" startIcon={<ArrowDownwardIcon />} onClick={onDeposit}>
            Depósito
          </Button>
          <Button size="small" variant="outlined" startIcon={<ArrowUpwardIcon />} onClick={onWithdraw}>
            Retiro
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <DeleteButton subject={`cuenta ${account.bankName} - ${account.accountNumber}`} onDelete={onDelete} />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
          <Button size="small" startIcon={<UploadFileIcon />} onClick={onImportStatement}>
            Importar estado de cuenta
          </Button>
          <Button size="small" startIcon={<ListAltIcon />} onClick={onShowStatementLines}>
            Movimientos del banco
          </Button>
          <Button size="small" startIcon={<FactCheckIcon />} component={Link} href={reconciliationPath(account.id)}>
            Conciliación
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
