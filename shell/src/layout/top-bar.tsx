import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import LockResetIcon from "@mui/icons-material/LockReset";
import MenuIcon from "@mui/icons-material/Menu";
import {
  AppBar,
  Box,
  Button,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
} from "@mui/material";
import type { CurrentUser } from "api/contract";
// One contract file, not the contract's index: only what the top bar needs.
import { staffRoleLabels } from "api/contract/roles";
import { lazy, Suspense, useId, useState } from "react";
import { endpointPath } from "shared-ui";
import { TopBarTimer } from "./top-bar-timer";

// The forms (shared-ui/forms, react-hook-form) load only when the dialog is first opened,
// not with every page of the back office.
const ChangePasswordDialog = lazy(() => import("./change-password-dialog"));

/** 'Bienvenido, {first name}', falling back to the email, then to 'Usuario'. */
export function greetingName(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email?.trim() || "Usuario";
}

export function TopBar({ user, onToggleMenu }: { user: CurrentUser; onToggleMenu: () => void }) {
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: "divider", zIndex: (t) => t.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton edge="start" aria-label="Abrir menú" onClick={onToggleMenu} sx={{ display: { md: "none" } }}>
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component="div"
          noWrap
          sx={{ fontWeight: 700, color: "primary.main", flexShrink: 0, fontSize: { xs: "1rem", sm: "1.25rem" } }}
        >
          Sistema Interno
        </Typography>
        {/* Takes the free space and, on a phone, gives way first (ellipsis), never the buttons. */}
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, textAlign: "right" }}>
          Bienvenido, {greetingName(user)}
        </Typography>
        <TopBarTimer />
        <UserMenu user={user} />
        {/* A full-page navigation: the API ends the session and returns to /. */}
        <Button variant="outlined" href={endpointPath("signOutPage")} sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
          Cerrar Sesión
        </Button>
      </Toolbar>
    </AppBar>
  );
}

/** The signed-in user's menu: who they are, their role, and 'Cambiar contraseña'. */
function UserMenu({ user }: { user: CurrentUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing it keeps its transition.
  const [passwordDialog, setPasswordDialog] = useState<"never" | "open" | "closed">("never");
  const menuId = useId();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return (
    <>
      <IconButton
        aria-label="Menú de usuario"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          {fullName && (
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {fullName}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Rol: {staffRoleLabels[user.role]}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setPasswordDialog("open");
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Cambiar contraseña</ListItemText>
        </MenuItem>
      </Menu>
      {passwordDialog !== "never" && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={passwordDialog === "open"} onClose={() => setPasswordDialog("closed")} />
        </Suspense>
      )}
    </>
  );
}
