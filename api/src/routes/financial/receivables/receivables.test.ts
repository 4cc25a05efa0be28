import { expect, test } from "bun:test";
import type { InvoiceRecord, ReceivableRecord } from "../../../contract";
import { accountsReceivable } from "../../../db/schema";
import { signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertClient, panamaDate } from "../../../test/fixtures";

describeEachDatabase("GET /api/financial/accounts-receivable", (getDb) => {
  test("lists every receivable by due date with its client and invoice", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { name: "Ana Ríos" });
    const invoice = (description: string, amount: string, dates: Record<string, string>) =>
      api.create<InvoiceRecord>("/api/invoices", { clientId, description, amount, status: "sent", ...dates });
    const later = await invoice("Segunda", "100", { issueDate: panamaDate(-1), dueDate: panamaDate(60) });
    const sooner = await invoice("Primera", "200", { dueDate: panamaDate(10) });
    const answer = await api.get<ReceivableRecord[]>("/api/financial/accounts-receivable");
    expect(answer.status).toBe(200);
    const dueDates = answer.body.map((r) => r.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const ours = answer.body.filter((r) => r.clientId === clientId);
    expect(ours.map((r) => r.invoiceId)).toEqual([sooner.id, later.id]);
    expect(ours[1]).toEqual({
      id: later.receivable?.id as number,
      clientId,
      clientName: "Ana Ríos",
      invoiceId: later.id,
      invoiceNumber: later.invoiceNumber,
      issueDate: panamaDate(-1),
      dueDate: panamaDate(60),
      totalAmount: "107.00",
      balanceAmount: "107.00",
      status: "pending",
      description: "Segunda",
      createdAt: expect.any(String),
    });
  });

  test("a pending receivable past its due date in Panama is answered as overdue", async () => {
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db);
    const [row] = await db
      .insert(accountsReceivable)
      .values({
        clientId,
        invoiceNumber: "EXT-1",
        issueDate: panamaDate(-40),
        dueDate: panamaDate(-1),
        totalAmount: "50.00",
        balanceAmount: "50.00",
        status: "pending",
      })
      .returning({ id: accountsReceivable.id });
    const answer = await api.get<ReceivableRecord[]>("/api/financial/accounts-receivable");
    expect(answer.body.find((r) => r.id === row?.id)).toMatchObject({ status: "overdue", invoiceId: null });
  });
});
