import { expect, test } from "bun:test";
import { type ActivityEntity, activityEntities, endpoints } from "../../contract";
import type { StaffRole } from "../../contract/roles";
import { PAGE_LIMIT_MESSAGE } from "../../contract/values/paging";
import { recordActivity } from "../../domain/activity";
import { signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { createUser, jsonRequest, signIn, testApp } from "../../test/harness";
import { parseAnswer } from "../../test/typed-request";

describeEachDatabase("GET /api/activity", (getDb) => {
  const get = async (path: string) => (await signedInApi(getDb())).request("GET", path);

  test("answers the entries newest first, all of them without paging, with who did them", async () => {
    expect(await parseAnswer(endpoints.activity, await get("/api/activity"))).toEqual([]);

    const { userId } = await signedInApi(getDb());
    for (let i = 1; i <= 12; i++) {
      await recordActivity(getDb(), {
        userId,
        action: "create",
        entity: "client",
        entityId: i,
        summary: `Entrada ${i}`,
      });
    }
    await recordActivity(getDb(), {
      userId: null,
      action: "delete",
      entity: "project",
      entityId: 99,
      summary: "Sin autor",
    });

    const everything = await get("/api/activity");
    expect(everything.headers.get("X-Total-Count")).toBe("13");
    const latest = await parseAnswer(endpoints.activity, everything);
    expect(latest.map((e) => e.summary)).toEqual([
      "Sin autor",
      ...[12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((i) => `Entrada ${i}`),
    ]);
    expect(latest[0]).toMatchObject({ action: "delete", entity: "project", entityId: 99, userName: null });
    expect(latest[1]).toMatchObject({ action: "create", entity: "client", entityId: 12, userName: "Ana" });
    expect(new Date(latest[1]?.createdAt ?? "").toISOString()).toBe(latest[1]?.createdAt ?? "");

    const three = await parseAnswer(endpoints.activity, await get("/api/activity?limit=3"));
    expect(three.map((e) => e.summary)).toEqual(["Sin autor", "Entrada 12", "Entrada 11"]);
    const page = await get("/api/activity?limit=5&offset=10");
    expect(page.headers.get("X-Total-Count")).toBe("13");
    expect((await parseAnswer(endpoints.activity, page)).map((e) => e.summary)).toEqual([
      "Entrada 3",
      "Entrada 2",
      "Entrada 1",
    ]);
  });

  test("searches the summary literally and filters by entity, action and day", async () => {
    const { userId } = await signedInApi(getDb());
    const entries = [
      { entity: "client", action: "create", summary: "Cliente creado: 100% Panamá" },
      { entity: "client", action: "update", summary: "Cliente actualizado: 100 Panamá" },
      { entity: "invoice", action: "payment", summary: "Pago registrado en FAC_2026" },
      { entity: "invoice", action: "create", summary: "Factura FAC-2026-0001 creada" },
    ] as const;
    for (const entry of entries) await recordActivity(getDb(), { userId, entityId: 1, ...entry });
    const summaries = async (query: string) => {
      const response = await get(`/api/activity?${query}`);
      const rows = await parseAnswer(endpoints.activity, response);
      expect(response.headers.get("X-Total-Count")).toBe(String(rows.length));
      return rows.map((e) => e.summary);
    };
    // % and _ are taken literally, not as SQL wildcards.
    expect(await summaries("q=100%25")).toEqual(["Cliente creado: 100% Panamá"]);
    expect(await summaries("q=FAC_")).toEqual(["Pago registrado en FAC_2026"]);
    expect(await summaries("q=panamá")).toEqual(["Cliente actualizado: 100 Panamá", "Cliente creado: 100% Panamá"]);
    expect(await summaries("entity=invoice")).toEqual(["Factura FAC-2026-0001 creada", "Pago registrado en FAC_2026"]);
    expect(await summaries("entity=invoice&action=payment")).toEqual(["Pago registrado en FAC_2026"]);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Panama" }).format(new Date());
    expect(await summaries(`from=${today}&to=${today}&q=100`)).toHaveLength(2);
    expect(await summaries("to=2000-01-01")).toEqual([]);
    const bad = await get("/api/activity?action=borrar");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ field: "action", message: "Acción inválida" }] });
  });

  for (const limit of ["0", "501", "abc", "-1", "2.5", ""]) {
    test(`limit=${limit || "(empty)"} is a Spanish 400`, async () => {
      const response = await get(`/api/activity?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: PAGE_LIMIT_MESSAGE,
        issues: [{ field: "limit", message: PAGE_LIMIT_MESSAGE }],
      });
    });
  }

  test("each role sees only the entries about what it may read: staff never the books or the users", async () => {
    const db = getDb();
    for (const entity of activityEntities) {
      await recordActivity(db, { userId: null, action: "update", entity, entityId: 1, summary: `Cambio en ${entity}` });
    }
    const app = testApp(db);
    const seenBy = async (role: StaffRole, query = "") => {
      const user = await createUser(db, { role });
      const cookie = await signIn(app, user.email, user.password);
      const response = await jsonRequest(app, "GET", `/api/activity${query}`, { cookie });
      const entries = await parseAnswer(endpoints.activity, response);
      // The total counts what the role may see, so it tells nothing about the rest.
      expect(response.headers.get("X-Total-Count")).toBe(String(entries.length));
      // Earlier tests of this file left entries too: compare the kinds seen.
      const entities = [...new Set(entries.map((e) => e.entity))].sort();
      return entities;
    };
    const sorted = (entities: ActivityEntity[]) => [...entities].sort();
    const staffSees = sorted(["client", "quote", "invoice", "recurring_invoice", "project", "company_settings"]);
    const books = sorted([
      "receivable",
      "payable",
      "supplier",
      "transaction",
      "transfer",
      "bank_account",
      "bank_statement",
      "ach_batch",
      "chart_account",
      "budget",
      "journal_entry",
      "accounting_period",
      "dgi_filing",
      "credit_note",
      // Whose hours they are: admin and finance only (api/docs/time.md).
      "time_entry",
    ]);
    expect(await seenBy("staff")).toEqual(staffSees);
    expect(await seenBy("finance")).toEqual(sorted([...staffSees, ...books]));
    expect(await seenBy("admin")).toEqual(sorted(activityEntities));
    // Asking for a subject outside the role's reach finds nothing, not an error that confirms it.
    expect(await seenBy("staff", "?entity=transfer")).toEqual([]);
    expect(await seenBy("finance", "?entity=user")).toEqual([]);
  });

  test("an unknown entity filter is a Spanish 400", async () => {
    const response = await get("/api/activity?entity=planilla");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [{ field: "entity", message: "Entidad inválida" }] });
  });
});
