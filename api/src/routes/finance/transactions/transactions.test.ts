import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import {
  addDays,
  addYears,
  CLIENT_ONLY_FOR_INCOME,
  DATE_RANGE_MESSAGE,
  dayMonthYear,
  endpoints,
  PAGE_LIMIT_MESSAGE,
  SUPPLIER_ONLY_FOR_EXPENSE,
  type TransactionInput,
} from "../../../contract";
import { accountsReceivable, bankAccounts, receivablePayments, transactions } from "../../../db/schema";
import { BELONGS_TO_PAYMENT } from "../../../domain/finance/transactions";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";
import { parseAnswer, parsedAnswer } from "../../../test/typed-request";

describeEachDatabase("/api/financial/transactions", (getDb) => {
  const api = () => signedInApi(getDb());
  const path = "/api/financial/transactions";
  const openAccount = async (currentBalance = "1000.00", currency: "PAB" | "USD" = "PAB") =>
    (await api()).send(endpoints.createBankAccount, {
      body: {
        bankName: "Banco Nacional",
        accountName: "Operativa",
        accountNumber: `BN-${Math.random().toString(36).slice(2, 8)}`,
        currency,
        currentBalance,
      },
    });
  const balanceOf = async (id: number) =>
    (await getDb().select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]?.currentBalance;
  const record = async (body: Partial<TransactionInput>) =>
    (await api()).send(endpoints.createTransaction, {
      body: { transactionDate: panamaDate(0), amount: "100.00", description: "Movimiento", ...body },
    });
  const countTransactions = async () => (await getDb().select().from(transactions)).length;

  test("POST records an income with its defaults; with an account, its balance rises, to the cent", async () => {
    const account = await openAccount("1000.10");
    const income = await record({
      amount: 250.35,
      description: "  Cobro de soporte ",
      reference: "",
      bankAccountId: account.id,
      categoryId: 1,
    });
    expect(income).toMatchObject({
      transactionDate: panamaDate(0),
      transactionType: "income",
      amount: "250.35",
      currency: "PAB",
      description: "Cobro de soporte",
      reference: null,
      categoryId: 1,
      bankAccountId: account.id,
      bankAccountName: "Operativa - Banco Nacional",
      clientId: null,
      supplierId: null,
      receivablePaymentId: null,
      supplierPaymentId: null,
      status: "completed",
    });
    expect(typeof income.categoryName).toBe("string");
    expect(await balanceOf(account.id)).toBe("1250.45");
    expect(await activityFor(getDb(), "transaction", income.id)).toEqual([
      { action: "create", summary: "Transacción creada: Cobro de soporte (B/. 250.35)", userId: (await api()).userId },
    ]);
  });

  test("an expense lowers the balance (below zero too); USD moves a PAB account at par; transfer and adjustment types move none", async () => {
    const account = await openAccount("100.00");
    await record({ transactionType: "expense", amount: "40.01", bankAccountId: account.id });
    expect(await balanceOf(account.id)).toBe("59.99");
    await record({ transactionType: "income", currency: "USD", amount: "0.01", bankAccountId: account.id });
    expect(await balanceOf(account.id)).toBe("60.00");
    await record({ transactionType: "adjustment", amount: "5", bankAccountId: account.id });
    await record({ transactionType: "transfer", amount: "5", bankAccountId: account.id });
    expect(await balanceOf(account.id)).toBe("60.00");
    await record({ transactionType: "expense", amount: "100", bankAccountId: account.id });
    expect(await balanceOf(account.id)).toBe("-40.00");
    // Without an account nothing but the books changes.
    const plain = await record({ transactionType: "expense", amount: "3" });
    expect(plain.bankAccountId).toBeNull();
    expect(plain.bankAccountName).toBeNull();
  });

  test("POST refuses missing and invalid fields with their messages, creating nothing", async () => {
    const before = await countTransactions();
    const post = async (body: Record<string, unknown>) =>
      (await api()).post(path, { transactionDate: panamaDate(0), amount: 10, description: "x", ...body });
    await expectIssue(await post({ transactionDate: "" }), "transactionDate", "La fecha es requerida");
    await expectIssue(await post({ transactionDate: "2026-02-30" }), "transactionDate", "Fecha inválida");
    await expectIssue(await post({ amount: "" }), "amount", "El monto es requerido");
    await expectIssue(await post({ amount: 0 }), "amount", "El monto debe ser mayor que cero");
    await expectIssue(await post({ amount: -1 }), "amount", "El monto no puede ser negativo");
    await expectIssue(await post({ description: " " }), "description", "La descripción es requerida");
    await expectIssue(await post({ transactionType: "gift" }), "transactionType", "Tipo de transacción inválido");
    await expectIssue(await post({ currency: "EUR" }), "currency", "Moneda inválida");
    await expectIssue(await post({ bankAccountId: "abc" }), "bankAccountId", "Cuenta bancaria inválida");
    const client = await insertClient(getDb());
    await expectIssue(
      await post({ transactionType: "expense", clientId: client.id }),
      "clientId",
      CLIENT_ONLY_FOR_INCOME,
    );
    await expectIssue(
      await post({ transactionType: "income", supplierId: 1 }),
      "supplierId",
      SUPPLIER_ONLY_FOR_EXPENSE,
    );
    await expectIssue(await post({ bankAccountId: 999999 }), "bankAccountId", "Cuenta bancaria no encontrada");
    await expectIssue(await post({ categoryId: 999999 }), "categoryId", "Categoría no encontrada");
    await expectIssue(await post({ clientId: 999999 }), "clientId", "Cliente no encontrado");
    await expectIssue(
      await post({ transactionType: "expense", supplierId: 999999 }),
      "supplierId",
      "Proveedor no encontrado",
    );
    expect(await countTransactions()).toBe(before);
    // A client on an income is kept.
    expect((await record({ clientId: client.id })).clientId).toBe(client.id);
  });

  test("a date before 01/01/2000 or over a year ahead is refused and moves no balance; the bounds are accepted", async () => {
    const account = await openAccount("1000.00");
    const before = await countTransactions();
    const post = async (transactionDate: string) =>
      (await api()).post(path, { transactionDate, amount: 10, description: "x", bankAccountId: account.id });
    const latest = addYears(panamaDate(0), 1);
    const tooLate = `La fecha no puede ser posterior al ${dayMonthYear(latest)}`;
    await expectIssue(await post("2999-12-31"), "transactionDate", tooLate);
    await expectIssue(await post(`${addDays(latest, 1)}T12:00:00-05:00`), "transactionDate", tooLate);
    await expectIssue(await post("1907-05-01"), "transactionDate", "La fecha no puede ser anterior al 01/01/2000");
    await expectIssue(await post("1999-12-31"), "transactionDate", "La fecha no puede ser anterior al 01/01/2000");
    expect(await countTransactions()).toBe(before);
    expect(await balanceOf(account.id)).toBe("1000.00");
    expect((await record({ transactionDate: "2000-01-01" })).transactionDate).toBe("2000-01-01");
    expect((await record({ transactionDate: latest })).transactionDate).toBe(latest);
  });

  test("DELETE undoes the balance change and logs it; unknown is 404", async () => {
    const account = await openAccount("500.00");
    const expense = await record({
      transactionType: "expense",
      amount: "120.55",
      description: "Alquiler",
      bankAccountId: account.id,
    });
    expect(await balanceOf(account.id)).toBe("379.45");
    expect((await (await api()).del(`${path}/${expense.id}`)).status).toBe(204);
    expect(await balanceOf(account.id)).toBe("500.00");
    expect((await activityFor(getDb(), "transaction", expense.id)).at(-1)).toMatchObject({
      action: "delete",
      summary: "Transacción eliminada: Alquiler (B/. 120.55)",
    });
    expect(await (await api()).del(`${path}/${expense.id}`)).toEqual({
      status: 404,
      body: { error: "Transacción no encontrada" },
    });
    expect((await (await api()).del(`${path}/x`)).status).toBe(404);
  });

  test("DELETE of a movement recorded by a payment is a 409 that changes nothing", async () => {
    const account = await openAccount("0.00");
    const client = await insertClient(getDb());
    const [receivable] = await getDb()
      .insert(accountsReceivable)
      .values({
        clientId: client.id,
        invoiceNumber: "CXC-TX-1",
        issueDate: panamaDate(0),
        dueDate: panamaDate(30),
        totalAmount: "100.00",
        balanceAmount: "60.00",
      })
      .returning();
    const [payment] = await getDb()
      .insert(receivablePayments)
      .values({
        receivableId: receivable?.id as number,
        amount: "40.00",
        paymentDate: panamaDate(0),
        bankAccountId: account.id,
      })
      .returning();
    const [movement] = await getDb()
      .insert(transactions)
      .values({
        transactionDate: panamaDate(0),
        amount: "40.00",
        description: "Pago CXC-TX-1",
        bankAccountId: account.id,
        receivablePaymentId: payment?.id,
      })
      .returning();
    const refused = await (await api()).del(`${path}/${movement?.id}`);
    expect(refused).toEqual({ status: 409, body: { error: BELONGS_TO_PAYMENT } });
    expect(
      (
        await getDb()
          .select()
          .from(transactions)
          .where(eq(transactions.id, movement?.id as number))
      ).length,
    ).toBe(1);
  });

  test("GET filters on the server, pages with X-Total-Count, and answers the whole list without paging", async () => {
    const account = await openAccount("0.00");
    const tag = `pag${Date.now()}`;
    for (let i = 1; i <= 5; i++) {
      await record({
        transactionDate: panamaDate(-i),
        transactionType: i % 2 ? "income" : "expense",
        description: `${tag} número ${i}`,
        reference: i === 3 ? "REF_50%" : null,
        bankAccountId: i <= 2 ? account.id : null,
      });
    }
    const list = async (query: string) => {
      const response = await (await api()).request("GET", `${path}?${query}`);
      return {
        status: response.status,
        total: response.headers.get("x-total-count"),
        rows: await parseAnswer(endpoints.listTransactions, response),
      };
    };
    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe("5");
    expect(all.rows.map((row) => row.description)).toEqual([1, 2, 3, 4, 5].map((i) => `${tag} número ${i}`));
    const page = await list(`q=${tag}&limit=2&offset=2`);
    expect(page.total).toBe("5");
    expect(page.rows.map((row) => row.description)).toEqual([`${tag} número 3`, `${tag} número 4`]);
    expect((await list(`q=${tag}&type=expense`)).rows).toHaveLength(2);
    expect((await list(`q=${tag}&bankAccountId=${account.id}`)).total).toBe("2");
    expect((await list(`q=${tag}&from=${panamaDate(-4)}&to=${panamaDate(-2)}`)).total).toBe("3");
    expect((await list(`q=${tag}&status=pending`)).total).toBe("0");
    // % and _ in the search are literal.
    expect((await list("q=REF_50%25")).rows.map((row) => row.reference)).toEqual(["REF_50%"]);
    expect((await list("q=REF_5%25")).total).toBe("0");
    // No parameter at all: the whole array.
    const everything = await list("");
    expect(everything.rows.length).toBe(await countTransactions());
    expect(everything.total).toBe(String(everything.rows.length));

    const bad = async (query: string) => (await api()).get(`${path}?${query}`);
    await expectIssue(await bad("limit=0"), "limit", PAGE_LIMIT_MESSAGE);
    await expectIssue(await bad("limit=501"), "limit", PAGE_LIMIT_MESSAGE);
    await expectIssue(
      await bad("offset=-1"),
      "offset",
      "El desplazamiento debe ser un número entero mayor o igual a 0",
    );
    await expectIssue(await bad("from=2026-03-10&to=2026-03-09"), "to", DATE_RANGE_MESSAGE);
    await expectIssue(await bad("type=otro"), "type", "Tipo de transacción inválido");
    await expectIssue(await bad(`q=${"x".repeat(201)}`), "q", "Máximo 200 caracteres");
  });

  test("POST with an Idempotency-Key: a repeat answers the first and moves the balance once", async () => {
    const account = await openAccount("10.00");
    const body = { transactionDate: panamaDate(0), amount: "7.25", description: "Depósito", bankAccountId: account.id };
    const first = await (await api()).postWithKey(path, body, "deposito-1");
    const again = await (await api()).postWithKey(path, body, "deposito-1");
    expect(first.status).toBe(201);
    expect(parsedAnswer(endpoints.createTransaction, first.body)).toMatchObject({ amount: "7.25" });
    expect(again).toEqual({ status: 201, body: first.body, text: first.text, replayed: true });
    expect(await balanceOf(account.id)).toBe("17.25");
    const other = await (await api()).postWithKey(path, { ...body, amount: "8" }, "deposito-1");
    expect(other.status).toBe(409);
    expect(await balanceOf(account.id)).toBe("17.25");
  });

  test("GET /api/financial/categories answers id, name, type and the account it posts to, by name", async () => {
    const categories = await (await api()).send(endpoints.listCategories, {});
    expect(categories.length).toBeGreaterThan(0);
    expect(Object.keys(categories[0] ?? {}).sort()).toEqual([
      "accountCode",
      "accountId",
      "accountName",
      "id",
      "name",
      "type",
    ]);
    const names = categories.map((category) => category.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
