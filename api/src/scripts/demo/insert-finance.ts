import { sql } from "drizzle-orm";
import { sumPayableTaxes } from "../../contract/taxes/payable-taxes";
import { fromCents, toCents } from "../../contract/values/money";
import type { PayableCategory } from "../../contract/values/statuses";
import * as t from "../../db/schema";
import { type DemoContext, pick } from "./context";
import { addDays, dayMonthsAgo, earliest } from "./dates";
import { demoBankAccounts, demoSuppliers } from "./finance-data";
import { demoMonthly, demoPayables } from "./movement-data";

const MONTHS_OF_HISTORY = 6;

const payableCategoryName: Record<PayableCategory, string> = {
  rent: "Alquiler",
  utilities: "Servicios públicos",
  supplies: "Otros gastos",
  software: "Servicios en la nube",
  services: "Honorarios profesionales",
  equipment: "Equipo",
  other: "Otros gastos",
};

/** Accounts start at their opening balance; applyMovements() brings them up to date. */
export async function insertBankAccounts({ tx }: DemoContext): Promise<number[]> {
  const rows = await tx
    .insert(t.bankAccounts)
    .values(demoBankAccounts.map(({ opening, ...account }) => ({ ...account, currentBalance: opening })))
    .returning({ id: t.bankAccounts.id });
  return rows.map((r) => r.id);
}

export async function insertSuppliers({ tx }: DemoContext): Promise<number[]> {
  const rows = await tx.insert(t.suppliers).values(demoSuppliers).returning({ id: t.suppliers.id });
  return rows.map((r) => r.id);
}

export async function insertPayables(ctx: DemoContext, supplierIds: number[], operatingAccountId: number) {
  const { tx, today } = ctx;
  for (const p of demoPayables) {
    const issueDate = addDays(today, p.issuedIn);
    const supplierId = pick(supplierIds, p.supplier);
    const sums = sumPayableTaxes(p.taxes);
    const balance = toCents(sums.total) - (p.paid ? toCents(p.paid) : 0n);
    const [payable] = await tx
      .insert(t.accountsPayable)
      .values({
        supplierId,
        invoiceNumber: p.invoiceNumber,
        issueDate,
        dueDate: addDays(today, p.dueIn),
        totalAmount: sums.total,
        balanceAmount: fromCents(balance),
        // As the API stores it: the sums of its rows, and their one rate.
        itbmsAmount: sums.itbms,
        itbmsRate: p.taxes.length === 1 ? (p.taxes[0]?.rate ?? null) : null,
        status: p.status,
        description: p.description,
        category: p.category,
      })
      .returning({ id: t.accountsPayable.id });
    if (!payable) continue;
    await tx.insert(t.accountsPayableTaxes).values(p.taxes.map((tax) => ({ payableId: payable.id, ...tax })));
    if (!p.paid) continue;

    const paymentDate = earliest(addDays(issueDate, 2), today);
    await tx.insert(t.supplierPayments).values({
      payableId: payable.id,
      bankAccountId: operatingAccountId,
      amount: p.paid,
      paymentDate,
      paymentMethod: "transfer",
      reference: `PAGO-${p.invoiceNumber}`,
    });
    ctx.movements.push({
      transactionDate: paymentDate,
      transactionType: "expense",
      amount: p.paid,
      description: `Pago de la factura ${p.invoiceNumber}`,
      reference: p.invoiceNumber,
      categoryId: ctx.categoryId(payableCategoryName[p.category]),
      bankAccountId: operatingAccountId,
      supplierId,
    });
  }
}

/** Six months of recurring income and expenses, and the transfers between own accounts. */
export async function insertHistory(
  ctx: DemoContext,
  ids: { clients: number[]; accounts: number[]; suppliers: number[] },
): Promise<number> {
  const { tx, today, stamp } = ctx;
  const operating = pick(ids.accounts, 0);
  const transfers: (typeof t.transfers.$inferInsert)[] = [];
  for (let monthsAgo = MONTHS_OF_HISTORY - 1; monthsAgo >= 0; monthsAgo--) {
    for (const m of demoMonthly) {
      const date = dayMonthsAgo(today, monthsAgo, m.day);
      if (!date) continue;
      ctx.movements.push({
        transactionDate: date,
        transactionType: m.type,
        amount: m.amount,
        description: m.description,
        reference: `${m.type === "income" ? "ING" : "EGR"}-${date.replaceAll("-", "")}-${m.day}`,
        categoryId: ctx.categoryId(m.category),
        bankAccountId: pick(ids.accounts, m.account),
        clientId: m.client === undefined ? null : pick(ids.clients, m.client),
        supplierId: m.supplier === undefined ? null : pick(ids.suppliers, m.supplier),
      });
    }
    // The payroll account is funded from the operating account the day before each payday.
    const payroll = dayMonthsAgo(today, monthsAgo, 14);
    if (payroll) {
      transfers.push({
        fromAccountId: operating,
        toAccountId: pick(ids.accounts, 1),
        amount: "6500.00",
        transferFee: "0.00",
        transferDate: stamp(payroll),
        reference: `TRF-PLA-${payroll.slice(0, 7)}`,
        description: "Fondeo de planilla",
      });
    }
    const taxes = monthsAgo % 3 === 1 ? dayMonthsAgo(today, monthsAgo, 20) : null;
    if (taxes) {
      transfers.push({
        fromAccountId: operating,
        toAccountId: pick(ids.accounts, 3),
        amount: "2500.00",
        transferFee: "3.50",
        transferDate: stamp(taxes),
        reference: `TRF-IMP-${taxes.slice(0, 7)}`,
        description: "Reserva para ITBMS e impuesto sobre la renta",
      });
    }
  }
  // Pending: registered today, not yet confirmed by the bank, so it moves no balance.
  transfers.push({
    fromAccountId: operating,
    toAccountId: pick(ids.accounts, 4),
    amount: "1000.00",
    transferFee: "0.00",
    transferDate: stamp(today),
    reference: "TRF-RES-001",
    description: "Aporte al fondo de reserva",
    status: "pending",
  });
  await tx.insert(t.transfers).values(transfers);
  return transfers.length;
}

/** Balances follow from the opening balance and every completed movement, in exact SQL arithmetic. */
export async function applyMovements({ tx }: DemoContext): Promise<void> {
  await tx.execute(sql`
    update bank_accounts b set current_balance = b.current_balance
      + coalesce((select sum(case x.transaction_type when 'income' then x.amount when 'expense' then -x.amount else 0 end)
                  from transactions x where x.bank_account_id = b.id and x.status = 'completed'), 0)
      + coalesce((select sum(amount) from transfers where to_account_id = b.id and status = 'completed'), 0)
      - coalesce((select sum(amount + transfer_fee) from transfers where from_account_id = b.id and status = 'completed'), 0)`);
}

export async function insertBudgets({ tx, today, categoryId }: DemoContext): Promise<void> {
  const year = today.slice(0, 4);
  const wholeYear = { periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` };
  await tx.insert(t.budgets).values([
    {
      name: `Publicidad ${year}`,
      categoryId: categoryId("Publicidad"),
      ...wholeYear,
      amount: "6000.00",
      notes: "Redes sociales y ferias",
    },
    {
      name: `Servicios en la nube ${year}`,
      categoryId: categoryId("Servicios en la nube"),
      ...wholeYear,
      amount: "7200.00",
    },
    {
      name: `Planilla ${year}`,
      categoryId: categoryId("Salarios"),
      ...wholeYear,
      amount: "78000.00",
      notes: "Con décimo tercer mes",
    },
  ]);
}
