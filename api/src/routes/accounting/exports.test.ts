import { expect, test } from "bun:test";
import {
  CHART_CODE_INVALID,
  EXPORT_FORMAT_MESSAGE,
  endpoints,
  type JournalEntryRecord,
  type ManualEntryInput,
} from "../../contract";
import { ACCOUNT_NOT_FOUND } from "../../domain/finance/ledger/books";
import { expectIssue, signedInApi } from "../../test/api";
import { describeEachDatabase } from "../../test/databases";
import { excelDate, readCsv, readXlsx } from "../../test/exports";

// The books' exports (api/docs/ledger.md, "Exports"): the journal a line per row with the list's
// filters, the trial balance of a period with its totals, an account's ledger with its balances.

const MONEY = "#,##0.00";

describeEachDatabase("/api/accounting exports", (getDb) => {
  const api = () => signedInApi(getDb());
  const tag = `exp-${crypto.randomUUID().slice(0, 6)}`;
  let posted: Promise<{ rent: JournalEntryRecord; fee: JournalEntryRecord }> | undefined;

  /** Three entries in a month of 2011 nobody else writes: one before May, two in it. */
  const entries = () => {
    posted ??= (async () => {
      const post = async (entryDate: string, description: string, lines: ManualEntryInput["lines"]) =>
        (await api()).send(endpoints.createJournalEntry, { body: { entryDate, description, lines } });
      await post("2011-04-30", `${tag} aporte de capital`, [
        { accountCode: "1.1.01", debit: "500.00" },
        { accountCode: "3.1", credit: "500.00" },
      ]);
      const rent = await post("2011-05-10", `${tag} alquiler de mayo`, [
        { accountCode: "6.2.01", debit: "1234.50" },
        { accountCode: "1.1.01", credit: "1234.50" },
      ]);
      const fee = await post("2011-05-20", `${tag} consultoría`, [
        { accountCode: "1.1.01", debit: "2000.00" },
        { accountCode: "4.1.03", credit: "2000.00" },
      ]);
      return { rent, fee };
    })();
    return posted;
  };
  const download = async (path: string) => (await api()).request("GET", path);
  const MAY = "from=2011-05-01&to=2011-05-31";

  test("the journal: a row per line, newest entry first, with the list's filters; amounts as numbers in Excel", async () => {
    const { rent, fee } = await entries();
    const path = `/api/accounting/journal/export?q=${tag}&${MAY}`;
    const csv = await readCsv(await download(path), /^attachment; filename="libro-diario-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv).toEqual([
      [
        "Asiento",
        "Fecha",
        "Descripción",
        "Origen",
        "Revierte el asiento",
        "Revertido por",
        "Cuenta",
        "Nombre de la cuenta",
        "Débito",
        "Crédito",
      ],
      [
        String(fee.id),
        "20/05/2011",
        `${tag} consultoría`,
        "Asiento manual",
        "",
        "",
        "1.1.01",
        "Caja",
        "2000.00",
        "0.00",
      ],
      [
        String(fee.id),
        "20/05/2011",
        `${tag} consultoría`,
        "Asiento manual",
        "",
        "",
        "4.1.03",
        "Consultoría",
        "0.00",
        "2000.00",
      ],
      [
        String(rent.id),
        "10/05/2011",
        `${tag} alquiler de mayo`,
        "Asiento manual",
        "",
        "",
        "6.2.01",
        "Alquiler",
        "1234.50",
        "0.00",
      ],
      [
        String(rent.id),
        "10/05/2011",
        `${tag} alquiler de mayo`,
        "Asiento manual",
        "",
        "",
        "1.1.01",
        "Caja",
        "0.00",
        "1234.50",
      ],
    ]);

    // The account filter keeps whole entries that touch the account.
    const rentOnly = await readCsv(
      await download(`/api/accounting/journal/export?q=${tag}&${MAY}&account=6.2.01`),
      /csv/,
    );
    expect(rentOnly.slice(1).map((row) => [row[0], row[6]])).toEqual([
      [String(rent.id), "6.2.01"],
      [String(rent.id), "1.1.01"],
    ]);

    const xlsx = await readXlsx(
      await download(`${path}&format=xlsx`),
      /^attachment; filename="libro-diario-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(xlsx.name).toBe("Libro diario");
    expect(xlsx.rows[1]).toEqual([
      String(fee.id),
      excelDate("2011-05-20"),
      `${tag} consultoría`,
      "Asiento manual",
      null,
      null,
      "1.1.01",
      "Caja",
      2000,
      0,
    ]);
    expect(xlsx.rows[3]?.slice(8)).toEqual([1234.5, 0]);
    expect(xlsx.formats[1]?.slice(8)).toEqual([MONEY, MONEY]);
  });

  test("the journal's export refuses what the list refuses: a bad format or account code (400)", async () => {
    await expectIssue(await download("/api/accounting/journal/export?format=pdf"), "format", EXPORT_FORMAT_MESSAGE);
    await expectIssue(await download("/api/accounting/journal/export?account=caja"), "account", CHART_CODE_INVALID);
  });

  test("the trial balance of a period: each account's opening, debits, credits and closing, then the totals", async () => {
    await entries();
    const name = /^attachment; filename="balance-de-comprobacion-2011-05-01-a-2011-05-31\.(csv|xlsx)"$/;
    const csv = await readCsv(await download(`/api/accounting/trial-balance/export?${MAY}`), name);
    expect(csv).toEqual([
      ["Código", "Cuenta", "Tipo", "Saldo inicial", "Débitos", "Créditos", "Saldo final"],
      ["1.1.01", "Caja", "Activo", "500.00", "2000.00", "1234.50", "1265.50"],
      ["3.1", "Capital social", "Patrimonio", "-500.00", "0.00", "0.00", "-500.00"],
      ["4.1.03", "Consultoría", "Ingresos", "0.00", "0.00", "2000.00", "-2000.00"],
      ["6.2.01", "Alquiler", "Gastos", "0.00", "1234.50", "0.00", "1234.50"],
      ["", "Totales", "", "", "3234.50", "3234.50", ""],
    ]);
    const xlsx = await readXlsx(await download(`/api/accounting/trial-balance/export?${MAY}&format=xlsx`), name);
    expect(xlsx.name).toBe("Balance de comprobación");
    expect(xlsx.rows[1]).toEqual(["1.1.01", "Caja", "Activo", 500, 2000, 1234.5, 1265.5]);
    expect(xlsx.rows[5]).toEqual([null, "Totales", null, null, 3234.5, 3234.5, null]);
    expect(xlsx.formats[1]?.slice(3)).toEqual([MONEY, MONEY, MONEY, MONEY]);
    await expectIssue(
      await download("/api/accounting/trial-balance/export?from=2011-05-31&to=2011-05-01"),
      "to",
      "La fecha final no puede ser anterior a la inicial",
    );
  });

  test("an account's ledger: the opening row, each line with the balance after it, the closing row; unknown account 404", async () => {
    const { rent, fee } = await entries();
    const name = /^attachment; filename="libro-mayor-1\.1\.01-2011-05-01-a-2011-05-31\.(csv|xlsx)"$/;
    const csv = await readCsv(await download(`/api/accounting/general-ledger/1.1.01/export?${MAY}`), name);
    expect(csv).toEqual([
      ["Fecha", "Asiento", "Descripción", "Origen", "Débito", "Crédito", "Saldo"],
      ["", "", "Saldo inicial · 1.1.01 Caja", "", "", "", "500.00"],
      ["10/05/2011", String(rent.id), `${tag} alquiler de mayo`, "Asiento manual", "0.00", "1234.50", "-734.50"],
      ["20/05/2011", String(fee.id), `${tag} consultoría`, "Asiento manual", "2000.00", "0.00", "1265.50"],
      ["", "", "Saldo final", "", "2000.00", "1234.50", "1265.50"],
    ]);
    const xlsx = await readXlsx(
      await download(`/api/accounting/general-ledger/1.1.01/export?${MAY}&format=xlsx`),
      name,
    );
    expect(xlsx.name).toBe("Mayor 1.1.01");
    expect(xlsx.rows[2]).toEqual([
      excelDate("2011-05-10"),
      String(rent.id),
      `${tag} alquiler de mayo`,
      "Asiento manual",
      0,
      1234.5,
      -734.5,
    ]);
    expect(xlsx.rows[4]?.slice(4)).toEqual([2000, 1234.5, 1265.5]);

    for (const code of ["9.9.99", "caja"]) {
      const missing = await download(`/api/accounting/general-ledger/${code}/export?${MAY}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: ACCOUNT_NOT_FOUND });
    }
  });
});
