import { fromCents, toCents } from "../../contract/values/money";
import { nextDocumentNumber } from "../../db/numbering";
import * as t from "../../db/schema";
import { priceLines, replaceDocumentLines, singleLine } from "../../domain/documents/lines";
import { type DemoContext, ITBMS_RATE, pick } from "./context";
import { type DemoLine, demoClients, demoQuotes } from "./crm-data";
import { addDays, earliest } from "./dates";
import { demoInvoices, demoProjects } from "./invoice-data";

// Records carry believable creation dates, so the reports' monthly figures and trends
// look like a company with a history rather than one that started today.

/** Clients arrived over the last ten months, the first one earliest. */
export async function insertClients({ tx, today, stamp }: DemoContext): Promise<number[]> {
  const step = Math.floor(300 / demoClients.length);
  const rows = await tx
    .insert(t.clients)
    .values(
      demoClients.map((client, index) => {
        const createdAt = stamp(addDays(today, -300 + index * step));
        return { ...client, createdAt, updatedAt: createdAt };
      }),
    )
    .returning({ id: t.clients.id });
  return rows.map((r) => r.id);
}

/** A demo document's lines priced as the API prices them; without lines, one line of its amount. */
function demoLines(document: { title: string; amount: string; lines?: DemoLine[] }) {
  return priceLines(
    document.lines?.map((line) => ({ ...line, discountPercent: "0", itbmsRate: ITBMS_RATE })) ?? [
      singleLine(document.title, document.amount, ITBMS_RATE),
    ],
  );
}

export async function insertQuotes({ tx, today, stamp }: DemoContext, clientIds: number[]): Promise<void> {
  for (const q of demoQuotes) {
    const priced = demoLines(q);
    const [quote] = await tx
      .insert(t.quotes)
      .values({
        quoteNumber: await nextDocumentNumber(tx, "COT", Number(today.slice(0, 4))),
        clientId: pick(clientIds, q.client),
        title: q.title,
        description: q.description,
        ...priced.amounts,
        validUntil: addDays(today, q.validIn),
        status: q.status,
        // Written 30 days before it stops being valid: the validity the quote form proposes.
        createdAt: stamp(earliest(today, addDays(today, q.validIn - 30))),
        updatedAt: stamp(earliest(today, addDays(today, q.validIn - 30))),
      })
      .returning({ id: t.quotes.id });
    if (quote) await replaceDocumentLines(tx, "quote", quote.id, priced.lines);
  }
}

/** Invoices, and for each one actually owed a receivable (with its payment, if any). */
export async function insertInvoices(ctx: DemoContext, clientIds: number[], operatingAccountId: number): Promise<void> {
  const { tx, today, stamp } = ctx;
  // Numbered in issue order (and by the issue year), as they would have been in real life.
  const byIssueDate = [...demoInvoices].sort((a, b) => a.issuedIn - b.issuedIn);
  for (const inv of byIssueDate) {
    const issueDate = addDays(today, inv.issuedIn);
    const dueDate = addDays(today, inv.dueIn);
    const priced = demoLines(inv);
    const { total } = priced.amounts;
    const paid = inv.payment ? (inv.payment.amount === "total" ? total : inv.payment.amount) : null;
    const paidDate = inv.payment ? addDays(today, inv.payment.in) : null;
    const invoiceNumber = await nextDocumentNumber(tx, "FAC", Number(issueDate.slice(0, 4)));
    const clientId = pick(clientIds, inv.client);
    const [invoice] = await tx
      .insert(t.invoices)
      .values({
        invoiceNumber,
        clientId,
        title: inv.title,
        description: inv.description,
        ...priced.amounts,
        issueDate,
        dueDate,
        paidAt: inv.status === "paid" && paidDate ? stamp(paidDate) : null,
        status: inv.status,
        createdAt: stamp(issueDate),
        updatedAt: stamp(paidDate ?? issueDate),
      })
      .returning({ id: t.invoices.id });
    if (invoice) await replaceDocumentLines(tx, "invoice", invoice.id, priced.lines);
    // Drafts and cancelled invoices are owed by no one: no receivable for them.
    if (!invoice || inv.status === "draft" || inv.status === "cancelled") continue;

    const balance = toCents(total) - (paid ? toCents(paid) : 0n);
    const status = balance === 0n ? "paid" : paid ? "partially_paid" : dueDate < today ? "overdue" : "pending";
    const [receivable] = await tx
      .insert(t.accountsReceivable)
      .values({
        clientId,
        invoiceId: invoice.id,
        invoiceNumber,
        issueDate,
        dueDate,
        totalAmount: total,
        balanceAmount: fromCents(balance),
        status,
        description: inv.description,
      })
      .returning({ id: t.accountsReceivable.id });
    if (!receivable || !paid || !paidDate) continue;

    await tx.insert(t.receivablePayments).values({
      receivableId: receivable.id,
      amount: paid,
      paymentDate: paidDate,
      paymentMethod: "transfer",
      reference: `ACH-${invoiceNumber}`,
    });
    ctx.movements.push({
      transactionDate: paidDate,
      transactionType: "income",
      amount: paid,
      description: `Cobro de la factura ${invoiceNumber}`,
      reference: invoiceNumber,
      categoryId: ctx.categoryId("Desarrollo de software"),
      bankAccountId: operatingAccountId,
      clientId,
    });
  }
}

export async function insertProjects({ tx, today, stamp }: DemoContext, clientIds: number[]): Promise<void> {
  await tx.insert(t.projects).values(
    demoProjects.map(({ client, startIn, endIn, ...project }) => ({
      ...project,
      clientId: pick(clientIds, client),
      startDate: startIn === null ? null : addDays(today, startIn),
      endDate: endIn === null ? null : addDays(today, endIn),
      createdAt: stamp(earliest(today, addDays(today, (startIn ?? 0) - 14))),
      updatedAt: stamp(earliest(today, addDays(today, endIn ?? 0))),
    })),
  );
}
