import { expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import {
  addYears,
  type BankAccountRecord,
  dayMonthYear,
  endpoints,
  fromCents,
  INSUFFICIENT_BALANCE,
  SAME_ACCOUNTS,
  toCents,
} from "../../../contract";
import { bankAccounts, transfers } from "../../../db/schema";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase, describeSharedPostgres } from "../../../test/databases";
import { panamaDate } from "../../../test/fixtures";
import { failKeepingAnswers } from "../../../test/idempotency-faults";
import { parseAnswer, parsedAnswer } from "../../../test/typed-request";

describeEachDatabase("/api/financial/transfers", (getDb) => {
  const api = () => signedInApi(getDb());
  const path = "/api/financial/transfers";
  const openAccount = async (currentBalance: string, body: Record<string, unknown> = {}) =>
    (await api()).send(endpoints.createBankAccount, {
      body: {
        bankName: "Banco General",
        accountNumber: `BG-${Math.random().toString(36).slice(2, 8)}`,
        currentBalance,
        ...body,
      },
    });
  const balanceOf = async (id: number) =>
    (await getDb().select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]?.currentBalance;
  const transferCount = async () => (await getDb().select().from(transfers)).length;

  test("POST moves amount + fee out of the origin and amount into the destination, to the cent", async () => {
    const from = await openAccount("1000.00", { accountName: "Operativa" });
    const to = await openAccount("50.05", { bankName: "Banistmo", currency: "USD" });
    const transfer = await (await api()).send(endpoints.createTransfer, {
      body: {
        fromAccountId: from.id,
        toAccountId: String(to.id),
        amount: 333.33,
        transferFee: "1.67",
        transferDate: "2026-03-10T15:30:00.000Z",
        reference: "TRF-001",
        description: "Fondeo de caja",
      },
    });
    expect(transfer).toMatchObject({
      fromAccountId: from.id,
      toAccountId: to.id,
      fromAccountName: "Operativa - Banco General",
      toAccountName: "Banistmo - Banistmo",
      amount: "333.33",
      transferFee: "1.67",
      transferDate: "2026-03-10T15:30:00.000Z",
      reference: "TRF-001",
      description: "Fondeo de caja",
      status: "completed",
    });
    // PAB to USD at par.
    expect(await balanceOf(from.id)).toBe("665.00");
    expect(await balanceOf(to.id)).toBe("383.38");
    expect(await activityFor(getDb(), "transfer", transfer.id)).toEqual([
      {
        action: "create",
        summary: "Transferencia de B/. 333.33 (comisión B/. 1.67) de Operativa - Banco General a Banistmo - Banistmo",
        userId: (await api()).userId,
      },
    ]);
  });

  test("the fee defaults to 0; a date alone means noon in Panama; the whole balance may go", async () => {
    const from = await openAccount("80.00");
    const to = await openAccount("0.00");
    const transfer = await (await api()).send(endpoints.createTransfer, {
      body: {
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: "80",
        transferFee: "",
        transferDate: "2026-03-10",
        reference: "",
      },
    });
    expect(transfer).toMatchObject({
      transferFee: "0.00",
      transferDate: "2026-03-10T17:00:00.000Z",
      reference: null,
    });
    expect(await balanceOf(from.id)).toBe("0.00");
    expect(await balanceOf(to.id)).toBe("80.00");
  });

  test("an origin without enough balance for amount + fee is refused with 422, and nothing changes", async () => {
    const from = await openAccount("100.00");
    const to = await openAccount("5.00");
    const before = await transferCount();
    const refused = await (await api()).post(path, {
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: "99.50",
      transferFee: "0.51",
      transferDate: panamaDate(0),
    });
    expect(refused).toEqual({ status: 422, body: { error: INSUFFICIENT_BALANCE } });
    expect(INSUFFICIENT_BALANCE).toBe("Saldo insuficiente en la cuenta de origen");
    expect(await balanceOf(from.id)).toBe("100.00");
    expect(await balanceOf(to.id)).toBe("5.00");
    expect(await transferCount()).toBe(before);
  });

  test("POST refuses missing and invalid fields with their messages, changing nothing", async () => {
    const from = await openAccount("100.00");
    const to = await openAccount("0.00");
    const before = await transferCount();
    const post = async (body: Record<string, unknown>) =>
      (await api()).post(path, {
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: 10,
        transferDate: panamaDate(0),
        ...body,
      });
    await expectIssue(await post({ fromAccountId: "" }), "fromAccountId", "Cuenta origen es requerida");
    await expectIssue(await post({ toAccountId: null }), "toAccountId", "Cuenta destino es requerida");
    await expectIssue(await post({ amount: "" }), "amount", "El monto es requerido");
    await expectIssue(await post({ amount: 0 }), "amount", "El monto debe ser mayor que cero");
    await expectIssue(await post({ amount: -5 }), "amount", "El monto no puede ser negativo");
    await expectIssue(await post({ transferFee: -1 }), "transferFee", "El monto no puede ser negativo");
    await expectIssue(await post({ transferFee: "1.001" }), "transferFee", "El monto admite como máximo 2 decimales");
    await expectIssue(await post({ transferDate: "" }), "transferDate", "La fecha es requerida");
    await expectIssue(await post({ transferDate: "2026-13-01" }), "transferDate", "Fecha inválida");
    await expectIssue(await post({ toAccountId: from.id }), "toAccountId", SAME_ACCOUNTS);
    await expectIssue(await post({ fromAccountId: 999999 }), "fromAccountId", "Cuenta bancaria no encontrada");
    await expectIssue(await post({ toAccountId: 999998 }), "toAccountId", "Cuenta bancaria no encontrada");
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(from.id)).toBe("100.00");
  });

  test("a date before 01/01/2000 or over a year ahead is a 400 on transferDate that moves nothing", async () => {
    const from = await openAccount("100.00");
    const to = await openAccount("0.00");
    const before = await transferCount();
    const post = async (transferDate: string) =>
      (await api()).post(path, { fromAccountId: from.id, toAccountId: to.id, amount: 10, transferDate });
    const tooEarly = "La fecha no puede ser anterior al 01/01/2000";
    await expectIssue(await post("1905-06-01"), "transferDate", tooEarly);
    await expectIssue(await post("1905-06-01T12:00:00Z"), "transferDate", tooEarly);
    // 04:59 UTC on 1 January 2000 is still 31 December 1999 in Panama.
    await expectIssue(await post("2000-01-01T04:59:00Z"), "transferDate", tooEarly);
    const latest = addYears(panamaDate(0), 1);
    await expectIssue(
      await post("2999-12-31T10:00"),
      "transferDate",
      `La fecha no puede ser posterior al ${dayMonthYear(latest)}`,
    );
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(from.id)).toBe("100.00");
    expect(await balanceOf(to.id)).toBe("0.00");
    expect((await post(`${latest}T23:59`)).status).toBe(201);
  });

  test("a transfer at 03:00 UTC on 1 March belongs to 28 February, Panama's day, in the list's filter", async () => {
    const from = await openAccount("100.00");
    const to = await openAccount("0.00");
    const reference = `pty${Date.now()}`;
    const created = await (await api()).send(endpoints.createTransfer, {
      body: { fromAccountId: from.id, toAccountId: to.id, amount: 5, transferDate: "2026-03-01T03:00:00Z", reference },
    });
    expect(created.transferDate).toBe("2026-03-01T03:00:00.000Z");
    const found = async (day: string) =>
      (await (await api()).send(endpoints.listTransfers, { query: { q: reference, from: day, to: day } })).map(
        (row) => row.id,
      );
    expect(await found("2026-02-28")).toEqual([created.id]);
    expect(await found("2026-03-01")).toEqual([]);
  });

  test("a transfer stored with an instant before 1908 is listed with that instant (sessions read UTC)", async () => {
    const from = await openAccount("0.00");
    const to = await openAccount("0.00");
    const reference = `old${Date.now()}`;
    // Written straight into the table, as the old server let it be: Panama's offset then was -05:19:36.
    await getDb()
      .insert(transfers)
      .values({
        fromAccountId: from.id,
        toAccountId: to.id,
        amount: "1.00",
        transferDate: new Date("1905-06-01T12:00:00Z"),
        reference,
      });
    const listed = await (await api()).send(endpoints.listTransfers, { query: { q: reference } });
    expect(listed.map((row) => row.transferDate)).toEqual(["1905-06-01T12:00:00.000Z"]);
  });

  test("GET lists latest first with names, filters on the server and pages with X-Total-Count", async () => {
    const from = await openAccount("1000.00", { accountName: "Origen" });
    const to = await openAccount("0.00");
    const tag = `lst${Date.now()}`;
    for (let i = 1; i <= 4; i++) {
      await (await api()).send(endpoints.createTransfer, {
        body: {
          fromAccountId: from.id,
          toAccountId: to.id,
          amount: i,
          transferDate: `${panamaDate(-i)}T10:00`,
          reference: i === 2 ? `${tag}-REF` : null,
          description: i === 2 ? null : `${tag} descripción ${i}`,
        },
      });
    }
    const list = async (query: string) => {
      const response = await (await api()).request("GET", `${path}?${query}`);
      return {
        total: response.headers.get("x-total-count"),
        rows: await parseAnswer(endpoints.listTransfers, response),
      };
    };
    const all = await list(`q=${tag.toUpperCase()}`);
    expect(all.total).toBe("4");
    expect(all.rows.map((row) => row.amount)).toEqual(["1.00", "2.00", "3.00", "4.00"]);
    expect(all.rows[0]).toMatchObject({
      fromAccountName: "Origen - Banco General",
      toAccountName: "Banco General - Banco General",
    });
    const page = await list(`q=${tag}&limit=1&offset=1`);
    expect(page).toMatchObject({ total: "4" });
    expect(page.rows.map((row) => row.amount)).toEqual(["2.00"]);
    expect((await list(`q=${tag}-ref`)).rows.map((row) => row.amount)).toEqual(["2.00"]);
    expect((await list(`q=${tag}&from=${panamaDate(-3)}&to=${panamaDate(-2)}`)).total).toBe("2");
    expect((await list(`q=${tag}&status=pending`)).total).toBe("0");
    expect((await list(`q=${tag}&status=completed`)).total).toBe("4");
    const everything = await list("");
    expect(everything.rows.length).toBe(await transferCount());
    await expectIssue(await (await api()).get(`${path}?status=perdida`), "status", "Estado inválido");

    const summary = await (await api()).send(endpoints.transferSummary, {});
    const [expected] = await getDb()
      .select({ total: sql<string>`coalesce(sum(${transfers.amount}), 0)::text` })
      .from(transfers);
    expect(summary.count).toBe(everything.rows.length);
    expect(toCents(summary.totalAmount)).toBe(toCents(expected?.total ?? "0"));
    expect(summary.completedCount + summary.pendingCount).toBeLessThanOrEqual(summary.count);
  });

  test("POST with an Idempotency-Key: a repeat answers the first and moves money once", async () => {
    const from = await openAccount("100.00");
    const to = await openAccount("0.00");
    const body = { fromAccountId: from.id, toAccountId: to.id, amount: "30", transferDate: panamaDate(0) };
    const first = await (await api()).postWithKey(path, body, "transferencia-1");
    const [again, third] = await Promise.all([
      (await api()).postWithKey(path, body, "transferencia-1"),
      (await api()).postWithKey(path, body, "transferencia-1"),
    ]);
    expect(first.status).toBe(201);
    parsedAnswer(endpoints.createTransfer, first.body);
    expect(again).toEqual({ status: 201, body: first.body, text: first.text, replayed: true });
    expect(third).toEqual({ status: 201, body: first.body, text: first.text, replayed: true });
    expect(await balanceOf(from.id)).toBe("70.00");
    expect(await balanceOf(to.id)).toBe("30.00");
    // A refused transfer forgets its key: the corrected retry goes through.
    const short = { ...body, amount: "500" };
    expect((await (await api()).postWithKey(path, short, "transferencia-2")).status).toBe(422);
    expect((await (await api()).postWithKey(path, { ...body, amount: "70" }, "transferencia-2")).status).toBe(201);
    expect(await balanceOf(from.id)).toBe("0.00");
  });

  test("a failure after the transfer's write, before its answer is kept, moves nothing: the retry moves money once", async () => {
    const from = await openAccount("100.00", { accountName: "Origen" });
    const to = await openAccount("0.00", { accountName: "Destino" });
    const body = { fromAccountId: from.id, toAccountId: to.id, amount: "40", transferDate: panamaDate(0) };
    const before = await transferCount();
    const stopFailing = await failKeepingAnswers(getDb());
    try {
      expect((await (await api()).postWithKey(path, body, "transferencia-caida")).status).toBe(500);
    } finally {
      await stopFailing();
    }
    expect(await balanceOf(from.id)).toBe("100.00");
    expect(await balanceOf(to.id)).toBe("0.00");
    expect(await transferCount()).toBe(before);

    const retry = await (await api()).postWithKey(path, body, "transferencia-caida");
    expect(retry).toMatchObject({ status: 201, replayed: false });
    const retried = parsedAnswer(endpoints.createTransfer, retry.body);
    // The answer built from the locked rows is the stored transfer, names included.
    const listed = (await (await api()).send(endpoints.listTransfers, {})).find((t) => t.id === retried.id);
    expect(retried).toEqual(listed as typeof retried);
    expect(retried).toMatchObject({
      fromAccountName: "Origen - Banco General",
      toAccountName: "Destino - Banco General",
    });
    const again = await (await api()).postWithKey(path, body, "transferencia-caida");
    expect(again).toEqual({ status: 201, body: retry.body, text: retry.text, replayed: true });
    expect(await balanceOf(from.id)).toBe("60.00");
    expect(await balanceOf(to.id)).toBe("40.00");
    expect(await transferCount()).toBe(before + 1);
  });
});

// Only a server shows what concurrent connections do; PGlite is one connection.
describeSharedPostgres("concurrent transfers", (open) => {
  test("16 concurrent transfers among 3 accounts: balances exact, none below zero, refusals leave nothing", async () => {
    const { db } = await open();
    const api = await signedInApi(db);
    const balances = ["100.00", "40.00", "10.00"];
    const accounts: BankAccountRecord[] = [];
    for (const currentBalance of balances) {
      accounts.push(
        await api.send(endpoints.createBankAccount, {
          body: { bankName: "Banco Concurrente", accountNumber: `C-${accounts.length}`, currentBalance },
        }),
      );
    }
    const ids = accounts.map((account) => account.id);
    // Every pair in both directions, with amounts that would overdraw an account if two debits
    // read the same balance.
    const plans = Array.from({ length: 16 }, (_, i) => ({
      fromAccountId: ids[i % 3] as number,
      toAccountId: ids[(i + 1 + (i % 2)) % 3] as number,
      amount: `${15 + (i % 5) * 7}.${String(i).padStart(2, "0")}`,
      transferFee: i % 4 === 0 ? "0.50" : "0",
      transferDate: panamaDate(0),
    }));
    const answers = await Promise.all(plans.map((plan) => api.post("/api/financial/transfers", plan)));
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    const accepted = plans.filter((_, i) => answers[i]?.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThan(16);
    const expected = new Map(ids.map((id, i) => [id, toCents(balances[i] as string)]));
    for (const plan of accepted) {
      const debit = toCents(plan.amount) + toCents(plan.transferFee);
      expected.set(plan.fromAccountId, (expected.get(plan.fromAccountId) ?? 0n) - debit);
      expected.set(plan.toAccountId, (expected.get(plan.toAccountId) ?? 0n) + toCents(plan.amount));
    }
    for (const id of ids) {
      const balance = (await db.select().from(bankAccounts).where(eq(bankAccounts.id, id)))[0]?.currentBalance ?? "";
      expect(balance).toBe(fromCents(expected.get(id) ?? 0n));
      expect(toCents(balance) >= 0n).toBe(true);
    }
    // Refused transfers left no row.
    expect(await db.select().from(transfers)).toHaveLength(accepted.length);
  });
});
