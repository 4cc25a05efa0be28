import { staffRoles } from "./roles";
import { recordKey } from "./values/record-fields";
import { z } from "./zod";

/** The signed-in staff member, as GET /api/auth/user answers; `role` decides what the shell shows. */
export const currentUser = z.object({
  id: recordKey(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(staffRoles).meta({ description: "Rol: decide qué puede abrir y llamar" }),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** GET /api/dashboard/stats. monthlyRevenue is a display string: '$12,500.00', or '$0' with nothing paid. */
export const dashboardStatsRecord = z.object({
  activeClients: z.number().int().min(0),
  activeProjects: z.number().int().min(0),
  pendingQuotes: z.number().int().min(0),
  monthlyRevenue: z.string().meta({ description: "Ingresos del mes para mostrar: '$12,500.00', o '$0'" }),
});
export type DashboardStats = z.infer<typeof dashboardStatsRecord>;

const remoteEntry = z.object({ entry: z.string().meta({ description: "URL de su remoteEntry.js" }) });
/** GET /api/remotes: where the shell loads each Module Federation remote from. */
export const remotesManifest = z.object({ landing: remoteEntry, core: remoteEntry, finance: remoteEntry });
export type RemotesManifest = z.infer<typeof remotesManifest>;

/** GET /api/health: whether the server and its database answer (503 when the database does not). */
export const healthRecord = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["ok", "error"]),
});
