import { Box, Stack, Typography } from "@mui/material";
import { SimpleTreeView } from "@mui/x-tree-view/SimpleTreeView";
import { TreeItem } from "@mui/x-tree-view/TreeItem";
import { accountTypeLabels } from "api/contract";
import { StatusBadge } from "shared-ui";
import { type AccountGroups, type AccountNode, accountItemId, groupItemId } from "./account-tree-model";

// Loaded on its own (lazy, from chart-accounts-page.tsx): the tree view library is only
// downloaded by whoever opens the chart of accounts.

function AccountLabel({ node }: { node: AccountNode }) {
  const { account } = node;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", py: 0.25, minWidth: 0 }}>
      <Typography
        variant="body2"
        component="span"
        sx={{ fontFamily: "monospace", fontWeight: 600, flexShrink: 0 }}
        color={account.isActive ? "text.primary" : "text.disabled"}
      >
        {account.code}
      </Typography>
      <Typography
        variant="body2"
        component="span"
        color={account.isActive ? "text.primary" : "text.disabled"}
        sx={{ overflow: "hidden", textOverflow: "ellipsis" }}
      >
        {account.name}
      </Typography>
      {!account.isActive && <StatusBadge label="Inactiva" tone="secondary" />}
    </Stack>
  );
}

function AccountItem({ node }: { node: AccountNode }) {
  return (
    <TreeItem itemId={accountItemId(node.account.id)} label={<AccountLabel node={node} />}>
      {node.children.map((child) => (
        <AccountItem key={child.account.id} node={child} />
      ))}
    </TreeItem>
  );
}

export default function ChartAccountsTree({
  groups,
  expanded,
  onExpandedChange,
  selected,
  onSelect,
}: {
  groups: AccountGroups;
  expanded: string[];
  onExpandedChange: (itemIds: string[]) => void;
  selected: string | null;
  onSelect: (itemId: string | null) => void;
}) {
  return (
    <SimpleTreeView
      aria-label="Plan de cuentas"
      expandedItems={expanded}
      onExpandedItemsChange={(_event, itemIds) => onExpandedChange(itemIds)}
      selectedItems={selected}
      onSelectedItemsChange={(_event, itemId) => onSelect(itemId)}
      // An account is selected by its label and opened by its arrow; a group opens by either.
      expansionTrigger="iconContainer"
      onItemClick={(_event, itemId) => {
        if (!itemId.startsWith("grupo-")) return;
        onExpandedChange(expanded.includes(itemId) ? expanded.filter((id) => id !== itemId) : [...expanded, itemId]);
      }}
    >
      {groups.map((group) => (
        <TreeItem
          key={group.type}
          itemId={groupItemId(group.type)}
          label={
            <Box component="span" sx={{ fontWeight: 700 }}>
              {accountTypeLabels[group.type]} ({group.count})
            </Box>
          }
        >
          {group.roots.map((node) => (
            <AccountItem key={node.account.id} node={node} />
          ))}
        </TreeItem>
      ))}
    </SimpleTreeView>
  );
}
