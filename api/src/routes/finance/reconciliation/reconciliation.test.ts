import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints } from "../../../contract";
import { accountsReceivable, bankMatches, supplierPayments, transactionCategories } from "../../../db/schema";
import { RECONCILED_MOVEMENT } from "../../../domain/finance/ledger/journal";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { insertStatementLines, signedInAs } from "../../../test/bank-statements";
import { describeEachDatabase } from "../../../test/databases";
import { balanceOf, insertBankAccount, insertPayable, insertSupplier } from "../../../test/debt-fixtures";
import { panamaDate } from "../../../test/fixtures";
import { unmatchedMovementsDrift } from "../../../test/ledger";
import { parseAnswer, parsedAnswer, type RequestOf } from "../../../test/typed-request";

// Reconciliation of a bank account (api/docs/banking.md, "Reconciliation").

describeEachDatabase("bank reconciliation", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const account = await insertBankAccount(db, { currentBalance: "10000.00" });
    const base = `/api/financial/bank-accounts/${account.id}/reconciliation`;
    const lines = (values: Parameters<typeof insertStatementLines>[2]) => insertStatementLines(db, account.id, values);
    const income = async (amount: string, date = panamaDate(0), description = "Ingreso varios") =>
      api.send(endpoints.createTransaction, {
        body: { transactionDate: date, transactionType: "income", amount, description, bankAccountId: account.id },
      });
    const expense = async (amount: string, description = "Gasto varios") =>
      api.send(endpoints.createTransaction, {
        body: {
          transactionDate: panamaDate(0),
          transactionType: "expense",
          amount,
          description,
          bankAccountId: account.id,
        },
      });
    const params = { id: account.id };
    const movements = () => api.send(endpoints.listUnmatchedBookMovements, { params });
    const unmatched = () => api.send(endpoints.listUnmatchedStatementLines, { params });
    /** Matches that must be made (201). */
    const match = (body: RequestOf<typeof endpoints.createMatch>["body"]) =>
      api.send(endpoints.createMatch, { params, body });
    /** A record created from a statement line that must be made (201). */
    const createFromLine = (body: RequestOf<typeof endpoints.createFromStatementLine>["body"]) =>
      api.send(endpoints.createFromStatementLine, { params, body });
    async function movementOf(description: string) {
      const found = (await movements()).find((movement) => movement.description === description);
      if (!found) throw new Error(`No hay un movimiento sin conciliar «${description}»`);
      return found;
    }
    /** A client's invoice of 1,000.00 + 7 % ITBMS, sent today. */
    async function invoice(name: string, withholding: 100 | null = null) {
      const client = await api.send(endpoints.createClient, { body: { name, itbmsWithholdingPercent: withholding } });
      return api.send(endpoints.createInvoice, {
        body: {
          clientId: client.id,
          description: "Desarrollo",
          amount: "1000.00",
          dueDate: panamaDate(30),
          status: "sent",
        },
      });
    }
    return {
      db,
      api,
      account,
      base,
      lines,
      income,
      expense,
      movements,
      unmatched,
      movementOf,
      invoice,
      match,
      createFromLine,
    };
  }

  test("suggestions: same amount within ±5 days, the invoice number and client's name first; a rule's", async () => {
    const { api, account, lines, income, invoice, unmatched } = await setup();
    const again = await invoice("Constructora Ñandú");
    await api.send(endpoints.receivePayment, {
      body: {
        receivableId: again.receivable?.id,
        amount: "1070.00",
        paymentDate: panamaDate(0),
        bankAccountId: account.id,
      },
    });
    await income("1070.00", panamaDate(-1), "Depósito sin identificar");
    await income("1070.00", panamaDate(-9), "Depósito antiguo");
    await api.send(endpoints.createBankRule, {
      params: { id: account.id },
      body: { contains: "comision", action: "bank_fee" },
    });
    await lines([
      { date: panamaDate(0), amount: "1070.00", description: `DEP ACH CONSTRUCTORA NANDU ${again.invoiceNumber}` },
      { date: panamaDate(0), amount: "-3.50", description: "COMISIÓN TRANSFERENCIA" },
    ]);
    const [deposit, fee] = await unmatched();
    expect(deposit?.suggestions.map((s) => s.movement.description)).toEqual([
      `Cobro de la factura ${again.invoiceNumber}`,
      "Depósito sin identificar",
    ]);
    expect(deposit?.suggestions[0]?.movement).toMatchObject({
      originType: "receivable_payment",
      originLabel: "Cobro",
      documentNumber: again.invoiceNumber,
      counterpartyName: "Constructora Ñandú",
      amount: "1070.00",
    });
    expect(deposit?.suggestions[0]?.reasons).toContain(`La descripción menciona ${again.invoiceNumber}`);
    expect(deposit?.suggestions[0]?.reasons).toContain("La descripción menciona a Constructora Ñandú");
    expect(deposit?.rule).toBeNull();
    expect(fee?.suggestions).toEqual([]);
    expect(fee?.rule).toMatchObject({ action: "bank_fee", actionLabel: "Gasto bancario" });
  });

  test("the lists page on the server; a rule's suggestion creates the fee, matched by the rule", async () => {
    const { api, account, base, lines, income, createFromLine } = await setup();
    await income("10.00", panamaDate(0), "Diez");
    await income("20.00", panamaDate(0), "Veinte");
    await api.send(endpoints.createBankRule, {
      params: { id: account.id },
      body: { contains: "cargo mensual", action: "bank_fee" },
    });
    const [, fee] = await lines([
      { date: panamaDate(-1), amount: "10.00", description: "DEP" },
      { date: panamaDate(0), amount: "-12.00", description: "CARGO MENSUAL" },
      { date: panamaDate(0), amount: "20.00", description: "DEP" },
    ]);
    const page = await api.request("GET", `${base}/statement-lines?limit=1&offset=1`);
    expect(page.headers.get("X-Total-Count")).toBe("3");
    const [second] = await parseAnswer(endpoints.listUnmatchedStatementLines, page);
    expect(second?.id).toBe(fee?.id as number);
    expect(second?.rule?.action).toBe("bank_fee");
    const movements = await api.request("GET", `${base}/book-movements?limit=1`);
    expect(movements.headers.get("X-Total-Count")).toBe("2");
    await parseAnswer(endpoints.listUnmatchedBookMovements, movements);
    const created = await createFromLine({ kind: "bank_fee", statementLineId: fee?.id, source: "rule" });
    expect(created.match.source).toBe("rule");
  });

  test("one line to several movements (a deposit of two invoices), and several lines to one", async () => {
    const { db, api, account, lines, income, expense, movements, unmatched, movementOf, match } = await setup();
    await income("100.00", panamaDate(0), "Factura A");
    await income("200.00", panamaDate(0), "Factura B");
    await expense("120.00", "Pago en dos partes");
    const [deposit, part1, part2] = await lines([
      { date: panamaDate(0), amount: "300.00", description: "DEPOSITO" },
      { date: panamaDate(0), amount: "-50.00", description: "DEBITO 1" },
      { date: panamaDate(0), amount: "-70.00", description: "DEBITO 2" },
    ]);
    const a = await movementOf("Factura A");
    const b = await movementOf("Factura B");
    const oneToMany = await match({
      statementLineIds: [deposit?.id],
      journalLineIds: [a.journalLineId, b.journalLineId],
    });
    expect(oneToMany).toMatchObject({ amount: "300.00", source: "manual", statementLineIds: [deposit?.id] });
    const paid = await movementOf("Pago en dos partes");
    const manyToOne = await match({
      statementLineIds: [part1?.id, part2?.id],
      journalLineIds: [paid.journalLineId],
      source: "suggestion",
    });
    expect(manyToOne).toMatchObject({
      amount: "-120.00",
      source: "suggestion",
      journalLineIds: [paid.journalLineId],
    });
    expect(await unmatched()).toEqual([]);
    expect((await movements()).map((m) => m.description)).not.toContain("Factura A");
    expect((await activityFor(db, "bank_account", account.id)).map((entry) => entry.summary)).toContain(
      "Conciliación: 1 línea(s) del estado de cuenta con 2 movimiento(s) por B/. 300.00",
    );
    // Undone: both sides are unmatched again.
    await api.send(endpoints.deleteMatch, { params: { id: account.id, matchId: oneToMany.id } });
    expect((await unmatched()).map((line) => line.id)).toEqual([deposit?.id as number]);
  });

  test("the kept count of unmatched movements: new movements, matches, their undoing, reversals, n to m", async () => {
    const { db, api, account, base, lines, income, expense, movements, movementOf, match, createFromLine } =
      await setup();
    const other = await insertBankAccount(db, { currentBalance: "500.00" });
    /** The summary's count and the list's X-Total-Count (kept), beside the movements listed (computed). */
    async function expectCount(expected: number) {
      const summary = await api.send(endpoints.getReconciliation, { params: { id: account.id } });
      const page = await api.request("GET", `${base}/book-movements?limit=1`);
      expect({
        summary: summary.unmatchedBookMovements,
        total: page.headers.get("X-Total-Count"),
        listed: (await movements()).length,
      }).toEqual({ summary: expected, total: String(expected), listed: expected });
      // Every account's kept count is its lines' (the other account's too).
      expect(await unmatchedMovementsDrift(db)).toEqual([]);
    }
    await expectCount(0);
    // New movements: each Bancos line of the account adds one; a transfer adds one to each account.
    const madeA = await income("100.00", panamaDate(0), "Factura A");
    await income("200.00", panamaDate(0), "Factura B");
    await expense("120.00", "Pago en dos partes");
    const removed = await income("75.00", panamaDate(0), "Para borrar");
    await expectCount(4);
    await api.send(endpoints.createTransfer, {
      body: {
        fromAccountId: other.id,
        toAccountId: account.id,
        amount: "40.00",
        transferFee: "0",
        transferDate: new Date().toISOString(),
      },
    });
    await expectCount(5);
    const [deposit100, deposit200, part1, part2, fee] = await lines([
      { date: panamaDate(0), amount: "100.00", description: "DEP 1" },
      { date: panamaDate(0), amount: "200.00", description: "DEP 2" },
      { date: panamaDate(0), amount: "-50.00", description: "DEBITO 1" },
      { date: panamaDate(0), amount: "-70.00", description: "DEBITO 2" },
      { date: panamaDate(0), amount: "-3.50", description: "COMISION" },
    ]);
    const a = await movementOf("Factura A");
    const b = await movementOf("Factura B");
    // A match takes its movements off; undoing it puts them back.
    const single = await match({ statementLineIds: [deposit100?.id], journalLineIds: [a.journalLineId] });
    await expectCount(4);
    // A matched movement's reversal is refused, and with it what its reversal counted.
    expect((await api.del(`/api/financial/transactions/${madeA.id}`)).status).toBe(409);
    await expectCount(4);
    expect((await api.del(`${base}/matches/${single.id}`)).status).toBe(204);
    await expectCount(5);
    // A reversal (deleting the transaction) takes the reversed movement off; its own line never counts.
    expect((await api.del(`/api/financial/transactions/${removed.id}`)).status).toBe(204);
    await expectCount(4);
    // Two lines with two movements (n to m), and two lines with one.
    const manyToMany = await match({
      statementLineIds: [deposit100?.id, deposit200?.id],
      journalLineIds: [a.journalLineId, b.journalLineId],
    });
    await expectCount(2);
    const paid = await movementOf("Pago en dos partes");
    await match({ statementLineIds: [part1?.id, part2?.id], journalLineIds: [paid.journalLineId] });
    await expectCount(1);
    // Created from a line and matched in one transaction: one movement more, matched at once.
    await createFromLine({ kind: "bank_fee", statementLineId: fee?.id });
    await expectCount(1);
    expect((await api.del(`${base}/matches/${manyToMany.id}`)).status).toBe(204);
    await expectCount(3);
  });

  test("refused: sums that differ (400), a matched line or movement (409), another account's (404)", async () => {
    const { db, api, base, lines, income, movementOf, match } = await setup();
    await income("100.00", panamaDate(0), "Cien");
    const [line, other] = await lines([
      { date: panamaDate(0), amount: "100.01", description: "DEP" },
      { date: panamaDate(0), amount: "100.00", description: "DEP 2" },
    ]);
    const movement = await movementOf("Cien");
    const matchesBefore = (await db.select().from(bankMatches)).length;
    await expectIssue(
      await api.post(`${base}/matches`, { statementLineIds: [line?.id], journalLineIds: [movement.journalLineId] }),
      "journalLineIds",
      "Las sumas no coinciden: estado de cuenta B/. 100.01, libros B/. 100.00",
    );
    expect((await db.select().from(bankMatches)).length).toBe(matchesBefore);
    await match({ statementLineIds: [other?.id], journalLineIds: [movement.journalLineId] });
    expect(
      await api.post(`${base}/matches`, { statementLineIds: [other?.id], journalLineIds: [movement.journalLineId] }),
    ).toEqual({ status: 409, body: { error: "La línea del estado de cuenta ya está conciliada" } });
    expect(
      await api.post(`${base}/matches`, { statementLineIds: [line?.id], journalLineIds: [movement.journalLineId] }),
    ).toEqual({ status: 409, body: { error: "El movimiento contable ya está conciliado" } });
    const elsewhere = await insertBankAccount(db);
    expect(
      await api.post(`/api/financial/bank-accounts/${elsewhere.id}/reconciliation/matches`, {
        statementLineIds: [line?.id],
        journalLineIds: [movement.journalLineId],
      }),
    ).toEqual({ status: 404, body: { error: "Línea del estado de cuenta no encontrada" } });
    await expectIssue(
      await api.post(`${base}/matches`, { statementLineIds: [], journalLineIds: [1] }),
      "statementLineIds",
      "Seleccione al menos una línea del estado de cuenta",
    );
  });

  test("create from a line: a receivable payment with ITBMS withheld, matched, in the books", async () => {
    const { db, api, account, base, lines, invoice, unmatched, createFromLine } = await setup();
    const sent = await invoice("Caja de Seguro Social", 100);
    // The client withheld the whole ITBMS (70.00): the deposit is 1,000.00 of the 1,070.00.
    const [line] = await lines([
      { date: panamaDate(0), amount: "1000.00", description: `CSS PAGO ${sent.invoiceNumber}` },
    ]);
    const created = await createFromLine({
      kind: "receivable_payment",
      statementLineId: line?.id,
      invoiceId: sent.id,
      itbmsWithheld: "70.00",
    });
    expect(created.match).toMatchObject({ source: "created", amount: "1000.00", statementLineIds: [line?.id] });
    const [receivable] = await db.select().from(accountsReceivable).where(eq(accountsReceivable.invoiceId, sent.id));
    expect(receivable).toMatchObject({ balanceAmount: "0.00", status: "paid" });
    expect(await balanceOf(db, account.id)).toBe("11000.00");
    expect(await unmatched()).toEqual([]);
    // Twice: the line is already matched, nothing more is paid.
    expect(
      await api.post(`${base}/create-from-line`, {
        kind: "receivable_payment",
        statementLineId: line?.id,
        invoiceId: sent.id,
      }),
    ).toEqual({ status: 409, body: { error: "La línea del estado de cuenta ya está conciliada" } });
  });

  test("create from a line: supplier payment, bank fee, interest, income and expense with a category", async () => {
    const { db, api, account, base, lines, unmatched, createFromLine } = await setup();
    const supplier = await insertSupplier(db, { name: "Cableados S.A." });
    const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: "250.00" });
    const [category] = await db
      .select()
      .from(transactionCategories)
      .where(eq(transactionCategories.name, "Consultoría"));
    const [rent] = await db.select().from(transactionCategories).where(eq(transactionCategories.name, "Alquiler"));
    const [pay, fee, interest, other, out] = await lines([
      { date: panamaDate(0), amount: "-250.00", description: "ACH CABLEADOS" },
      { date: panamaDate(0), amount: "-3.50", description: "COMISION ACH" },
      { date: panamaDate(0), amount: "1.25", description: "INTERESES" },
      { date: panamaDate(0), amount: "500.00", description: "DEPOSITO CONSULTORIA" },
      { date: panamaDate(0), amount: "-900.00", description: "ALQUILER OFICINA" },
    ]);
    await createFromLine({ kind: "supplier_payment", statementLineId: pay?.id, payableId: payable.id });
    await createFromLine({ kind: "bank_fee", statementLineId: fee?.id });
    await createFromLine({ kind: "interest", statementLineId: interest?.id });
    // A deposit is not an expense: refused, nothing created.
    await expectIssue(
      await api.post(`${base}/create-from-line`, { kind: "expense", statementLineId: other?.id, categoryId: rent?.id }),
      "kind",
      "La línea es un depósito: solo puede ser un cobro, un ingreso o intereses",
    );
    await createFromLine({ kind: "income", statementLineId: other?.id, categoryId: category?.id });
    await createFromLine({ kind: "expense", statementLineId: out?.id, categoryId: rent?.id });
    expect(await unmatched()).toEqual([]);
    // 10,000 − 250 − 3.50 + 1.25 + 500 − 900
    expect(await balanceOf(db, account.id)).toBe("9347.75");
    const fees = await api.send(endpoints.listTransactions, {
      query: { bankAccountId: String(account.id), q: "COMISION" },
    });
    expect(fees[0]).toMatchObject({
      transactionType: "expense",
      amount: "3.50",
      categoryName: "Comisiones bancarias",
    });
  });

  test("a matched movement's entry is not reversed: deleting its transaction is refused until unmatched", async () => {
    const { api, account, lines, income, movementOf, match } = await setup();
    const made = await income("75.00", panamaDate(0), "Para borrar");
    const [line] = await lines([{ date: panamaDate(0), amount: "75.00", description: "DEP" }]);
    const movement = await movementOf("Para borrar");
    const matched = await match({ statementLineIds: [line?.id], journalLineIds: [movement.journalLineId] });
    expect(await api.del(`/api/financial/transactions/${made.id}`)).toEqual({
      status: 409,
      body: { error: RECONCILED_MOVEMENT },
    });
    await api.send(endpoints.deleteMatch, { params: { id: account.id, matchId: matched.id } });
    await api.send(endpoints.deleteTransaction, { params: { id: made.id } });
    // Reversed and its reversal cancel out: neither is a movement to reconcile.
    expect(
      await api.send(endpoints.listUnmatchedBookMovements, { params: { id: account.id }, query: { q: "borrar" } }),
    ).toEqual([]);
  });

  test("a match and a reversal of the same movement at once: never both", async () => {
    const { db, api, base, lines, income, movementOf } = await setup();
    const finance = await signedInAs(db, "finance");
    const made = await income("33.00", panamaDate(0), "En carrera");
    const [line] = await lines([{ date: panamaDate(0), amount: "33.00", description: "DEP" }]);
    const movement = await movementOf("En carrera");
    const [matched, deleted] = await Promise.all([
      api.post(`${base}/matches`, { statementLineIds: [line?.id], journalLineIds: [movement.journalLineId] }),
      finance.del(`/api/financial/transactions/${made.id}`),
    ]);
    // Either the match won (the deletion is refused) or the deletion did (the movement is gone).
    expect([
      [201, 409],
      [404, 204],
    ]).toContainEqual([matched.status, deleted.status]);
    // Whichever won, the kept count of unmatched movements is the lines'.
    expect(await unmatchedMovementsDrift(db)).toEqual([]);
  });

  test("a reconciled month: refused with lines left; then its matches are undone only by an admin", async () => {
    const { db, api, account, base, lines, income, movementOf } = await setup();
    const finance = await signedInAs(db, "finance");
    await income("40.00", panamaDate(0), "Cuarenta");
    const [line] = await lines([{ date: panamaDate(0), amount: "40.00", description: "DEP" }]);
    const month = panamaDate(0).slice(0, 7);
    expect(await finance.post(`${base}/months`, { month, statementBalance: "10040.00" })).toEqual({
      status: 409,
      body: {
        error: `Quedan 1 línea(s) del estado de cuenta de ${month} sin conciliar: concílielas antes de marcar el mes`,
      },
    });
    const movement = await movementOf("Cuarenta");
    const answer = await finance.post(`${base}/matches`, {
      statementLineIds: [line?.id],
      journalLineIds: [movement.journalLineId],
    });
    expect(answer.status).toBe(201);
    const match = parsedAnswer(endpoints.createMatch, answer.body);
    const marked = await finance.post(`${base}/months`, { month, statementBalance: "40.00" });
    expect(marked.status).toBe(201);
    // The account's books hold only the 40.00 (its 10,000 were inserted without an opening entry).
    expect(parsedAnswer(endpoints.markMonthReconciled, marked.body)).toMatchObject({
      month,
      statementBalance: "40.00",
      ledgerBalance: "40.00",
      difference: "0.00",
    });
    expect((await finance.post(`${base}/months`, { month, statementBalance: "40.00" })).status).toBe(409);
    expect(await finance.del(`${base}/matches/${match.id}`)).toEqual({
      status: 409,
      body: {
        error: `El mes ${month} de esta cuenta está marcado como conciliado: solo un administrador puede deshacer sus conciliaciones`,
      },
    });
    expect((await finance.del(`${base}/months/${month}`)).status).toBe(403);
    await api.send(endpoints.deleteMatch, { params: { id: account.id, matchId: match.id } });
    await api.send(endpoints.unmarkMonthReconciled, { params: { id: account.id, month } });
    expect(await api.send(endpoints.getReconciliation, { params: { id: account.id } })).toMatchObject({
      unmatchedStatementLines: 1,
      reconciledMonths: [],
    });
    expect((await activityFor(db, "bank_account", account.id)).map((entry) => entry.summary)).toContain(
      `Mes ${month} conciliado: estado de cuenta B/. 40.00, libros B/. 40.00`,
    );
  });

  test("two users matching the same line at once: one wins, the other 409; no double payment", async () => {
    const { db, api, base, lines, income, movements } = await setup();
    const finance = await signedInAs(db, "finance");
    await income("60.00", panamaDate(0), "Sesenta 1");
    await income("60.00", panamaDate(0), "Sesenta 2");
    const [line, payLine] = await lines([
      { date: panamaDate(0), amount: "60.00", description: "DEP" },
      { date: panamaDate(0), amount: "-80.00", description: "ACH PROVEEDOR" },
    ]);
    const [first, second] = (await movements()).filter((m) => m.description.startsWith("Sesenta"));
    const answers = await Promise.all([
      api.post(`${base}/matches`, { statementLineIds: [line?.id], journalLineIds: [first?.journalLineId] }),
      finance.post(`${base}/matches`, { statementLineIds: [line?.id], journalLineIds: [second?.journalLineId] }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const supplier = await insertSupplier(db);
    const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: "500.00" });
    const body = { kind: "supplier_payment", statementLineId: payLine?.id, payableId: payable.id };
    const created = await Promise.all([
      api.post(`${base}/create-from-line`, body),
      finance.post(`${base}/create-from-line`, body),
    ]);
    expect(created.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db.select().from(supplierPayments).where(eq(supplierPayments.payableId, payable.id))).toHaveLength(1);
    expect(await unmatchedMovementsDrift(db)).toEqual([]);
  });

  test("roles: finance and admin; staff are refused; rules are listed, changed and deleted", async () => {
    const { db, api, account, base } = await setup();
    const staff = await signedInAs(db, "staff");
    expect((await staff.get(`${base}/statement-lines`)).status).toBe(403);
    expect((await staff.post(`${base}/rules`, { contains: "x", action: "bank_fee" })).status).toBe(403);
    await expectIssue(
      await api.post(`${base}/rules`, { contains: "ALQUILER", action: "expense" }),
      "categoryId",
      "Debe seleccionar la categoría",
    );
    const params = { id: account.id };
    const rule = await api.send(endpoints.createBankRule, {
      params,
      body: { contains: "Comisión", action: "bank_fee" },
    });
    await api.send(endpoints.updateBankRule, {
      params: { ...params, ruleId: rule.id },
      body: { contains: "CARGO", action: "bank_fee" },
    });
    expect((await api.send(endpoints.listBankRules, { params })).map((r) => r.contains)).toEqual(["CARGO"]);
    await api.send(endpoints.deleteBankRule, { params: { ...params, ruleId: rule.id } });
    expect((await api.del(`${base}/rules/${rule.id}`)).status).toBe(404);
    expect((await api.get("/api/financial/bank-accounts/987654/reconciliation")).status).toBe(404);
  });
});
