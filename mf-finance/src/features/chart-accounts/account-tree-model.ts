import { type AccountType, accountTypes, type ChartAccountRecord } from "api/contract";

/** An account with the accounts under it, as the tree draws them. */
export type AccountNode = { account: ChartAccountRecord; children: AccountNode[] };

/** The five groups of the tree, in accountTypes' order (Activo … Gastos), each with its top accounts. */
export type AccountGroups = Array<{ type: AccountType; roots: AccountNode[]; count: number }>;

/**
 * Builds the tree from a list ordered by code (as the API answers it). An account whose parent is
 * not in the list (a search leaves ancestors out) is shown at the top of its group.
 */
export function accountGroups(accounts: readonly ChartAccountRecord[]): AccountGroups {
  const nodes = new Map(accounts.map((account) => [account.id, { account, children: [] as AccountNode[] }]));
  const roots: AccountNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.account.parentId === null ? undefined : nodes.get(node.account.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return accountTypes.map((type) => ({
    type,
    roots: roots.filter((node) => node.account.accountType === type),
    count: accounts.filter((account) => account.accountType === type).length,
  }));
}

export const groupItemId = (type: AccountType) => `grupo-${type}`;
export const accountItemId = (id: number) => `cuenta-${id}`;

/** Every item id of the tree: what 'Expandir todo' opens. */
export function allItemIds(groups: AccountGroups): string[] {
  const ids: string[] = [];
  const visit = (node: AccountNode) => {
    if (node.children.length > 0) ids.push(accountItemId(node.account.id));
    node.children.forEach(visit);
  };
  for (const group of groups) {
    ids.push(groupItemId(group.type));
    group.roots.forEach(visit);
  }
  return ids;
}

/** The account an item id names, or null for a group. */
export function accountIdOf(itemId: string | null): number | null {
  if (!itemId?.startsWith("cuenta-")) return null;
  const id = Number(itemId.slice("cuenta-".length));
  return Number.isInteger(id) ? id : null;
}

/** The items to open so that an account shows: its group and every account above it. */
export function pathItemIds(accounts: readonly ChartAccountRecord[], id: number): string[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const ids: string[] = [];
  let current = byId.get(id);
  if (current) ids.push(groupItemId(current.accountType));
  const seen = new Set<number>();
  while (current?.parentId != null && !seen.has(current.parentId)) {
    seen.add(current.parentId);
    ids.push(accountItemId(current.parentId));
    current = byId.get(current.parentId);
  }
  return ids;
}
