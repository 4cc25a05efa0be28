import { startTestOidcProvider } from "./oidc-provider";

// The test provider as a process of its own, for the browser tests (playwright.config.ts starts
// it beside the app): `bun api/src/test/oidc-provider-server.ts` with the variables below.

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} es requerido`);
  return value;
};

const provider = await startTestOidcProvider({
  port: Number(required("OIDC_TEST_PORT")),
  clientId: required("OIDC_TEST_CLIENT_ID"),
  clientSecret: required("OIDC_TEST_CLIENT_SECRET"),
  redirectUris: [required("OIDC_TEST_REDIRECT_URI")],
});
console.log(`Proveedor OpenID Connect de prueba en ${provider.issuer}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => provider.close().then(() => process.exit(0)));
}
