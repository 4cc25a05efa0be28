import { expect, test } from "bun:test";
import {
  calendarPriorityLabels,
  calendarTypeLabels,
  debtStatusLabels,
  endpoints,
  todayInPanama,
} from "../../../contract";
import { accountsPayable, accountsReceivable, suppliers } from "../../../db/schema";
import { weekdayName } from "../../../domain/finance/exports";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { csvDate, excelDate, readCsv, readXlsx } from "../../../test/exports";
import { insertClient } from "../../../test/fixtures";

const HEADERS = [
  "Tipo",
  "Cliente/Proveedor",
  "Factura",
  "Vencimiento",
  "Día",
  "Monto",
  "Estado",
  "Prioridad",
  "Descripción",
];

describeEachDatabase("GET /api/financial/calendar/export", (getDb) => {
  const month = todayInPanama().slice(0, 7);
  const file = /^attachment; filename="calendario-pagos-\d{4}-\d{2}-\d{2}\.(csv|xlsx)"$/;

  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { company: "Café del Volcán" });
    const [supplier] = await db
      .insert(suppliers)
      .values({ supplierCode: `PRV-${crypto.randomUUID().slice(0, 8)}`, name: "Suministros Chiriquí" })
      .returning();
    const debt = (invoiceNumber: string, dueDay: string, balance: string, status: "pending" | "paid") => ({
      invoiceNumber,
      issueDate: `${month}-01`,
      dueDate: `${month}-${dueDay}`,
      totalAmount: "1000.00",
      balanceAmount: balance,
      status,
    });
    await db.insert(accountsReceivable).values([
      { clientId, description: "Sitio web", ...debt("FAC-0001", "01", "1000.00", "pending") },
      { clientId, description: null, ...debt("FAC-0002", "28", "0.00", "paid") },
    ]);
    await db
      .insert(accountsPayable)
      .values([
        { supplierId: supplier?.id as number, description: "Papelería", ...debt("P-77", "15", "250.75", "pending") },
      ]);
    return api;
  }

  test("CSV: the calendar's items of the filtered window, in its order, with its labels", async () => {
    const api = await setup();
    const list = await api.send(endpoints.paymentCalendar, { query: { period: "month" } });
    expect(list.items).toHaveLength(3);
    const records = await readCsv(
      await api.request("GET", "/api/financial/calendar/export?period=month&format=csv"),
      file,
    );
    expect(records[0]).toEqual(HEADERS);
    expect(records.slice(1)).toEqual(
      list.items.map((item) => [
        calendarTypeLabels[item.type],
        item.counterpartyName ?? "",
        item.invoiceNumber,
        csvDate(item.dueDate),
        weekdayName(item.dueDate),
        item.amount,
        debtStatusLabels[item.status],
        calendarPriorityLabels[item.priority],
        item.description ?? "",
      ]),
    );
    expect(records[1]?.slice(0, 3)).toEqual(["Por Cobrar", "Café del Volcán", "FAC-0001"]);
    expect(records.map((record) => record[5])).toContain("250.75");
  });

  test("the same filters as the list: type and status", async () => {
    const api = await setup();
    const query = { period: "month", type: "payable", status: "all" };
    const list = await api.send(endpoints.paymentCalendar, { query });
    const records = await readCsv(
      await api.request("GET", `/api/financial/calendar/export?${new URLSearchParams(query)}`),
      file,
    );
    expect(records.slice(1).map((record) => record[2])).toEqual(list.items.map((item) => item.invoiceNumber));
    expect(records.slice(1).every((record) => record[0] === "Por Pagar")).toBe(true);
    const paid = await readCsv(await api.request("GET", "/api/financial/calendar/export?status=paid"), file);
    expect(paid.slice(1).every((record) => record[6] === "Pagado")).toBe(true);
  });

  test("XLSX: the same rows with numeric amounts and real dates", async () => {
    const api = await setup();
    const list = await api.send(endpoints.paymentCalendar, { query: { period: "month" } });
    const { name, rows } = await readXlsx(
      await api.request("GET", "/api/financial/calendar/export?period=month&format=xlsx"),
      file,
    );
    expect(name).toBe("Cronograma de Pagos");
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1)).toEqual(
      list.items.map((item) => [
        calendarTypeLabels[item.type],
        item.counterpartyName,
        item.invoiceNumber,
        excelDate(item.dueDate),
        weekdayName(item.dueDate),
        Number(item.amount),
        debtStatusLabels[item.status],
        calendarPriorityLabels[item.priority],
        item.description,
      ]),
    );
  });

  test("descriptions with line breaks and formulas: one field each, read back as Excel splits rows", async () => {
    const api = await setup();
    const db = getDb();
    const { id: clientId } = await insertClient(db, { company: "Textos Peligrosos" });
    // A staff-written description reaches this export; each line after a break must stay in its cell.
    const descriptions = ["Servicio\n+cmd|' /C calc'!A0", "\r=1+1", "Línea 1\r\n@SUM(A1)", "Nota\r-2+3"];
    await db.insert(accountsReceivable).values(
      descriptions.map((description, index) => ({
        clientId,
        description,
        invoiceNumber: `SALTO-${index}`,
        issueDate: `${month}-01`,
        dueDate: `${month}-02`,
        totalAmount: "10.00",
        balanceAmount: "10.00",
        status: "pending" as const,
      })),
    );
    const list = await api.send(endpoints.paymentCalendar, { query: { period: "month" } });
    const records = await readCsv(await api.request("GET", "/api/financial/calendar/export?period=month"), file);
    expect(records).toHaveLength(list.items.length + 1);
    const described = (invoice: string) => records.find((record) => record[2] === invoice)?.[8];
    expect(descriptions.map((_, index) => described(`SALTO-${index}`))).toEqual([
      "Servicio\n+cmd|' /C calc'!A0",
      "'\r=1+1",
      "Línea 1\r\n@SUM(A1)",
      "Nota\r-2+3",
    ]);
    for (const record of records) expect(record.filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);

    const { rows } = await readXlsx(
      await api.request("GET", "/api/financial/calendar/export?period=month&format=xlsx"),
      file,
    );
    expect(rows).toHaveLength(list.items.length + 1);
    // An Excel cell is text, never a formula: the descriptions are kept as written (XML reads a CR as LF).
    expect(descriptions.map((_, index) => rows.find((row) => row[2] === `SALTO-${index}`)?.[8])).toEqual(
      descriptions.map((description) => description.replace(/\r\n?/g, "\n")),
    );
  });

  test("an unknown format or filter is a Spanish 400", async () => {
    const api = await setup();
    await expectIssue(
      await api.request("GET", "/api/financial/calendar/export?format=pdf"),
      "format",
      "Formato de exportación inválido",
    );
    await expectIssue(
      await api.request("GET", "/api/financial/calendar/export?period=year"),
      "period",
      "Período inválido",
    );
  });
});
