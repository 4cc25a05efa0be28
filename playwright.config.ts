import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/chromium";

// The browser tests run the production build the way a user starts it (`bun run start`),
// on its own port and a throw-away embedded database, in Debian's Chromium.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "e2e@istmo.test", password: "clave-e2e-segura", firstName: "Marta" };

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  // One worker: the redeploy test rebuilds a remote under the running server.
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "es-PA",
    timezoneId: "America/Panama",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // Each run starts from an empty embedded database.
    command: `rm -rf .tmp/e2e-data-${E2E_PORT} && bun run start`,
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: `${process.cwd()}/.tmp/e2e-data-${E2E_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_FIRST_NAME: E2E_ADMIN.firstName,
      LOG_REQUESTS: "false",
    },
  },
});
