import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { endpoints, type ManualEntryInput } from "../../contract";
import {
  ENTRY_LINE_ONE_SIDE,
  ENTRY_TWO_LINES,
  ENTRY_UNBALANCED,
  openingAccountTwice,
} from "../../contract/finance/accounting";
import { rows } from "../../db/client";
import { chartOfAccounts, closedPeriods, invoices, journalEntries } from "../../db/schema";
import { postMissingEntries, skippedWarning } from "../../domain/finance/ledger/backfill";
import { openingAlreadyPosted, openingNotFor } from "../../domain/finance/ledger/opening-balances";
import { monthClosed } from "../../domain/finance/ledger/periods";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { insertBankAccount } from "../../test/debt-fixtures";
import { insertClient, insertInvoice } from "../../test/fixtures";
import { bankLedgerBalances, entriesOf, journalTotals } from "../../test/ledger";
import { parseAnswer } from "../../test/typed-request";

// The books' API (api/docs/ledger.md): the accountant's manual entries, the journal, the trial
// balance and an account's ledger, and the backfill of records written before the ledger.

describeEachDatabase("/api/accounting", (getDb) => {
  const api = () => signedInApi(getDb());
  const entryCount = async () =>
    rows(await getDb().execute<{ n: number }>(sql`select count(*)::int as n from journal_entries`))[0]?.n;

  test("a manual entry is posted as written; unbalanced, one-sided or unknown lines are refused and store nothing", async () => {
    const created = await (await api()).send(endpoints.createJournalEntry, {
      body: {
        entryDate: "2026-03-31",
        description: "Depreciación de marzo",
        lines: [
          { accountCode: "6.2.09", debit: "125.50" },
          { accountCode: "1.2.03", credit: 125.5 },
        ],
      },
    });
    expect(created).toMatchObject({
      entryDate: "2026-03-31",
      description: "Depreciación de marzo",
      originType: "manual",
      originId: null,
      reversesEntryId: null,
      reversedByEntryId: null,
      lines: [
        { accountCode: "6.2.09", accountName: "Otros gastos", bankAccountId: null, debit: "125.50", credit: "0.00" },
        {
          accountCode: "1.2.03",
          accountName: "Depreciación acumulada",
          bankAccountId: null,
          debit: "0.00",
          credit: "125.50",
        },
      ],
    });
    expect((await (await api()).latestActivity())[0]?.summary).toBe(
      "Asiento manual: Depreciación de marzo (B/. 125.50)",
    );

    const before = await entryCount();
    const post = (body: unknown) => api().then((a) => a.post("/api/accounting/journal", body));
    const base = { entryDate: "2026-03-31", description: "Ajuste" };
    await expectIssue(
      await post({
        ...base,
        lines: [
          { accountCode: "6.2.09", debit: "10.00" },
          { accountCode: "1.1.01", credit: "9.99" },
        ],
      }),
      "lines",
      ENTRY_UNBALANCED("10.00", "9.99"),
    );
    await expectIssue(
      await post({ ...base, lines: [{ accountCode: "6.2.09", debit: "10.00" }] }),
      "lines",
      ENTRY_TWO_LINES,
    );
    await expectIssue(
      await post({
        ...base,
        lines: [{ accountCode: "6.2.09", debit: "10.00", credit: "10.00" }, { accountCode: "1.1.01" }],
      }),
      "lines.0.debit",
      ENTRY_LINE_ONE_SIDE,
    );
    await expectIssue(
      await post({
        ...base,
        lines: [
          { accountCode: "9.9.99", debit: "1.00" },
          { accountCode: "1.1.01", credit: "1.00" },
        ],
      }),
      "lines.0.accountCode",
      "La cuenta 9.9.99 no existe",
    );
    await getDb().update(chartOfAccounts).set({ isActive: false }).where(sql`${chartOfAccounts.code} = '6.2.06'`);
    await expectIssue(
      await post({
        ...base,
        lines: [
          { accountCode: "6.2.06", debit: "1.00" },
          { accountCode: "1.1.01", credit: "1.00" },
        ],
      }),
      "lines.0.accountCode",
      "La cuenta 6.2.06 está inactiva",
    );
    expect(await entryCount()).toBe(before);
  });

  test("the journal pages newest first, searches the description, filters by account and dates", async () => {
    const a = await api();
    const post = (entryDate: string, description: string, debit: string) =>
      a.send(endpoints.createJournalEntry, {
        body: {
          entryDate,
          description,
          lines: [
            { accountCode: debit, debit: "1.00" },
            { accountCode: "3.1", credit: "1.00" },
          ],
        },
      });
    const first = await post("2025-01-10", "Aporte de capital en efectivo", "1.1.01");
    const second = await post("2025-01-20", "Aporte de capital en equipo", "1.2.02");
    const page = await a.request("GET", "/api/accounting/journal?from=2025-01-01&to=2025-01-31&limit=1");
    expect(page.headers.get("X-Total-Count")).toBe("2");
    expect((await parseAnswer(endpoints.listJournal, page)).map((entry) => entry.id)).toEqual([second.id]);
    const found = await a.send(endpoints.listJournal, {
      query: { q: "efectivo", from: "2025-01-01", to: "2025-01-31" },
    });
    expect(found.map((entry) => entry.id)).toEqual([first.id]);
    const byAccount = await a.send(endpoints.listJournal, { query: { account: "1.2.02", to: "2025-12-31" } });
    expect(byAccount.map((entry) => entry.id)).toEqual([second.id]);
    expect(await a.send(endpoints.getJournalEntry, { params: { id: first.id } })).toMatchObject({ id: first.id });
    expect(await a.get("/api/accounting/journal/999999")).toEqual({
      status: 404,
      body: { error: "Asiento no encontrado" },
    });
    await expectIssue(
      await a.get("/api/accounting/journal?from=2025-02-01&to=2025-01-01"),
      "to",
      "La fecha final no puede ser anterior a la inicial",
    );
  });

  test("the trial balance: opening, debits, credits and closing per account; totals equal", async () => {
    const a = await api();
    const entry = (entryDate: string, lines: ManualEntryInput["lines"]) =>
      a.send(endpoints.createJournalEntry, { body: { entryDate, description: "Prueba", lines } });
    await entry("2018-12-31", [
      { accountCode: "1.1.01", debit: "1000.00" },
      { accountCode: "3.1", credit: "1000.00" },
    ]);
    await entry("2019-02-15", [
      { accountCode: "6.2.01", debit: "300.00" },
      { accountCode: "1.1.01", credit: "300.00" },
    ]);
    await entry("2019-03-01", [
      { accountCode: "1.1.01", debit: "50.00" },
      { accountCode: "4.2.02", credit: "50.00" },
    ]);
    const answer = await a.send(endpoints.trialBalance, { query: { from: "2019-01-01", to: "2019-02-28" } });
    expect(answer).toEqual({
      from: "2019-01-01",
      to: "2019-02-28",
      rows: [
        {
          accountCode: "1.1.01",
          accountName: "Caja",
          accountType: "asset",
          opening: "1000.00",
          debits: "0.00",
          credits: "300.00",
          closing: "700.00",
        },
        {
          accountCode: "3.1",
          accountName: "Capital social",
          accountType: "equity",
          opening: "-1000.00",
          debits: "0.00",
          credits: "0.00",
          closing: "-1000.00",
        },
        {
          accountCode: "6.2.01",
          accountName: "Alquiler",
          accountType: "expense",
          opening: "0.00",
          debits: "300.00",
          credits: "0.00",
          closing: "300.00",
        },
      ],
      totals: { debits: "300.00", credits: "300.00" },
    });
  });

  test("an account's ledger: the period's lines with the running balance, paged, from the opening", async () => {
    const a = await api();
    for (const [entryDate, amount] of [
      ["2020-12-01", "100.00"],
      ["2021-01-05", "20.00"],
      ["2021-01-06", "30.00"],
      ["2021-01-07", "40.00"],
    ] as const) {
      await a.send(endpoints.createJournalEntry, {
        body: {
          entryDate,
          description: `Venta ${entryDate}`,
          lines: [
            { accountCode: "1.1.05", debit: amount },
            { accountCode: "4.2.02", credit: amount },
          ],
        },
      });
    }
    const page = await a.send(endpoints.generalLedger, {
      params: { accountCode: "1.1.05" },
      query: { from: "2021-01-01", to: "2021-01-31", limit: "2", offset: "1" },
    });
    expect(page).toMatchObject({
      account: { code: "1.1.05", name: "Anticipos a proveedores", accountType: "asset" },
      opening: "100.00",
      debits: "90.00",
      credits: "0.00",
      closing: "190.00",
      lineCount: 3,
    });
    expect(page.lines.map((line) => [line.entryDate, line.debit, line.balance])).toEqual([
      ["2021-01-06", "30.00", "150.00"],
      ["2021-01-07", "40.00", "190.00"],
    ]);
    expect(await a.get("/api/accounting/general-ledger/9.9")).toEqual({
      status: 404,
      body: { error: "Cuenta no encontrada en el catálogo" },
    });
  });

  test("records written before the ledger get their entries once, and each bank account its opening", async () => {
    const db = getDb();
    const account = await insertBankAccount(db, { currentBalance: "800.00" });
    const { id: clientId } = await insertClient(db);
    await insertInvoice(db, {
      clientId,
      amount: "100.00",
      itbmsAmount: "7.00",
      total: "107.00",
      issueDate: "2025-05-02",
      status: "sent",
    });
    const [invoice] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${invoices.clientId} = ${clientId}`);
    await db.transaction((tx) => postMissingEntries(tx));
    expect((await entriesOf(db, "invoice", invoice?.id as number)).map((entry) => entry.lines)).toEqual([
      [
        ["1.1.03", "107.00", "0.00"],
        ["4.1.05", "0.00", "100.00"],
        ["2.1.02", "0.00", "7.00"],
      ],
    ]);
    expect((await entriesOf(db, "bank_account", account.id)).map((entry) => entry.lines)).toEqual([
      [
        ["1.1.02", "800.00", "0.00", account.id],
        ["3.4", "0.00", "800.00"],
      ],
    ]);
    const count = await db.$count(journalEntries);
    await db.transaction((tx) => postMissingEntries(tx));
    expect(await db.$count(journalEntries)).toBe(count);
    expect(await journalTotals(db)).toMatchObject({ unbalanced: 0 });
    expect((await bankLedgerBalances(db)).filter((row) => row.ledger !== row.current)).toEqual([]);
  });

  test("a record dated in a closed month is skipped and reported by the backfill, the others posted", async () => {
    const db = getDb();
    const { id: clientId } = await insertClient(db);
    const invoiceOn = async (issueDate: string) => {
      await insertInvoice(db, {
        clientId,
        amount: "10.00",
        itbmsAmount: "0.70",
        total: "10.70",
        issueDate,
        status: "sent",
      });
      const [found] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(sql`${invoices.clientId} = ${clientId} and ${invoices.issueDate} = ${issueDate}`);
      return found?.id as number;
    };
    const inClosedMonth = await invoiceOn("2019-02-10");
    const inOpenMonth = await invoiceOn("2019-04-03");
    await db.insert(closedPeriods).values({ month: "2019-02" });

    const report = await db.transaction((tx) => postMissingEntries(tx));
    expect(report.skipped.filter((record) => record.origin === "invoice" && record.id === inClosedMonth)).toEqual([
      { origin: "invoice", id: inClosedMonth, reason: monthClosed("2019-02") },
    ]);
    expect(await entriesOf(db, "invoice", inClosedMonth)).toEqual([]);
    expect(await entriesOf(db, "invoice", inOpenMonth)).toHaveLength(1);
    expect(skippedWarning(report)).toContain(`invoice ${inClosedMonth}`);

    // Looked at again at the next start, still skipped; nothing else changes.
    const count = await entryCount();
    const again = await db.transaction((tx) => postMissingEntries(tx));
    expect(again.skipped.map((record) => record.id)).toContain(inClosedMonth);
    expect(await entryCount()).toBe(count);
    expect(await journalTotals(db)).toMatchObject({ unbalanced: 0 });
  });

  test("opening balances: one entry per account against Saldos de apertura, once; Bancos and 3.4 are refused", async () => {
    const a = await api();
    const opened = await a.send(endpoints.postOpeningBalances, {
      body: {
        openingDate: "2024-07-01",
        balances: [
          { accountCode: "1.2.02", debit: "3000.00" },
          { accountCode: "3.1", credit: "2500.50" },
        ],
      },
    });
    expect(
      opened.map((entry) => [
        entry.entryDate,
        entry.originType,
        entry.description,
        entry.lines.map((line) => [line.accountCode, line.debit, line.credit]),
      ]),
    ).toEqual([
      [
        "2024-07-01",
        "opening",
        expect.stringMatching(/^Saldo de apertura: 1\.2\.02 /),
        [
          ["1.2.02", "3000.00", "0.00"],
          ["3.4", "0.00", "3000.00"],
        ],
      ],
      [
        "2024-07-01",
        "opening",
        "Saldo de apertura: 3.1 Capital social",
        [
          ["3.1", "0.00", "2500.50"],
          ["3.4", "2500.50", "0.00"],
        ],
      ],
    ]);
    const trial = await a.send(endpoints.trialBalance, { query: { from: "2024-07-01", to: "2024-07-31" } });
    expect(trial.rows.find((row) => row.accountCode === "1.2.02")).toMatchObject({ debits: "3000.00" });

    const count = await entryCount();
    // Twice for one account: a correction is a manual entry.
    expect(
      await a.post("/api/accounting/opening-balances", {
        openingDate: "2024-07-01",
        balances: [
          { accountCode: "1.1.01", debit: "10.00" },
          { accountCode: "1.2.02", debit: "1.00" },
        ],
      }),
    ).toEqual({ status: 409, body: { error: openingAlreadyPosted("1.2.02") } });
    const refused = (accountCode: string) =>
      a.post("/api/accounting/opening-balances", {
        openingDate: "2024-07-01",
        balances: [{ accountCode, debit: "1" }],
      });
    await expectIssue(await refused("1.1.02"), "balances.0.accountCode", openingNotFor("1.1.02"));
    await expectIssue(await refused("3.4"), "balances.0.accountCode", openingNotFor("3.4"));
    await expectIssue(await refused("9.9.9"), "balances.0.accountCode", "La cuenta 9.9.9 no existe");
    await expectIssue(
      await a.post("/api/accounting/opening-balances", {
        openingDate: "2024-07-01",
        balances: [
          { accountCode: "1.1.01", debit: "1" },
          { accountCode: "1.1.01", credit: "1" },
        ],
      }),
      "balances.1.accountCode",
      openingAccountTwice("1.1.01"),
    );
    expect(await entryCount()).toBe(count);
    expect(await journalTotals(getDb())).toMatchObject({ unbalanced: 0 });
  });

  test("staff cannot read or write the books", async () => {
    const { createUser, signIn, jsonRequest } = await import("../../test/harness");
    const a = await api();
    const staff = await createUser(getDb(), { role: "staff" });
    const cookie = await signIn(a.app, staff.email, staff.password);
    expect((await jsonRequest(a.app, "GET", "/api/accounting/trial-balance", { cookie })).status).toBe(403);
    const body = {
      entryDate: "2026-01-01",
      description: "x",
      lines: [
        { accountCode: "1.1.01", debit: "1" },
        { accountCode: "3.1", credit: "1" },
      ],
    };
    expect((await jsonRequest(a.app, "POST", "/api/accounting/journal", { cookie, body })).status).toBe(403);
  });
});
