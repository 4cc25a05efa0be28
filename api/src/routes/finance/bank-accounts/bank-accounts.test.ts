import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type BankAccountInput, endpoints } from "../../../contract";
import { accountsReceivable, bankAccounts, receivablePayments } from "../../../db/schema";
import { ACCOUNT_HAS_MOVEMENTS } from "../../../domain/finance/bank-accounts";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";

describeEachDatabase("/api/financial/bank-accounts", (getDb) => {
  const api = () => signedInApi(getDb());
  const create = async (body: Partial<BankAccountInput> = {}) =>
    (await api()).send(endpoints.createBankAccount, {
      body: { bankName: "Banco General", accountNumber: "04-01-99-123456-7", currentBalance: 1500, ...body },
    });
  const balanceOf = async (id: number) =>
    (await getDb().select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]?.currentBalance;

  test("POST opens an account with its defaults and initial balance, and logs it", async () => {
    const account = await create({ currentBalance: "1500.5" });
    expect(account).toMatchObject({
      bankName: "Banco General",
      accountName: null,
      accountNumber: "04-01-99-123456-7",
      accountType: "checking",
      currency: "PAB",
      currentBalance: "1500.50",
      isActive: true,
    });
    expect(await activityFor(getDb(), "bank_account", account.id)).toEqual([
      {
        action: "create",
        summary: "Cuenta bancaria creada: Banco General - 04-01-99-123456-7 con saldo inicial de B/. 1,500.50",
        userId: (await api()).userId,
      },
    ]);
    const usd = await create({
      bankName: "Banistmo",
      accountName: "Operaciones",
      currency: "USD",
      accountType: "savings",
      currentBalance: 0,
    });
    expect(usd).toMatchObject({
      accountName: "Operaciones",
      currency: "USD",
      accountType: "savings",
      currentBalance: "0.00",
    });
    const list = await (await api()).send(endpoints.listBankAccounts, {});
    expect(list.map((row) => row.id)).toEqual(expect.arrayContaining([account.id, usd.id]));
    expect(list.findIndex((row) => row.id === account.id)).toBeLessThan(list.findIndex((row) => row.id === usd.id));
    expect(await (await api()).send(endpoints.getBankAccount, { params: { id: usd.id } })).toMatchObject({
      id: usd.id,
    });
  });

  test("POST refuses missing or invalid fields with their messages", async () => {
    const post = async (body: Record<string, unknown>) => (await api()).post("/api/financial/bank-accounts", body);
    const valid = { bankName: "Caja de Ahorros", accountNumber: "123", currentBalance: "0.00" };
    await expectIssue(await post({ ...valid, bankName: "  " }), "bankName", "El nombre del banco es requerido");
    await expectIssue(await post({ ...valid, accountNumber: "" }), "accountNumber", "El número de cuenta es requerido");
    await expectIssue(await post({ ...valid, currentBalance: "" }), "currentBalance", "El saldo inicial es requerido");
    await expectIssue(await post({ ...valid, currentBalance: -5 }), "currentBalance", "El monto no puede ser negativo");
    await expectIssue(
      await post({ ...valid, currentBalance: "1.005" }),
      "currentBalance",
      "El monto admite como máximo 2 decimales",
    );
    await expectIssue(await post({ ...valid, accountType: "inversion" }), "accountType", "Tipo de cuenta inválido");
    await expectIssue(await post({ ...valid, currency: "EUR" }), "currency", "Moneda inválida");
  });

  test("PATCH edits names, number, type and the active flag, never the balance", async () => {
    const account = await create();
    // The balance and the currency are not editable: sent anyway, they are ignored.
    const notEditable = { currentBalance: "999999.00", currency: "USD" };
    const answer = await (await api()).send(endpoints.updateBankAccount, {
      params: { id: account.id },
      body: { accountName: "Nómina", accountType: "savings", isActive: false, ...notEditable },
    });
    expect(answer).toMatchObject({
      accountName: "Nómina",
      accountType: "savings",
      isActive: false,
      currentBalance: "1500.00",
      currency: "PAB",
    });
    await expectIssue(
      await (await api()).patch(`/api/financial/bank-accounts/${account.id}`, { bankName: "" }),
      "bankName",
      "El nombre del banco es requerido",
    );
    expect((await (await api()).patch("/api/financial/bank-accounts/999999", { accountName: "x" })).body).toEqual({
      error: "Cuenta bancaria no encontrada",
    });
  });

  test("DELETE removes an account without movements, and logs it", async () => {
    const account = await create({ accountNumber: "BORRAR-1" });
    expect((await (await api()).del(`/api/financial/bank-accounts/${account.id}`)).status).toBe(204);
    expect(await balanceOf(account.id)).toBeUndefined();
    const log = await activityFor(getDb(), "bank_account", account.id);
    expect(log.at(-1)).toMatchObject({
      action: "delete",
      summary: "Cuenta bancaria eliminada: Banco General - BORRAR-1",
    });
    const missing = await (await api()).del(`/api/financial/bank-accounts/${account.id}`);
    expect(missing).toEqual({ status: 404, body: { error: "Cuenta bancaria no encontrada" } });
    expect((await (await api()).del("/api/financial/bank-accounts/abc")).status).toBe(404);
  });

  test("DELETE refuses an account with a transaction, a transfer or a payment, changing nothing", async () => {
    const withTransaction = await create();
    await (await api()).send(endpoints.createTransaction, {
      body: {
        transactionDate: panamaDate(0),
        transactionType: "income",
        amount: 10,
        description: "Depósito",
        bankAccountId: withTransaction.id,
      },
    });
    const origin = await create();
    const destination = await create();
    await (await api()).send(endpoints.createTransfer, {
      body: { fromAccountId: origin.id, toAccountId: destination.id, amount: 5, transferDate: panamaDate(0) },
    });
    for (const account of [withTransaction, origin, destination]) {
      const refused = await (await api()).del(`/api/financial/bank-accounts/${account.id}`);
      expect(refused).toEqual({ status: 409, body: { error: ACCOUNT_HAS_MOVEMENTS } });
      expect(await balanceOf(account.id)).toBeDefined();
    }
    expect(ACCOUNT_HAS_MOVEMENTS).toBe("No se puede eliminar la cuenta porque tiene movimientos");
    // A payment that names the account (inserted directly: payments have their own tests).
    const withPayment = await create();
    const client = await insertClient(getDb());
    const [receivable] = await getDb()
      .insert(accountsReceivable)
      .values({
        clientId: client.id,
        invoiceNumber: "CXC-BANCO-1",
        issueDate: panamaDate(0),
        dueDate: panamaDate(30),
        totalAmount: "100.00",
        balanceAmount: "90.00",
      })
      .returning();
    await getDb()
      .insert(receivablePayments)
      .values({
        receivableId: receivable?.id as number,
        amount: "10.00",
        paymentDate: panamaDate(0),
        bankAccountId: withPayment.id,
      });
    const refused = await (await api()).del(`/api/financial/bank-accounts/${withPayment.id}`);
    expect(refused).toEqual({ status: 409, body: { error: ACCOUNT_HAS_MOVEMENTS } });
  });
});
