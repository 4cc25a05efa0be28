import { beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import {
  endpoints,
  PAGE_LIMIT_MESSAGE,
  type TransactionRecord,
  transactionStatusLabels,
  transactionTypeLabels,
} from "../../../contract";
import type { Db } from "../../../db/client";
import { bankAccounts, transactionCategories, transactions } from "../../../db/schema";
import { expectIssue, signedInApi, type TestApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { csvDate, excelDate, readCsv, readXlsx } from "../../../test/exports";

const HEADERS = [
  "Fecha",
  "Tipo",
  "Descripción",
  "Referencia",
  "Categoría",
  "Cuenta Bancaria",
  "Monto",
  "Moneda",
  "Estado",
];
const file = /^attachment; filename="transacciones-\d{4}-\d{2}-\d{2}\.(csv|xlsx)"$/;

/** The CSV record the export writes for a transaction of the list. */
const csvRecord = (row: TransactionRecord) => [
  csvDate(row.transactionDate),
  transactionTypeLabels[row.transactionType],
  row.description,
  row.reference ?? "",
  row.categoryName ?? "",
  row.bankAccountName ?? "",
  row.amount,
  row.currency,
  transactionStatusLabels[row.status],
];

describeEachDatabase("GET /api/financial/transactions/export", (getDb) => {
  let seeded: Promise<void> | undefined;

  /** Known transactions, once per database; the tests compare the file with the list. */
  async function setup(): Promise<TestApi> {
    const db = getDb();
    const api = await signedInApi(db);
    seeded ??= seed(db);
    await seeded;
    return api;
  }

  async function seed(db: Db) {
    const [account] = await db
      .insert(bankAccounts)
      .values({ bankName: "Banco General", accountName: "Operativa", accountNumber: "03-72-01-124578-0" })
      .returning();
    const [category] = await db.select().from(transactionCategories).limit(1);
    await db.insert(transactions).values([
      {
        transactionDate: "2026-03-15",
        transactionType: "income",
        amount: "1234.50",
        description: 'Cobro "Café del Volcán", S.A.',
        reference: "ACH-7781",
        categoryId: category?.id,
        bankAccountId: account?.id,
      },
      {
        transactionDate: "2026-03-16",
        transactionType: "expense",
        amount: "89.99",
        currency: "USD",
        description: "Licencias de software\nanuales",
        reference: "TC-0042",
        status: "pending",
      },
      {
        transactionDate: "2026-02-01",
        transactionType: "expense",
        amount: "0.05",
        description: "Comisión bancaria",
        status: "cancelled",
      },
      {
        transactionDate: "2026-04-30",
        transactionType: "adjustment",
        amount: "10.00",
        description: "Ajuste de cierre",
      },
    ]);
    // Enough rows for three pages of the export, all on one day, to check order across pages.
    await db.insert(transactions).values(
      Array.from({ length: 2345 }, (_, index) => ({
        transactionDate: "2025-12-31",
        transactionType: "income" as const,
        amount: `${index + 1}.25`,
        description: `Venta de mostrador ${index + 1}`,
        reference: `MOST-${index + 1}`,
      })),
    );
  }

  const list = async (api: TestApi, query: string) =>
    api.send(endpoints.listTransactions, { query: Object.fromEntries(new URLSearchParams(query)) });
  const exportCsv = async (api: TestApi, query: string) =>
    readCsv(await api.request("GET", `/api/financial/transactions/export?${query}`), file);

  test("CSV: BOM, Spanish headers and every row of the list in its order, across pages", async () => {
    const api = await setup();
    const expected = await list(api, "");
    expect(expected.length).toBeGreaterThan(2345);
    const records = await exportCsv(api, "format=csv");
    expect(records[0]).toEqual(HEADERS);
    expect(records.slice(1)).toEqual(expected.map(csvRecord));
    expect(records[1]).toEqual(["30/04/2026", "Ajuste", "Ajuste de cierre", "", "", "", "10.00", "PAB", "Completado"]);
    expect(records.find((record) => record[3] === "ACH-7781")).toEqual([
      "15/03/2026",
      "Ingreso",
      'Cobro "Café del Volcán", S.A.',
      "ACH-7781",
      expected.find((row) => row.reference === "ACH-7781")?.categoryName ?? "",
      "Operativa - Banco General",
      "1234.50",
      "PAB",
      "Completado",
    ]);
  });

  test("the same filters as the list: search, type, status, dates; a page asked for is ignored", async () => {
    const api = await setup();
    for (const query of [
      "q=tc-0042",
      "q=mostrador 12",
      "type=expense",
      "status=cancelled",
      "from=2026-03-01&to=2026-03-31",
      "type=income&from=2026-01-01",
    ]) {
      const expected = await list(api, query);
      const records = await exportCsv(api, `${query}&limit=5&offset=1`);
      expect(records.slice(1)).toEqual(expected.map(csvRecord));
    }
    const expenses = await exportCsv(api, "type=expense");
    expect(expenses.slice(1).map((record) => record[2])).toEqual([
      "Licencias de software\nanuales",
      "Comisión bancaria",
    ]);
    expect(expenses.slice(1).map((record) => record[8])).toEqual(["Pendiente", "Cancelado"]);
  });

  test("XLSX: the same rows, amounts as numbers and dates as dates", async () => {
    const api = await setup();
    const expected = await list(api, "from=2026-01-01");
    const { name, rows, formats } = await readXlsx(
      await api.request("GET", "/api/financial/transactions/export?format=xlsx&from=2026-01-01"),
      file,
    );
    expect(name).toBe("Transacciones");
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1)).toEqual(
      expected.map((row) => [
        excelDate(row.transactionDate),
        transactionTypeLabels[row.transactionType],
        row.description,
        row.reference,
        row.categoryName,
        row.bankAccountName,
        Number(row.amount),
        row.currency,
        transactionStatusLabels[row.status],
      ]),
    );
    expect(formats[1]?.[0]).toBe("dd/mm/yyyy");
    expect(formats[1]?.[6]).toBe("#,##0.00");
  });

  test("bad filters answer the list's Spanish 400", async () => {
    const api = await setup();
    await expectIssue(
      await api.request("GET", "/api/financial/transactions/export?format=ods"),
      "format",
      "Formato de exportación inválido",
    );
    await expectIssue(
      await api.request("GET", "/api/financial/transactions/export?type=gift"),
      "type",
      "Tipo de transacción inválido",
    );
    await expectIssue(
      await api.request("GET", "/api/financial/transactions/export?limit=0"),
      "limit",
      PAGE_LIMIT_MESSAGE,
    );
    await expectIssue(
      await api.request("GET", "/api/financial/transactions/export?from=2026-03-10&to=2026-03-01"),
      "to",
      "La fecha final no puede ser anterior a la inicial",
    );
  });

  test("needs a session", async () => {
    const api = await setup();
    expect((await api.app.request("/api/financial/transactions/export")).status).toBe(401);
  });
});

describeEachDatabase("GET /api/financial/transactions/export of 100,000 rows", (getDb) => {
  beforeAll(async () => {
    // One statement, short texts: the search indexes make each row's insert the costly part.
    await getDb().execute(sql`insert into transactions (transaction_date, amount, description)
      select date '2026-01-01' + (g % 365), g % 1000 + 0.5, 'Servicio'
      from generate_series(1, 100000) g`);
  }, 120_000);

  /** Starts the export, and once its first bytes are in, another request: which ends first. */
  async function otherRequestDuringExport(api: TestApi, format: "csv" | "xlsx") {
    const response = await api.request("GET", `/api/financial/transactions/export?format=${format}`);
    expect(response.status).toBe(200);
    const events: string[] = [];
    let other: Promise<number> | undefined;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done } = await reader.read();
      if (done) {
        events.push("export finished");
        break;
      }
      if (events.length > 0) {
        events.push("export still streaming");
        // The rest of the file is not needed: giving up stops the export's reads.
        await reader.cancel();
        break;
      }
      // Another client's request comes from the socket as a task of the event loop, not as the
      // continuation of a promise: a timer stands for it.
      other ??= new Promise((resolve) =>
        setTimeout(async () => {
          const health = await api.request("GET", "/api/health");
          events.push("other request answered");
          resolve(health.status);
        }, 0),
      );
    }
    expect(await other).toBe(200);
    return events;
  }

  test("CSV and XLSX: another request is answered while the export is still streaming", async () => {
    const api = await signedInApi(getDb());
    for (const format of ["csv", "xlsx"] as const) {
      expect(await otherRequestDuringExport(api, format)).toEqual(["other request answered", "export still streaming"]);
    }
  });
});
