import { describe, expect, spyOn, test } from "bun:test";
import { Hono } from "hono";
import { todayInPanama } from "../contract";
import { type ExportColumn, type ExportTable, pagesOf } from "../domain/exports";
import { readCsv, readXlsx } from "../test/exports";
import type { AppEnv } from "./context";
import { exportResponse } from "./exports";

type Row = { id: number; name: string; amount: string; day: string; at: string };

const columns: ReadonlyArray<ExportColumn<Row>> = [
  { header: "Número", type: "text", value: (row) => String(row.id) },
  { header: "Descripción", type: "text", value: (row) => row.name },
  { header: "Monto", type: "money", value: (row) => row.amount },
  { header: "Fecha", type: "date", value: (row) => row.day },
  { header: "Hora", type: "datetime", value: (row) => row.at },
];

const allRows: Row[] = Array.from({ length: 2503 }, (_, index) => ({
  id: index + 1,
  name: index === 0 ? '=HYPERLINK("http://x") ñandú, "citas"' : `Fila ${index + 1}`,
  amount: index % 2 === 0 ? "1234.50" : "-0.05",
  day: "2026-02-28",
  // 2026-03-01 03:07 UTC is 2026-02-28 22:07 in Panama.
  at: "2026-03-01T03:07:00.000Z",
}));

function exportApp(rows: Row[], reads: number[]) {
  const table = (): ExportTable<Row> => ({
    fileName: "prueba",
    sheetName: "Prueba",
    columns,
    pages: pagesOf(async ({ limit, offset }) => {
      reads.push(offset);
      return rows.slice(offset, offset + limit);
    }, 1000),
  });
  return new Hono<AppEnv>().get("/:format", (c) => exportResponse(c, c.req.param("format") as "csv", table()));
}

describe("exportResponse", () => {
  test("CSV: BOM, Spanish headers, every page, decimals as sent, dd/MM/yyyy, Panama wall clock", async () => {
    const reads: number[] = [];
    const records = await readCsv(
      await exportApp(allRows, reads).request("/csv"),
      /^attachment; filename="prueba-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reads).toEqual([0, 1000, 2000]);
    expect(records[0]).toEqual(["Número", "Descripción", "Monto", "Fecha", "Hora"]);
    expect(records).toHaveLength(2504);
    // A formula is neutralised with an apostrophe; commas, quotes and accents survive.
    expect(records[1]).toEqual([
      "1",
      `'=HYPERLINK("http://x") ñandú, "citas"`,
      "1234.50",
      "28/02/2026",
      "28/02/2026 22:07",
    ]);
    // A negative amount is a number, not a formula.
    expect(records[2]).toEqual(["2", "Fila 2", "-0.05", "28/02/2026", "28/02/2026 22:07"]);
    expect(records.at(-1)?.[0]).toBe("2503");
  });

  test("the file is named after today in Panama", async () => {
    const response = await exportApp([], []).request("/csv");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="prueba-${todayInPanama()}.csv"`);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("CSV of no rows is the BOM and the header", async () => {
    const response = await exportApp([], []).request("/csv");
    expect(await readCsv(response, /prueba/)).toEqual([["Número", "Descripción", "Monto", "Fecha", "Hora"]]);
  });

  test("XLSX: numeric amounts, real dates with their formats, every page", async () => {
    const { name, rows, formats } = await readXlsx(await exportApp(allRows, []).request("/xlsx"), /prueba-.*\.xlsx"$/);
    expect(name).toBe("Prueba");
    expect(rows[0]).toEqual(["Número", "Descripción", "Monto", "Fecha", "Hora"]);
    expect(rows).toHaveLength(2504);
    expect(rows[1]).toEqual([
      "1",
      '=HYPERLINK("http://x") ñandú, "citas"',
      1234.5,
      new Date("2026-02-28T00:00:00Z"),
      new Date("2026-02-28T22:07:00Z"),
    ]);
    expect(rows[2]?.[2]).toBe(-0.05);
    expect(formats[1]?.slice(2)).toEqual(["#,##0.00", "dd/mm/yyyy", "dd/mm/yyyy hh:mm"]);
  });

  test("XLSX of no rows has the header only", async () => {
    const { rows } = await readXlsx(await exportApp([], []).request("/xlsx"), /prueba/);
    expect(rows).toEqual([["Número", "Descripción", "Monto", "Fecha", "Hora"]]);
  });

  test("a failing first page is an error status, not a cut download", async () => {
    const app = new Hono<AppEnv>().get("/", (c) =>
      exportResponse(c, "csv", {
        fileName: "x",
        sheetName: "x",
        columns,
        pages: pagesOf<Row>(async () => {
          throw new Error("boom");
        }),
      }),
    );
    app.onError((_error, c) => c.text("failed", 500));
    expect((await app.request("/")).status).toBe(500);
  });

  test("a failure after the first page cuts the download, logged, for CSV and XLSX alike", async () => {
    const failure = new Error("la base de datos se cayó");
    const logged = spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const format of ["csv", "xlsx"] as const) {
        const app = new Hono<AppEnv>().get("/", (c) =>
          exportResponse(c, format, {
            fileName: "x",
            sheetName: "x",
            columns,
            pages: pagesOf<Row>(async ({ offset }) => {
              if (offset > 0) throw failure;
              return allRows.slice(0, 1000);
            }, 1000),
          }),
        );
        const response = await app.request("/");
        // The 200 was already sent with the first page: the body ends in error, not as a short file.
        expect(response.status).toBe(200);
        await expect(response.arrayBuffer()).rejects.toThrow("la base de datos se cayó");
        expect(logged).toHaveBeenCalledWith(failure);
        logged.mockClear();
      }
    } finally {
      logged.mockRestore();
    }
  });
});
