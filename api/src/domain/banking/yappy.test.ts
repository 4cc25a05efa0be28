import { describe, expect, test } from "bun:test";
import { and, eq, isNull } from "drizzle-orm";
import ExcelJS from "exceljs";
import {
  bankMatchBookLines,
  bankMatches,
  bankStatementImports,
  bankStatementLines,
  transactionCategories,
  transactions,
} from "../../db/schema";
import { describeEachDatabase } from "../../test/databases";
import { insertBankAccount } from "../../test/debt-fixtures";
import { createUser } from "../../test/harness";
import { entriesOf } from "../../test/ledger";
import { parseYappyReport } from "./parsers/yappy";
import { storeStatementLines } from "./statement-lines";
import { recordYappyFees } from "./yappy-fees";

// Yappy Comercial's collections report (api/docs/banking.md, "Yappy"): the parser, then the fees
// recorded as bank expenses and matched to their lines.

const REPORT = [
  "Reporte de cobros Yappy",
  "Comercio: Istmo Software",
  "",
  "Fecha,Cliente,Referencia,Descripción,Monto,Comisión,ITBMS,Neto",
  '03/11/2026 10:15,José Pérez,YP-1001,FAC-2026-0007,"B/. 1,070.00",21.40,1.50,"1,047.10"',
  "04/11/2026,Ana Núñez,YP-1002,,12.00,0.24,0.02,11.74",
  "04/11/2026,Sin Comisión S.A.,YP-1003,,5.00,0.00,0.00,5.00",
  "Total,,,,1087.00,21.64,1.52,1063.84",
].join("\r\n");

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("Yappy's collections report", () => {
  test("each collection: + its gross amount with the customer and reference, − the commission, − its ITBMS", async () => {
    expect(await parseYappyReport(utf8(REPORT))).toEqual([
      {
        date: "2026-11-03",
        description: "Cobro Yappy de José Pérez — ref. YP-1001 — FAC-2026-0007",
        reference: "YP-1001",
        amount: "1070.00",
        balance: null,
        bankLineId: "yappy:YP-1001",
      },
      {
        date: "2026-11-03",
        description: "Comisión Yappy — ref. YP-1001",
        reference: "YP-1001",
        amount: "-21.40",
        balance: null,
        bankLineId: "yappy:YP-1001:comision",
      },
      {
        date: "2026-11-03",
        description: "ITBMS de la comisión Yappy — ref. YP-1001",
        reference: "YP-1001",
        amount: "-1.50",
        balance: null,
        bankLineId: "yappy:YP-1001:itbms",
      },
      {
        date: "2026-11-04",
        description: "Cobro Yappy de Ana Núñez — ref. YP-1002",
        reference: "YP-1002",
        amount: "12.00",
        balance: null,
        bankLineId: "yappy:YP-1002",
      },
      expect.objectContaining({ amount: "-0.24", bankLineId: "yappy:YP-1002:comision" }),
      expect.objectContaining({ amount: "-0.02", bankLineId: "yappy:YP-1002:itbms" }),
      expect.objectContaining({ amount: "5.00", bankLineId: "yappy:YP-1003" }),
    ]);
  });

  test("a Windows-1252 CSV with ';' reads its accents", async () => {
    const text =
      "Fecha;Nombre;Número de transacción;Monto;Comisión;ITBMS\r\n05/11/2026;Íñigo Sáenz;998877;20,00;0,40;0,03";
    const bytes = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    const lines = await parseYappyReport(bytes);
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      ["Cobro Yappy de Íñigo Sáenz — ref. 998877", "20.00"],
      ["Comisión Yappy — ref. 998877", "-0.40"],
      ["ITBMS de la comisión Yappy — ref. 998877", "-0.03"],
    ]);
  });

  test("an XLSX export, dates and numbers as cells", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Cobros");
    sheet.addRow(["Cobros Yappy"]);
    sheet.addRow(["Fecha", "Cliente", "ID de transacción", "Monto", "Comisión", "ITBMS", "Neto"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 6)), "Luis Ríos", "TX-55", 250.5, 5.01, 0.35, 245.14]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await parseYappyReport(bytes)).map((l) => [l.date, l.amount, l.bankLineId])).toEqual([
      ["2026-11-06", "250.50", "yappy:TX-55"],
      ["2026-11-06", "-5.01", "yappy:TX-55:comision"],
      ["2026-11-06", "-0.35", "yappy:TX-55:itbms"],
    ]);
  });

  test("a bad file is refused naming its line", async () => {
    const refused = async (text: string) => {
      try {
        await parseYappyReport(utf8(text));
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(await refused("Fecha,Cliente,Referencia,Monto\n31/02/2026,Ana,R1,5.00")).toBe(
      "Línea 2: fecha inválida ('31/02/2026')",
    );
    expect(await refused("Fecha,Cliente,Referencia,Monto\n01/02/2026,Ana,R1,cinco")).toBe(
      "Línea 2: monto inválido ('cinco')",
    );
    expect(
      await refused("Fecha,Cliente,Referencia,Monto,Comisión,ITBMS,Neto\n01/02/2026,Ana,R1,10.00,0.20,0.01,9.80"),
    ).toBe("Línea 2: el neto (9.80) no es el monto menos la comisión y su ITBMS (9.79)");
    expect(await refused("Fecha,Monto\n01/02/2026,5.00")).toStartWith("Línea 1: no se encontró la fila de títulos");
    // A reference is a collection's identity: a second one with it would be silently dropped.
    expect(await refused("Fecha,Cliente,Referencia,Monto\n05/01/2026,Juan,R1,10.00\n05/01/2026,Pedro,R1,20.00")).toBe(
      "Línea 3: la referencia R1 ya está en la línea 2",
    );
  });
});

describeEachDatabase("recordYappyFees", (getDb) => {
  test("the commission and its ITBMS become bank fees, posted to 6.3.01 and matched to their lines", async () => {
    const db = getDb();
    const user = await createUser(db, { firstName: "Fina" });
    const account = await insertBankAccount(db, { bankName: "Banco General (Yappy)", currentBalance: "100.00" });
    const lines = await parseYappyReport(utf8(REPORT));
    const importOf = async () => {
      const [row] = await db
        .insert(bankStatementImports)
        .values({
          bankAccountId: account.id,
          fileName: "yappy.csv",
          format: "yappy",
          lineCount: lines.length,
          newLines: 0,
          existingLines: 0,
          importedBy: user.id,
        })
        .returning();
      if (!row) throw new Error("no import");
      return row.id;
    };
    const importId = await importOf();
    const created = await db.transaction(async (tx) => {
      await storeStatementLines(tx, { bankAccountId: account.id, importId }, lines);
      return recordYappyFees(tx, { bankAccountId: account.id, importId, actor: { userId: user.id } });
    });
    expect(created).toHaveLength(4);
    const [feesCategory] = await db
      .select()
      .from(transactionCategories)
      .where(eq(transactionCategories.name, "Comisiones bancarias"));
    const stored = await db.select().from(transactions).where(eq(transactions.bankAccountId, account.id));
    expect(stored.map((t) => [t.transactionType, t.amount, t.description, t.categoryId, t.transactionDate])).toEqual([
      ["expense", "21.40", "Comisión Yappy — ref. YP-1001", feesCategory?.id ?? 0, "2026-11-03"],
      ["expense", "1.50", "ITBMS de la comisión Yappy — ref. YP-1001", feesCategory?.id ?? 0, "2026-11-03"],
      ["expense", "0.24", "Comisión Yappy — ref. YP-1002", feesCategory?.id ?? 0, "2026-11-04"],
      ["expense", "0.02", "ITBMS de la comisión Yappy — ref. YP-1002", feesCategory?.id ?? 0, "2026-11-04"],
    ]);
    expect((await entriesOf(db, "transaction", created[0] ?? 0)).map((entry) => entry.lines)).toEqual([
      [
        ["6.3.01", "21.40", "0.00"],
        ["1.1.02", "0.00", "21.40", account.id],
      ],
    ]);
    // Each fee line is matched ('created') to its expense's line on Bancos; the collections are not.
    const matches = await db
      .select({ source: bankMatches.source, amount: bankStatementLines.amount })
      .from(bankStatementLines)
      .innerJoin(bankMatches, eq(bankMatches.id, bankStatementLines.matchId))
      .innerJoin(bankMatchBookLines, eq(bankMatchBookLines.matchId, bankMatches.id))
      .where(eq(bankStatementLines.bankAccountId, account.id));
    expect(matches.map((m) => [m.source, m.amount]).sort()).toEqual([
      ["created", "-0.02"],
      ["created", "-0.24"],
      ["created", "-1.50"],
      ["created", "-21.40"],
    ]);
    const unmatched = await db
      .select({ amount: bankStatementLines.amount })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.bankAccountId, account.id), isNull(bankStatementLines.matchId)));
    expect(unmatched.map((l) => l.amount).sort()).toEqual(["1070.00", "12.00", "5.00"]);
    // The same report again stores no line, so records no fee twice.
    const again = await importOf();
    const twice = await db.transaction(async (tx) => {
      await storeStatementLines(tx, { bankAccountId: account.id, importId: again }, lines);
      return recordYappyFees(tx, { bankAccountId: account.id, importId: again, actor: { userId: user.id } });
    });
    expect(twice).toEqual([]);
    expect(await db.select().from(transactions).where(eq(transactions.bankAccountId, account.id))).toHaveLength(4);
  });
});
