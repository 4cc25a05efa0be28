import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

// A real OpenID Connect provider for the tests: the certified `oidc-provider`, on loopback, with
// its development login and consent screens (any login is accepted, the login is the email).

/** What the provider says of one login; anyone else has a verified email equal to the login. */
export type TestOidcAccount = {
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestOidcOptions = {
  /** 0 picks a free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts?: Record<string, TestOidcAccount>;
  /**
   * The email and names in the ID token itself, as Google and Entra ID send them. Without it they
   * are only at the userinfo endpoint, the default of this certified server.
   */
  claimsInIdToken?: boolean;
};

export type TestOidcProvider = { issuer: string; close(): Promise<void> };

/**
 * The claims of `login`: the login as subject (oidc-provider's `sub` is the account id) and as
 * email, verified unless told. 'ANA@X' and 'ana@x' are two people with one email.
 */
export function testAccountClaims(login: string, account: TestOidcAccount = {}) {
  return {
    sub: login,
    email: login,
    email_verified: account.email_verified ?? true,
    given_name: account.given_name ?? "Ana",
    family_name: account.family_name ?? "Prueba",
  };
}

export async function startTestOidcProvider(options: TestOidcOptions): Promise<TestOidcProvider> {
  const accounts = options.accounts ?? {};
  // The issuer names the port, so a free one (port 0) is found first with a plain listener.
  const port = options.port || (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    conformIdTokenClaims: !options.claimsInIdToken,
    pkce: { required: () => true },
    cookies: { keys: ["clave-de-cookies-de-prueba"] },
    findAccount: async (_context: unknown, id: string) => ({
      accountId: id,
      claims: async () => testAccountClaims(id, accounts[id]),
    }),
  });
  const server = await new Promise<ReturnType<Provider["listen"]>>((resolve) => {
    const listening = provider.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Goes through the provider's screens as a browser would: follows its redirects with its cookies,
 * signs in as `login` (any password), consents, and answers the URL it sends back to the app.
 */
export async function passProviderScreens(authorizationUrl: string, login: string, appOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const separator = pair.indexOf("=");
      cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === appOrigin) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const page = await response.text();
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected answer from the provider (${response.status}): ${page.slice(0, 500)}`);
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
    body = new URLSearchParams(prompt === "login" ? { prompt, login, password: "cualquiera" } : { prompt });
  }
  throw new Error("the provider never sent the browser back");
}
