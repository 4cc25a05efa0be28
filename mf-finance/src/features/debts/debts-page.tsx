import { Box, Tab, Tabs } from "@mui/material";
import { type DebtStatus, debtStatuses, debtStatusLabels } from "api/contract";
import { type ReactNode, useState } from "react";
import { ListCard, PageHeader, StatusFilter, todayInPanama, usePagedList } from "shared-ui";
import { type DebtKind, type DebtRow, debtKinds, debtRow } from "./debt-kinds";
import { DebtMonthCalendar } from "./debt-month-calendar";
import { DebtsTable } from "./debts-table";
import { PaymentDialog } from "./payment-dialog";

type TabName = "summary" | "calendar";

/**
 * The layout receivables and payables share: tabs 'Resumen' (the list, searched, filtered and
 * paged on the server, with 'Pagar' on unpaid items) and 'Calendario' (the month's items by due day).
 */
export function DebtsPage({
  kind,
  title,
  subtitle,
  actions,
  searchPlaceholder,
  onDelete,
}: {
  kind: DebtKind;
  title: string;
  subtitle: string;
  actions?: ReactNode;
  searchPlaceholder: string;
  /** A row's delete (payables); receivables are withdrawn with their invoice instead. */
  onDelete?: (row: DebtRow) => void;
}) {
  const config = debtKinds[kind];
  const [tab, setTab] = useState<TabName>("summary");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<DebtStatus | "all">("all");
  const [month, setMonth] = useState(todayInPanama);
  const [paying, setPaying] = useState<DebtRow | null>(null);
  const list = usePagedList(tab === "summary" ? config.list : null, { q: search, filters: { status } });
  const filtered = list.search !== "" || status !== "all";

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}>
        <Tabs value={tab} onChange={(_, next: TabName) => setTab(next)} aria-label={title}>
          <Tab value="summary" label="Resumen" />
          <Tab value="calendar" label="Calendario" />
        </Tabs>
      </Box>
      {tab === "summary" ? (
        <ListCard
          search={search}
          onSearchChange={setSearch}
          searchPlaceholder={searchPlaceholder}
          filters={
            <StatusFilter value={status} onChange={setStatus} statuses={debtStatuses} labels={debtStatusLabels} />
          }
        >
          <DebtsTable
            counterpartyLabel={config.counterpartyLabel}
            list={{ ...list, rows: list.rows.map(debtRow) }}
            emptyMessage={filtered ? config.filteredEmptyMessage : config.emptyMessage}
            onPay={setPaying}
            onDelete={onDelete}
            deleteSubject={config.deleteSubject}
          />
        </ListCard>
      ) : (
        <DebtMonthCalendar kind={kind} month={month} onMonthChange={setMonth} />
      )}
      <PaymentDialog kind={kind} debt={paying} onClose={() => setPaying(null)} />
    </>
  );
}
