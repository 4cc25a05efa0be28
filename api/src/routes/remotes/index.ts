import { Hono } from "hono";
import type { RemotesManifest } from "../../contract";
import type { AppEnv } from "../../http/context";

// Read at every page load (no-cache): moving a remote is a configuration change.
export const remotesRoutes = new Hono<AppEnv>().get("/", (c) => {
  const { env } = c.var.deps;
  const manifest: RemotesManifest = {
    landing: { entry: `${env.REMOTE_LANDING_URL}remoteEntry.js` },
    core: { entry: `${env.REMOTE_CORE_URL}remoteEntry.js` },
    finance: { entry: `${env.REMOTE_FINANCE_URL}remoteEntry.js` },
  };
  c.header("Cache-Control", "no-cache");
  return c.json(manifest);
});
