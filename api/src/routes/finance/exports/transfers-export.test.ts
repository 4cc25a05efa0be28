import { expect, test } from "bun:test";
import { endpoints, transferStatusLabels } from "../../../contract";
import type { Db } from "../../../db/client";
import { bankAccounts, transfers } from "../../../db/schema";
import { expectIssue, signedInApi, type TestApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { readCsv, readXlsx } from "../../../test/exports";

const HEADERS = [
  "Fecha",
  "Cuenta Origen",
  "Cuenta Destino",
  "Monto",
  "Comisión",
  "Referencia",
  "Descripción",
  "Estado",
];
const file = /^attachment; filename="transferencias-\d{4}-\d{2}-\d{2}\.(csv|xlsx)"$/;

/** An instant as the CSV writes it: Panama's wall clock (UTC-5), dd/MM/yyyy HH:mm. */
function panamaStamp(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() - 5 * 3_600_000).toISOString();
  return `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)} ${shifted.slice(11, 16)}`;
}

describeEachDatabase("GET /api/financial/transfers/export", (getDb) => {
  let seeded: Promise<void> | undefined;

  async function setup(): Promise<TestApi> {
    const db = getDb();
    const api = await signedInApi(db);
    seeded ??= seed(db);
    await seeded;
    return api;
  }

  async function seed(db: Db) {
    const [general, banistmo] = await db
      .insert(bankAccounts)
      .values([
        { bankName: "Banco General", accountName: "Operativa", accountNumber: "03-72-01-1" },
        { bankName: "Banistmo", accountNumber: "01-02-3" },
      ])
      .returning();
    const from = general?.id as number;
    const to = banistmo?.id as number;
    await db.insert(transfers).values([
      {
        fromAccountId: from,
        toAccountId: to,
        amount: "2500.00",
        transferFee: "3.50",
        // 03:07 UTC on March 1st is 22:07 on February 28th in Panama.
        transferDate: new Date("2026-03-01T03:07:00Z"),
        reference: "TRF-001",
        description: "Fondeo de nómina",
      },
      {
        fromAccountId: to,
        toAccountId: from,
        amount: "0.01",
        transferDate: new Date("2026-03-10T15:00:00Z"),
        status: "pending",
      },
      {
        fromAccountId: from,
        toAccountId: to,
        amount: "100.00",
        transferDate: new Date("2026-01-05T14:30:00Z"),
        reference: "trf-legacy",
        status: "failed",
      },
    ]);
  }

  const list = async (api: TestApi, query: string) =>
    api.send(endpoints.listTransfers, { query: Object.fromEntries(new URLSearchParams(query)) });

  test("CSV: the list's transfers, latest first, dates on Panama's clock, plain decimals", async () => {
    const api = await setup();
    const expected = await list(api, "");
    const records = await readCsv(await api.request("GET", "/api/financial/transfers/export"), file);
    expect(records[0]).toEqual(HEADERS);
    expect(records.slice(1)).toEqual(
      expected.map((row) => [
        panamaStamp(row.transferDate),
        row.fromAccountName ?? "",
        row.toAccountName ?? "",
        row.amount,
        row.transferFee,
        row.reference ?? "",
        row.description ?? "",
        transferStatusLabels[row.status],
      ]),
    );
    expect(records).toContainEqual([
      "28/02/2026 22:07",
      "Operativa - Banco General",
      "Banistmo - Banistmo",
      "2500.00",
      "3.50",
      "TRF-001",
      "Fondeo de nómina",
      "Completada",
    ]);
  });

  test("the same filters as the list: search (any case), status, Panama dates", async () => {
    const api = await setup();
    for (const query of ["q=TRF", "status=pending", "from=2026-02-28&to=2026-02-28", "q=legacy&status=failed"]) {
      const expected = await list(api, query);
      const records = await readCsv(await api.request("GET", `/api/financial/transfers/export?${query}`), file);
      expect(records.slice(1).map((record) => record[3])).toEqual(expected.map((row) => row.amount));
    }
    const feb28 = await readCsv(
      await api.request("GET", "/api/financial/transfers/export?from=2026-02-28&to=2026-02-28"),
      file,
    );
    expect(feb28.slice(1).map((record) => record[5])).toEqual(["TRF-001"]);
  });

  test("XLSX: amounts and fees as numbers, the date as a date-time on Panama's clock", async () => {
    const api = await setup();
    const { name, rows, formats } = await readXlsx(
      await api.request("GET", "/api/financial/transfers/export?format=xlsx&q=TRF-001"),
      file,
    );
    expect(name).toBe("Transferencias");
    expect(rows).toEqual([
      HEADERS,
      [
        new Date("2026-02-28T22:07:00Z"),
        "Operativa - Banco General",
        "Banistmo - Banistmo",
        2500,
        3.5,
        "TRF-001",
        "Fondeo de nómina",
        "Completada",
      ],
    ]);
    expect(formats[1]?.slice(0, 5)).toEqual(["dd/mm/yyyy hh:mm", "", "", "#,##0.00", "#,##0.00"]);
  });

  test("bad filters answer a Spanish 400", async () => {
    const api = await setup();
    await expectIssue(
      await api.request("GET", "/api/financial/transfers/export?format=pdf"),
      "format",
      "Formato de exportación inválido",
    );
    await expectIssue(
      await api.request("GET", "/api/financial/transfers/export?status=lost"),
      "status",
      "Estado inválido",
    );
  });
});
