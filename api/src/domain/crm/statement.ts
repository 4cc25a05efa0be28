import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { ClientStatementRecord } from "../../contract";
import { clientDisplayName } from "../../contract/crm/clients";
import { todayInPanama } from "../../contract/values/dates";
import type { Db } from "../../db/client";
import { panamaToday } from "../../db/panama-time";
import { accountsReceivable, clients, invoices } from "../../db/schema";
import { DomainFailure } from "../failures";
import { debtDaysOverdueAsOf } from "../finance/overdue";
import { CLIENT_NOT_FOUND } from "./clients";

// A client's statement of account ('Estado de cuenta', api/docs/mail.md): what it still owes,
// debt by debt, as of today in Panama. Its receivables with a balance (an invoice's, or one
// recorded on its own), never a draft's or a cancelled invoice's; the sums are SQL's.

const openDebt = (clientId: number) =>
  and(
    eq(accountsReceivable.clientId, clientId),
    ne(accountsReceivable.status, "paid"),
    gt(accountsReceivable.balanceAmount, "0"),
    or(isNull(invoices.id), inArray(invoices.status, ["sent", "overdue"])),
  );

export async function clientStatement(db: Db, clientId: number, now = new Date()): Promise<ClientStatementRecord> {
  return db.transaction(
    async (tx) => {
      const [client] = await tx
        .select({ id: clients.id, name: clients.name, company: clients.company, email: clients.email })
        .from(clients)
        .where(eq(clients.id, clientId));
      if (!client) throw new DomainFailure("not_found", CLIENT_NOT_FOUND);
      const today = panamaToday(now);
      const lines = await tx
        .select({
          invoiceId: accountsReceivable.invoiceId,
          number: accountsReceivable.invoiceNumber,
          issueDate: accountsReceivable.issueDate,
          dueDate: accountsReceivable.dueDate,
          total: accountsReceivable.totalAmount,
          paid: sql<string>`(${accountsReceivable.totalAmount} - ${accountsReceivable.balanceAmount})::numeric(14,2)`,
          balance: accountsReceivable.balanceAmount,
          daysOverdue: debtDaysOverdueAsOf(accountsReceivable, today),
        })
        .from(accountsReceivable)
        .leftJoin(invoices, eq(invoices.id, accountsReceivable.invoiceId))
        .where(openDebt(clientId))
        .orderBy(asc(accountsReceivable.dueDate), asc(accountsReceivable.id));
      const [sums] = await tx
        .select({
          totalDue: sql<string>`coalesce(sum(${accountsReceivable.balanceAmount}), 0)::numeric(14,2)`,
          overdue: sql<string>`coalesce(sum(${accountsReceivable.balanceAmount}) filter (where ${accountsReceivable.dueDate} < ${today}), 0)::numeric(14,2)`,
        })
        .from(accountsReceivable)
        .leftJoin(invoices, eq(invoices.id, accountsReceivable.invoiceId))
        .where(openDebt(clientId));
      return {
        clientId: client.id,
        clientName: clientDisplayName(client),
        email: client.email,
        asOf: todayInPanama(now),
        lines: lines.map((line) => ({
          ...line,
          paid: String(line.paid),
          daysOverdue: line.daysOverdue === null ? null : Number(line.daysOverdue),
        })),
        totalDue: String(sums?.totalDue ?? "0.00"),
        overdue: String(sums?.overdue ?? "0.00"),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
