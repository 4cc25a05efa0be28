import type { ChartAccountRecord } from "api/contract";

/** An account as the pickers list it: '1.1.02 Bancos'. */
export const accountLabel = (account: Pick<ChartAccountRecord, "code" | "name">) => `${account.code} ${account.name}`;

/** The chart's active accounts, by code, as select options keyed by code. */
export function activeAccountOptions(accounts: readonly ChartAccountRecord[] | undefined) {
  return (accounts ?? [])
    .filter((account) => account.isActive)
    .map((account) => ({ value: account.code, label: accountLabel(account) }));
}
