import { expect, test } from "bun:test";
import { createSession } from "../auth/sessions";
import { type StaffRole, staffRoles } from "../contract/roles";
import { users } from "../db/schema";
import { describeEachDatabase } from "../test/databases";
import { jsonRequest, testApp } from "../test/harness";
import { FORBIDDEN_MESSAGE, rolesAllowed } from "./access";
import { isPublicRoute } from "./middleware";

// Every route the app serves, read from Hono's own route table: each role's answer is checked on
// the real app against the roles of its entry in the endpoint table (that every route has one is
// endpoints.test.ts's).

describeEachDatabase("roles on every route", (getDb) => {
  /** A fresh account of `role` with a session (no password: nothing to hash), as a Cookie header. */
  async function cookieFor(role: StaffRole): Promise<string> {
    const [user] = await getDb()
      .insert(users)
      .values({ email: `${role}-${crypto.randomUUID().slice(0, 8)}@istmo.test`, role })
      .returning({ id: users.id });
    if (!user) throw new Error("no user");
    return `session=${await createSession(getDb(), user.id)}`;
  }

  function apiRoutes() {
    const app = testApp(getDb());
    const seen = new Set<string>();
    const routes: Array<{ method: string; path: string }> = [];
    for (const route of app.routes) {
      // Middleware is mounted for every method ("ALL"); handlers have their own.
      if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
      // Parameters get a well-formed value: the role decides before any lookup does.
      const path = route.path.replace(/:[^/]+/g, "1");
      const key = `${route.method} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: route.method, path });
    }
    return { app, routes };
  }

  test("each role gets through exactly the routes its rule allows; the others get a Spanish 403", async () => {
    const { app, routes } = apiRoutes();
    const wrong: string[] = [];
    for (const { method, path } of routes) {
      if (isPublicRoute(method, path)) continue;
      const allowed = rolesAllowed(method, path);
      for (const role of staffRoles) {
        const response = await jsonRequest(app, method, path, { cookie: await cookieFor(role), body: {} });
        const refused = response.status === 403;
        if (refused !== !allowed.includes(role)) wrong.push(`${role} ${method} ${path} → ${response.status}`);
        if (refused) expect(await response.json()).toEqual({ error: FORBIDDEN_MESSAGE });
      }
    }
    expect(wrong).toEqual([]);
  });

  test("every write route answers a JSON body that is not an object (null, a list, a string, a number) with a 4xx, never a 500", async () => {
    const { app, routes } = apiRoutes();
    const failures: string[] = [];
    for (const { method, path } of routes) {
      if (method === "GET" || method === "HEAD") continue;
      for (const rawBody of ["null", "[]", '"texto"', "42"]) {
        // A session of its own each time: sign-out and a password change end the session they run in.
        const cookie = await cookieFor("admin");
        const response = await jsonRequest(app, method, path, { cookie, rawBody });
        if (response.status >= 500) failures.push(`${method} ${path} ${rawBody} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("the endpoint table gives staff the back office, finance the books, admins everything", () => {
    expect(rolesAllowed("GET", "/api/clients")).toEqual(["admin", "staff", "finance"]);
    expect(rolesAllowed("GET", "/api/financial/transactions")).toEqual(["admin", "finance"]);
    expect(rolesAllowed("GET", "/api/settings/company")).toContain("staff");
    expect(rolesAllowed("PATCH", "/api/settings/company")).toEqual(["admin"]);
    expect(rolesAllowed("GET", "/api/settings/users")).toEqual(["admin"]);
    // A path the table does not have is nobody's; a parameter is one whole segment.
    expect(rolesAllowed("GET", "/api/unknown")).toEqual([]);
    expect(rolesAllowed("GET", "/api/clientsx")).toEqual([]);
    expect(rolesAllowed("GET", "/api/clients/1/extra")).toEqual([]);
    // A fixed segment wins over a parameter, as the server mounts them.
    expect(rolesAllowed("GET", "/api/clients/search")).toEqual(["admin", "staff", "finance"]);
  });
});
