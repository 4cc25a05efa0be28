import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  BUDGET_DUPLICATE,
  BUDGET_MONTH_INVALID,
  BUDGET_MONTH_REQUIRED,
  BUDGET_YEAR_INVALID,
  budgetPeriodDates,
  budgetPeriodLabel,
  budgetPeriodOf,
  endpoints,
} from "../../../contract";
import type { Db } from "../../../db/client";
import { budgets, type NewTransaction, transactionCategories, transactions } from "../../../db/schema";
import { BUDGET_CATEGORY_NOT_FOUND, BUDGET_NOT_FOUND } from "../../../domain/finance/budgets";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import type { RequestOf } from "../../../test/typed-request";

const PATH = "/api/financial/budgets";

test("a budget's period: first and last day of its month (leap years too) or year, and back", () => {
  expect(budgetPeriodDates("month", 2026, 3)).toEqual({ periodStart: "2026-03-01", periodEnd: "2026-03-31" });
  expect(budgetPeriodDates("month", 2028, 2)).toEqual({ periodStart: "2028-02-01", periodEnd: "2028-02-29" });
  expect(budgetPeriodDates("month", 2026, 2)).toEqual({ periodStart: "2026-02-01", periodEnd: "2026-02-28" });
  expect(budgetPeriodDates("month", 2026, 12)).toEqual({ periodStart: "2026-12-01", periodEnd: "2026-12-31" });
  expect(budgetPeriodDates("year", 2026, null)).toEqual({ periodStart: "2026-01-01", periodEnd: "2026-12-31" });
  expect(budgetPeriodOf("2026-04-01", "2026-04-30")).toEqual({ periodKind: "month", year: 2026, month: 4 });
  expect(budgetPeriodOf("2026-01-01", "2026-12-31")).toEqual({ periodKind: "year", year: 2026, month: null });
  expect(budgetPeriodOf("2026-04-01", "2026-04-29")).toBeNull();
  expect(budgetPeriodLabel({ periodKind: "month", year: 2026, month: 9, periodStart: "", periodEnd: "" })).toBe(
    "Septiembre 2026",
  );
  expect(budgetPeriodLabel({ periodKind: "year", year: 2026, month: null, periodStart: "", periodEnd: "" })).toBe(
    "Año 2026",
  );
});

describeEachDatabase("/api/financial/budgets", (getDb) => {
  async function categoryId(db: Db, name: string): Promise<number> {
    const [row] = await db
      .select({ id: transactionCategories.id })
      .from(transactionCategories)
      .where(eq(transactionCategories.name, name));
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  }

  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const ids = {
      publicidad: await categoryId(db, "Publicidad"),
      nube: await categoryId(db, "Servicios en la nube"),
      consultoria: await categoryId(db, "Consultoría"),
      alquiler: await categoryId(db, "Alquiler"),
      ajustes: await categoryId(db, "Ajustes"),
      transporte: await categoryId(db, "Transporte"),
    };
    const insertTransactions = (
      values: Array<Partial<NewTransaction> & Pick<NewTransaction, "transactionDate" | "amount">>,
    ) =>
      db.insert(transactions).values(
        values.map((value) => ({
          transactionType: "expense" as const,
          description: "Movimiento de prueba",
          ...value,
        })),
      );
    const count = async () => (await db.select({ id: budgets.id }).from(budgets)).length;
    const list = (query: { year?: string } = {}) => api.send(endpoints.listBudgets, { query });
    const create = (body: RequestOf<typeof endpoints.createBudget>["body"]) =>
      api.send(endpoints.createBudget, { body });
    const update = (id: number, body: RequestOf<typeof endpoints.updateBudget>["body"]) =>
      api.send(endpoints.updateBudget, { params: { id }, body });
    const budgetOf = (id: number) => api.send(endpoints.getBudget, { params: { id } });
    return { db, api, ids, insertTransactions, count, list, create, update, budgetOf };
  }

  test("POST creates a monthly budget named after its category and month (201), and logs it", async () => {
    const { db, api, ids, create, budgetOf } = await setup();
    const created = await create({
      categoryId: ids.publicidad,
      periodKind: "month",
      year: 2031,
      month: 3,
      amount: "500",
      notes: "",
    });
    expect(created).toMatchObject({
      name: "Publicidad marzo 2031",
      categoryId: ids.publicidad,
      categoryName: "Publicidad",
      periodKind: "month",
      year: 2031,
      month: 3,
      periodStart: "2031-03-01",
      periodEnd: "2031-03-31",
      amount: "500.00",
      actual: "0.00",
      remaining: "500.00",
      percentUsed: 0,
      notes: null,
    });
    expect(await budgetOf(created.id)).toEqual(created);
    expect(await activityFor(db, "budget", created.id)).toEqual([
      { action: "create", summary: "Presupuesto creado: Publicidad marzo 2031 (B/. 500.00)", userId: api.userId },
    ]);
  });

  test("POST a yearly budget: the whole year, no month (a month sent is ignored), its own name kept", async () => {
    const { ids, create } = await setup();
    const created = await create({
      categoryId: String(ids.nube),
      periodKind: "year",
      year: "2031",
      month: 7,
      amount: 7200.5,
      name: " Nube 2031 ",
      notes: "AWS y Azure",
    });
    expect(created).toMatchObject({
      name: "Nube 2031",
      periodKind: "year",
      year: 2031,
      month: null,
      periodStart: "2031-01-01",
      periodEnd: "2031-12-31",
      amount: "7200.50",
      notes: "AWS y Azure",
    });
  });

  test("GET ?year= answers each budget with the completed transactions of its category and period, to the cent", async () => {
    const { ids, insertTransactions, list, create, budgetOf } = await setup();
    const month = await create({
      categoryId: ids.alquiler,
      year: 2032,
      month: 3,
      amount: "500.00",
    });
    const year = await create({
      categoryId: ids.alquiler,
      periodKind: "year",
      year: 2032,
      amount: "1000.00",
    });
    const income = await create({
      categoryId: ids.consultoria,
      year: 2032,
      month: 3,
      amount: "100.00",
    });
    const mixed = await create({
      categoryId: ids.ajustes,
      year: 2032,
      month: 3,
      amount: "40.00",
    });
    await insertTransactions([
      // Counted in March: the first and the last day, in either currency (at par).
      { transactionDate: "2032-03-01", amount: "120.10", categoryId: ids.alquiler },
      { transactionDate: "2032-03-31", amount: "79.95", categoryId: ids.alquiler, currency: "USD" },
      // Not counted: pending, cancelled, income in an expense category, another category.
      { transactionDate: "2032-03-15", amount: "1000.00", categoryId: ids.alquiler, status: "pending" },
      { transactionDate: "2032-03-16", amount: "900.00", categoryId: ids.alquiler, status: "cancelled" },
      { transactionDate: "2032-03-17", amount: "33.00", categoryId: ids.alquiler, transactionType: "income" },
      { transactionDate: "2032-03-18", amount: "44.00", categoryId: ids.publicidad },
      // Outside March, inside 2032.
      { transactionDate: "2032-02-29", amount: "10.00", categoryId: ids.alquiler },
      { transactionDate: "2032-04-01", amount: "50.00", categoryId: ids.alquiler },
      // Outside 2032.
      { transactionDate: "2031-12-31", amount: "70.00", categoryId: ids.alquiler },
      { transactionDate: "2033-01-01", amount: "80.00", categoryId: ids.alquiler },
      // An income category counts income: 150.25 of a 100.00 target.
      { transactionDate: "2032-03-10", amount: "150.25", categoryId: ids.consultoria, transactionType: "income" },
      { transactionDate: "2032-03-11", amount: "5.00", categoryId: ids.consultoria, transactionType: "expense" },
      // A category of both kinds counts expenses.
      { transactionDate: "2032-03-12", amount: "12.34", categoryId: ids.ajustes },
      { transactionDate: "2032-03-13", amount: "99.00", categoryId: ids.ajustes, transactionType: "income" },
    ]);
    const found = await list({ year: "2032" });
    const byId = new Map(found.map((budget) => [budget.id, budget]));
    expect(byId.get(month.id)).toMatchObject({ actual: "200.05", remaining: "299.95", percentUsed: 40.01 });
    // 260.05 / 1000 = 26.005 %, rounded half away from zero.
    expect(byId.get(year.id)).toMatchObject({ actual: "260.05", remaining: "739.95", percentUsed: 26.01 });
    expect(byId.get(income.id)).toMatchObject({ actual: "150.25", remaining: "-50.25", percentUsed: 150.25 });
    expect(byId.get(mixed.id)).toMatchObject({ actual: "12.34", remaining: "27.66", percentUsed: 30.85 });
    // Ordered by period: the year (from 1 January) first, then March's, by category name.
    expect(found.map((budget) => budget.id)).toEqual([year.id, mixed.id, month.id, income.id]);
    expect(await list({ year: "2031" })).not.toContainEqual(expect.objectContaining({ id: month.id }));
    expect((await list()).map((budget) => budget.id)).toEqual(expect.arrayContaining([month.id, year.id]));
    expect((await budgetOf(month.id)).actual).toBe("200.05");
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no category", { year: 2030, month: 1, amount: 10 }, "categoryId", "Debe seleccionar una categoría"],
    [
      "a category that is not an id",
      { categoryId: "x", year: 2030, month: 1, amount: 10 },
      "categoryId",
      "Debe seleccionar una categoría",
    ],
    ["no amount", { categoryId: 1, year: 2030, month: 1 }, "amount", "El monto es requerido"],
    ["a zero amount", { categoryId: 1, year: 2030, month: 1, amount: 0 }, "amount", "El monto debe ser mayor que cero"],
    [
      "a negative amount",
      { categoryId: 1, year: 2030, month: 1, amount: -5 },
      "amount",
      "El monto no puede ser negativo",
    ],
    [
      "three decimals",
      { categoryId: 1, year: 2030, month: 1, amount: "1.005" },
      "amount",
      "El monto admite como máximo 2 decimales",
    ],
    ["no year", { categoryId: 1, month: 1, amount: 10 }, "year", "El año es requerido"],
    ["a year out of range", { categoryId: 1, year: 1999, month: 1, amount: 10 }, "year", BUDGET_YEAR_INVALID],
    ["a fractional year", { categoryId: 1, year: 2030.5, month: 1, amount: 10 }, "year", BUDGET_YEAR_INVALID],
    ["a monthly budget without month", { categoryId: 1, year: 2030, amount: 10 }, "month", BUDGET_MONTH_REQUIRED],
    ["month 13", { categoryId: 1, year: 2030, month: 13, amount: 10 }, "month", BUDGET_MONTH_INVALID],
    [
      "an unknown period kind",
      { categoryId: 1, periodKind: "week", year: 2030, month: 1, amount: 10 },
      "periodKind",
      "Período inválido",
    ],
    [
      "a name too long",
      { categoryId: 1, year: 2030, month: 1, amount: 10, name: "x".repeat(201) },
      "name",
      "Máximo 200 caracteres",
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

  test("GET with a malformed year is a 400", async () => {
    const { api } = await setup();
    await expectIssue(await api.get(`${PATH}?year=26`), "year", BUDGET_YEAR_INVALID);
    await expectIssue(await api.get(`${PATH}?year=1500`), "year", BUDGET_YEAR_INVALID);
  });

  test("POST for an unknown category is a 400 on categoryId; a second budget for one category and period is a 409", async () => {
    const { api, ids, count, create } = await setup();
    const before = await count();
    await expectIssue(
      await api.post(PATH, { categoryId: 999_999, year: 2033, month: 5, amount: 10 }),
      "categoryId",
      BUDGET_CATEGORY_NOT_FOUND,
    );
    expect(await count()).toBe(before);
    await create({ categoryId: ids.transporte, year: 2033, month: 5, amount: 10 });
    const duplicate = await api.post(PATH, {
      categoryId: ids.transporte,
      year: 2033,
      month: 5,
      amount: 99,
      name: "Otro",
    });
    expect(duplicate).toEqual({ status: 409, body: { error: BUDGET_DUPLICATE } });
    expect(await count()).toBe(before + 1);
    // Another month, and the whole year, are other periods.
    await create({ categoryId: ids.transporte, year: 2033, month: 6, amount: 10 });
    await create({ categoryId: ids.transporte, periodKind: "year", year: 2033, amount: 120 });
    expect(await count()).toBe(before + 3);
  });

  test("two creations of one category and period at once: one 201, the other 409", async () => {
    const { api, ids, list } = await setup();
    const body = { categoryId: ids.transporte, year: 2034, month: 1, amount: 10 };
    const answers = await Promise.all([api.post(PATH, body), api.post(PATH, body), api.post(PATH, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await list({ year: "2034" })).length).toBe(1);
  });

  test("PATCH changes the amount, the period (a generated name follows it) and the name; logs each edit", async () => {
    const { db, ids, create, update } = await setup();
    const budget = await create({
      categoryId: ids.publicidad,
      year: 2035,
      month: 1,
      amount: 300,
    });
    const amount = await update(budget.id, { amount: "350.75" });
    expect(amount).toMatchObject({ amount: "350.75", remaining: "350.75", name: "Publicidad enero 2035" });
    const moved = await update(budget.id, { month: 2 });
    expect(moved).toMatchObject({
      name: "Publicidad febrero 2035",
      periodStart: "2035-02-01",
      periodEnd: "2035-02-28",
      month: 2,
    });
    const yearly = await update(budget.id, { periodKind: "year" });
    expect(yearly).toMatchObject({
      name: "Publicidad 2035",
      periodKind: "year",
      month: null,
      periodEnd: "2035-12-31",
    });
    const named = await update(budget.id, { name: "Campaña 2035", notes: "Ferias" });
    expect(named).toMatchObject({ name: "Campaña 2035", notes: "Ferias" });
    // A name of one's own is kept when the category changes; sent empty, it is generated again.
    const recategorised = await update(budget.id, { categoryId: ids.nube });
    expect(recategorised).toMatchObject({ name: "Campaña 2035", categoryName: "Servicios en la nube" });
    const regenerated = await update(budget.id, { name: "" });
    expect(regenerated.name).toBe("Servicios en la nube 2035");
    // Nothing different: nothing logged.
    await update(budget.id, { amount: 350.75, year: 2035 });
    const log = await activityFor(db, "budget", budget.id);
    expect(log.map((entry) => entry.summary)).toEqual([
      "Presupuesto creado: Publicidad enero 2035 (B/. 300.00)",
      "Presupuesto actualizado: Publicidad enero 2035 (B/. 350.75)",
      "Presupuesto actualizado: Publicidad febrero 2035 (B/. 350.75)",
      "Presupuesto actualizado: Publicidad 2035 (B/. 350.75)",
      "Presupuesto actualizado: Campaña 2035 (B/. 350.75)",
      "Presupuesto actualizado: Campaña 2035 (B/. 350.75)",
      "Presupuesto actualizado: Servicios en la nube 2035 (B/. 350.75)",
    ]);
  });

  test("PATCH refuses a clash with another budget (409), a month missing once merged, and bad values; nothing changes", async () => {
    const { api, ids, create, budgetOf } = await setup();
    const march = await create({
      categoryId: ids.publicidad,
      year: 2036,
      month: 3,
      amount: 10,
    });
    const april = await create({
      categoryId: ids.publicidad,
      year: 2036,
      month: 4,
      amount: 20,
    });
    const yearly = await create({
      categoryId: ids.publicidad,
      periodKind: "year",
      year: 2036,
      amount: 30,
    });
    expect(await api.patch(`${PATH}/${april.id}`, { month: 3, amount: 25 })).toEqual({
      status: 409,
      body: { error: BUDGET_DUPLICATE },
    });
    await expectIssue(await api.patch(`${PATH}/${yearly.id}`, { periodKind: "month" }), "month", BUDGET_MONTH_REQUIRED);
    await expectIssue(
      await api.patch(`${PATH}/${march.id}`, { amount: 0 }),
      "amount",
      "El monto debe ser mayor que cero",
    );
    await expectIssue(await api.patch(`${PATH}/${march.id}`, { month: 0 }), "month", BUDGET_MONTH_INVALID);
    await expectIssue(
      await api.patch(`${PATH}/${march.id}`, { categoryId: 999_999 }),
      "categoryId",
      BUDGET_CATEGORY_NOT_FOUND,
    );
    expect(await budgetOf(april.id)).toEqual(april);
    expect(await budgetOf(yearly.id)).toEqual(yearly);
    expect(await budgetOf(march.id)).toEqual(march);
  });

  test("DELETE removes a budget (204) and logs it; an unknown id is a 404", async () => {
    const { db, api, ids, count, create } = await setup();
    const budget = await create({
      categoryId: ids.publicidad,
      year: 2037,
      month: 8,
      amount: 80,
    });
    const before = await count();
    expect(await api.send(endpoints.deleteBudget, { params: { id: budget.id } })).toBeNull();
    expect(await count()).toBe(before - 1);
    const notFound = { error: BUDGET_NOT_FOUND };
    expect(await api.get(`${PATH}/${budget.id}`)).toEqual({ status: 404, body: notFound });
    expect(await api.del(`${PATH}/${budget.id}`)).toEqual({ status: 404, body: notFound });
    expect(await api.patch(`${PATH}/${budget.id}`, { amount: 1 })).toEqual({ status: 404, body: notFound });
    expect(await api.get(`${PATH}/x`)).toEqual({ status: 404, body: notFound });
    expect((await activityFor(db, "budget", budget.id)).at(-1)).toEqual({
      action: "delete",
      summary: "Presupuesto eliminado: Publicidad agosto 2037 (B/. 80.00)",
      userId: api.userId,
    });
  });

  test("a budget whose category was deleted stays, without category and with no actual", async () => {
    const { db, create, update, budgetOf } = await setup();
    const [category] = await db
      .insert(transactionCategories)
      .values({ name: "Categoría efímera", type: "expense" })
      .returning();
    const budget = await create({ categoryId: category?.id, year: 2038, month: 1, amount: 5 });
    await db.delete(transactionCategories).where(eq(transactionCategories.id, category?.id as number));
    expect(await budgetOf(budget.id)).toMatchObject({
      categoryId: null,
      categoryName: null,
      name: "Categoría efímera enero 2038",
      actual: "0.00",
    });
    expect((await update(budget.id, { amount: 6 })).amount).toBe("6.00");
  });
});
