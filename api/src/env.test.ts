import { expect, test } from "bun:test";
import { parseEnv, publicOriginWarning } from "./env";

test("defaults", () => {
  const env = parseEnv({});
  expect(env.PORT).toBe(3000);
  expect(env.DATA_DIR).toBe("./data");
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.REMOTE_CORE_URL).toBe("/mf/mf-core/");
});

test("invalid values are refused with a readable message", () => {
  expect(() => parseEnv({ PORT: "ochenta" })).toThrow(/PORT/);
  expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: debe empezar con postgres/);
  expect(() => parseEnv({ ADMIN_EMAIL: "no-es-correo", ADMIN_PASSWORD: "12345678" })).toThrow(/ADMIN_EMAIL/);
  expect(() => parseEnv({ ADMIN_EMAIL: "a@b.pa" })).toThrow(/ADMIN_PASSWORD: es requerido/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://x" })).toThrow(/PUBLIC_ORIGIN/);
});

test("REMOTE_*_URL: https, http on this machine, or a path on this server", () => {
  const allowed: Array<[string, string]> = [
    ["https://finanzas.istmo.pa/v2", "https://finanzas.istmo.pa/v2/"],
    ["https://cdn.istmo.pa:8443/mf-core/", "https://cdn.istmo.pa:8443/mf-core/"],
    ["http://localhost:3001", "http://localhost:3001/"],
    ["http://127.0.0.1:3001/", "http://127.0.0.1:3001/"],
    ["http://[::1]:3001/core", "http://[::1]:3001/core/"],
    ["/mf/mf-core", "/mf/mf-core/"],
    ["/", "/"],
  ];
  for (const [value, expected] of allowed) expect(parseEnv({ REMOTE_CORE_URL: value }).REMOTE_CORE_URL).toBe(expected);

  const refused = [
    "http://finanzas.istmo.pa/",
    "http://localhost.atacante.example/",
    "http://127.0.0.2/",
    "ftp://localhost/",
    "javascript:alert(1)",
    "data:text/javascript,alert(1)",
    "//atacante.example/mf/",
    "/\\atacante.example/mf/",
    "mf/mf-core/",
    "finanzas.istmo.pa",
  ];
  for (const value of refused) {
    expect(() => parseEnv({ REMOTE_FINANCE_URL: value })).toThrow(
      /REMOTE_FINANCE_URL: debe ser una URL https:\/\/, una URL http:\/\/ de localhost/,
    );
  }
  for (const value of ["https://user:clave@cdn.istmo.pa/", "https://cdn.istmo.pa/?v=2", "/mf/core#x"]) {
    expect(() => parseEnv({ REMOTE_LANDING_URL: value })).toThrow(/REMOTE_LANDING_URL: no debe llevar usuario/);
  }
});

test("TRUSTED_PROXIES: addresses or CIDR ranges; unset trusts no one", () => {
  expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
  expect(parseEnv({ TRUSTED_PROXIES: " 10.0.0.5, 172.16.0.0/12 ,2001:db8::/32" }).TRUSTED_PROXIES).toHaveLength(3);
  expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.5, proxy.interno" })).toThrow(
    /TRUSTED_PROXIES: "proxy.interno" no es una dirección IP ni un rango CIDR/,
  );
  expect(() => parseEnv({ TRUSTED_PROXIES: "10.0.0.0/33" })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
});

test("a server other machines can reach, without PUBLIC_ORIGIN, warns at start; on loopback or with it, not", () => {
  const warning = (source: Record<string, string>) => publicOriginWarning(parseEnv(source));
  // Bun's default is every interface.
  expect(warning({})).toBe(
    "Aviso: el servidor escucha en todas las interfaces sin PUBLIC_ORIGIN. La verificación CSRF confía " +
      "entonces en el encabezado Host de cada solicitud, y detrás de un proxy TLS la cookie de sesión no lleva " +
      "Secure. Detrás de un proxy defina PUBLIC_ORIGIN (https://…) y TRUSTED_PROXIES.",
  );
  for (const address of ["0.0.0.0", "::", "192.168.1.20", "erp.interno"]) {
    expect(warning({ BIND_ADDRESS: address })).toStartWith(
      `Aviso: el servidor escucha en ${address} sin PUBLIC_ORIGIN.`,
    );
  }
  for (const address of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]"]) {
    expect({ address, warning: warning({ BIND_ADDRESS: address }) }).toEqual({ address, warning: null });
  }
  expect(warning({ PUBLIC_ORIGIN: "https://erp.istmo.pa" })).toBeNull();
  expect(warning({ PUBLIC_ORIGIN: "https://erp.istmo.pa", BIND_ADDRESS: "0.0.0.0" })).toBeNull();
});

test("FE_PAC_URL: https, or http on this machine; unset, the PAC's published endpoint", () => {
  expect(parseEnv({}).FE_PAC_URL).toBeUndefined();
  expect(parseEnv({ FE_PAC_URL: "https://staging.pac.example/ws/obj/v1.0/Service.svc" }).FE_PAC_URL).toBe(
    "https://staging.pac.example/ws/obj/v1.0/Service.svc",
  );
  expect(parseEnv({ FE_PAC_URL: "http://127.0.0.1:4010/Service.svc" }).FE_PAC_URL).toBe(
    "http://127.0.0.1:4010/Service.svc",
  );
  for (const refused of [
    "http://pac.example/Service.svc",
    "ftp://localhost/",
    "no es una url",
    "https://u:p@pac.example/",
  ]) {
    expect(() => parseEnv({ FE_PAC_URL: refused })).toThrow(/FE_PAC_URL: debe ser una URL https/);
  }
});

test("SMTP_URL and MAIL_FROM: an smtp(s) URL and an address with an optional name, set together", () => {
  const env = parseEnv({
    SMTP_URL: "smtps://usuario:clave@smtp.istmo.pa:465",
    MAIL_FROM: "Istmo Software <facturas@istmo.pa>",
  });
  expect(env.SMTP_URL).toBe("smtps://usuario:clave@smtp.istmo.pa:465");
  expect(env.MAIL_FROM).toEqual({ name: "Istmo Software", address: "facturas@istmo.pa" });
  expect(parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "facturas@istmo.pa" }).MAIL_FROM).toEqual({
    name: null,
    address: "facturas@istmo.pa",
  });
  expect(parseEnv({ SMTP_URL: "smtp://relay", MAIL_FROM: '"Istmo, S.A." <f@istmo.pa>' }).MAIL_FROM?.name).toBe(
    "Istmo, S.A.",
  );
  expect(parseEnv({}).SMTP_URL).toBeUndefined();

  for (const value of ["http://smtp.istmo.pa", "smtp.istmo.pa:587", "smtp://", "smtps://smtp.istmo.pa#x"]) {
    expect(() => parseEnv({ SMTP_URL: value, MAIL_FROM: "f@istmo.pa" })).toThrow(
      /SMTP_URL: debe ser una URL smtp:\/\/ o smtps:\/\//,
    );
  }
  for (const value of ["facturas", "Istmo <no-es-correo>", "Istmo facturas@istmo.pa"]) {
    expect(() => parseEnv({ SMTP_URL: "smtp://relay", MAIL_FROM: value })).toThrow(
      /MAIL_FROM: debe ser una dirección de correo, con un nombre opcional/,
    );
  }
  expect(() => parseEnv({ SMTP_URL: "smtp://relay" })).toThrow(/MAIL_FROM: es requerido cuando se define SMTP_URL/);
  expect(() => parseEnv({ MAIL_FROM: "f@istmo.pa" })).toThrow(/SMTP_URL: es requerido cuando se define MAIL_FROM/);
});
