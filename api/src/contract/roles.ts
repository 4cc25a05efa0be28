/**
 * Staff roles: admin (everything, staff administration included), staff (the landing page,
 * dashboard, CRM, quotes, invoices, projects and reports) and finance (staff's screens plus
 * everything under /finance and the DGI reports).
 */
export const staffRoles = ["admin", "staff", "finance"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Administrador",
  staff: "Personal",
  finance: "Finanzas",
};
