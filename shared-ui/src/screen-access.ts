import type { StaffRole } from "api/contract";

// Which back-office screens each role may open: the API refuses the same roles the calls these
// screens make (api/docs/roles.md). The shell's sidebar and routing read this one table, and so
// does any screen outside mf-finance that would link to a finance page.

type ScreenRule = {
  /** A path prefix, matched at a segment boundary. */
  prefix: string;
  roles: readonly StaffRole[];
};

const screenRules: readonly ScreenRule[] = [
  // The books, and every page under them.
  { prefix: "/finance", roles: ["admin", "finance"] },
  // The company's settings and staff administration. Everyone reads the company's data (it prints
  // on documents), but only an admin may change it, so only an admin sees its screen.
  { prefix: "/settings", roles: ["admin"] },
];

const covers = (prefix: string, path: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Whether `role` may open the screen at `path`. The longest rule that covers the path decides;
 * a path no rule names (the dashboard, CRM, quotes…) is open to every signed-in role.
 */
export function mayOpenScreen(role: StaffRole, path: string): boolean {
  let found: ScreenRule | undefined;
  for (const rule of screenRules) {
    if (covers(rule.prefix, path) && (!found || rule.prefix.length > found.prefix.length)) found = rule;
  }
  return found ? found.roles.includes(role) : true;
}
