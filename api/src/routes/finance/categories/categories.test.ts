import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { CATEGORY_ACCOUNT_INVALID, CATEGORY_ACCOUNT_KIND, endpoints } from "../../../contract";
import { chartOfAccounts, transactionCategories } from "../../../db/schema";
import {
  CATEGORY_ACCOUNT_MISSING,
  CATEGORY_NOT_FOUND,
  categoryAccountInactive,
} from "../../../domain/finance/categories";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { panamaDate } from "../../../test/fixtures";
import { createUser, jsonRequest, signIn } from "../../../test/harness";
import { entriesOf } from "../../../test/ledger";

// PATCH /api/financial/categories/{id}: the account a category's movements post to
// (api/docs/ledger.md, "Posting table").

describeEachDatabase("/api/financial/categories", (getDb) => {
  const api = () => signedInApi(getDb());
  const path = (id: number) => `/api/financial/categories/${id}`;
  /** Maps a category to an account (null: back to the default); must succeed. */
  const update = async (id: number, account: number | null) =>
    (await api()).send(endpoints.updateCategoryAccount, { params: { id }, body: { accountId: account } });

  /** A category of this test's own, so remapping it touches no other test's postings. */
  const newCategory = async (type: "income" | "expense" | null) => {
    const [row] = await getDb()
      .insert(transactionCategories)
      .values({ name: `Categoría ${crypto.randomUUID().slice(0, 8)}`, type })
      .returning();
    if (!row) throw new Error("no category");
    return row;
  };
  const accountId = async (code: string) => {
    const [row] = await getDb()
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(eq(chartOfAccounts.code, code));
    if (!row) throw new Error(`no account ${code}`);
    return row.id;
  };

  test("GET answers each category with the account it posts to", async () => {
    const categories = await (await api()).send(endpoints.listCategories, {});
    expect(categories.find((category) => category.name === "Consultoría")).toMatchObject({
      type: "income",
      accountCode: "4.1.03",
      accountName: "Consultoría",
    });
    expect(categories.find((category) => category.name === "Impuestos (ITBMS)")?.accountCode).toBe("2.1.02");
    expect(categories.find((category) => category.name === "Ajustes")).toMatchObject({
      accountId: null,
      accountCode: null,
      accountName: null,
    });
  });

  test("PATCH maps a category to an active account of its kind, logs it, and null goes back to the default", async () => {
    const income = await newCategory("income");
    const interest = await accountId("4.2.01");
    const answer = await update(income.id, interest);
    expect(answer).toEqual({
      id: income.id,
      name: income.name,
      type: "income",
      accountId: interest,
      accountCode: "4.2.01",
      accountName: "Intereses ganados",
    });
    expect(await activityFor(getDb(), "chart_account", interest)).toContainEqual(
      expect.objectContaining({
        action: "update",
        summary: `Categoría ${income.name} asignada a la cuenta 4.2.01 Intereses ganados`,
      }),
    );
    // An expense may post to an expense, an asset (equipment) or a liability (taxes paid).
    const expense = await newCategory("expense");
    for (const code of ["6.2.04", "5.1.01", "1.2.01", "2.1.04"]) {
      const mapped = await update(expense.id, await accountId(code));
      expect(mapped.accountCode).toBe(code);
    }
    const both = await newCategory(null);
    await update(both.id, interest);
    const unmapped = await update(income.id, null);
    expect(unmapped).toMatchObject({ accountId: null, accountCode: null, accountName: null });
  });

  test("PATCH refuses an account of another kind, inactive or missing (400), an unknown category (404), and changes nothing", async () => {
    const income = await newCategory("income");
    const expense = await newCategory("expense");
    const both = await newCategory(null);
    const refused = async (id: number, accountIdValue: unknown, message: string) =>
      expectIssue(await (await api()).patch(path(id), { accountId: accountIdValue }), "accountId", message);

    await refused(income.id, await accountId("6.2.09"), CATEGORY_ACCOUNT_KIND.income);
    await refused(income.id, await accountId("1.1.01"), CATEGORY_ACCOUNT_KIND.income);
    await refused(expense.id, await accountId("4.1.03"), CATEGORY_ACCOUNT_KIND.expense);
    await refused(expense.id, await accountId("3.1"), CATEGORY_ACCOUNT_KIND.expense);
    await refused(both.id, await accountId("1.1.02"), CATEGORY_ACCOUNT_KIND.both);
    await refused(income.id, 2_000_000_000, CATEGORY_ACCOUNT_MISSING);
    await refused(income.id, "cuatro", CATEGORY_ACCOUNT_INVALID);
    await expectIssue(await (await api()).patch(path(income.id), {}), "accountId", CATEGORY_ACCOUNT_INVALID);

    const [inactive] = await getDb()
      .insert(chartOfAccounts)
      .values({
        code: `4.2.${Math.floor(Math.random() * 8000) + 1000}`,
        name: "Ingresos inactivos",
        accountType: "income",
        parentId: await accountId("4.2"),
        isActive: false,
      })
      .returning();
    if (!inactive) throw new Error("no account");
    await refused(income.id, inactive.id, categoryAccountInactive(inactive.code));

    const missing = await (await api()).patch(path(2_000_000_000), { accountId: await accountId("4.1.03") });
    expect(missing).toEqual({ status: 404, body: { error: CATEGORY_NOT_FOUND } });
    const [still] = await getDb()
      .select({ accountId: transactionCategories.accountId })
      .from(transactionCategories)
      .where(eq(transactionCategories.id, income.id));
    expect(still?.accountId).toBeNull();
  });

  test("a staff member may not remap a category (403)", async () => {
    const db = getDb();
    const staff = await createUser(db, { role: "staff" });
    const app = (await api()).app;
    const cookie = await signIn(app, staff.email, staff.password);
    const income = await newCategory("income");
    const response = await jsonRequest(app, "PATCH", path(income.id), {
      cookie,
      body: { accountId: await accountId("4.1.03") },
    });
    expect(response.status).toBe(403);
  });

  test("a movement posted after a remap posts to the new account; the one before keeps its entry", async () => {
    const expense = await newCategory("expense");
    const record = async (description: string) =>
      (await api()).send(endpoints.createTransaction, {
        body: {
          transactionDate: panamaDate(0),
          transactionType: "expense",
          amount: "80.00",
          description,
          categoryId: expense.id,
        },
      });
    const before = await record("Antes del cambio");
    expect((await entriesOf(getDb(), "transaction", before.id))[0]?.lines).toEqual([
      ["6.2.09", "80.00", "0.00"],
      ["1.1.01", "0.00", "80.00"],
    ]);
    await update(expense.id, await accountId("6.2.04"));
    const after = await record("Después del cambio");
    expect((await entriesOf(getDb(), "transaction", after.id))[0]?.lines).toEqual([
      ["6.2.04", "80.00", "0.00"],
      ["1.1.01", "0.00", "80.00"],
    ]);
    expect((await entriesOf(getDb(), "transaction", before.id)).map((entry) => entry.lines)).toEqual([
      [
        ["6.2.09", "80.00", "0.00"],
        ["1.1.01", "0.00", "80.00"],
      ],
    ]);
  });
});
