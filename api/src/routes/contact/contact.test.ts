import { expect, test } from "bun:test";
import { CONTACT_REQUESTS_PER_MINUTE } from "../../app";
import { endpoints } from "../../contract";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase, describeSharedPostgres } from "../../test/databases";
import { jsonRequest, type TestApp, testApp } from "../../test/harness";
import { parseAnswer } from "../../test/typed-request";
import { CONTACT_RATE_LIMITED } from ".";

const valid = {
  name: "Carlos Méndez",
  email: "carlos@constructora.pa",
  company: "Constructora del Istmo",
  projectType: "software-empresarial",
  message: "Necesitamos un ERP para 40 usuarios.",
};

describeEachDatabase("POST /api/contact", (getDb) => {
  async function storedRequests() {
    return (await signedInApi(getDb())).send(endpoints.contactRequests, {});
  }

  test("a valid request is stored and answered 201", async () => {
    const app = testApp(getDb());
    const response = await jsonRequest(app, "POST", "/api/contact", { body: valid, address: "10.9.0.1" });
    expect(await parseAnswer(endpoints.sendContactRequest, response)).toMatchObject({ ok: true });
    const [latest] = await storedRequests();
    expect(latest).toMatchObject({ ...valid, ipAddress: "10.9.0.1" });
  });

  test("each request says whether a client already has its email, in any case", async () => {
    const app = testApp(getDb());
    const body = { ...valid, email: "Compras@Ferreteria-Sur.pa" };
    expect((await jsonRequest(app, "POST", "/api/contact", { body, address: "10.9.0.3" })).status).toBe(201);
    expect((await storedRequests())[0]).toMatchObject({ email: body.email, isClient: false });
    const api = await signedInApi(getDb());
    await api.send(endpoints.createClient, { body: { name: "Ferretería Sur", email: "compras@ferreteria-sur.PA" } });
    expect((await storedRequests())[0]).toMatchObject({ email: body.email, isClient: true });
  });

  test("company and project type are optional; empty ones are stored as null", async () => {
    const app = testApp(getDb());
    const body = { name: "Ana", email: "ana@correo.pa", company: "", projectType: "", message: "Hola" };
    expect((await jsonRequest(app, "POST", "/api/contact", { body, address: "10.9.0.2" })).status).toBe(201);
    const [latest] = await storedRequests();
    expect(latest).toMatchObject({ name: "Ana", company: null, projectType: null });
  });

  const invalidCases: Array<[string, Record<string, unknown>, string, string]> = [
    ["missing name", { ...valid, name: "" }, "name", "El nombre es requerido"],
    ["blank name", { ...valid, name: "   " }, "name", "El nombre es requerido"],
    ["missing email", { ...valid, email: undefined }, "email", "El email es requerido"],
    ["invalid email", { ...valid, email: "no-es-correo" }, "email", "Email inválido"],
    ["missing message", { ...valid, message: "" }, "message", "El mensaje es requerido"],
    ["unknown project type", { ...valid, projectType: "otra-cosa" }, "projectType", "Tipo de proyecto inválido"],
    ["name too long", { ...valid, name: "x".repeat(201) }, "name", "Máximo 200 caracteres"],
  ];
  for (const [title, body, field, message] of invalidCases) {
    test(`400 for ${title}, nothing stored`, async () => {
      const app = testApp(getDb());
      const before = (await storedRequests()).length;
      const response = await jsonRequest(app, "POST", "/api/contact", { body, address: `10.8.${title.length}.1` });
      await expectIssue(response, field, message);
      expect((await storedRequests()).length).toBe(before);
    });
  }

  test("a filled honeypot is answered 201 but not stored", async () => {
    const app = testApp(getDb());
    const before = (await storedRequests()).length;
    const response = await jsonRequest(app, "POST", "/api/contact", {
      body: { ...valid, website: "http://spam.example" },
      address: "10.7.0.1",
    });
    expect(response.status).toBe(201);
    expect((await storedRequests()).length).toBe(before);
  });

  test(`more than ${CONTACT_REQUESTS_PER_MINUTE} a minute from one address gets 429 in Spanish`, async () => {
    const app = testApp(getDb());
    for (let i = 0; i < CONTACT_REQUESTS_PER_MINUTE; i++) {
      expect((await jsonRequest(app, "POST", "/api/contact", { body: valid, address: "10.6.0.1" })).status).toBe(201);
    }
    const refused = await jsonRequest(app, "POST", "/api/contact", { body: valid, address: "10.6.0.1" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: CONTACT_RATE_LIMITED });
    // Another visitor is not affected.
    expect((await jsonRequest(app, "POST", "/api/contact", { body: valid, address: "10.6.0.2" })).status).toBe(201);
  });

  test("the limit outlives the app: a new instance on the same database still refuses", async () => {
    const before = testApp(getDb());
    for (let i = 0; i < CONTACT_REQUESTS_PER_MINUTE; i++) await post(before, "10.6.1.1");
    expect((await post(testApp(getDb()), "10.6.1.1")).status).toBe(429);
  });

  test("junk is counted too: the limit comes before validation", async () => {
    const app = testApp(getDb());
    for (let i = 0; i < CONTACT_REQUESTS_PER_MINUTE; i++) {
      expect((await jsonRequest(app, "POST", "/api/contact", { body: {}, address: "10.6.2.1" })).status).toBe(400);
    }
    expect((await post(app, "10.6.2.1")).status).toBe(429);
  });
});

const post = (app: TestApp, address: string) => jsonRequest(app, "POST", "/api/contact", { body: valid, address });

describeSharedPostgres("POST /api/contact", (open) => {
  test("two instances on one database: the 6th request in a minute is refused whichever gets it", async () => {
    const apps = [testApp((await open()).db), testApp((await open()).db)];
    for (const first of [0, 1]) {
      const address = `10.5.${first}.1`;
      // Alternating instances, starting with each one in turn, so each gets the 6th request once.
      const statuses: number[] = [];
      for (let i = 0; i <= CONTACT_REQUESTS_PER_MINUTE; i++) {
        statuses.push((await post(apps[(first + i) % 2] as TestApp, address)).status);
      }
      expect(statuses).toEqual([...Array(CONTACT_REQUESTS_PER_MINUTE).fill(201), 429]);
      expect((await post(apps[0] as TestApp, address)).status).toBe(429);
      expect((await post(apps[1] as TestApp, address)).status).toBe(429);
    }
  });

  test("requests at the same instant on both instances are counted one by one", async () => {
    const apps = [testApp((await open()).db), testApp((await open()).db)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => (await post(apps[i % 2] as TestApp, "10.5.2.1")).status),
    );
    expect(answers.filter((status) => status === 201)).toHaveLength(CONTACT_REQUESTS_PER_MINUTE);
  });

  test("a restarted server (its connections closed, the database reopened) still refuses", async () => {
    const instance = await open();
    for (let i = 0; i < CONTACT_REQUESTS_PER_MINUTE; i++) await post(testApp(instance.db), "10.5.3.1");
    await instance.close();
    expect((await post(testApp((await open()).db), "10.5.3.1")).status).toBe(429);
  });
});
