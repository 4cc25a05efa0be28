// `bun run seed:demo`: fills an empty database with a believable Panamanian demo company.
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { openDatabase } from "../db/client";
import { computeItbms, fromCents, toCents } from "../db/money";
import { nextDocumentNumber } from "../db/numbering";
import * as t from "../db/schema";
import { loadEnv } from "../env";
import { addDays, dayMonthsAgo, todayInPanama } from "./dates";
import {
  demoBankAccounts,
  demoClients,
  demoInvoices,
  demoMonthly,
  demoPayables,
  demoProjects,
  demoQuotes,
  demoSuppliers,
} from "./demo-data";

const ITBMS_RATE = "7";
const MONTHS_OF_HISTORY = 6;

const payableCategoryName: Record<string, string> = {
  rent: "Alquiler",
  utilities: "Servicios públicos",
  supplies: "Otros gastos",
  software: "Servicios en la nube",
  services: "Honorarios profesionales",
  equipment: "Equipo",
  other: "Otros gastos",
};

/** Index into an id list built from the same demo arrays; a miss is a bug in demo-data.ts. */
function pick(ids: number[], index: number): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`Dato de demostración inválido: índice ${index}`);
  return id;
}

// Panama has no daylight saving time: noon there is always 17:00 UTC.
const atNoon = (date: string) => new Date(`${date}T12:00:00-05:00`);

export type DemoSummary = Record<string, number | string>;

/** Inserts the whole demo in one transaction: either all of it is there, or none. */
export async function seedDemo(db: Db, today: string): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    const categories = await tx.select({ id: t.transactionCategories.id, name: t.transactionCategories.name }).from(t.transactionCategories);
    const categoryId = (name: string) => categories.find((c) => c.name === name)?.id ?? null;

    const clientIds = (await tx.insert(t.clients).values(demoClients).returning({ id: t.clients.id })).map((r) => r.id);

    for (const q of demoQuotes) {
      await tx.insert(t.quotes).values({
        quoteNumber: await nextDocumentNumber(tx, "COT", Number(today.slice(0, 4))),
        clientId: pick(clientIds, q.client),
        title: q.title,
        description: q.description,
        amount: q.amount,
        itbmsRate: ITBMS_RATE,
        ...computeItbms(q.amount, ITBMS_RATE),
        validUntil: addDays(today, q.validIn),
        status: q.status,
      });
    }

    const accountIds = (
      await tx
        .insert(t.bankAccounts)
        .values(demoBankAccounts.map(({ opening, ...a }) => ({ ...a, currentBalance: opening })))
        .returning({ id: t.bankAccounts.id })
    ).map((r) => r.id);
    const supplierIds = (await tx.insert(t.suppliers).values(demoSuppliers).returning({ id: t.suppliers.id })).map((r) => r.id);
    const ledger: (typeof t.transactions.$inferInsert)[] = [];

    // Numbered in issue order, so the numbers grow with the dates as they would have in real life.
    const invoicesByDate = [...demoInvoices].sort((a, b) => a.issuedIn - b.issuedIn);
    for (const inv of invoicesByDate) {
      const issueDate = addDays(today, inv.issuedIn);
      const { itbmsAmount, total } = computeItbms(inv.amount, ITBMS_RATE);
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
          amount: inv.amount,
          itbmsRate: ITBMS_RATE,
          itbmsAmount,
          total,
          issueDate,
          dueDate: addDays(today, inv.dueIn),
          paidAt: inv.status === "paid" && paidDate ? atNoon(paidDate) : null,
          status: inv.status,
        })
        .returning({ id: t.invoices.id });
      // Drafts and cancelled invoices are not owed by anyone: no receivable for them.
      if (!invoice || inv.status === "draft" || inv.status === "cancelled") continue;
      const balance = toCents(total) - (paid ? toCents(paid) : 0n);
      const status = balance === 0n ? "paid" : paid ? "partially_paid" : inv.dueIn < 0 ? "overdue" : "pending";
      const [receivable] = await tx
        .insert(t.accountsReceivable)
        .values({
          clientId,
          invoiceId: invoice.id,
          invoiceNumber,
          issueDate,
          dueDate: addDays(today, inv.dueIn),
          totalAmount: total,
          balanceAmount: fromCents(balance),
          status,
          description: inv.description,
        })
        .returning({ id: t.accountsReceivable.id });
      if (!receivable || !paid || !paidDate) continue;
      await tx.insert(t.receivablePayments).values({ receivableId: receivable.id, amount: paid, paymentDate: paidDate, paymentMethod: "transfer", reference: `ACH-${invoiceNumber}` });
      ledger.push({ transactionDate: paidDate, transactionType: "income", amount: paid, description: `Cobro de la factura ${invoiceNumber}`, reference: invoiceNumber, categoryId: categoryId("Desarrollo de software"), bankAccountId: pick(accountIds, 0), clientId });
    }

    for (const p of demoProjects) {
      const { client, startIn, endIn, ...rest } = p;
      await tx.insert(t.projects).values({
        ...rest,
        clientId: pick(clientIds, client),
        startDate: startIn === null ? null : addDays(today, startIn),
        endDate: endIn === null ? null : addDays(today, endIn),
      });
    }

    for (const p of demoPayables) {
      const issueDate = addDays(today, p.issuedIn);
      const supplierId = pick(supplierIds, p.supplier);
      const balance = toCents(p.total) - (p.paid ? toCents(p.paid) : 0n);
      const [payable] = await tx
        .insert(t.accountsPayable)
        .values({ supplierId, invoiceNumber: p.invoiceNumber, issueDate, dueDate: addDays(today, p.dueIn), totalAmount: p.total, balanceAmount: fromCents(balance), status: p.status, description: p.description, category: p.category })
        .returning({ id: t.accountsPayable.id });
      if (!payable || !p.paid) continue;
      const paymentDate = addDays(issueDate, 2) > today ? today : addDays(issueDate, 2);
      await tx.insert(t.supplierPayments).values({ payableId: payable.id, bankAccountId: pick(accountIds, 0), amount: p.paid, paymentDate, paymentMethod: "transfer", reference: `PAGO-${p.invoiceNumber}` });
      ledger.push({ transactionDate: paymentDate, transactionType: "expense", amount: p.paid, description: `Pago de la factura ${p.invoiceNumber}`, reference: p.invoiceNumber, categoryId: categoryId(payableCategoryName[p.category] ?? "Otros gastos"), bankAccountId: pick(accountIds, 0), supplierId });
    }

    const transfers: (typeof t.transfers.$inferInsert)[] = [];
    for (let monthsAgo = MONTHS_OF_HISTORY - 1; monthsAgo >= 0; monthsAgo--) {
      for (const m of demoMonthly) {
        const date = dayMonthsAgo(today, monthsAgo, m.day);
        if (!date) continue;
        ledger.push({
          transactionDate: date,
          transactionType: m.type,
          amount: m.amount,
          description: m.description,
          reference: `${m.type === "income" ? "ING" : "EGR"}-${date.replaceAll("-", "")}-${m.day}`,
          categoryId: categoryId(m.category),
          bankAccountId: pick(accountIds, m.account),
          clientId: m.client === undefined ? null : pick(clientIds, m.client),
          supplierId: m.supplier === undefined ? null : pick(supplierIds, m.supplier),
        });
      }
      // The payroll account is funded from the operating account just before each payday.
      const payroll = dayMonthsAgo(today, monthsAgo, 14);
      if (payroll) {
        transfers.push({ fromAccountId: pick(accountIds, 0), toAccountId: pick(accountIds, 1), amount: "6500.00", transferFee: "0.00", transferDate: atNoon(payroll), reference: `TRF-PLA-${payroll.slice(0, 7)}`, description: "Fondeo de planilla" });
      }
      const taxes = monthsAgo % 3 === 1 ? dayMonthsAgo(today, monthsAgo, 20) : null;
      if (taxes) {
        transfers.push({ fromAccountId: pick(accountIds, 0), toAccountId: pick(accountIds, 3), amount: "2500.00", transferFee: "3.50", transferDate: atNoon(taxes), reference: `TRF-IMP-${taxes.slice(0, 7)}`, description: "Reserva para ITBMS e impuesto sobre la renta" });
      }
    }
    // Pending: registered today, not yet confirmed by the bank, so it does not move balances.
    transfers.push({ fromAccountId: pick(accountIds, 0), toAccountId: pick(accountIds, 4), amount: "1000.00", transferFee: "0.00", transferDate: atNoon(today), reference: "TRF-RES-001", description: "Aporte al fondo de reserva", status: "pending" });

    await tx.insert(t.transactions).values(ledger);
    await tx.insert(t.transfers).values(transfers);

    // Balances follow from the opening balance and the completed movements, in exact SQL arithmetic.
    await tx.execute(sql`
      update bank_accounts b set current_balance = b.current_balance
        + coalesce((select sum(case x.transaction_type when 'income' then x.amount when 'expense' then -x.amount else 0 end)
                    from transactions x where x.bank_account_id = b.id and x.status = 'completed'), 0)
        + coalesce((select sum(amount) from transfers where to_account_id = b.id and status = 'completed'), 0)
        - coalesce((select sum(amount + transfer_fee) from transfers where from_account_id = b.id and status = 'completed'), 0)`);

    const year = today.slice(0, 4);
    await tx.insert(t.budgets).values([
      { name: `Publicidad ${year}`, categoryId: categoryId("Publicidad"), periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, amount: "6000.00", notes: "Redes sociales y ferias tecnológicas" },
      { name: `Servicios en la nube ${year}`, categoryId: categoryId("Servicios en la nube"), periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, amount: "7200.00", notes: null },
      { name: `Planilla ${year}`, categoryId: categoryId("Salarios"), periodStart: `${year}-01-01`, periodEnd: `${year}-12-31`, amount: "78000.00", notes: "Incluye décimo tercer mes" },
    ]);

    await tx.insert(t.activityLog).values([
      { action: "create", entity: "client", entityId: pick(clientIds, 7), summary: "Cliente creado: Pagos Digitales del Istmo, S.A." },
      { action: "status", entity: "quote", entityId: null, summary: "Cotización COT de la plataforma de obras aceptada" },
      { action: "payment", entity: "receivable", entityId: null, summary: "Pago parcial recibido de Fundación Educativa Azuero" },
      { action: "create", entity: "payable", entityId: null, summary: "Cuenta por pagar registrada: Redes y Fibra del Istmo, S.A." },
    ]);

    const [bank] = await tx.select({ total: sql<string>`coalesce(sum(${t.bankAccounts.currentBalance}), 0)::text` }).from(t.bankAccounts);
    return {
      clientes: clientIds.length,
      cotizaciones: demoQuotes.length,
      facturas: demoInvoices.length,
      proyectos: demoProjects.length,
      "cuentas bancarias": accountIds.length,
      proveedores: supplierIds.length,
      transacciones: ledger.length,
      transferencias: transfers.length,
      "cuentas por pagar": demoPayables.length,
      "saldo total en bancos": `B/. ${bank?.total ?? "0.00"}`,
    };
  });
}

async function main(): Promise<void> {
  const env = loadEnv();
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const [existing] = await opened.db.select({ n: count() }).from(t.clients);
    if ((existing?.n ?? 0) > 0) {
      console.error("La base de datos ya tiene clientes: los datos de demostración solo se cargan en una base vacía.");
      process.exitCode = 1;
      return;
    }
    const summary = await seedDemo(opened.db, todayInPanama());
    console.log(`Datos de demostración cargados (${opened.kind === "pglite" ? `PGlite en ${env.DATA_DIR}` : "PostgreSQL"}):`);
    for (const [label, value] of Object.entries(summary)) console.log(`  - ${label}: ${value}`);
  } finally {
    await opened.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`No se pudieron cargar los datos de demostración: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
