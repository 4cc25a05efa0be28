import MenuIcon from "@mui/icons-material/Menu";
import { AppBar, Button, IconButton, Toolbar, Typography } from "@mui/material";
import type { CurrentUser } from "api/contract";

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
        {/* A full-page navigation: the API ends the session and returns to /. */}
        <Button variant="outlined" href="/api/logout" sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
          Cerrar Sesión
        </Button>
      </Toolbar>
    </AppBar>
  );
}
