import { Box, Button, Card, Grid, Skeleton, Stack } from "@mui/material";
import type { ChartAccountInput, ChartAccountRecord } from "api/contract";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import {
  AddButton,
  ErrorState,
  PageHeader,
  SEARCH_DEBOUNCE_MS,
  SearchField,
  useApiAction,
  useDebouncedValue,
  useEndpoint,
} from "shared-ui";
import { accountGroups, accountIdOf, accountItemId, allItemIds, groupItemId, pathItemIds } from "./account-tree-model";
import { CategoryAccountsCard } from "./category-accounts-card";
import { ChartAccountDetails } from "./chart-account-details";
import { ChartAccountFormDialog } from "./chart-account-form-dialog";

// Made once at module level: a lazy() made during render reloads in a loop.
const ChartAccountsTree = lazy(() => import("./chart-accounts-tree"));

type Editing = { account?: ChartAccountRecord; prefill?: ChartAccountInput } | null;

const treeSkeleton = (
  <Stack spacing={1} sx={{ p: 2 }} aria-label="Cargando">
    {[0, 1, 2, 3, 4].map((row) => (
      <Skeleton key={row} variant="text" width={`${60 - row * 5}%`} />
    ))}
  </Stack>
);

export function ChartAccountsPage() {
  const all = useEndpoint("listChartAccounts");
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useEndpoint(query ? "listChartAccounts" : null, { query: { q: query } });
  const shown = query ? found : all;
  const accounts = all.data ?? [];

  const groups = useMemo(() => accountGroups(shown.data ?? []), [shown.data]);
  const [expanded, setExpanded] = useState<string[]>(() => accountGroups([]).map((group) => groupItemId(group.type)));
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const run = useApiAction();

  // A search opens every branch of what it found.
  useEffect(() => {
    if (query && found.data) setExpanded(allItemIds(accountGroups(found.data)));
  }, [query, found.data]);

  const selectedAccount = accounts.find((account) => account.id === accountIdOf(selected));

  const reveal = (itemIds: string[]) =>
    setExpanded((current) => [...current, ...itemIds.filter((itemId) => !current.includes(itemId))]);

  // Leaving a search keeps the account chosen in it in view.
  const selectedId = selectedAccount?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search is cleared, not on every list change
  useEffect(() => {
    if (!query && selectedId !== undefined) reveal(pathItemIds(accounts, selectedId));
  }, [query]);

  const toggleActive = (account: ChartAccountRecord) =>
    run({
      endpoint: "updateChartAccount",
      params: { id: account.id },
      body: { isActive: !account.isActive },
      success: { title: account.isActive ? "Cuenta desactivada" : "Cuenta activada" },
      failure: { description: "No se pudo actualizar la cuenta. Inténtelo de nuevo." },
    });

  const addChild = (parent: ChartAccountRecord) =>
    setEditing({
      prefill: { code: `${parent.code}.`, name: "", accountType: parent.accountType, parentId: parent.id },
    });

  // After creating a sub-account, its parent's branch is open so the new account shows.
  const closeForm = () => {
    const parentId = editing?.prefill?.parentId;
    if (typeof parentId === "number") reveal([...pathItemIds(accounts, parentId), accountItemId(parentId)]);
    setEditing(null);
  };

  return (
    <>
      <PageHeader
        title="Plan de Cuentas"
        subtitle="Catálogo de cuentas contables."
        actions={<AddButton onClick={() => setEditing({})}>Nueva Cuenta</AddButton>}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ p: 2 }}>
              <SearchField value={search} onChange={setSearch} placeholder="Buscar por código o nombre..." />
              <Stack direction="row" spacing={1}>
                <Button size="small" onClick={() => setExpanded(allItemIds(groups))}>
                  Expandir todo
                </Button>
                <Button size="small" onClick={() => setExpanded([])}>
                  Contraer todo
                </Button>
              </Stack>
            </Stack>
            <Box sx={{ px: 1, pb: 2 }}>
              {shown.error ? (
                <ErrorState onRetry={() => shown.mutate()} />
              ) : shown.isLoading || !shown.data ? (
                treeSkeleton
              ) : shown.data.length === 0 ? (
                <Box sx={{ p: 2, color: "text.secondary" }}>No se encontraron cuentas</Box>
              ) : (
                <Suspense fallback={treeSkeleton}>
                  <ChartAccountsTree
                    groups={groups}
                    expanded={expanded}
                    onExpandedChange={setExpanded}
                    selected={selected}
                    onSelect={setSelected}
                  />
                </Suspense>
              )}
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Box sx={{ position: { md: "sticky" }, top: { md: 16 } }}>
            <ChartAccountDetails
              account={selectedAccount}
              accounts={accounts}
              onEdit={(account) => setEditing({ account })}
              onAddChild={addChild}
              onToggleActive={toggleActive}
            />
          </Box>
        </Grid>
        <Grid size={12}>
          <CategoryAccountsCard accounts={accounts} />
        </Grid>
      </Grid>
      <ChartAccountFormDialog
        open={editing !== null}
        account={editing?.account}
        prefill={editing?.prefill}
        accounts={accounts}
        onClose={closeForm}
      />
    </>
  );
}
