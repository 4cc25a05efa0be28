import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, type PayableInput } from "../../../contract";
import { accountsPayable, accountsPayableTaxes } from "../../../db/schema";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertSupplier } from "../../../test/debt-fixtures";
import { addMoney } from "../../../test/dgi-fixtures";

// A supplier invoice's base and ITBMS per rate, kept as printed, and what the DGI reports read of
// them (api/docs/finance-debts.md, "ITBMS of a payable"; api/docs/dgi-reports.md).

const PATH = "/api/financial/accounts-payable";

describeEachDatabase("base and ITBMS per rate of a payable", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const supplier = await insertSupplier(db, { name: "Distribuidora Chiriquí" });
    const tag = crypto.randomUUID().slice(0, 8);
    const base = {
      supplierId: supplier.id,
      invoiceNumber: `T-${tag}`,
      description: "Compra",
      // Required; after every issue date used here.
      dueDate: "2033-12-31",
    };
    /** A payable that must be created (201). */
    const create = (body: Partial<PayableInput>) => api.send(endpoints.createPayable, { body: { ...base, ...body } });
    /** The same POST, answered whatever its status: for the refusals. */
    const post = (body: Record<string, unknown>) => api.post(PATH, { ...base, ...body });
    const reports = async (month: string) => ({
      informe: await api.send(endpoints.informe43, { query: { month } }),
      form: await api.send(endpoints.form430, { query: { month } }),
    });
    return { db, api, tag, create, post, reports };
  }

  test("3 × 0.50 at 7 %, rounded line by line: stored and reported as printed, 1.50 + 0.12 = 1.62", async () => {
    const { create, reports } = await setup();
    const answer = await create({
      issueDate: "2033-01-10",
      taxes: [{ rate: "7", base: "1.50", itbms: "0.12" }],
      balanceAmount: "1.62",
      status: "pending",
    });
    expect(answer).toMatchObject({
      totalAmount: "1.62",
      balanceAmount: "1.62",
      itbmsRate: "7",
      itbmsAmount: "0.12",
      taxes: [{ rate: "7", base: "1.50", itbms: "0.12" }],
    });

    const { informe, form } = await reports("2033-01");
    expect(informe.lines).toEqual([expect.objectContaining({ payableId: answer.id, amount: "1.50", itbms: "0.12" })]);
    expect(informe.totals).toEqual({ amount: "1.50", itbms: "0.12" });
    expect(form.purchases).toEqual({ taxable: "1.50", exempt: "0.00", total: "1.50" });
    expect(form.credit).toBe("0.12");
    expect(form.lines.find((line) => line.key === "taxablePurchases")).toMatchObject({ base: "1.50", tax: "0.12" });
  });

  test("100.00 exempt + 100.00 at 7 %: 207.00, ITBMS 7.00; the 430 splits taxable from exempt", async () => {
    const { api, create, reports } = await setup();
    // Sent in any order, numbers or text: stored and answered in the order 0, 7, 10, 15.
    const answer = await create({
      issueDate: "2033-02-03",
      totalAmount: "207.00",
      taxes: [
        { rate: 7, base: 100, itbms: "7.00" },
        { rate: "0", base: "100.00", itbms: "0" },
      ],
    });
    expect(answer).toMatchObject({
      totalAmount: "207.00",
      itbmsRate: null,
      itbmsAmount: "7.00",
      taxes: [
        { rate: "0", base: "100.00", itbms: "0.00" },
        { rate: "7", base: "100.00", itbms: "7.00" },
      ],
    });
    expect(await api.send(endpoints.getPayable, { params: { id: answer.id } })).toEqual(answer);
    expect(await api.send(endpoints.listPayables, { query: { q: answer.invoiceNumber } })).toEqual([answer]);

    const { informe, form } = await reports("2033-02");
    expect(informe.lines).toEqual([expect.objectContaining({ amount: "200.00", itbms: "7.00" })]);
    expect(form.purchases).toEqual({ taxable: "100.00", exempt: "100.00", total: "200.00" });
    expect(form.credit).toBe("7.00");
    // The credit carries into the next month as the ITBMS printed, not one recomputed from 207.00
    // (no sales here: the carry only grows).
    expect((await reports("2033-03")).form.previousCredit).toBe(addMoney(form.previousCredit, "7.00"));
  });

  test("the shorthand keeps the ITBMS printed when sent, and computes it from the total when not", async () => {
    const { create } = await setup();
    const printed = await create({ totalAmount: "1.62", itbmsRate: "7", itbmsAmount: "0.12" });
    expect(printed).toMatchObject({
      itbmsAmount: "0.12",
      taxes: [{ rate: "7", base: "1.50", itbms: "0.12" }],
    });
    const computed = await create({ totalAmount: "1.62", itbmsRate: 7 });
    expect(computed).toMatchObject({
      itbmsAmount: "0.11",
      taxes: [{ rate: "7", base: "1.51", itbms: "0.11" }],
    });
  });

  const row = (rate: string, base: string, itbms: string) => ({ rate, base, itbms });
  const refused: Array<[string, Record<string, unknown>, string, string]> = [
    [
      "an ITBMS off rate × base by more than a cent",
      { taxes: [row("7", "100.00", "7.02")] },
      "taxes.0.itbms",
      "El ITBMS no corresponde a la base y la tasa (esperado 7.00 ± 0.01)",
    ],
    [
      "a repeated rate",
      { taxes: [row("7", "100.00", "7.00"), row("7", "50.00", "3.50")] },
      "taxes.1.rate",
      "Tasa repetida: use una sola fila por tasa",
    ],
    [
      "ITBMS on an exempt base",
      { taxes: [row("0", "100.00", "0.01")] },
      "taxes.0.itbms",
      "Una base exenta no lleva ITBMS",
    ],
    ["no rows", { taxes: [] }, "taxes", "Debe indicar al menos una base con su tasa"],
    ["rows that are not a list", { taxes: "7" }, "taxes", "Debe indicar al menos una base con su tasa"],
    [
      "five rows",
      { taxes: ["0", "7", "10", "15", "7"].map((rate) => row(rate, "1.00", "0.00")) },
      "taxes",
      "Máximo 4 filas, una por tasa",
    ],
    ["an unknown rate", { taxes: [row("12", "100.00", "12.00")] }, "taxes.0.rate", "Tasa de ITBMS inválida"],
    ["no base", { taxes: [{ rate: "7", itbms: "7.00" }] }, "taxes.0.base", "La base es requerida"],
    ["a zero base", { taxes: [row("0", "0", "0")] }, "taxes.0.base", "El monto debe ser mayor que cero"],
    ["no ITBMS", { taxes: [{ rate: "7", base: "100.00" }] }, "taxes.0.itbms", "El ITBMS es requerido"],
    ["a negative ITBMS", { taxes: [row("7", "100.00", "-7.00")] }, "taxes.0.itbms", "El monto no puede ser negativo"],
    [
      "a total other than the rows' sum",
      { totalAmount: "108.00", taxes: [row("7", "100.00", "7.00")] },
      "totalAmount",
      "El monto total debe ser igual a la suma de bases e ITBMS (107.00)",
    ],
    [
      "a balance other than the rows' sum",
      { balanceAmount: "100.00", taxes: [row("7", "100.00", "7.00")] },
      "balanceAmount",
      "El saldo inicial debe ser igual al monto total",
    ],
    [
      "rows and a rate",
      { itbmsRate: "7", taxes: [row("7", "100.00", "7.00")] },
      "itbmsRate",
      "Con filas por tasa, la tasa se indica en cada fila",
    ],
    [
      "rows and an ITBMS",
      { itbmsAmount: "7.00", taxes: [row("7", "100.00", "7.00")] },
      "itbmsAmount",
      "Con filas por tasa, el ITBMS se indica en cada fila",
    ],
    [
      "neither rows nor a total",
      { taxes: undefined, totalAmount: undefined },
      "totalAmount",
      "El monto total es requerido",
    ],
    [
      "a shorthand ITBMS without its rate",
      { totalAmount: "107.00", itbmsAmount: "7.00" },
      "itbmsRate",
      "Indique la tasa de ITBMS",
    ],
    [
      "a shorthand ITBMS as large as the total",
      { totalAmount: "7.00", itbmsRate: "7", itbmsAmount: "7.00" },
      "itbmsAmount",
      "El ITBMS debe ser menor que el monto total",
    ],
    [
      "a shorthand ITBMS off its base",
      { totalAmount: "107.00", itbmsRate: "7", itbmsAmount: "9.00" },
      "itbmsAmount",
      "El ITBMS no corresponde a la base y la tasa (esperado 6.86 ± 0.01)",
    ],
  ];
  for (const [title, body, field, message] of refused) {
    test(`400 for ${title}; nothing stored`, async () => {
      const { db, tag, post } = await setup();
      await expectIssue(await post(body), field, message);
      expect(
        await db
          .select()
          .from(accountsPayable)
          .where(eq(accountsPayable.invoiceNumber, `T-${tag}`)),
      ).toEqual([]);
    });
  }

  test("every wrong row is named at once", async () => {
    const { post } = await setup();
    const answer = await post({
      taxes: [row("7", "10.00", "1.00"), row("0", "5.00", "0.50"), row("7", "1.00", "0.07")],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { field: "taxes.0.itbms", message: "El ITBMS no corresponde a la base y la tasa (esperado 0.70 ± 0.01)" },
      { field: "taxes.1.itbms", message: "Una base exenta no lleva ITBMS" },
      { field: "taxes.2.rate", message: "Tasa repetida: use una sola fila por tasa" },
    ]);
  });

  test("deleting a payable takes its rows with it", async () => {
    const { db, api, create } = await setup();
    const body = await create({ taxes: [row("0", "20.00", "0.00"), row("10", "50.00", "5.00")] });
    expect(
      await db.select().from(accountsPayableTaxes).where(eq(accountsPayableTaxes.payableId, body.id)),
    ).toHaveLength(2);
    expect((await api.del(`${PATH}/${body.id}`)).status).toBe(204);
    expect(await db.select().from(accountsPayableTaxes).where(eq(accountsPayableTaxes.payableId, body.id))).toEqual([]);
  });
});
