import { expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { endpoints, feSetupProblems } from "../../contract";
import type { Db } from "../../db/client";
import { companySettings } from "../../db/schema";
import { loadFeIssuerSetup } from "../../domain/fe-setup";
import { parseEnv } from "../../env";
import { NO_PRIVATE_KEY_MESSAGE, NOT_PKCS12_MESSAGE, WRONG_PASSWORD_MESSAGE } from "../../fe/certificate";
import { SECRET_KEY_MISSING, SECRET_UNREADABLE } from "../../lib/secrets";
import { activityFor, apiFor, expectIssue } from "../../test/api";
import {
  registroPublicoName,
  TEST_CERTIFICATE_PASSWORD,
  testCertificateDer,
  testCertificateP12,
} from "../../test/certificates";
import { describeEachDatabase } from "../../test/databases";
import { createUser, ORIGIN, signIn, testApp } from "../../test/harness";
import { parseAnswer, type RequestOf } from "../../test/typed-request";

// Electronic invoicing's company setup (api/docs/company-settings.md, "Electronic invoicing
// setup"): the FE fields, the PAC's credentials and the signing certificate, on a server with
// SECRET_KEY and on one without.

const PATH = "/api/settings/company";
const CERTIFICATE = `${PATH}/fe-certificate`;
const SECRET_KEY = randomBytes(32).toString("base64");
const COMPANY_RUC = "155720753-2-2022";
const COMPANY_DV = "39";
const DAY_MS = 24 * 60 * 60 * 1000;

type Role = "admin" | "staff";
const sessions = new WeakMap<Db, Map<string, Promise<Session>>>();
type Session = Awaited<ReturnType<typeof newSession>>;

async function newSession(db: Db, role: Role, env: Record<string, string>) {
  const app = testApp(db, env);
  const user = await createUser(db, { role, firstName: role === "admin" ? "Ana" : "Beto" });
  const cookie = await signIn(app, user.email, user.password);
  const api = apiFor(app, cookie, user.id);
  return {
    userId: user.id,
    api,
    /** GET …/company: must be a 200, typed by the endpoint table. */
    settings: () => api.send(endpoints.companySettings, {}),
    /** The same answer's exact text, where no secret may appear. */
    settingsText: async () => (await api.request("GET", PATH)).text(),
    /** PATCH …/company that must succeed (200), typed. */
    update: (body: RequestOf<typeof endpoints.updateCompanySettings>["body"]) =>
      api.send(endpoints.updateCompanySettings, { body }),
    /** PATCH …/company answered `{ status, body }`: for a refusal. */
    patch: (body: unknown) => api.patch(PATH, body),
    removeCertificate: () => api.send(endpoints.removeFeCertificate, {}),
    /** PUT …/fe-certificate as the settings screen sends it: the .p12 in `file`, its password in `password`. */
    upload: (file: Uint8Array<ArrayBuffer> | null, password: string | null = TEST_CERTIFICATE_PASSWORD) => {
      const form = new FormData();
      if (file) form.append("file", new File([file], "firma.p12", { type: "application/x-pkcs12" }));
      if (password !== null) form.append("password", password);
      return app.request(CERTIFICATE, { method: "PUT", headers: { Origin: ORIGIN, Cookie: cookie }, body: form });
    },
  };
}

/** One signed-in user per database, role and server (with SECRET_KEY or without): signing in is slow. */
function session(db: Db, role: Role, withKey = true): Promise<Session> {
  let byKind = sessions.get(db);
  if (!byKind) {
    byKind = new Map();
    sessions.set(db, byKind);
  }
  const kind = `${role}:${withKey}`;
  let found = byKind.get(kind);
  if (!found) {
    found = newSession(db, role, withKey ? { SECRET_KEY } : {});
    byKind.set(kind, found);
  }
  return found;
}

const FE_FIELDS_UNSET = {
  feEnvironment: null,
  feBranchCode: null,
  feBillingPoint: null,
  feLocationCode: null,
  feCoordinates: null,
  pacProvider: null,
  feAnnulmentDays: 7,
  pacCredentials: null,
  feCertificate: null,
  feCertificatePassword: null,
  feCertificateSubject: null,
  feCertificateRuc: null,
  feCertificateExpiresAt: null,
};

const json = async (response: Response) => ({ status: response.status, body: await response.json() });

describeEachDatabase("electronic invoicing's company setup", (getDb) => {
  /** Each test starts from the company's RUC and DV and no FE setting, whatever ran before it. */
  async function setup() {
    const db = getDb();
    await db
      .update(companySettings)
      .set({ ...FE_FIELDS_UNSET, ruc: COMPANY_RUC, dv: COMPANY_DV })
      .where(eq(companySettings.id, 1));
    const admin = await session(db, "admin");
    const entries = () => activityFor(db, "company_settings", 1);
    const row = async () => (await db.select().from(companySettings).where(eq(companySettings.id, 1)))[0];
    return { db, admin, entries, row, env: parseEnv({ SECRET_KEY }) };
  }

  test("PATCH stores the FE fields as the DGI writes them, GET answers them, one entry names them", async () => {
    const { admin, entries } = await setup();
    const logged = (await entries()).length;
    const answer = await admin.update({
      feEnvironment: "2",
      feBranchCode: " a01b ",
      feBillingPoint: "1",
      feLocationCode: " 8-8-7 ",
      feCoordinates: "8.98921, -79.520144",
      pacProvider: "hka",
      feAnnulmentDays: "5",
    });
    expect(answer).toMatchObject({
      feEnvironment: 2,
      feBranchCode: "A01B",
      feBillingPoint: "001",
      feLocationCode: "8-8-7",
      feCoordinates: "+8.98921,-79.520144",
      pacProvider: "hka",
      feAnnulmentDays: 5,
      hasPacCredentials: false,
      feCertificate: null,
    });
    expect(await admin.settings()).toEqual(answer);
    expect((await entries()).slice(logged)).toEqual([
      {
        action: "update",
        summary:
          "Configuración de la empresa actualizada: Ambiente, Sucursal, Punto de facturación, Código de ubicación, " +
          "Coordenadas, Proveedor PAC, Días para anular",
        userId: admin.userId,
      },
    ]);
    // Empty text unsets each one; the annulment window keeps a value.
    const cleared = await admin.update({
      feEnvironment: "",
      feBranchCode: "",
      feBillingPoint: null,
      feLocationCode: "",
      feCoordinates: " ",
      pacProvider: "",
    });
    expect(cleared).toMatchObject({
      feEnvironment: null,
      feBranchCode: null,
      feBillingPoint: null,
      feLocationCode: null,
      feCoordinates: null,
      pacProvider: null,
      feAnnulmentDays: 5,
    });
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["an environment of 3", { feEnvironment: 3 }, "feEnvironment", "Ambiente inválido: 1 (producción) o 2 (pruebas)"],
    [
      "an environment in words",
      { feEnvironment: "producción" },
      "feEnvironment",
      "Ambiente inválido: 1 (producción) o 2 (pruebas)",
    ],
    [
      "a branch of 5 characters",
      { feBranchCode: "00001" },
      "feBranchCode",
      "La sucursal son 4 letras o números (0000 es la casa matriz)",
    ],
    [
      "a branch with a dash",
      { feBranchCode: "00-1" },
      "feBranchCode",
      "La sucursal son 4 letras o números (0000 es la casa matriz)",
    ],
    [
      "billing point 000",
      { feBillingPoint: "000" },
      "feBillingPoint",
      "El punto de facturación son 3 dígitos, de 001 a 999",
    ],
    [
      "a billing point of 4 digits",
      { feBillingPoint: "1234" },
      "feBillingPoint",
      "El punto de facturación son 3 dígitos, de 001 a 999",
    ],
    [
      "a billing point in letters",
      { feBillingPoint: "abc" },
      "feBillingPoint",
      "El punto de facturación son 3 dígitos, de 001 a 999",
    ],
    [
      "a location of two parts",
      { feLocationCode: "8-8" },
      "feLocationCode",
      "Código de ubicación inválido: provincia-distrito-corregimiento del catálogo de la DGI (ejemplo: 8-8-7)",
    ],
    [
      "a location by name",
      { feLocationCode: "Bella Vista" },
      "feLocationCode",
      "Código de ubicación inválido: provincia-distrito-corregimiento del catálogo de la DGI (ejemplo: 8-8-7)",
    ],
    [
      "coordinates with 2 decimals",
      { feCoordinates: "8.98,-79.52" },
      "feCoordinates",
      "Coordenadas inválidas: latitud,longitud con 4 a 6 decimales (ejemplo: +8.9892,-79.5201)",
    ],
    [
      "a latitude alone",
      { feCoordinates: "+8.9892" },
      "feCoordinates",
      "Coordenadas inválidas: latitud,longitud con 4 a 6 decimales (ejemplo: +8.9892,-79.5201)",
    ],
    [
      "coordinates in New York",
      { feCoordinates: "40.7128,-74.0060" },
      "feCoordinates",
      "Las coordenadas deben estar en Panamá: latitud entre 7 y 10, longitud entre -83.5 y -77 (ejemplo: +8.9892,-79.5201)",
    ],
    [
      "latitude and longitude swapped",
      { feCoordinates: "-79.5201,+8.9892" },
      "feCoordinates",
      "Las coordenadas deben estar en Panamá: latitud entre 7 y 10, longitud entre -83.5 y -77 (ejemplo: +8.9892,-79.5201)",
    ],
    ["an unknown PAC", { pacProvider: "digifact" }, "pacProvider", "Proveedor PAC inválido"],
    ["0 days to annul", { feAnnulmentDays: 0 }, "feAnnulmentDays", "Los días para anular deben ser de 1 a 30"],
    ["31 days to annul", { feAnnulmentDays: 31 }, "feAnnulmentDays", "Los días para anular deben ser de 1 a 30"],
    ["2.5 days to annul", { feAnnulmentDays: 2.5 }, "feAnnulmentDays", "Los días para anular deben ser de 1 a 30"],
    ["no days to annul", { feAnnulmentDays: null }, "feAnnulmentDays", "Los días para anular deben ser de 1 a 30"],
    [
      "credentials without tokenPassword",
      { pacCredentials: { tokenEmpresa: "empresa", tokenPassword: " " } },
      "pacCredentials.tokenPassword",
      "El tokenPassword es requerido",
    ],
    [
      "credentials without tokenEmpresa",
      { pacCredentials: { tokenPassword: "clave" } },
      "pacCredentials.tokenEmpresa",
      "El tokenEmpresa es requerido",
    ],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`PATCH with ${title} is a 400 '${message}' and changes nothing`, async () => {
      const { admin, entries } = await setup();
      await admin.update({ feBranchCode: "0000", feBillingPoint: "001" });
      const before = await admin.settings();
      const logged = (await entries()).length;
      // Sent beside a valid change, which is not written either.
      await expectIssue(await admin.patch({ feLocationCode: "8-8-7", ...body }), field, message);
      expect(await admin.settings()).toEqual(before);
      expect(await entries()).toHaveLength(logged);
    });
  }

  test("the PAC's credentials are stored encrypted, answered only as hasPacCredentials, removed with null", async () => {
    const { admin, entries, row, db, env } = await setup();
    const tokens = { tokenEmpresa: "tok-empresa-7f3a91", tokenPassword: "tok-clave-c44e02" };
    const logged = (await entries()).length;
    const set = await admin.update({ pacProvider: "hka", pacCredentials: tokens });
    expect(set).toMatchObject({ pacProvider: "hka", hasPacCredentials: true });
    // The PATCH's answer as send read it: the whole body, as send fails on a field the schema lacks.
    const texts = [JSON.stringify(set), await admin.settingsText(), await (await session(db, "staff")).settingsText()];
    for (const text of texts) {
      expect(text).not.toContain("tok-empresa");
      expect(text).not.toContain("tok-clave");
      expect(text).not.toContain("pacCredentials");
    }
    const stored = (await row())?.pacCredentials;
    expect(stored).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(stored ?? []).includes("tok-empresa")).toBe(false);
    expect((await loadFeIssuerSetup(db, env)).pac).toEqual({ provider: "hka", ...tokens });
    expect((await entries()).slice(logged).map((entry) => entry.summary)).toEqual([
      "Configuración de la empresa actualizada: Proveedor PAC, Credenciales del PAC",
    ]);

    // New ones replace them; null removes them; null again changes and logs nothing.
    await admin.update({ pacCredentials: { tokenEmpresa: "otra-empresa", tokenPassword: "otra-clave" } });
    expect((await loadFeIssuerSetup(db, env)).pac).toMatchObject({ tokenEmpresa: "otra-empresa" });
    const removed = await admin.update({ pacCredentials: null });
    expect(removed).toMatchObject({ hasPacCredentials: false, pacProvider: "hka" });
    expect((await row())?.pacCredentials).toBeNull();
    expect((await loadFeIssuerSetup(db, env)).pac).toBeNull();
    const count = (await entries()).length;
    await admin.update({ pacCredentials: null });
    expect(await entries()).toHaveLength(count);
    expect(feSetupProblems(removed)).toContain("Faltan las credenciales del PAC");
  });

  test("without SECRET_KEY: the settings read and change, but credentials are a 409 and nothing changes", async () => {
    const { db, entries } = await setup();
    const keyless = await session(db, "admin", false);
    const before = await keyless.settings();
    expect(before).toMatchObject({ hasPacCredentials: false, feCertificate: null });
    const logged = (await entries()).length;

    const refused = await keyless.patch({
      feBranchCode: "0001",
      pacCredentials: { tokenEmpresa: "a", tokenPassword: "b" },
    });
    expect(refused).toMatchObject({ status: 409, body: { error: SECRET_KEY_MISSING } });
    expect(await keyless.settings()).toEqual(before);
    expect(await entries()).toHaveLength(logged);

    const changed = await keyless.update({ feBranchCode: "0001", pacCredentials: null });
    expect(changed.feBranchCode).toBe("0001");
    expect(await json(await keyless.upload(testCertificateP12().bytes))).toEqual({
      status: 409,
      body: { error: SECRET_KEY_MISSING },
    });
    // Refused before the upload is read: a missing file says the same.
    expect((await keyless.upload(null, null)).status).toBe(409);
    expect((await keyless.settings()).feCertificate).toBeNull();
  });

  test("PUT a certificate: stored encrypted, shown by subject, RUC, DV and expiry, logged; never answered", async () => {
    const { admin, entries, row, db, env } = await setup();
    const p12 = testCertificateP12({ encryption: "3des" });
    const logged = (await entries()).length;
    const answer = await parseAnswer(endpoints.replaceFeCertificate, await admin.upload(p12.bytes));
    const expiresAt = new Date(Math.floor(p12.notAfter.getTime() / 1000) * 1000).toISOString();
    expect(answer.feCertificate).toEqual({
      subject:
        "CN=[F] ISTMO SOFTWARE, S.A. - 155720753-2-2022 - 39 - ANA PÉREZ, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA",
      ruc: COMPANY_RUC,
      dv: COMPANY_DV,
      expiresAt,
      expiresSoon: false,
      expired: false,
    });
    expect(await admin.settings()).toEqual(answer);
    const base64 = Buffer.from(p12.bytes).toString("base64");
    for (const text of [
      JSON.stringify(answer),
      await admin.settingsText(),
      await (await session(db, "staff")).settingsText(),
    ]) {
      expect(text).not.toContain(base64.slice(0, 40));
      expect(text).not.toContain(base64.slice(-40));
      expect(text).not.toContain(TEST_CERTIFICATE_PASSWORD);
      expect(text).not.toContain("PRIVATE KEY");
    }
    const stored = await row();
    expect(Buffer.from(stored?.feCertificate ?? []).includes(Buffer.from(p12.bytes.subarray(0, 64)))).toBe(false);
    expect(Buffer.from(stored?.feCertificatePassword ?? []).includes(TEST_CERTIFICATE_PASSWORD)).toBe(false);
    expect((await entries()).slice(logged)).toEqual([
      {
        action: "update",
        summary: expect.stringMatching(
          /^Certificado de firma electrónica actualizado \(vence el \d{2}\/\d{2}\/\d{4}\)$/,
        ),
        userId: admin.userId,
      },
    ]);

    // The issuing code gets the key and certificate back.
    const setup_ = await loadFeIssuerSetup(db, env);
    expect(setup_.certificate?.privateKeyPem).toStartWith("-----BEGIN RSA PRIVATE KEY-----");
    expect(setup_.certificate?.certificatePem).toStartWith("-----BEGIN CERTIFICATE-----");
    // With another key, or none, the stored secrets are a Spanish 409, never a crash.
    const otherKey = parseEnv({ SECRET_KEY: randomBytes(32).toString("hex") });
    await expect(loadFeIssuerSetup(db, otherKey)).rejects.toMatchObject({
      kind: "conflict",
      message: SECRET_UNREADABLE,
    });
    await expect(loadFeIssuerSetup(db, parseEnv({}))).rejects.toMatchObject({ message: SECRET_KEY_MISSING });
  });

  test("a certificate expiring within 30 days is flagged; an expired stored one is a problem and a 409 to issue", async () => {
    const { admin, db, env } = await setup();
    const soon = await parseAnswer(
      endpoints.replaceFeCertificate,
      await admin.upload(testCertificateP12({ notAfter: new Date(Date.now() + 10 * DAY_MS) }).bytes),
    );
    expect(soon.feCertificate).toMatchObject({ expiresSoon: true, expired: false });
    expect(feSetupProblems(soon).some((problem) => problem.includes("certificado"))).toBe(false);

    // Time passes: the day after it expired.
    const later = new Date(Date.now() + 11 * DAY_MS);
    await expect(loadFeIssuerSetup(db, env, later)).rejects.toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(/^El certificado de firma guardado no sirve: El certificado venció el /),
    });
    await db
      .update(companySettings)
      .set({ feCertificateExpiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(companySettings.id, 1));
    const expired = await admin.settings();
    expect(expired.feCertificate).toMatchObject({ expiresSoon: false, expired: true });
    expect(feSetupProblems(expired)).toContainEqual(
      expect.stringMatching(/^El certificado de firma venció el \d{2}\/\d{2}\/\d{4}$/),
    );
  });

  test("a certificate refused (wrong password, not a .p12, no key, expired, another RUC, too big, missing) changes nothing", async () => {
    const { admin, entries } = await setup();
    expect((await admin.upload(testCertificateP12().bytes)).status).toBe(200);
    const before = await admin.settings();
    const logged = (await entries()).length;
    const refusals: Array<[Response, string, string]> = [
      [await admin.upload(testCertificateP12().bytes, "otra-clave"), "password", WRONG_PASSWORD_MESSAGE],
      [await admin.upload(new TextEncoder().encode("no soy un certificado")), "file", NOT_PKCS12_MESSAGE],
      [await admin.upload(testCertificateDer()), "file", NOT_PKCS12_MESSAGE],
      [await admin.upload(testCertificateP12({ withoutKey: true }).bytes), "file", NO_PRIVATE_KEY_MESSAGE],
      [
        await admin.upload(
          testCertificateP12({
            notBefore: new Date("2022-01-01T12:00:00Z"),
            notAfter: new Date("2024-01-01T12:00:00Z"),
          }).bytes,
        ),
        "file",
        "El certificado venció el 01/01/2024: solicite uno nuevo al Registro Público",
      ],
      [
        await admin.upload(
          testCertificateP12({ commonName: registroPublicoName("OTRA EMPRESA, S.A.", "1102-85-117211", "4") }).bytes,
        ),
        "file",
        "El certificado es de otro RUC (1102-85-117211); el de la empresa es 155720753-2-2022",
      ],
      [await admin.upload(new Uint8Array(64 * 1024 + 1)), "file", "El certificado no puede superar 64 kB"],
      [await admin.upload(null), "file", "Debe seleccionar el archivo del certificado (.p12 o .pfx)"],
      [await admin.upload(testCertificateP12().bytes, null), "password", "La contraseña del certificado es requerida"],
      [await admin.upload(testCertificateP12().bytes, ""), "password", "La contraseña del certificado es requerida"],
    ];
    for (const [response, field, message] of refusals) await expectIssue(response, field, message);
    expect(await admin.settings()).toEqual(before);
    expect(await entries()).toHaveLength(logged);
  });

  test("the RUC rule: a certificate naming no RUC, or a company without one, is accepted; a later RUC change is a problem", async () => {
    const { admin, db } = await setup();
    const unnamed = await parseAnswer(
      endpoints.replaceFeCertificate,
      await admin.upload(testCertificateP12({ commonName: "FIRMA DE PRUEBA" }).bytes),
    );
    expect(unnamed.feCertificate).toMatchObject({
      subject: expect.stringMatching(/^CN=FIRMA DE PRUEBA, /),
      ruc: null,
      dv: null,
    });

    await db.update(companySettings).set({ ruc: null, dv: null }).where(eq(companySettings.id, 1));
    const other = registroPublicoName("OTRA EMPRESA, S.A.", "1102-85-117211", "4");
    const accepted = await parseAnswer(
      endpoints.replaceFeCertificate,
      await admin.upload(testCertificateP12({ commonName: other }).bytes),
    );
    expect(accepted.feCertificate).toMatchObject({ ruc: "1102-85-117211", dv: "04" });

    // The company's RUC set afterwards to another: the settings say so instead of refusing the RUC.
    const patched = await admin.update({ ruc: COMPANY_RUC, dv: COMPANY_DV });
    expect(feSetupProblems(patched)).toContain(
      "El certificado de firma es del RUC 1102-85-117211, no del de la empresa (155720753-2-2022)",
    );
  });

  test("DELETE removes the certificate and logs it; without one it changes nothing", async () => {
    const { admin, entries, row } = await setup();
    expect((await admin.upload(testCertificateP12().bytes)).status).toBe(200);
    const logged = (await entries()).length;
    const removed = await admin.removeCertificate();
    expect(removed.feCertificate).toBeNull();
    expect(await row()).toMatchObject({
      feCertificate: null,
      feCertificatePassword: null,
      feCertificateSubject: null,
      feCertificateRuc: null,
      feCertificateExpiresAt: null,
    });
    expect((await entries()).slice(logged)).toEqual([
      { action: "update", summary: "Certificado de firma electrónica eliminado", userId: admin.userId },
    ]);
    expect(await admin.removeCertificate()).toMatchObject(removed);
    expect(await entries()).toHaveLength(logged + 1);
  });

  test("staff read the setup but cannot change it (403): PATCH, the certificate, the credentials", async () => {
    const { db, admin } = await setup();
    const staff = await session(db, "staff");
    const before = await admin.settings();
    expect((await staff.api.get(PATH)).status).toBe(200);
    const forbidden = { error: "No tiene permiso para realizar esta acción" };
    expect(await staff.patch({ feBranchCode: "0001" })).toMatchObject({ status: 403, body: forbidden });
    expect(await staff.patch({ pacCredentials: { tokenEmpresa: "a", tokenPassword: "b" } })).toMatchObject({
      status: 403,
    });
    expect(await json(await staff.upload(testCertificateP12().bytes))).toEqual({ status: 403, body: forbidden });
    expect((await staff.api.del(CERTIFICATE)).status).toBe(403);
    expect(await admin.settings()).toEqual(before);
  });

  test("feSetupProblems: everything missing, then nothing once the setup is complete", async () => {
    const { admin, db, env } = await setup();
    await db
      .update(companySettings)
      .set({ ruc: null, dv: null, address: null, phone: "6000 1234" })
      .where(eq(companySettings.id, 1));
    expect(feSetupProblems(await admin.settings())).toEqual([
      "Falta el RUC de la empresa",
      "Falta el DV del RUC de la empresa",
      "Falta la dirección de la empresa",
      "El teléfono de la empresa debe tener el formato 000-0000 o 0000-0000",
      "Falta el ambiente (producción o pruebas)",
      "Falta el código de sucursal",
      "Falta el punto de facturación",
      "Falta el código de ubicación (provincia-distrito-corregimiento)",
      "Faltan los nombres de la provincia, el distrito y el corregimiento de la ubicación",
      "Faltan las coordenadas de la empresa",
      "Falta el certificado de firma electrónica",
    ]);
    await admin.update({
      ruc: COMPANY_RUC,
      dv: COMPANY_DV,
      address: "Calle 50, Bella Vista",
      phone: "6000-1234",
      feEnvironment: 2,
      feBranchCode: "0000",
      feBillingPoint: "001",
      feLocationCode: "8-8-7",
      feProvince: "Panamá",
      feDistrict: "Panamá",
      feCorregimiento: "Bella Vista",
      feCoordinates: "+8.9892,-79.5201",
    });
    const complete = await parseAnswer(endpoints.replaceFeCertificate, await admin.upload(testCertificateP12().bytes));
    expect(feSetupProblems(complete)).toEqual([]);
    // Upper case, as the DGI's catalogue writes them.
    expect(complete).toMatchObject({ feProvince: "PANAMÁ", feCorregimiento: "BELLA VISTA" });
    expect((await loadFeIssuerSetup(db, env)).problems).toEqual([]);
  });
});
