import { Card, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { accountTypeLabels } from "api/contract";
import { ExportMenu, formatDate, formatPAB, TableStateRows, useEndpoint } from "shared-ui";
import { type Period, periodQuery } from "./period";
import { PeriodFields } from "./period-fields";

const headers = ["Código", "Cuenta", "Tipo", "Saldo inicial", "Débitos", "Créditos", "Saldo final"] as const;
const amountCell = { whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/**
 * 'Balance de comprobación': every account with lines up to the period's end, its balance before
 * the period, its debits and credits within it and its balance at the end (debit positive), then the
 * totals, which are equal. An account's name opens its ledger for the same period.
 */
export function TrialBalanceTab({
  period,
  onPeriodChange,
  onOpenLedger,
}: {
  period: Period;
  onPeriodChange: (period: Period) => void;
  onOpenLedger: (accountCode: string) => void;
}) {
  const query = periodQuery(period);
  const { data, error, isLoading, mutate } = useEndpoint("trialBalance", { query });
  const rows = data?.rows ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <PeriodFields period={period} onChange={onPeriodChange} />
        <Stack direction="row" sx={{ flexGrow: 1, justifyContent: "flex-end" }}>
          <ExportMenu endpoint="exportTrialBalance" filters={query} />
        </Stack>
      </Stack>
      <Card>
        <TableContainer>
          <Table size="small" aria-label="Balance de comprobación">
            <TableHead>
              <TableRow>
                {headers.map((header, index) => (
                  <TableCell key={header} align={index >= 3 ? "right" : undefined}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRows
                columns={headers.length}
                isLoading={isLoading}
                error={error}
                onRetry={() => void mutate()}
                isEmpty={!isLoading && rows.length === 0}
                emptyMessage={
                  data ? `Sin movimientos hasta el ${formatDate(data.to)}` : "Sin movimientos en el período"
                }
              />
              {!isLoading &&
                !error &&
                rows.map((row) => (
                  <TableRow key={row.accountCode} hover data-account={row.accountCode}>
                    <TableCell sx={{ fontVariantNumeric: "tabular-nums" }}>{row.accountCode}</TableCell>
                    <TableCell>
                      <Link
                        component="button"
                        type="button"
                        underline="hover"
                        onClick={() => onOpenLedger(row.accountCode)}
                        sx={{ textAlign: "left" }}
                      >
                        {row.accountName}
                      </Link>
                    </TableCell>
                    <TableCell>{accountTypeLabels[row.accountType]}</TableCell>
                    <TableCell align="right" sx={amountCell}>
                      {formatPAB(row.opening)}
                    </TableCell>
                    <TableCell align="right" sx={amountCell}>
                      {formatPAB(row.debits)}
                    </TableCell>
                    <TableCell align="right" sx={amountCell}>
                      {formatPAB(row.credits)}
                    </TableCell>
                    <TableCell align="right" sx={amountCell}>
                      {formatPAB(row.closing)}
                    </TableCell>
                  </TableRow>
                ))}
              {data && rows.length > 0 && !error && (
                <TableRow data-testid="trial-balance-totals" sx={{ "& > td": { fontWeight: 700 } }}>
                  <TableCell colSpan={4}>Totales</TableCell>
                  <TableCell align="right" sx={amountCell}>
                    {formatPAB(data.totals.debits)}
                  </TableCell>
                  <TableCell align="right" sx={amountCell}>
                    {formatPAB(data.totals.credits)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Stack>
  );
}
