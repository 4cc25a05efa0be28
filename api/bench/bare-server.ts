/**
 * The baseline for the API figures: a bare Bun.serve answering the same two routes with the
 * same bodies and no framework, database, session lookup or middleware. The ratio app/bare
 * shows what Hono + PGlite + sessions cost on this machine, independently of how fast the
 * machine is. Run as its own process (like the app) so both share the CPU the same way with wrk.
 *
 * Env: PORT; BARE_USER_JSON (the exact body the app returned for GET /api/auth/user, so both
 * servers write the same bytes).
 */
const port = Number(process.env.PORT ?? 3201);
const userBody = process.env.BARE_USER_JSON ?? JSON.stringify({ id: "0", email: "", firstName: "", lastName: "" });
const healthBody = JSON.stringify({ status: "ok", database: "ok" });
const jsonHeaders = { "Content-Type": "application/json" };

const server = Bun.serve({
  port,
  routes: {
    "/api/health": () => new Response(healthBody, { headers: jsonHeaders }),
    // The app answers 401 without a session; keep the same contract so a missing cookie in
    // the bench shows up as non-2xx answers here too instead of flattering the baseline.
    "/api/auth/user": (request) =>
      request.headers.get("cookie")?.includes("session=")
        ? new Response(userBody, { headers: jsonHeaders })
        : new Response("Unauthorized", { status: 401 }),
  },
  fetch: () => new Response("Not Found", { status: 404 }),
});

console.log(`bare server on http://localhost:${server.port}`);

process.on("SIGTERM", () => {
  void server.stop(true).then(() => process.exit(0));
});
