import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { CHART_CODE_INVALID, CHART_PARENT_INVALID, compareAccountCodes, endpoints } from "../../../contract";
import { chartOfAccounts } from "../../../db/schema";
import { baseChartOfAccounts } from "../../../db/seed-base";
import {
  CHART_ACTIVATE_UNDER_INACTIVE,
  CHART_ACTIVE_CHILDREN,
  CHART_CODE_FIXED,
  CHART_CODE_TAKEN,
  CHART_PARENT_INACTIVE,
  CHART_PARENT_NOT_FOUND,
  CHART_PARENT_REQUIRED,
  CHART_PARENT_TYPE,
  CHART_TYPE_FIXED,
  chartCodeOutsideParent,
  chartMissingParent,
} from "../../../domain/finance/chart-accounts";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import type { RequestOf } from "../../../test/typed-request";

const PATH = "/api/financial/chart-accounts";

describeEachDatabase("/api/financial/chart-accounts", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const list = (query: { q?: string; type?: string } = {}) => api.send(endpoints.listChartAccounts, { query });
    const byCode = async (code: string) => {
      const found = (await list()).find((account) => account.code === code);
      if (!found) throw new Error(`no account ${code}`);
      return found;
    };
    const count = async () => (await db.select({ id: chartOfAccounts.id }).from(chartOfAccounts)).length;
    const create = (body: RequestOf<typeof endpoints.createChartAccount>["body"]) =>
      api.send(endpoints.createChartAccount, { body });
    const update = (id: number, body: RequestOf<typeof endpoints.updateChartAccount>["body"]) =>
      api.send(endpoints.updateChartAccount, { params: { id }, body });
    const accountOf = (id: number) => api.send(endpoints.getChartAccount, { params: { id } });
    return { db, api, list, byCode, count, create, update, accountOf };
  }

  test("GET answers the seeded Panamanian chart, ordered by code, each child linked to its parent", async () => {
    const { list } = await setup();
    const accounts = await list();
    expect(accounts.length).toBeGreaterThanOrEqual(baseChartOfAccounts.length);
    const codes = accounts.map((account) => account.code);
    expect(codes).toEqual([...codes].sort(compareAccountCodes));
    expect(codes.slice(0, 3)).toEqual(["1", "1.1", "1.1.01"]);
    const ids = new Map(accounts.map((account) => [account.code, account.id]));
    const caja = accounts.find((account) => account.code === "1.1.01");
    expect(caja).toEqual({
      id: ids.get("1.1.01") as number,
      code: "1.1.01",
      name: "Caja",
      accountType: "asset",
      parentId: ids.get("1.1") as number,
      isActive: true,
    });
    expect(accounts.find((account) => account.code === "1")?.parentId).toBeNull();
    expect(accounts.find((account) => account.code === "6.3.01")?.parentId).toBe(ids.get("6.3") as number);
  });

  test("GET ?q= searches code and name, case-insensitively; ?type= filters by type", async () => {
    const { api, list } = await setup();
    expect((await list({ q: "CAJA" })).map((account) => account.code)).toContain("1.1.01");
    expect((await list({ q: "2.1.0" })).every((account) => account.code.startsWith("2.1.0"))).toBe(true);
    expect((await list({ q: "itbms" })).map((account) => account.code)).toEqual(["1.1.04", "1.1.07", "2.1.02"]);
    // LIKE's wildcards are taken literally.
    expect(await list({ q: "%" })).toEqual([]);
    const equity = await list({ type: "equity" });
    expect(equity.map((account) => account.code)).toEqual(["3", "3.1", "3.2", "3.3", "3.4"]);
    // Empty filters mean "all", as a form with nothing chosen sends them.
    expect(await list({ q: "", type: "" })).toEqual(await list({}));
    await expectIssue(await api.get(`${PATH}?type=otra`), "type", "Tipo de cuenta inválido");
  });

  test("POST creates a sub-account under an existing one (201) and logs it", async () => {
    const { db, api, byCode, create, accountOf } = await setup();
    const parent = await byCode("1.1");
    const created = await create({
      code: " 1.1.08 ",
      name: " Caja chica ",
      accountType: "asset",
      parentId: parent.id,
    });
    expect(created).toMatchObject({
      code: "1.1.08",
      name: "Caja chica",
      accountType: "asset",
      parentId: parent.id,
      isActive: true,
    });
    expect(await accountOf(created.id)).toEqual(created);
    expect(await activityFor(db, "chart_account", created.id)).toEqual([
      { action: "create", summary: "Cuenta contable creada: 1.1.08 Caja chica", userId: api.userId },
    ]);
  });

  test("POST without a parent hangs the account under the code minus its last segment", async () => {
    const { byCode, create } = await setup();
    const created = await create({
      code: "6.2.11",
      name: "Viáticos",
      accountType: "expense",
    });
    expect(created.parentId).toBe((await byCode("6.2")).id);
    const deeper = await create({
      code: "6.2.11.01",
      name: "Viáticos nacionales",
      accountType: "expense",
      parentId: "",
    });
    expect(deeper.parentId).toBe(created.id);
    const root = await create({
      code: "7",
      name: "Cuentas de orden",
      accountType: "equity",
    });
    expect(root.parentId).toBeNull();
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no code", { name: "Caja", accountType: "asset" }, "code", "El código es requerido"],
    ["a blank code", { code: "  ", name: "Caja", accountType: "asset" }, "code", "El código es requerido"],
    ["a code with letters", { code: "1.1.A", name: "Caja", accountType: "asset" }, "code", CHART_CODE_INVALID],
    ["a code ending in a dot", { code: "1.1.", name: "Caja", accountType: "asset" }, "code", CHART_CODE_INVALID],
    ["no name", { code: "1.1.50", accountType: "asset" }, "name", "El nombre es requerido"],
    ["a blank name", { code: "1.1.50", name: " ", accountType: "asset" }, "name", "El nombre es requerido"],
    ["no type", { code: "1.1.50", name: "Caja" }, "accountType", "Tipo de cuenta inválido"],
    [
      "an unknown type",
      { code: "1.1.50", name: "Caja", accountType: "activo" },
      "accountType",
      "Tipo de cuenta inválido",
    ],
    [
      "a parent that is not an id",
      { code: "1.1.50", name: "Caja", accountType: "asset", parentId: "x" },
      "parentId",
      CHART_PARENT_INVALID,
    ],
    [
      "a parent id of 0",
      { code: "1.1.50", name: "Caja", accountType: "asset", parentId: 0 },
      "parentId",
      CHART_PARENT_INVALID,
    ],
  ];
  for (const [title, body, field, message] of invalid) {
    test(`POST with ${title} is a 400 '${message}' and creates nothing`, async () => {
      const { api, count } = await setup();
      const before = await count();
      await expectIssue(await api.post(PATH, body), field, message);
      expect(await count()).toBe(before);
    });
  }

  test("POST refuses a code already taken (409) and a parent that does not fit (400), creating nothing", async () => {
    const { api, byCode, count } = await setup();
    const before = await count();
    const taken = await api.post(PATH, { code: "1.1.01", name: "Otra caja", accountType: "asset" });
    expect(taken).toEqual({ status: 409, body: { error: CHART_CODE_TAKEN } });
    const assets = await byCode("1.1");
    const liabilities = await byCode("2.1");
    await expectIssue(
      await api.post(PATH, { code: "1.1.60", name: "X", accountType: "asset", parentId: 999_999 }),
      "parentId",
      CHART_PARENT_NOT_FOUND,
    );
    await expectIssue(
      await api.post(PATH, { code: "1.1.60", name: "X", accountType: "liability", parentId: assets.id }),
      "accountType",
      CHART_PARENT_TYPE,
    );
    await expectIssue(
      await api.post(PATH, { code: "2.1.60", name: "X", accountType: "asset", parentId: assets.id }),
      "code",
      chartCodeOutsideParent("1.1"),
    );
    await expectIssue(
      await api.post(PATH, { code: "1.10", name: "X", accountType: "asset", parentId: assets.id }),
      "code",
      chartCodeOutsideParent("1.1"),
    );
    await expectIssue(
      await api.post(PATH, { code: "2.1.60", name: "X", accountType: "asset" }),
      "accountType",
      CHART_PARENT_TYPE,
    );
    await expectIssue(
      await api.post(PATH, { code: "1.9.01", name: "X", accountType: "asset" }),
      "parentId",
      chartMissingParent("1.9"),
    );
    expect(liabilities.accountType).toBe("liability");
    expect(await count()).toBe(before);
  });

  test("two creations of one code at once: one 201, the other 409", async () => {
    const { api, list } = await setup();
    const body = { code: "1.2.09", name: "Licencias", accountType: "asset" };
    const answers = await Promise.all([api.post(PATH, body), api.post(PATH, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ error: CHART_CODE_TAKEN });
    expect((await list({ q: "1.2.09" })).length).toBe(1);
  });

  test("PATCH renames; code and type sent unchanged are accepted, changed are refused", async () => {
    const { db, api, create, update, accountOf } = await setup();
    const account = await create({
      code: "4.2.03",
      name: "Dividendos",
      accountType: "income",
    });
    const renamed = await update(account.id, {
      code: "4.2.03",
      accountType: "income",
      name: "Dividendos recibidos",
      parentId: account.parentId,
      isActive: true,
    });
    expect(renamed).toEqual({ ...account, name: "Dividendos recibidos" });
    await expectIssue(await api.patch(`${PATH}/${account.id}`, { code: "4.2.04" }), "code", CHART_CODE_FIXED);
    await expectIssue(
      await api.patch(`${PATH}/${account.id}`, { accountType: "expense" }),
      "accountType",
      CHART_TYPE_FIXED,
    );
    await expectIssue(await api.patch(`${PATH}/${account.id}`, { name: "" }), "name", "El nombre es requerido");
    await expectIssue(await api.patch(`${PATH}/${account.id}`, { isActive: "no" }), "isActive", "Valor inválido");
    // Nothing different: nothing written, nothing logged.
    await update(account.id, { name: "Dividendos recibidos" });
    expect(await activityFor(db, "chart_account", account.id)).toEqual([
      { action: "create", summary: "Cuenta contable creada: 4.2.03 Dividendos", userId: api.userId },
      { action: "update", summary: "Cuenta contable actualizada: 4.2.03 Dividendos recibidos", userId: api.userId },
    ]);
    expect(await accountOf(account.id)).toMatchObject({
      code: "4.2.03",
      name: "Dividendos recibidos",
    });
  });

  test("PATCH moves an account only under an account whose code its own extends", async () => {
    const { api, byCode, create, update, accountOf } = await setup();
    const group = await create({
      code: "5.1.03",
      name: "Subcontratos",
      accountType: "expense",
    });
    const leaf = await create({
      code: "5.1.03.01",
      name: "Diseño",
      accountType: "expense",
    });
    expect(leaf.parentId).toBe(group.id);
    const up = await byCode("5.1");
    expect((await update(leaf.id, { parentId: up.id })).parentId).toBe(up.id);
    await expectIssue(
      await api.patch(`${PATH}/${leaf.id}`, { parentId: (await byCode("6.1")).id }),
      "code",
      chartCodeOutsideParent("6.1"),
    );
    await expectIssue(await api.patch(`${PATH}/${leaf.id}`, { parentId: null }), "parentId", CHART_PARENT_REQUIRED);
    await expectIssue(await api.patch(`${PATH}/${leaf.id}`, { parentId: 999_999 }), "parentId", CHART_PARENT_NOT_FOUND);
    expect((await accountOf(leaf.id)).parentId).toBe(up.id);
  });

  test("deactivation: refused (409) while a sub-account is active; children first, then the parent", async () => {
    const { db, api, create, update, accountOf } = await setup();
    const parent = await create({
      code: "2.1.07",
      name: "Retenciones",
      accountType: "liability",
    });
    const child = await create({
      code: "2.1.07.01",
      name: "Retención ISR",
      accountType: "liability",
    });

    const refused = await api.patch(`${PATH}/${parent.id}`, { isActive: false });
    expect(refused).toEqual({ status: 409, body: { error: CHART_ACTIVE_CHILDREN } });
    expect((await accountOf(parent.id)).isActive).toBe(true);

    expect(await update(child.id, { isActive: false })).toMatchObject({ isActive: false });
    expect(await update(parent.id, { isActive: false })).toMatchObject({ isActive: false });

    // Nothing active under an inactive account: no new child, no reactivated child.
    await expectIssue(
      await api.post(PATH, { code: "2.1.07.02", name: "Retención ITBMS", accountType: "liability" }),
      "parentId",
      CHART_PARENT_INACTIVE,
    );
    expect(await api.patch(`${PATH}/${child.id}`, { isActive: true })).toEqual({
      status: 409,
      body: { error: CHART_ACTIVATE_UNDER_INACTIVE },
    });
    expect(await update(parent.id, { isActive: true })).toMatchObject({ isActive: true });
    expect(await update(child.id, { isActive: true })).toMatchObject({ isActive: true });

    expect(await activityFor(db, "chart_account", parent.id)).toEqual([
      { action: "create", summary: "Cuenta contable creada: 2.1.07 Retenciones", userId: api.userId },
      { action: "status", summary: "Cuenta contable 2.1.07 Retenciones desactivada", userId: api.userId },
      { action: "status", summary: "Cuenta contable 2.1.07 Retenciones activada", userId: api.userId },
    ]);
    const [stored] = await db.select().from(chartOfAccounts).where(eq(chartOfAccounts.id, child.id));
    expect(stored?.isActive).toBe(true);
  });

  test("an unknown or malformed id is a 404; there is no DELETE", async () => {
    const { api, byCode } = await setup();
    const notFound = { error: "Cuenta contable no encontrada" };
    expect(await api.get(`${PATH}/999999`)).toEqual({ status: 404, body: notFound });
    expect(await api.get(`${PATH}/abc`)).toEqual({ status: 404, body: notFound });
    expect(await api.patch(`${PATH}/999999`, { name: "X" })).toEqual({ status: 404, body: notFound });
    const caja = await byCode("1.1.01");
    expect((await api.del(`${PATH}/${caja.id}`)).status).toBe(404);
    expect((await api.get(`${PATH}/${caja.id}`)).status).toBe(200);
  });
});
