/**
 * The baseline of the back-office figure: a bare Bun.serve with postgres.js answering
 * GET /api/clients?q=…&status=…&limit=…&offset=… with the same queries the app runs (the page, then
 * the count only when the page is full, as domain/paging.ts pageAndTotal does), and no framework,
 * session or ORM. The ratio app/bare is what Hono, drizzle and the session check cost on a real list.
 *
 * Env: PORT; DATABASE_URL (the bench's database, already filled).
 */
import postgres from "postgres";

const port = Number(process.env.PORT ?? 3202);
const sql = postgres(process.env.DATABASE_URL ?? "", { connection: { TimeZone: "America/Panama" } });

// The app's matchesText: % and _ in the search are literal.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const server = Bun.serve({
  port,
  routes: {
    "/api/health": () => Response.json({ status: "ok", database: "ok" }),
    "/api/clients": async (request) => {
      const url = new URL(request.url);
      const pattern = containsPattern(url.searchParams.get("q")?.trim() ?? "");
      const status = url.searchParams.get("status") ?? "active";
      const limit = Number(url.searchParams.get("limit") ?? 25);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const where = sql`(name ilike ${pattern} or company ilike ${pattern} or email ilike ${pattern}
        or phone ilike ${pattern}) and status = ${status}`;
      const rows = await sql`select * from clients where ${where}
        order by created_at desc, id desc limit ${limit} offset ${offset}`;
      // As pageAndTotal: a page shorter than the limit holds the last match, so it gives the total.
      const lastPage = (rows.length > 0 || offset === 0) && rows.length < limit;
      const total = lastPage
        ? offset + rows.length
        : ((await sql`select count(*)::int as n from clients where ${where}`)[0]?.n ?? 0);
      const records = rows.map((row) => ({
        id: row.id,
        name: row.name,
        company: row.company,
        email: row.email,
        phone: row.phone,
        address: row.address,
        ruc: row.ruc,
        dv: row.dv,
        status: row.status,
        createdAt: (row.created_at as Date).toISOString(),
        updatedAt: (row.updated_at as Date).toISOString(),
      }));
      return Response.json(records, { headers: { "X-Total-Count": String(total) } });
    },
  },
  fetch: () => new Response("Not Found", { status: 404 }),
});

console.log(`bare list server on http://localhost:${server.port}`);

process.on("SIGTERM", () => {
  void Promise.all([server.stop(true), sql.end({ timeout: 1 })]).then(() => process.exit(0));
});
