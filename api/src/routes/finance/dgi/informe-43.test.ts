import { expect, test } from "bun:test";
import { endpoints, type Informe43Line } from "../../../contract";
import { expectIssue, signedInApi, type TestApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { addMoney, subtractMoney } from "../../../test/dgi-fixtures";
import { readXlsx } from "../../../test/exports";
import type { RequestOf } from "../../../test/typed-request";

const PATH = "/api/financial/dgi/informe-43";
const MONTH = "2032-03";

type Books = Awaited<ReturnType<typeof writeBooks>>;

/** Three suppliers (complete, overridden by its payable, lacking RUC and codes) and their March invoices. */
async function writeBooks(api: TestApi) {
  const supplier = (body: RequestOf<typeof endpoints.createSupplier>["body"]) =>
    api.send(endpoints.createSupplier, { body });
  const legal = await supplier({
    supplierCode: "I43-J",
    name: "Distribuidora Istmeña, S.A.",
    ruc: "155587169-2-2014",
    dv: "09",
    personType: "J",
    purchaseConcept: "3",
    purchaseType: "1",
  });
  const natural = await supplier({
    supplierCode: "I43-N",
    name: "José Peña",
    ruc: "8-769-1080",
    dv: "56",
    personType: "N",
    purchaseConcept: "1",
    purchaseType: "1",
  });
  const unknown = await supplier({ supplierCode: "I43-X", name: "Proveedor sin datos" });
  const payable = (body: Omit<RequestOf<typeof endpoints.createPayable>["body"], "description">) =>
    api.send(endpoints.createPayable, { body: { description: "Compra", dueDate: "2032-12-31", ...body } });
  // Created out of date order: the report lists by issue date.
  const late = await payable({
    supplierId: legal.id,
    invoiceNumber: "FE-0099",
    issueDate: `${MONTH}-31`,
    totalAmount: "1070.00",
    itbmsRate: "7",
  });
  const imported = await payable({
    supplierId: natural.id,
    invoiceNumber: "A\tB 7",
    issueDate: `${MONTH}-01`,
    totalAmount: "230.00",
    itbmsRate: "15",
    purchaseConcept: "6",
    purchaseType: "2",
  });
  const bare = await payable({
    supplierId: unknown.id,
    invoiceNumber: "S/N",
    issueDate: `${MONTH}-15`,
    totalAmount: "12.34",
  });
  // Other months: not in March's report.
  await payable({ supplierId: legal.id, invoiceNumber: "FEB", issueDate: "2032-02-29", totalAmount: "50.00" });
  await payable({ supplierId: legal.id, invoiceNumber: "ABR", issueDate: "2032-04-01", totalAmount: "60.00" });
  return { legal, natural, unknown, late, imported, bare };
}

/** The lines as worked out from what was created: amount = total − the ITBMS worked by hand. */
function expectedLines({ legal, natural, unknown, late, imported, bare }: Books): Informe43Line[] {
  return [
    {
      payableId: imported.id,
      supplierId: natural.id,
      personType: "N",
      ruc: "8-769-1080",
      dv: "56",
      name: "José Peña",
      invoiceNumber: "A\tB 7",
      issueDate: `${MONTH}-01`,
      // The payable's own concept and type win over the supplier's.
      purchaseConcept: "6",
      purchaseType: "2",
      amount: subtractMoney("230.00", "30.00"),
      itbms: "30.00",
    },
    {
      payableId: bare.id,
      supplierId: unknown.id,
      personType: null,
      ruc: null,
      dv: null,
      name: "Proveedor sin datos",
      invoiceNumber: "S/N",
      issueDate: `${MONTH}-15`,
      purchaseConcept: null,
      purchaseType: null,
      amount: "12.34",
      itbms: "0.00",
    },
    {
      payableId: late.id,
      supplierId: legal.id,
      personType: "J",
      ruc: "155587169-2-2014",
      dv: "09",
      name: "Distribuidora Istmeña, S.A.",
      invoiceNumber: "FE-0099",
      issueDate: `${MONTH}-31`,
      purchaseConcept: "3",
      purchaseType: "1",
      amount: subtractMoney("1070.00", "70.00"),
      itbms: "70.00",
    },
  ];
}

describeEachDatabase("/api/financial/dgi/informe-43", (getDb) => {
  let books: Promise<Books> | undefined;
  async function setup() {
    const api = await signedInApi(getDb());
    books ??= writeBooks(api);
    return { api, books: await books };
  }

  test("one line per supplier invoice of the month, with the totals and what each line lacks", async () => {
    const { api, books } = await setup();
    const body = await api.send(endpoints.informe43, { query: { month: MONTH } });
    const lines = expectedLines(books);
    expect(body).toEqual({
      month: MONTH,
      from: `${MONTH}-01`,
      to: `${MONTH}-31`,
      lines,
      totals: { amount: addMoney(...lines.map((l) => l.amount)), itbms: addMoney(...lines.map((l) => l.itbms)) },
      warnings: [
        {
          payableId: books.bare.id,
          supplierId: books.unknown.id,
          missing: ["personType", "ruc", "purchaseConcept", "purchaseType"],
          message: "Proveedor Proveedor sin datos, factura S/N: falta tipo de persona, RUC, concepto y tipo de compra",
        },
      ],
    });
    expect(body.totals).toEqual({ amount: "1212.34", itbms: "100.00" });
  });

  test("the e-Tax file: tab-separated, CRLF, no header, Windows-1252, dates AAAAMMDD", async () => {
    const { api, books } = await setup();
    const response = await api.request("GET", `${PATH}.txt?month=${MONTH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=windows-1252");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="informe-43-${MONTH}.txt"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // 'ñ' is the single byte 0xF1 in Windows-1252 (two bytes in UTF-8).
    expect(bytes).toContain(0xf1);
    const text = new TextDecoder("windows-1252").decode(bytes);
    expect(text.endsWith("\r\n")).toBe(true);
    const records = text
      .slice(0, -2)
      .split("\r\n")
      .map((line) => line.split("\t"));
    expect(records).toEqual(
      expectedLines(books).map((line) => [
        line.personType ?? "",
        line.ruc ?? "",
        line.dv ?? "",
        line.name,
        // A tab inside a field would split the record: it is written as a space.
        line.invoiceNumber.replace("\t", " "),
        line.issueDate.replaceAll("-", ""),
        line.purchaseConcept ?? "",
        line.purchaseType ?? "",
        line.amount,
        line.itbms,
      ]),
    );
    expect(records[0]?.slice(5)).toEqual(["20320301", "6", "2", "200.00", "30.00"]);
  });

  test("the e-Tax file: a name or invoice number never splits a record nor starts a formula", async () => {
    const { api } = await setup();
    const month = "2032-07";
    const supplier = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: "I43-F",
        name: "\r=1+1 Servicios\n+cmd|' /C calc'!A0",
      },
    });
    for (const invoiceNumber of ["@SUM(A1)\t2", "Nº 5\r\n-2+3"]) {
      await api.send(endpoints.createPayable, {
        body: {
          supplierId: supplier.id,
          invoiceNumber,
          description: "Compra",
          issueDate: `${month}-10`,
          dueDate: `${month}-10`,
          totalAmount: "10.00",
        },
      });
    }
    const response = await api.request("GET", `${PATH}.txt?month=${month}`);
    const text = new TextDecoder("windows-1252").decode(await response.arrayBuffer());
    // Read as Excel opens a delimited text file: any CR or LF ends a line.
    const records = text
      .split(/\r\n|\r|\n/)
      .filter((line) => line !== "")
      .map((line) => line.split("\t"));
    expect(records.map((record) => record.length)).toEqual([10, 10]);
    expect(records.map((record) => record.slice(3, 5))).toEqual([
      ["'=1+1 Servicios +cmd|' /C calc'!A0", "'@SUM(A1) 2"],
      ["'=1+1 Servicios +cmd|' /C calc'!A0", "Nº 5 -2+3"],
    ]);
  });

  test("a foreign supplier's line carries its own country's tax id, no DV, and no warning", async () => {
    const { api } = await setup();
    const month = "2032-08";
    const aws = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: "I43-E",
        name: "Amazon Web Services, Inc.",
        ruc: "91-1646860",
        personType: "E",
        purchaseConcept: "6",
        purchaseType: "2",
      },
    });
    const payable = await api.send(endpoints.createPayable, {
      body: {
        supplierId: aws.id,
        invoiceNumber: "INV-9",
        description: "Servicios en la nube",
        issueDate: `${month}-03`,
        dueDate: `${month}-03`,
        totalAmount: "100.00",
      },
    });
    const body = await api.send(endpoints.informe43, { query: { month: month } });
    expect(body.lines).toEqual([
      {
        payableId: payable.id,
        supplierId: aws.id,
        personType: "E",
        ruc: "91-1646860",
        dv: null,
        name: "Amazon Web Services, Inc.",
        invoiceNumber: "INV-9",
        issueDate: `${month}-03`,
        purchaseConcept: "6",
        purchaseType: "2",
        amount: "100.00",
        itbms: "0.00",
      },
    ]);
    expect(body.warnings).toEqual([]);
    const file = await api.request("GET", `${PATH}.txt?month=${month}`);
    expect(new TextDecoder("windows-1252").decode(await file.arrayBuffer())).toBe(
      "E\t91-1646860\t\tAmazon Web Services, Inc.\tINV-9\t20320803\t6\t2\t100.00\t0.00\r\n",
    );
  });

  test("the Excel sheet holds the same lines under the DGI's headers", async () => {
    const { api, books } = await setup();
    const response = await api.request("GET", `${PATH}.xlsx?month=${MONTH}`);
    const sheet = await readXlsx(response, new RegExp(`filename="informe-43-${MONTH}\\.xlsx"`));
    expect(sheet.name).toBe("Informe 43");
    expect(sheet.rows).toEqual([
      [
        "TIPO DE PERSONA",
        "RUC",
        "DV",
        "NOMBRE O RAZON SOCIAL",
        "FACTURA",
        "FECHA",
        "CONCEPTO",
        "COMPRAS DE BIENES Y SERVICIOS",
        "MONTO EN BALBOAS",
        "ITBMS PAGADO EN BALBOAS",
      ],
      ...expectedLines(books).map((line) => [
        line.personType,
        line.ruc,
        line.dv,
        line.name,
        line.invoiceNumber,
        line.issueDate.replaceAll("-", ""),
        line.purchaseConcept,
        line.purchaseType,
        Number(line.amount),
        Number(line.itbms),
      ]),
    ]);
    expect(sheet.formats[1]?.slice(8)).toEqual(["#,##0.00", "#,##0.00"]);
  });

  test("an empty month answers no lines and empty files", async () => {
    const { api } = await setup();
    const body = await api.send(endpoints.informe43, { query: { month: "2032-05" } });
    expect(body).toMatchObject({ lines: [], totals: { amount: "0.00", itbms: "0.00" }, warnings: [] });
    const file = await api.request("GET", `${PATH}.txt?month=2032-05`);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(0);
    const sheet = await readXlsx(await api.request("GET", `${PATH}.xlsx?month=2032-05`), /informe-43-2032-05/);
    expect(sheet.rows).toHaveLength(1);
  });

  test("every form of the report refuses a bad month with the same message", async () => {
    const { api } = await setup();
    for (const path of [PATH, `${PATH}.txt`, `${PATH}.xlsx`]) {
      await expectIssue(await api.get(`${path}?month=2032-00`), "month", "Mes inválido (use AAAA-MM)");
      await expectIssue(await api.get(path), "month", "El mes es requerido");
    }
  });
});
