import { expect, test } from "bun:test";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { endpoints } from "../../../contract";
import type { StatementMapping } from "../../../contract/banking/banking";
import { listsChangedBy } from "../../../contract/list-relations";
import { bankStatementImports, bankStatementLines, bankStatementMappings, transactions } from "../../../db/schema";
import { ACCOUNT_HAS_STATEMENTS } from "../../../domain/finance/bank-accounts";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { panamaDate } from "../../../test/fixtures";
import { createUser, ORIGIN, signIn } from "../../../test/harness";
import { parseAnswer } from "../../../test/typed-request";

const mapping: StatementMapping = {
  preset: null,
  skipRows: 1,
  encoding: "utf-8",
  delimiter: ",",
  dateFormat: "YYYY-MM-DD",
  decimalSeparator: ".",
  columns: { date: 1, description: 2, reference: 3, amount: 4, debit: null, credit: null, balance: 5 },
};
const csvOf = (rows: string[]) => ["Fecha,Descripción,Referencia,Monto,Saldo", ...rows].join("\n");

describeEachDatabase("/api/financial/bank-accounts/{id}/statements", (getDb) => {
  const api = () => signedInApi(getDb());
  const newAccount = async () =>
    (await api()).send(endpoints.createBankAccount, {
      body: {
        bankName: "Banco General",
        accountNumber: `04-${Math.random().toString().slice(2, 10)}`,
        currentBalance: "1500.00",
      },
    });
  /** POSTs a statement file as the form the routes read: the raw Response. */
  const upload = async (
    path: string,
    file: { name: string; text: string },
    fields: Record<string, string> = {},
    cookie?: string,
  ) => {
    const session = await api();
    const form = new FormData();
    form.append("file", new File([file.text], file.name));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    return session.app.request(path, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: cookie ?? session.cookie },
      body: form,
    });
  };
  const previewPath = (id: number) => `/api/financial/bank-accounts/${id}/statements/preview`;
  const importPath = (id: number) => `/api/financial/bank-accounts/${id}/statements`;
  /** A preview the API must answer (200). */
  const preview = async (id: number, name: string, text: string, fields?: Record<string, string>) =>
    parseAnswer(endpoints.previewStatement, await upload(previewPath(id), { name, text }, fields));
  /** An import the API must store (201). */
  const importFile = async (id: number, name: string, text: string, fields?: Record<string, string>) =>
    parseAnswer(endpoints.importStatement, await upload(importPath(id), { name, text }, fields));
  /** A preview or an import the API may refuse: its raw Response. */
  const refusedPreview = (id: number, name: string, text: string, fields?: Record<string, string>) =>
    upload(previewPath(id), { name, text }, fields);
  const refusedImport = (id: number, name: string, text: string, fields?: Record<string, string>) =>
    upload(importPath(id), { name, text }, fields);
  const storedLines = async (id: number) =>
    (await getDb().select({ n: count() }).from(bankStatementLines).where(eq(bankStatementLines.bankAccountId, id)))[0]
      ?.n;
  const today = panamaDate(0);
  const yesterday = panamaDate(-1);

  test("preview marks each line new and stores nothing; import stores them once; re-import adds nothing", async () => {
    const account = await newAccount();
    const file = csvOf([`${yesterday},DEPOSITO,R1,100.00,1600.00`, `${today},"COMISION, ACH",,(2.50),1597.50`]);
    const body = await preview(account.id, "marzo.csv", file, { mapping: JSON.stringify(mapping) });
    expect(body).toMatchObject({
      format: "csv",
      newLines: 2,
      existingLines: 0,
      periodStart: yesterday,
      periodEnd: today,
      closingBalance: "1597.50",
      ledgerBalance: "1500.00",
      difference: "97.50",
    });
    expect(body.lines[1]).toEqual({
      date: today,
      description: "COMISION, ACH",
      reference: null,
      amount: "-2.50",
      balance: "1597.50",
      isNew: true,
    });
    expect(await storedLines(account.id)).toBe(0);
    expect(
      await getDb().select().from(bankStatementMappings).where(eq(bankStatementMappings.bankAccountId, account.id)),
    ).toEqual([]);

    const record = await importFile(account.id, "marzo.csv", file, { mapping: JSON.stringify(mapping) });
    expect(record).toMatchObject({
      fileName: "marzo.csv",
      format: "csv",
      lineCount: 2,
      newLines: 2,
      existingLines: 0,
      closingBalance: "1597.50",
      ledgerBalance: "1500.00",
      difference: "97.50",
      importedBy: "Ana",
    });
    expect(await storedLines(account.id)).toBe(2);
    expect(await activityFor(getDb(), "bank_statement", record.id)).toEqual([
      {
        action: "create",
        summary: `Estado de cuenta importado en Banco General - ${account.accountNumber}: 2 líneas nuevas, 0 ya estaban`,
        userId: (await api()).userId,
      },
    ]);

    // The mapping was saved: the same file again needs none, and adds nothing.
    const saved = await (await api()).send(endpoints.statementMapping, { params: { id: account.id } });
    expect(saved.mapping).toEqual(mapping);
    expect(saved.presets.map((p) => p.key)).toEqual(["banco_general", "banco_general_movimientos", "banistmo", "bac"]);
    const again = await preview(account.id, "marzo.csv", file);
    expect(again).toMatchObject({ newLines: 0, existingLines: 2 });
    const reimport = await importFile(account.id, "marzo.csv", file);
    expect(reimport).toMatchObject({ lineCount: 2, newLines: 0, existingLines: 2 });
    expect(await storedLines(account.id)).toBe(2);

    const imports = await (await api()).send(endpoints.listStatementImports, { params: { id: account.id } });
    expect(imports.map((i) => i.newLines)).toEqual([0, 2]);
    const byName = await (await api()).send(endpoints.listStatementImports, {
      params: { id: account.id },
      query: { q: "abril" },
    });
    expect(byName).toEqual([]);
    const lines = await (await api()).request(
      "GET",
      `/api/financial/bank-accounts/${account.id}/statement-lines?limit=1`,
    );
    expect(lines.headers.get("X-Total-Count")).toBe("2");
    expect((await parseAnswer(endpoints.listStatementLines, lines))[0]).toMatchObject({
      date: today,
      amount: "-2.50",
      matchId: null,
    });
    const unmatched = await (await api()).send(endpoints.listStatementLines, {
      params: { id: account.id },
      query: { status: "unmatched", q: "deposito" },
    });
    expect(unmatched.map((l) => l.reference)).toEqual(["R1"]);
  });

  test("a preview changes no list; an import refreshes the account's lists (live updates)", () => {
    expect(listsChangedBy("/api/financial/bank-accounts/3/statements/preview")).toEqual([]);
    expect(listsChangedBy("/api/financial/bank-accounts/3/statements")).toContain("/api/financial/bank-accounts");
  });

  test("overlapping statements store the shared lines once, two equal fees as two", async () => {
    const account = await newAccount();
    const first = csvOf([`${yesterday},CARGO,,-1.00,1499.00`, `${yesterday},CARGO,,-1.00,1499.00`]);
    const second = csvOf([
      `${yesterday},CARGO,,-1.00,1499.00`,
      `${yesterday},CARGO,,-1.00,1499.00`,
      `${today},DEPOSITO,D9,50.00,1549.00`,
    ]);
    const fields = { mapping: JSON.stringify(mapping) };
    expect(await importFile(account.id, "a.csv", first, fields)).toMatchObject({ newLines: 2 });
    expect(await preview(account.id, "b.csv", second, fields)).toMatchObject({ newLines: 1, existingLines: 2 });
    expect(await importFile(account.id, "b.csv", second, fields)).toMatchObject({
      newLines: 1,
      existingLines: 2,
    });
    expect(await storedLines(account.id)).toBe(3);
  });

  test("an OFX needs no mapping; its LEDGERBAL is compared with the books", async () => {
    const account = await newAccount();
    const day = today.replaceAll("-", "");
    const ofx = [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "",
      "<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST>",
      `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${day}<TRNAMT>25.00<FITID>F1<NAME>DEPOSITO</STMTTRN>`,
      "</BANKTRANLIST>",
      `<LEDGERBAL><BALAMT>1525.00<DTASOF>${day}</LEDGERBAL>`,
      "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");
    const stored = await importFile(account.id, "estado.OFX", ofx);
    expect(stored).toMatchObject({ format: "ofx", newLines: 1, closingBalance: "1525.00", difference: "25.00" });
    expect(await importFile(account.id, "estado.ofx", ofx)).toMatchObject({ newLines: 0, existingLines: 1 });
  });

  test("Yappy's report (format 'yappy'): each collection with its fees, the fees recorded as bank expenses and matched", async () => {
    const account = await newAccount();
    const day = today.split("-").reverse().join("/");
    const report = [
      "Reporte de cobros Yappy",
      "Fecha,Cliente,Referencia,Monto,Comisión,ITBMS,Neto",
      `${day},José Pérez,YP-${account.id}-1,"1,070.00",21.40,1.50,"1,047.10"`,
      `${day},Ana Núñez,YP-${account.id}-2,12.00,0.24,0.02,11.74`,
    ].join("\r\n");
    const stored = await importFile(account.id, "cobros-yappy.csv", report, { format: "yappy" });
    expect(stored).toMatchObject({ format: "yappy", newLines: 6, existingLines: 0, closingBalance: null });
    // The collections wait to be matched to their invoices; the fees are already in the books, matched.
    const unmatched = await (await api()).send(endpoints.listUnmatchedStatementLines, { params: { id: account.id } });
    expect(unmatched.map((line) => line.amount).sort()).toEqual(["1070.00", "12.00"]);
    const fees = await getDb()
      .select({ amount: transactions.amount, description: transactions.description })
      .from(transactions)
      .where(eq(transactions.bankAccountId, account.id));
    expect(fees.map((fee) => fee.amount).sort()).toEqual(["0.02", "0.24", "1.50", "21.40"]);
    const matched = await getDb()
      .select({ n: count() })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.bankAccountId, account.id), isNotNull(bankStatementLines.matchId)));
    expect(matched[0]?.n).toBe(4);
    // The same report again: nothing new, no fee twice.
    const again = await importFile(account.id, "cobros-yappy.csv", report, { format: "yappy" });
    expect(again).toMatchObject({ newLines: 0, existingLines: 6 });
    expect(
      (await getDb().select({ n: count() }).from(transactions).where(eq(transactions.bankAccountId, account.id)))[0]?.n,
    ).toBe(4);
  });

  test("a broken file stores nothing and names the line; other bad input is a Spanish 400", async () => {
    const account = await newAccount();
    const broken = csvOf([`${today},BIEN,,1.00,1501.00`, "2026-02-31,MAL,,1.00,1502.00"]);
    const fields = { mapping: JSON.stringify(mapping) };
    await expectIssue(
      await refusedImport(account.id, "roto.csv", broken, fields),
      "file",
      "Línea 3: la fecha «2026-02-31» no es válida (formato YYYY-MM-DD)",
    );
    expect(await storedLines(account.id)).toBe(0);
    expect(
      await getDb().select().from(bankStatementImports).where(eq(bankStatementImports.bankAccountId, account.id)),
    ).toEqual([]);
    await expectIssue(
      await refusedPreview(account.id, "estado.csv", broken),
      "mapping",
      "Indique la asignación de columnas del archivo (CSV o Excel)",
    );
    await expectIssue(
      await refusedPreview(account.id, "estado.pdf", broken),
      "file",
      "Formato de archivo no admitido: use .csv, .xlsx, .ofx o .qfx",
    );
    await expectIssue(
      await refusedPreview(account.id, "a.csv", broken, { mapping: "{" }),
      "mapping",
      "La asignación de columnas no es JSON válido",
    );
    await expectIssue(
      await refusedPreview(account.id, "a.csv", broken, {
        mapping: JSON.stringify({ ...mapping, columns: { ...mapping.columns, amount: null } }),
      }),
      "mapping.columns.amount",
      "Indique la columna del monto, o las de débito y crédito",
    );
    await expectIssue(
      await refusedPreview(account.id, "a.csv", csvOf([]), fields),
      "file",
      "El archivo no tiene movimientos",
    );
    const noFile = await (await api()).app.request(`/api/financial/bank-accounts/${account.id}/statements`, {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: (await api()).cookie },
      body: new FormData(),
    });
    await expectIssue(noFile, "file", "Seleccione el archivo del estado de cuenta");
    const missing = await refusedPreview(999999, "a.csv", broken, fields);
    expect(await missing.json()).toEqual({ error: "Cuenta bancaria no encontrada" });
  });

  test("an account with imported statements cannot be deleted, and says why", async () => {
    const account = await newAccount();
    await importFile(account.id, "a.csv", csvOf([`${today},X,,1.00,`]), { mapping: JSON.stringify(mapping) });
    const refused = await (await api()).del(`/api/financial/bank-accounts/${account.id}`);
    expect(refused).toEqual({ status: 409, body: { error: ACCOUNT_HAS_STATEMENTS } });
  });

  test("admin and finance import; staff may not read or send statements", async () => {
    const account = await newAccount();
    const session = await api();
    const file = csvOf([`${today},X,,1.00,`]);
    for (const role of ["finance", "staff"] as const) {
      const user = await createUser(getDb(), { role });
      const cookie = await signIn(session.app, user.email, user.password);
      const answer = await upload(
        previewPath(account.id),
        { name: "a.csv", text: file },
        { mapping: JSON.stringify(mapping) },
        cookie,
      );
      expect(answer.status).toBe(role === "finance" ? 200 : 403);
      const lines = await session.app.request(`/api/financial/bank-accounts/${account.id}/statement-lines`, {
        headers: { Cookie: cookie },
      });
      expect(lines.status).toBe(role === "finance" ? 200 : 403);
    }
  });
});
