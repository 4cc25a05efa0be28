import type { StaffRole } from "./roles";

/** The signed-in staff member, as GET /api/auth/user answers; `role` decides what the shell shows. */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
};

/** GET /api/dashboard/stats. monthlyRevenue is a display string: '$12,500.00', or '$0' with nothing paid. */
export type DashboardStats = {
  activeClients: number;
  activeProjects: number;
  pendingQuotes: number;
  monthlyRevenue: string;
};

/** GET /api/remotes: where the shell loads each Module Federation remote from. */
export type RemotesManifest = Record<"landing" | "core" | "finance", { entry: string }>;
