import { Stack } from "@mui/material";
import { useState } from "react";
import { ExportMenu, ListCard, useEndpoint, usePagedList } from "shared-ui";
import { AccountPicker } from "./account-picker";
import { JournalTable } from "./journal-table";
import { type Period, yearToDate } from "./period";
import { PeriodFields } from "./period-fields";

/** 'Libro diario': the entries, newest first, searched and filtered on the server; 'Exportar' takes the same filters. */
export function JournalTab() {
  const [search, setSearch] = useState("");
  const [period, setPeriod] = useState<Period>(yearToDate);
  const [account, setAccount] = useState("");
  const chart = useEndpoint("listChartAccounts");
  const filters = { from: period.from, to: period.to, account };
  const list = usePagedList("listJournal", { q: search, filters });
  const filtered = list.search !== "" || account !== "";
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <ExportMenu endpoint="exportJournal" filters={{ q: list.search, ...filters }} />
      </Stack>
      <ListCard
        search={search}
        onSearchChange={setSearch}
        searchPlaceholder="Buscar por descripción..."
        filters={
          <>
            <PeriodFields period={period} onChange={setPeriod} />
            <AccountPicker
              label="Cuenta"
              accounts={chart.data}
              loading={chart.isLoading}
              code={account}
              onChange={setAccount}
            />
          </>
        }
      >
        <JournalTable
          list={list}
          emptyMessage={filtered ? "No se encontraron asientos" : "No hay asientos en el período"}
        />
      </ListCard>
    </Stack>
  );
}
