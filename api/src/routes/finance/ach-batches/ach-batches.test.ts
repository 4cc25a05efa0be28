import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AchBatchInput, endpoints } from "../../../contract";
import { accountsPayable, achBatches, supplierPayments } from "../../../db/schema";
import { confirmMatchedAchBatches } from "../../../domain/banking/ach-confirm";
import { activityFor, expectIssue, signedInApi } from "../../../test/api";
import { insertStatementLines } from "../../../test/bank-statements";
import { describeEachDatabase } from "../../../test/databases";
import { balanceOf, insertBankAccount, insertPayable, insertSupplier } from "../../../test/debt-fixtures";
import { panamaDate } from "../../../test/fixtures";
import { entriesOf } from "../../../test/ledger";

const PATH = "/api/financial/ach-batches";

const ACH = { achRoutingNumber: "71", achAccountNumber: "040123456789", achAccountType: "savings" } as const;

describeEachDatabase("/api/financial/ach-batches", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const tag = crypto.randomUUID().slice(0, 6);
    const account = await insertBankAccount(db, { currentBalance: "5000.00" });
    const cables = await insertSupplier(db, {
      name: "Cableados Istmeños, S.A.",
      supplierCode: `CAB-${tag}`,
      ruc: "155587169-2-2014",
      dv: "09",
      ...ACH,
    });
    const papel = await insertSupplier(db, {
      name: "Papelería Ñandú",
      supplierCode: `PAP-${tag}`,
      achRoutingNumber: "1384",
      achAccountNumber: "100200300",
      achAccountType: "checking",
    });
    const first = await insertPayable(db, {
      supplierId: cables.id,
      totalAmount: "1070.00",
      invoiceNumber: `CS-${tag}`,
    });
    const second = await insertPayable(db, { supplierId: papel.id, totalAmount: "250.50", invoiceNumber: `PN-${tag}` });
    const defaults = { bankAccountId: account.id, paymentDate: panamaDate(0), format: "banco_general" } as const;
    /** A batch the API may refuse: its raw answer. */
    const create = (body: Record<string, unknown>) => api.post(PATH, { ...defaults, ...body });
    /** A batch the API must create (201): the draft. */
    const draft = (body: Pick<AchBatchInput, "items"> & Partial<AchBatchInput>) =>
      api.send(endpoints.createAchBatch, { body: { ...defaults, ...body } });
    const batchCount = async () => (await db.select().from(achBatches)).length;
    return { db, api, tag, account, cables, papel, first, second, create, draft, batchCount };
  }

  test("a draft from payables due: items, total summed, listed and logged", async () => {
    const { db, api, account, first, second, draft } = await setup();
    const batch = await draft({
      items: [
        { payableId: first.id, amount: "1070.00" },
        { payableId: second.id, amount: 100.25 },
      ],
    });
    expect(batch).toMatchObject({
      bankAccountId: account.id,
      format: "banco_general",
      status: "draft",
      paymentDate: panamaDate(0),
      total: "1170.25",
      itemCount: 2,
      sentAt: null,
      confirmedAt: null,
    });
    expect(batch.items.map((item) => [item.invoiceNumber, item.amount, item.supplierPaymentId])).toEqual([
      [first.invoiceNumber, "1070.00", null],
      [second.invoiceNumber, "100.25", null],
    ]);
    expect(await api.send(endpoints.getAchBatch, { params: { id: batch.id } })).toEqual(batch);
    const listed = await api.send(endpoints.listAchBatches, { query: { status: "draft", limit: "100" } });
    expect(listed.map((row) => row.id)).toContain(batch.id);
    expect(await activityFor(db, "ach_batch", batch.id)).toEqual([
      {
        action: "create",
        summary: `Lote ACH #${batch.id} creado: 2 pago(s) por B/. 1,170.25`,
        userId: api.userId,
      },
    ]);
  });

  test("refusals say why in Spanish and store nothing", async () => {
    const { db, first, second, create, batchCount, tag } = await setup();
    const before = await batchCount();
    const bare = await insertSupplier(db, { name: "Sin Cuenta, S.A." });
    const unpaid = await insertPayable(db, { supplierId: bare.id, invoiceNumber: `SC-${tag}` });
    await expectIssue(
      await create({
        items: [
          { payableId: first.id, amount: "10.00" },
          { payableId: unpaid.id, amount: "5.00" },
        ],
      }),
      "items.1.payableId",
      "El proveedor Sin Cuenta, S.A. no tiene datos para ACH (ruta, número y tipo de cuenta)",
    );
    expect(await create({ items: [{ payableId: second.id, amount: "250.51" }] })).toEqual({
      status: 422,
      body: { error: `El monto excede el saldo pendiente de la cuenta por pagar ${second.invoiceNumber}` },
    });
    await db
      .update(accountsPayable)
      .set({ status: "paid", balanceAmount: "0" })
      .where(eq(accountsPayable.id, second.id));
    expect((await create({ items: [{ payableId: second.id, amount: "1.00" }] })).status).toBe(409);
    await expectIssue(await create({ items: [] }), "items", "Seleccione al menos una cuenta por pagar");
    await expectIssue(
      await create({
        items: [
          { payableId: first.id, amount: "1.00" },
          { payableId: first.id, amount: "2.00" },
        ],
      }),
      "items.1.payableId",
      "La cuenta por pagar está repetida en el lote",
    );
    await expectIssue(
      await create({ items: [{ payableId: 987654, amount: "1.00" }] }),
      "items.0.payableId",
      "Cuenta por pagar no encontrada",
    );
    await expectIssue(
      await create({ format: "swift", items: [{ payableId: first.id, amount: "1.00" }] }),
      "format",
      "Formato de archivo inválido",
    );
    await expectIssue(
      await create({ bankAccountId: 987654, items: [{ payableId: first.id, amount: "1.00" }] }),
      "bankAccountId",
      "Cuenta bancaria no encontrada",
    );
    expect(await batchCount()).toBe(before);
    // A payable already in a draft is not put in a second one: sending both would pay it twice.
    expect((await create({ items: [{ payableId: first.id, amount: "1.00" }] })).status).toBe(201);
    const again = await create({ items: [{ payableId: first.id, amount: "1.00" }] });
    expect(again.status).toBe(409);
  });

  test("Banco General's ACH text and the CSV, exactly", async () => {
    const { api, first, second, draft, tag } = await setup();
    const items = [
      { payableId: first.id, amount: "1070.00" },
      { payableId: second.id, amount: "250.50" },
    ];
    const text = await draft({ items });
    const response = await api.request("GET", `${PATH}/${text.id}/file`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="ach-lote-${text.id}.txt"`);
    const firstRef = first.invoiceNumber.replace("-", " ").toUpperCase();
    const secondRef = second.invoiceNumber.replace("-", " ").toUpperCase();
    expect(await response.text()).toBe(
      [
        `15558716922014;CABLEADOS ISTMENOS S A;71;040123456789;04;1070.00;C;REF*TXT**PAGO FACTURA ${firstRef}\\`,
        `PAP${tag.toUpperCase()};PAPELERIA NANDU;1384;100200300;03;250.50;C;REF*TXT**PAGO FACTURA ${secondRef}\\`,
      ].join("\r\n"),
    );
    await api.send(endpoints.deleteAchBatch, { params: { id: text.id } });
    const csv = await draft({ format: "csv", items });
    const file = await api.request("GET", `${PATH}/${csv.id}/file`);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="ach-lote-${csv.id}.csv"`);
    const date = panamaDate(0).split("-").reverse().join("/");
    expect(await file.text()).toBe(
      [
        "Proveedor,RUC,Ruta,Cuenta,Tipo de cuenta,Monto,Factura,Fecha de pago",
        `"Cableados Istmeños, S.A.",155587169-2-2014,71,040123456789,Ahorros,1070.00,${first.invoiceNumber},${date}`,
        `Papelería Ñandú,,1384,100200300,Corriente,250.50,${second.invoiceNumber},${date}`,
        "",
      ].join("\n"),
    );
    expect((await api.get(`${PATH}/987654/file`)).status).toBe(404);
  });

  test("marked as sent: each payment recorded through the payments' rule, posted, and the batch no longer changes", async () => {
    const { db, api, account, first, second, draft } = await setup();
    const batch = await draft({
      items: [
        { payableId: first.id, amount: "1070.00" },
        { payableId: second.id, amount: "50.50" },
      ],
    });
    const sent = await api.send(endpoints.sendAchBatch, { params: { id: batch.id } });
    expect(sent).toMatchObject({ status: "sent", sentAt: expect.any(String) });
    expect(sent.items.map((item) => item.payableBalance)).toEqual(["0.00", "200.00"]);
    const payments = await db
      .select()
      .from(supplierPayments)
      .where(eq(supplierPayments.reference, `ACH lote ${batch.id}`));
    expect(payments.map((p) => [p.payableId, p.amount, p.paymentDate, p.bankAccountId, p.paymentMethod])).toEqual([
      [first.id, "1070.00", panamaDate(0), account.id, "transfer"],
      [second.id, "50.50", panamaDate(0), account.id, "transfer"],
    ]);
    expect(sent.items.map((item) => item.supplierPaymentId)).toEqual(payments.map((p) => p.id));
    const [paid] = await db.select().from(accountsPayable).where(eq(accountsPayable.id, first.id));
    expect(paid?.status).toBe("paid");
    expect(await balanceOf(db, account.id)).toBe("3879.50");
    expect((await entriesOf(db, "supplier_payment", payments[0]?.id ?? 0)).map((entry) => entry.lines)).toEqual([
      [
        ["2.1.01", "1070.00", "0.00"],
        ["1.1.02", "0.00", "1070.00", account.id],
      ],
    ]);
    expect((await activityFor(db, "ach_batch", batch.id)).map((entry) => entry.summary)).toEqual([
      `Lote ACH #${batch.id} creado: 2 pago(s) por B/. 1,120.50`,
      `Lote ACH #${batch.id} marcado como enviado: 2 pago(s) registrados`,
    ]);
    // Sent: it cannot be sent again nor deleted, and nothing more is paid.
    expect(await api.post(`${PATH}/${batch.id}/send`, {})).toEqual({
      status: 409,
      body: { error: "El lote ACH ya fue enviado al banco y no se puede cambiar" },
    });
    expect(await api.del(`${PATH}/${batch.id}`)).toEqual({
      status: 409,
      body: { error: "Solo se puede eliminar un lote ACH en borrador" },
    });
    expect(await balanceOf(db, account.id)).toBe("3879.50");
  });

  test("a refusal while sending (funds short) rolls every payment back", async () => {
    const { db, api, first, second, draft } = await setup();
    const poor = await insertBankAccount(db, { currentBalance: "1100.00" });
    const batch = await draft({
      bankAccountId: poor.id,
      items: [
        { payableId: first.id, amount: "1070.00" },
        { payableId: second.id, amount: "50.50" },
      ],
    });
    expect(await api.post(`${PATH}/${batch.id}/send`, {})).toMatchObject({ status: 422 });
    expect(await balanceOf(db, poor.id)).toBe("1100.00");
    expect((await db.select().from(accountsPayable).where(eq(accountsPayable.id, first.id)))[0]?.balanceAmount).toBe(
      "1070.00",
    );
    expect((await api.send(endpoints.getAchBatch, { params: { id: batch.id } })).status).toBe("draft");
  });

  test("a batch dated ahead is sent from its payment date; a draft is deleted", async () => {
    const { db, api, first, draft } = await setup();
    const ahead = await draft({ paymentDate: panamaDate(3), items: [{ payableId: first.id, amount: "10.00" }] });
    const refused = await api.post(`${PATH}/${ahead.id}/send`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toStartWith("El lote se puede marcar como enviado desde su fecha de pago");
    expect((await api.del(`${PATH}/${ahead.id}`)).status).toBe(204);
    expect((await api.get(`${PATH}/${ahead.id}`)).status).toBe(404);
    expect((await activityFor(db, "ach_batch", ahead.id)).at(-1)?.summary).toBe(`Lote ACH #${ahead.id} eliminado`);
  });

  test("confirmed when the statement shows all its payments: matching them in the reconciliation confirms it", async () => {
    const { db, api, account, first, second, draft } = await setup();
    const batch = await draft({
      items: [
        { payableId: first.id, amount: "100.00" },
        { payableId: second.id, amount: "200.00" },
      ],
    });
    await api.send(endpoints.sendAchBatch, { params: { id: batch.id } });
    // The bank's statement: the two ACH debits.
    const [debitOne, debitTwo] = await insertStatementLines(db, account.id, [
      { date: panamaDate(0), amount: "-100.00", description: "ACH PROVEEDOR 1" },
      { date: panamaDate(0), amount: "-200.00", description: "ACH PROVEEDOR 2" },
    ]);
    const movements = await api.send(endpoints.listUnmatchedBookMovements, { params: { id: account.id } });
    const movementOf = (amount: string) => movements.find((movement) => movement.amount === amount)?.journalLineId ?? 0;
    const matchLine = (lineId: number, amount: string) =>
      api.send(endpoints.createMatch, {
        params: { id: account.id },
        body: { statementLineIds: [lineId], journalLineIds: [movementOf(amount)] },
      });
    const batchNow = () => api.send(endpoints.getAchBatch, { params: { id: batch.id } });

    await matchLine(debitOne?.id ?? 0, "-100.00");
    expect((await batchNow()).status).toBe("sent");
    const secondMatch = await matchLine(debitTwo?.id ?? 0, "-200.00");
    const confirmed = await batchNow();
    expect(confirmed).toMatchObject({ status: "confirmed", confirmedAt: expect.any(String) });
    expect((await activityFor(db, "ach_batch", batch.id)).at(-1)?.summary).toBe(
      `Lote ACH #${batch.id} confirmado por el estado de cuenta`,
    );
    // Confirming again finds nothing more; a confirmed batch cannot be sent again.
    expect(await db.transaction((tx) => confirmMatchedAchBatches(tx, account.id))).toEqual([]);
    expect((await api.post(`${PATH}/${batch.id}/send`, {})).status).toBe(409);

    // One of its payments unmatched: the statement no longer shows the whole batch.
    await api.send(endpoints.deleteMatch, { params: { id: account.id, matchId: secondMatch.id } });
    expect(await batchNow()).toMatchObject({
      status: "sent",
      confirmedAt: null,
    });
    expect((await activityFor(db, "ach_batch", batch.id)).at(-1)?.summary).toBe(
      `Lote ACH #${batch.id} vuelve a enviado: se deshizo la conciliación de uno de sus pagos`,
    );
  });
});
