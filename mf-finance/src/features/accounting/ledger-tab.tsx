import { Card, Stack, TablePagination, Typography } from "@mui/material";
import { useState } from "react";
import { ExportMenu, ROWS_PER_PAGE_OPTIONS, useEndpoint } from "shared-ui";
import { AccountPicker } from "./account-picker";
import { LedgerTable } from "./ledger-table";
import { type Period, periodQuery } from "./period";
import { PeriodFields } from "./period-fields";

const pagerLabels = {
  first: "Primera página",
  previous: "Página anterior",
  next: "Página siguiente",
  last: "Última página",
} as const;

/**
 * 'Libro mayor': an account of the chart and a period; its lines a page at a time, with the
 * running balance, between the opening and closing balances.
 */
export function LedgerTab({
  accountCode,
  onAccountChange,
  period,
  onPeriodChange,
}: {
  accountCode: string;
  onAccountChange: (code: string) => void;
  period: Period;
  onPeriodChange: (period: Period) => void;
}) {
  const chart = useEndpoint("listChartAccounts");
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  // Another account or period starts again from the first page, in this very render.
  const criteria = JSON.stringify([accountCode, period]);
  const [pagedCriteria, setPagedCriteria] = useState(criteria);
  if (criteria !== pagedCriteria) {
    setPagedCriteria(criteria);
    setPage(0);
  }
  const query = periodQuery(period);
  const ledger = useEndpoint(
    accountCode ? "generalLedger" : null,
    { params: { accountCode }, query: { ...query, limit: String(rowsPerPage), offset: String(page * rowsPerPage) } },
    { keepPreviousData: true },
  );
  const lineCount = ledger.data?.lineCount ?? 0;
  const lastPage = (page + 1) * rowsPerPage >= lineCount;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <AccountPicker
          label="Cuenta"
          accounts={chart.data}
          loading={chart.isLoading}
          code={accountCode}
          onChange={onAccountChange}
        />
        <PeriodFields period={period} onChange={onPeriodChange} />
        <ExportMenu
          endpoint="exportGeneralLedger"
          params={{ accountCode }}
          filters={query}
          disabled={accountCode === ""}
        />
      </Stack>
      <Card>
        {accountCode === "" ? (
          <Typography color="text.secondary" sx={{ py: 5, textAlign: "center" }}>
            Elija una cuenta para ver su libro mayor
          </Typography>
        ) : (
          <LedgerTable
            ledger={ledger.data}
            isLoading={ledger.isLoading}
            error={ledger.error}
            onRetry={() => void ledger.mutate()}
            firstPage={page === 0}
            lastPage={lastPage}
            pager={
              lineCount > 0 && (
                <TablePagination
                  component="div"
                  page={page}
                  rowsPerPage={rowsPerPage}
                  count={lineCount}
                  rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
                  onPageChange={(_event, next) => setPage(next)}
                  onRowsPerPageChange={(event) => {
                    setRowsPerPage(Number(event.target.value));
                    setPage(0);
                  }}
                  labelRowsPerPage="Filas por página"
                  labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
                  getItemAriaLabel={(type) => pagerLabels[type]}
                />
              )
            }
          />
        )}
      </Card>
    </Stack>
  );
}
