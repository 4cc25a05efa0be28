import { Box, Toolbar } from "@mui/material";
import type { CurrentUser } from "api/contract";
import { type ReactNode, useState } from "react";
import { SIDEBAR_WIDTH, Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

export function InternalLayout({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <Box sx={{ display: "flex", minHeight: "100vh", bgcolor: "background.default" }}>
      <TopBar user={user} onToggleMenu={() => setMobileOpen((open) => !open)} />
      <Sidebar role={user.role} mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, ml: { md: `${SIDEBAR_WIDTH}px` } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
