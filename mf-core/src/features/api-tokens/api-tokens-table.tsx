import BlockIcon from "@mui/icons-material/Block";
import { IconButton, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import { type ApiTokenRecord, type ApiTokenStatus, apiTokenStatusLabels, dayMonthYear } from "api/contract";
import {
  type BadgeTone,
  formatDate,
  formatDateTime,
  type ListColumn,
  type ListState,
  ListTable,
  StatusBadge,
} from "shared-ui";
import { useRevokeApiToken } from "./use-revoke-api-token";

const columns: ListColumn[] = [
  { label: "Nombre" },
  { label: "Usuario" },
  { label: "Creado" },
  { label: "Vence" },
  { label: "Último uso" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

const statusTones: Record<ApiTokenStatus, BadgeTone> = {
  active: "success",
  expired: "warning",
  revoked: "secondary",
};

export function ApiTokensTable({ list }: { list: ListState<ApiTokenRecord> }) {
  const revoke = useRevokeApiToken();
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No se encontraron tokens"
      renderRow={(token) => (
        <TableRow key={token.id} hover>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {token.name}
            </Typography>
            {token.createdByName && (
              <Typography variant="caption" color="text.secondary">
                Creado por {token.createdByName}
              </Typography>
            )}
          </TableCell>
          <TableCell>
            <Typography variant="body2">{token.userName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {token.userEmail}
            </Typography>
          </TableCell>
          <TableCell>{formatDate(token.createdAt)}</TableCell>
          <TableCell>{dayMonthYear(token.expiresAt)}</TableCell>
          <TableCell>{formatDateTime(token.lastUsedAt, "Nunca")}</TableCell>
          <TableCell>
            <StatusBadge label={apiTokenStatusLabels[token.status]} tone={statusTones[token.status]} />
          </TableCell>
          <TableCell align="right">
            {/* A revoked token stays listed for its history; there is nothing left to do with it. */}
            {token.status !== "revoked" && (
              <Tooltip title="Revocar">
                <IconButton
                  size="small"
                  color="error"
                  aria-label={`Revocar token ${token.name}`}
                  onClick={() => revoke(token)}
                >
                  <BlockIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
