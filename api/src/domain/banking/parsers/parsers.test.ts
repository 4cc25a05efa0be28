import { describe, expect, test } from "bun:test";
import ExcelJS from "exceljs";
import type { StatementMapping } from "../../../contract/banking/banking";
import { FieldFailure } from "../../failures";
import { presetByKey } from "../presets";
import { parseStatement } from ".";

// Fixtures are made here: a statement as each bank's export (presets.ts) and as a mapped CSV.

const mapping = (overrides: Partial<StatementMapping> = {}): StatementMapping => ({
  preset: null,
  skipRows: 1,
  encoding: "utf-8",
  delimiter: ",",
  dateFormat: "DD/MM/YYYY",
  decimalSeparator: ".",
  columns: { date: 1, description: 2, reference: 3, amount: 4, debit: null, credit: null, balance: 5 },
  ...overrides,
});
const utf8 = (text: string) => new TextEncoder().encode(text);
/** Windows-1252 bytes of Latin-1 text (every character here is below U+0100). */
const cp1252 = (text: string) => Uint8Array.from([...text].map((ch) => ch.charCodeAt(0)));

async function failure(run: () => Promise<unknown>): Promise<FieldFailure> {
  try {
    await run();
  } catch (error) {
    if (error instanceof FieldFailure) return error;
    throw error;
  }
  throw new Error("expected a failure");
}

describe("CSV", () => {
  test("reads a mapped CSV: thousands separators, parentheses, signs, balances", async () => {
    const csv = [
      "Fecha,Descripción,Referencia,Monto,Saldo",
      '02/03/2026,"DEPOSITO CLIENTE, S.A.",REF-1,"1,234.56","11,234.56"',
      '03/03/2026,COMISION ACH,,(2.50),"11,232.06"',
      '04/03/2026,CHEQUE 55,55,-100,"11,132.06"',
      ",TOTAL,,,",
    ].join("\r\n");
    const parsed = await parseStatement("csv", utf8(csv), mapping());
    expect(parsed.lines).toEqual([
      {
        date: "2026-03-02",
        description: "DEPOSITO CLIENTE, S.A.",
        reference: "REF-1",
        amount: "1234.56",
        balance: "11234.56",
        bankLineId: null,
      },
      {
        date: "2026-03-03",
        description: "COMISION ACH",
        reference: null,
        amount: "-2.50",
        balance: "11232.06",
        bankLineId: null,
      },
      {
        date: "2026-03-04",
        description: "CHEQUE 55",
        reference: "55",
        amount: "-100.00",
        balance: "11132.06",
        bankLineId: null,
      },
    ]);
    expect(parsed.closingBalance).toBe("11132.06");
  });

  test("Windows-1252 accents, a decimal comma, semicolons and a header of several rows", async () => {
    const csv = [
      "Banco Ejemplo;Estado de cuenta",
      "Cuenta;04-01-99",
      "Período;marzo 2026",
      "Fecha;Descripción;Referencia;Monto;Saldo",
      "05-03-2026;DEPÓSITO AÑO NIÑO;;1.500,25;2.000,00",
      "06-03-2026;RETIRO CAJERO;;(300,00);1.700,00",
    ].join("\n");
    const parsed = await parseStatement(
      "csv",
      cp1252(csv),
      mapping({
        skipRows: 4,
        encoding: "windows-1252",
        delimiter: ";",
        decimalSeparator: ",",
        dateFormat: "DD-MM-YYYY",
      }),
    );
    expect(parsed.lines.map((l) => [l.date, l.description, l.amount, l.balance])).toEqual([
      ["2026-03-05", "DEPÓSITO AÑO NIÑO", "1500.25", "2000.00"],
      ["2026-03-06", "RETIRO CAJERO", "-300.00", "1700.00"],
    ]);
    // The same bytes read as UTF-8 are refused with a hint, not stored garbled.
    const wrong = await failure(() => parseStatement("csv", cp1252(csv), mapping({ skipRows: 4, delimiter: ";" })));
    expect(wrong.message).toContain("Windows-1252");
  });

  test("debit and credit columns; a newest-first file closes with its first balance", async () => {
    const csv = [
      "Fecha,Detalle,Débito,Crédito,Saldo",
      "10/03/2026,PAGO PROVEEDOR,250.00,,750.00",
      "09/03/2026,DEPOSITO,,1000.00,1000.00",
    ].join("\n");
    const parsed = await parseStatement(
      "csv",
      utf8(csv),
      mapping({ columns: { date: 1, description: 2, reference: null, amount: null, debit: 3, credit: 4, balance: 5 } }),
    );
    expect(parsed.lines.map((l) => l.amount)).toEqual(["-250.00", "1000.00"]);
    expect(parsed.closingBalance).toBe("750.00");
  });

  test("a bad line fails naming its line and why", async () => {
    const csv = ["Fecha,Descripción,Referencia,Monto,Saldo", "01/02/2026,A,,5,5", "31/02/2026,B,,5,10"].join("\n");
    expect((await failure(() => parseStatement("csv", utf8(csv), mapping()))).message).toBe(
      "Línea 3: la fecha «31/02/2026» no es válida (formato DD/MM/YYYY)",
    );
    const badAmount = [
      "Fecha,Descripción,Referencia,Monto,Saldo",
      "01/02/2026,A,,5,5",
      "",
      '02/02/2026,B,,"12,5.00.1",10',
    ];
    expect((await failure(() => parseStatement("csv", utf8(badAmount.join("\n")), mapping()))).message).toBe(
      "Línea 4: el monto «12,5.00.1» no es un monto válido",
    );
    const noAmount = ["Fecha,Descripción,Referencia,Monto,Saldo", "01/02/2026,A,,,5"].join("\n");
    expect((await failure(() => parseStatement("csv", utf8(noAmount), mapping()))).message).toBe(
      "Línea 2: no tiene monto",
    );
  });

  test("Banistmo's and BAC's presets (best guesses) read the exports they assume", async () => {
    const banistmo = [
      "Fecha,Descripción,Referencia,Monto,Saldo",
      "01/03/2026,DEPÓSITO EN EFECTIVO,A1,200.00,1200.00",
      "02/03/2026,PAGO DE TARJETA,A2,-50.00,1150.00",
    ].join("\r\n");
    const bac = [
      "Estado de cuenta",
      "Cuenta,123456789",
      "Moneda,USD",
      "Saldo inicial,500.00",
      "Fecha,Referencia,Código,Descripción,Débitos,Créditos,Balance",
      "01/03/2026,555,TF,TRANSFERENCIA RECIBIDA,0.00,100.00,600.00",
      "03/03/2026,556,CP,COMPRA COMERCIO,25.00,0.00,575.00",
    ].join("\r\n");
    const read = async (key: string, csv: string) =>
      (await parseStatement("csv", cp1252(csv), presetByKey(key)?.mapping ?? null)).lines.map((l) => [
        l.date,
        l.description,
        l.reference,
        l.amount,
        l.balance,
      ]);
    expect(await read("banistmo", banistmo)).toEqual([
      ["2026-03-01", "DEPÓSITO EN EFECTIVO", "A1", "200.00", "1200.00"],
      ["2026-03-02", "PAGO DE TARJETA", "A2", "-50.00", "1150.00"],
    ]);
    expect(await read("bac", bac)).toEqual([
      ["2026-03-01", "TRANSFERENCIA RECIBIDA", "555", "100.00", "600.00"],
      ["2026-03-03", "COMPRA COMERCIO", "556", "-25.00", "575.00"],
    ]);
  });

  test("CSV without a mapping is refused on `mapping`", async () => {
    const refused = await failure(() => parseStatement("csv", utf8("a,b"), null));
    expect(refused.field).toBe("mapping");
  });
});

describe("XLSX", () => {
  /** A workbook of these rows (null: an empty row, left out of the file as Excel does). */
  const workbookOf = async (rows: Array<unknown[] | null>) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("BGRExcelContReport");
    rows.forEach((row, index) => {
      if (row) sheet.getRow(index + 1).values = row as ExcelJS.CellValue[];
    });
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  };
  const readWith = async (key: string, bytes: Uint8Array) =>
    (await parseStatement("xlsx", bytes, presetByKey(key)?.mapping ?? null)).lines.map((l) => [
      l.date,
      l.description,
      l.reference,
      l.amount,
      l.balance,
    ]);

  test("Banco General's statement export: seven rows of heading, empty columns B and H, newest first", async () => {
    const bytes = await workbookOf([
      ["BANCO GENERAL"],
      ["Estado de Cuenta Corriente"],
      ["Cuenta: 04-01-99-123456-7"],
      ["Período: 01/03/2026 - 31/03/2026"],
      null,
      null,
      null,
      ["Fecha", null, "Referencia", "Transacción", "Descripción", "Débito", "Crédito", null, "Saldo total"],
      ["02/03/2026", null, "100201", "CARGO", "CARGO POR SERVICIO", 3.5, null, null, 7496.5],
      ["01/03/2026", null, "100200", "ACH", "TRANSFERENCIA ACH DE CLIENTE", null, 2500, null, 7500],
    ]);
    expect(await readWith("banco_general", bytes)).toEqual([
      ["2026-03-02", "CARGO POR SERVICIO", "100201", "-3.50", "7496.50"],
      ["2026-03-01", "TRANSFERENCIA ACH DE CLIENTE", "100200", "2500.00", "7500.00"],
    ]);
    const parsed = await parseStatement("xlsx", bytes, presetByKey("banco_general")?.mapping ?? null);
    // Newest first: the closing balance is the first line's.
    expect(parsed.closingBalance).toBe("7496.50");
  });

  test("Banco General's 'últimos movimientos': one signed amount, negatives in parentheses", async () => {
    const bytes = await workbookOf([
      null,
      ["últimos movimientos"],
      null,
      ["Cuenta:CUENTA DE AHORROS 04-04-98-000000-0"],
      null,
      null,
      null,
      ["Fecha", "Referencia", "Descripción", "Monto", "Saldo total"],
      ["05/03/2026", "77", "COMPRA POS", "($1.25)", "1,498.75"],
      ["04/03/2026", "76", "DEPOSITO", 1500, 1500],
    ]);
    expect(await readWith("banco_general_movimientos", bytes)).toEqual([
      ["2026-03-05", "COMPRA POS", "77", "-1.25", "1498.75"],
      ["2026-03-04", "DEPOSITO", "76", "1500.00", "1500.00"],
    ]);
  });

  test("reads a workbook built with exceljs: date, number and text cells", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Movimientos");
    sheet.addRow(["Estado de cuenta"]);
    sheet.addRow(["Fecha", "Descripción", "Referencia", "Monto", "Saldo"]);
    sheet.addRow([new Date(Date.UTC(2026, 2, 2)), "DEPÓSITO", "X1", 1234.5, 5234.5]);
    sheet.addRow(["03/03/2026", "COMISIÓN", null, "(1.25)", "5,233.25"]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const parsed = await parseStatement("xlsx", bytes, mapping({ skipRows: 2 }));
    expect(parsed.lines.map((l) => [l.date, l.description, l.reference, l.amount, l.balance])).toEqual([
      ["2026-03-02", "DEPÓSITO", "X1", "1234.50", "5234.50"],
      ["2026-03-03", "COMISIÓN", null, "-1.25", "5233.25"],
    ]);
    expect(parsed.closingBalance).toBe("5233.25");
    const broken = await failure(() => parseStatement("xlsx", utf8("no es excel"), mapping()));
    expect(broken.message).toBe("El archivo no es un libro de Excel (.xlsx) válido");
  });

  test("number cells are cents, never rounded; date cells stay within the calendar", async () => {
    const book = async (row: unknown[]) => {
      const workbook = new ExcelJS.Workbook();
      workbook.addWorksheet("Movimientos").addRow(row);
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    };
    const read = async (row: unknown[]) => parseStatement("xlsx", await book(row), mapping({ skipRows: 0 }));
    // A sum the spreadsheet computed (0.1 + 0.2) is the 0.30 it shows.
    expect((await read(["01/03/2026", "SUMA", null, 0.1 + 0.2, null])).lines[0]?.amount).toBe("0.30");
    expect((await failure(() => read(["01/03/2026", "X", null, 10.005, null]))).message).toBe(
      "Línea 1: el monto «10.005» no es un monto válido (a lo sumo 2 decimales)",
    );
    expect((await failure(() => read(["01/03/2026", "X", null, 1e21, null]))).message).toBe(
      "Línea 1: el monto «1e+21» excede el máximo permitido",
    );
    const farFuture = new Date(Date.UTC(10000, 0, 1));
    expect((await failure(() => read([farFuture, "X", null, 5, null]))).message).toBe("Línea 1: la fecha no es válida");
  });
});

describe("OFX", () => {
  const ofx = (transactions: string, ledger = "<LEDGERBAL><BALAMT>1487.50<DTASOF>20260228</LEDGERBAL>") =>
    [
      "OFXHEADER:100",
      "DATA:OFXSGML",
      "VERSION:102",
      "CHARSET:1252",
      "",
      "<OFX>",
      "<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>USD",
      "<BANKTRANLIST><DTSTART>20260201<DTEND>20260228",
      transactions,
      "</BANKTRANLIST>",
      ledger,
      "</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>",
    ].join("\n");

  test("reads SGML OFX: FITID, name and memo, LEDGERBAL and its day; Windows-1252 text", async () => {
    const file = ofx(
      [
        "<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260203120000[-5:EST]<TRNAMT>1500.00<FITID>A1<CHECKNUM>55<NAME>DEPÓSITO<MEMO>CLIENTE ÑANDÚ</STMTTRN>",
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260205<TRNAMT>-12.50<FITID>A2<NAME>COMISION</STMTTRN>",
      ].join("\n"),
    );
    const parsed = await parseStatement("ofx", cp1252(file), null);
    expect(parsed.lines).toEqual([
      {
        date: "2026-02-03",
        description: "DEPÓSITO CLIENTE ÑANDÚ",
        reference: "55",
        amount: "1500.00",
        balance: null,
        bankLineId: "A1",
      },
      {
        date: "2026-02-05",
        description: "COMISION",
        reference: null,
        amount: "-12.50",
        balance: null,
        bankLineId: "A2",
      },
    ]);
    expect(parsed.closingBalance).toBe("1487.50");
    expect(parsed.balanceDate).toBe("2026-02-28");
  });

  test("a bad movement or a file that is not OFX fails with its reason", async () => {
    const bad = ofx("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260231<TRNAMT>-1.00<FITID>B1</STMTTRN>");
    expect((await failure(() => parseStatement("ofx", utf8(bad), null))).message).toBe(
      "Movimiento 1: la fecha «20260231» no es válida",
    );
    expect((await failure(() => parseStatement("ofx", utf8("hola"), null))).message).toBe(
      "El archivo no es un estado de cuenta OFX válido",
    );
    const twice = ofx("<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260205<TRNAMT>-5.00<TRNAMT>-6.00<FITID>B1</STMTTRN>");
    expect((await failure(() => parseStatement("ofx", utf8(twice), null))).message).toBe(
      "Movimiento 1: la etiqueta TRNAMT aparece más de una vez",
    );
    // The bank's id is the line's identity: a repeated one would silently drop a movement.
    const sameId = ofx(
      [
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260205<TRNAMT>-5.00<FITID>B1</STMTTRN>",
        "<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260206<TRNAMT>-7.00<FITID>B1</STMTTRN>",
      ].join("\n"),
    );
    expect((await failure(() => parseStatement("ofx", utf8(sameId), null))).message).toBe(
      "Movimiento 2: su FITID B1 ya es el del movimiento 1",
    );
  });
});
