import AccessTimeIcon from "@mui/icons-material/AccessTime";
import AccountBalanceIcon from "@mui/icons-material/AccountBalance";
import AssessmentIcon from "@mui/icons-material/Assessment";
import DashboardIcon from "@mui/icons-material/Dashboard";
import DescriptionIcon from "@mui/icons-material/Description";
import FolderIcon from "@mui/icons-material/Folder";
import KeyIcon from "@mui/icons-material/Key";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import ManageAccountsIcon from "@mui/icons-material/ManageAccounts";
import PeopleIcon from "@mui/icons-material/People";
import ReceiptIcon from "@mui/icons-material/Receipt";
import ScheduleIcon from "@mui/icons-material/Schedule";
import SettingsIcon from "@mui/icons-material/Settings";
import { Drawer, List, ListItemButton, ListItemIcon, ListItemText, Toolbar } from "@mui/material";
import type { StaffRole } from "api/contract";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { FINANCE_PREFIX, sidebarEntriesFor } from "../routes";

export const SIDEBAR_WIDTH = 240;

const icons: Record<string, ReactNode> = {
  "/": <DashboardIcon />,
  "/crm": <PeopleIcon />,
  "/quotes": <DescriptionIcon />,
  "/invoices": <ReceiptIcon />,
  "/projects": <FolderIcon />,
  "/projects/timesheet": <AccessTimeIcon />,
  "/reports": <AssessmentIcon />,
  "/finance": <AccountBalanceIcon />,
  "/settings/company": <SettingsIcon />,
  "/settings/users": <ManageAccountsIcon />,
  "/settings/tokens": <KeyIcon />,
  "/settings/jobs": <ScheduleIcon />,
  "/settings/mail": <MailOutlinedIcon />,
};

// 'Finanzas' stays highlighted on every page of the finance remote, 'Facturación' on its
// recurring invoices (/invoices/recurring).
const withSubpages = [FINANCE_PREFIX, "/invoices"];
const isCurrent = (entryPath: string, path: string) =>
  path === entryPath || (withSubpages.includes(entryPath) && path.startsWith(`${entryPath}/`));

// Only the screens the signed-in role may open (staff see no 'Finanzas', only admins the settings).
function NavList({ role, onNavigate }: { role: StaffRole; onNavigate?: () => void }) {
  const [path] = useLocation();
  return (
    <List component="nav" aria-label="Navegación principal" sx={{ px: 1 }}>
      {sidebarEntriesFor(role).map((entry) => (
        <ListItemButton
          key={entry.path}
          component={Link}
          href={entry.path}
          selected={isCurrent(entry.path, path)}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mb: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icons[entry.path]}</ListItemIcon>
          <ListItemText primary={entry.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function Sidebar({ role, mobileOpen, onClose }: { role: StaffRole; mobileOpen: boolean; onClose: () => void }) {
  const paper = { width: SIDEBAR_WIDTH, boxSizing: "border-box" } as const;
  return (
    <>
      <Drawer variant="permanent" sx={{ display: { xs: "none", md: "block" }, "& .MuiDrawer-paper": paper }} open>
        <Toolbar />
        <NavList role={role} />
      </Drawer>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: "block", md: "none" }, "& .MuiDrawer-paper": paper }}
      >
        <Toolbar />
        <NavList role={role} onNavigate={onClose} />
      </Drawer>
    </>
  );
}
