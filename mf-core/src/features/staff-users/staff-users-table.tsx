import HowToRegIcon from "@mui/icons-material/HowToReg";
import LockResetIcon from "@mui/icons-material/LockReset";
import PersonOffIcon from "@mui/icons-material/PersonOff";
import { IconButton, Stack, TableCell, TableRow, Tooltip, Typography } from "@mui/material";
import { type StaffUserRecord, staffRoleLabels } from "api/contract";
import { EditButton, type ListColumn, type ListState, ListTable, StatusBadge, useCurrentUser } from "shared-ui";
import { staffUserName } from "../../common/staff-user-names";
import { useToggleActive } from "./use-toggle-active";

const columns: ListColumn[] = [
  { label: "Nombre" },
  { label: "Email" },
  { label: "Rol" },
  { label: "Estado" },
  { label: "Acciones", align: "right" },
];

type Props = {
  list: ListState<StaffUserRecord>;
  onEdit: (user: StaffUserRecord) => void;
  onResetPassword: (user: StaffUserRecord) => void;
};

export function StaffUsersTable({ list, onEdit, onResetPassword }: Props) {
  const toggleActive = useToggleActive();
  // Deactivating one's own account would sign one out at once: another admin does it.
  const { user: me } = useCurrentUser();
  return (
    <ListTable
      columns={columns}
      list={list}
      emptyMessage="No se encontraron usuarios"
      renderRow={(user) => {
        const subject = `usuario ${user.email}`;
        const activeAction = user.isActive ? "Desactivar" : "Activar";
        return (
          <TableRow key={user.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {staffUserName(user)}
              </Typography>
            </TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{staffRoleLabels[user.role]}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: "wrap" }}>
                <StatusBadge
                  label={user.isActive ? "Activo" : "Inactivo"}
                  tone={user.isActive ? "success" : "secondary"}
                />
                {/* No password: the account signs in only through single sign-on. */}
                {!user.hasPassword && <StatusBadge label="Solo SSO" tone="info" />}
              </Stack>
            </TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
                <EditButton subject={subject} onEdit={() => onEdit(user)} />
                <Tooltip title="Restablecer contraseña">
                  <IconButton
                    size="small"
                    aria-label={`Restablecer contraseña de ${subject}`}
                    onClick={() => onResetPassword(user)}
                  >
                    <LockResetIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {user.id !== me?.id && (
                  <Tooltip title={activeAction}>
                    <IconButton
                      size="small"
                      color={user.isActive ? "error" : "success"}
                      aria-label={`${activeAction} ${subject}`}
                      onClick={() => toggleActive(user)}
                    >
                      {user.isActive ? <PersonOffIcon fontSize="small" /> : <HowToRegIcon fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        );
      }}
    />
  );
}
