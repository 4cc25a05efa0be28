import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/chromium";

// The browser tests run the production build the way a user starts it (`bun run start`),
// on its own port and a throw-away embedded database, in Debian's Chromium.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "e2e@istmo.test", password: "clave-e2e-segura", firstName: "Marta" };
/** The OpenID Connect provider the single sign-on tests sign in at: a real one, on loopback. */
export const E2E_OIDC = {
  issuer: `http://127.0.0.1:${E2E_PORT + 1000}`,
  port: E2E_PORT + 1000,
  name: "Proveedor de prueba",
  clientId: "sistema-interno-e2e",
  clientSecret: "secreto-e2e-de-sso",
};
/** The fake of HKA's SOAP service (api/src/test/fake-hka/fake-hka.ts) the app sends documents to: FE_PAC_URL. */
export const E2E_FAKE_HKA_PORT = E2E_PORT + 1001;
/**
 * The SMTP server the app sends documents to (api/src/test/smtp-test-server.ts): SMTP_URL; it
 * answers what it received at E2E_SMTP_MESSAGES (e2e/core/email.spec.ts).
 */
export const E2E_SMTP_PORT = E2E_PORT + 1002;
export const E2E_SMTP_MESSAGES = `http://127.0.0.1:${E2E_PORT + 1003}/messages`;

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
  webServer: [
    {
      // Up before the app: its sign-in page offers this provider (e2e/platform/sso.spec.ts).
      command: "bun api/src/test/oidc-provider-server.ts",
      url: `${E2E_OIDC.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: {
        OIDC_TEST_PORT: String(E2E_OIDC.port),
        OIDC_TEST_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_TEST_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_TEST_REDIRECT_URI: `http://localhost:${E2E_PORT}/api/login/oidc/callback`,
      },
    },
    {
      // A PAC that authorises: electronic invoicing's credit notes need an authorised invoice.
      command: "bun api/src/test/fake-hka/fake-hka-server.ts",
      port: E2E_FAKE_HKA_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_HKA_PORT: String(E2E_FAKE_HKA_PORT) },
    },
    {
      // Where 'Enviar por correo' sends: a real SMTP server on loopback that keeps what it receives.
      command: "bun api/src/test/smtp-test-server.ts",
      port: E2E_SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { SMTP_TEST_PORT: String(E2E_SMTP_PORT), SMTP_TEST_HTTP_PORT: String(E2E_PORT + 1003) },
    },
    {
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
        OIDC_ISSUER: E2E_OIDC.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_NAME: E2E_OIDC.name,
        // A fixed test key (32 bytes, base64) so the signing certificate and the PAC's credentials
        // can be stored (api/docs/company-settings.md, "Electronic invoicing setup"); never a real one.
        SECRET_KEY: "ZTJlLWNsYXZlLWZpamEtZGUtcHJ1ZWJhLTMyYnl0ZXM=",
        FE_PAC_URL: `http://127.0.0.1:${E2E_FAKE_HKA_PORT}/ws/obj/v1.0/Service.svc`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: "Istmo Software <facturas@istmo.test>",
      },
    },
  ],
});
