import { expect, test } from "bun:test";
import { type ClientRecord, endpoints, PAGE_LIMIT_MESSAGE } from "../../contract";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertClient } from "../../test/fixtures";

describeEachDatabase("GET /api/clients/search", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const tag = crypto.randomUUID().slice(0, 6);
    await insertClient(db, { name: `Ana Pérez ${tag}`, company: `Zeta Logística ${tag}` });
    await insertClient(db, { name: `Bruno Díaz ${tag}`, email: `bruno.${tag}@istmo.pa` });
    await insertClient(db, { name: `Carla Ruiz ${tag}`, company: `Alfa Café ${tag}` });
    return { api, tag };
  }

  const names = (clients: ClientRecord[]) => clients.map((client) => client.company ?? client.name);

  test("matches name, company or email in any case, by display name", async () => {
    const { api, tag } = await setup();
    expect(names(await api.send(endpoints.searchClients, { query: { q: tag } }))).toEqual([
      `Alfa Café ${tag}`,
      `Bruno Díaz ${tag}`,
      `Zeta Logística ${tag}`,
    ]);
    expect(names(await api.send(endpoints.searchClients, { query: { q: "ZETA LOG" } }))).toContain(
      `Zeta Logística ${tag}`,
    );
    expect(names(await api.send(endpoints.searchClients, { query: { q: `bruno.${tag}@` } }))).toEqual([
      `Bruno Díaz ${tag}`,
    ]);
    expect(await api.send(endpoints.searchClients, { query: { q: tag, limit: "2" } })).toHaveLength(2);
  });

  test("a search text's % and _ are taken literally; a bad limit is a Spanish 400", async () => {
    const { api } = await setup();
    expect(await api.send(endpoints.searchClients, { query: { q: "%%" } })).toEqual([]);
    await expectIssue(await api.request("GET", "/api/clients/search?limit=0"), "limit", PAGE_LIMIT_MESSAGE);
  });

  test("the record routes still answer beside it", async () => {
    const { api } = await setup();
    expect((await api.get("/api/clients/987654")).status).toBe(404);
    // send fails the test unless the list answers 200.
    await api.send(endpoints.listClients, {});
  });
});
