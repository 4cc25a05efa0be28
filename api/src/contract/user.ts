/** The signed-in staff member, as GET /api/auth/user answers. */
export type CurrentUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
};

/** GET /api/dashboard/stats (SPEC.md §3). monthlyRevenue is a display string such as '$12,500.00'. */
export type DashboardStats = {
  activeClients: number;
  activeProjects: number;
  pendingQuotes: number;
  monthlyRevenue: string;
};

/** GET /api/remotes: where the shell loads each Module Federation remote from. */
export type RemotesManifest = Record<"landing" | "core" | "finance", { entry: string }>;
