import CloseIcon from "@mui/icons-material/Close";
import MenuIcon from "@mui/icons-material/Menu";
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Toolbar,
} from "@mui/material";
import { useState } from "react";
import { Brand } from "./brand";
import { loginHref, loginLabel, navLinks } from "./content";
import { sectionLinkHandler } from "./scroll";

/** Sticky top navigation: section links, sign-in, and a drawer menu on small screens. */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: theme.alpha(theme.palette.background.paper, 0.9),
        backdropFilter: "blur(8px)",
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Link
            href="#inicio"
            onClick={sectionLinkHandler("inicio")}
            underline="none"
            sx={{ display: "flex", mr: "auto", borderRadius: 1 }}
          >
            <Brand />
          </Link>

          <Stack
            component="nav"
            aria-label="Secciones"
            direction="row"
            spacing={0.5}
            sx={{ display: { xs: "none", md: "flex" }, alignItems: "center" }}
          >
            {navLinks.map((link) => (
              <Button
                key={link.id}
                href={`#${link.id}`}
                onClick={sectionLinkHandler(link.id)}
                color="inherit"
                sx={{ fontWeight: 600, color: "text.secondary", "&:hover": { color: "primary.main" } }}
              >
                {link.label}
              </Button>
            ))}
            <Button href={loginHref} variant="contained" disableElevation sx={{ ml: 1.5, fontWeight: 700 }}>
              {loginLabel}
            </Button>
          </Stack>

          <IconButton
            aria-label="Abrir menú"
            aria-controls={menuOpen ? "menu-movil" : undefined}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            edge="end"
            sx={{ display: { xs: "inline-flex", md: "none" } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      <Drawer
        anchor="right"
        open={menuOpen}
        onClose={closeMenu}
        // The page must stay scrollable while the drawer closes, so a chosen link can scroll to its section.
        disableScrollLock
        slotProps={{ paper: { id: "menu-movil", sx: { width: 280 } } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1.5 }}>
          <Brand />
          <IconButton aria-label="Cerrar menú" onClick={closeMenu}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box component="nav" aria-label="Secciones">
          <List>
            {navLinks.map((link) => (
              <ListItem key={link.id} disablePadding>
                <ListItemButton component="a" href={`#${link.id}`} onClick={sectionLinkHandler(link.id, closeMenu)}>
                  <ListItemText primary={link.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Box sx={{ px: 2, pt: 1 }}>
          <Button href={loginHref} variant="contained" fullWidth disableElevation sx={{ fontWeight: 700 }}>
            {loginLabel}
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
