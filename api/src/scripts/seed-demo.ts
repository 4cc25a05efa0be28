// `bun run seed:demo`: fills an empty database with a believable Panamanian demo company.
import { count, sql } from "drizzle-orm";
import { formatBalboas } from "../contract/values/money-format";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { postMissingEntries } from "../domain/finance/ledger/backfill";
import { type DemoContext, noonOrNow, pick } from "./demo/context";
import { demoQuotes } from "./demo/crm-data";
import { todayInPanama } from "./demo/dates";
import { insertClients, insertInvoices, insertProjects, insertQuotes } from "./demo/insert-crm";
import {
  applyMovements,
  insertBankAccounts,
  insertBudgets,
  insertHistory,
  insertPayables,
  insertSuppliers,
} from "./demo/insert-finance";
import { demoInvoices, demoProjects } from "./demo/invoice-data";
import { demoPayables } from "./demo/movement-data";
import { runMain, withDatabase } from "./run";

export type DemoSummary = Record<string, number | string>;

/**
 * Inserts the whole demo in one transaction: either all of it is there, or none of it. Dates are
 * offsets from `today` (Panama); no instant it writes is later than `now`.
 */
export async function seedDemo(db: Db, today: string, now = new Date()): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    const categories = await tx
      .select({ id: t.transactionCategories.id, name: t.transactionCategories.name })
      .from(t.transactionCategories);
    const ctx: DemoContext = {
      tx,
      today,
      stamp: (date) => noonOrNow(date, now),
      categoryId: (name) => categories.find((c) => c.name === name)?.id ?? null,
      movements: [],
    };

    const clients = await insertClients(ctx);
    const accounts = await insertBankAccounts(ctx);
    const suppliers = await insertSuppliers(ctx);
    const operating = pick(accounts, 0);
    await insertQuotes(ctx, clients);
    await insertInvoices(ctx, clients, operating);
    await insertProjects(ctx, clients);
    await insertPayables(ctx, suppliers, operating);
    const transfers = await insertHistory(ctx, { clients, accounts, suppliers });
    await tx.insert(t.transactions).values(ctx.movements);
    await applyMovements(ctx);
    await insertBudgets(ctx);
    await tx.insert(t.activityLog).values([
      {
        action: "create",
        entity: "client",
        entityId: pick(clients, 7),
        summary: "Cliente creado: Pagos Digitales del Istmo, S.A.",
      },
      {
        action: "status",
        entity: "quote",
        entityId: null,
        summary: "Cotización de la plataforma de gestión de obras aceptada",
      },
      {
        action: "payment",
        entity: "receivable",
        entityId: null,
        summary: "Pago parcial recibido de Fundación Educativa Azuero",
      },
      {
        action: "create",
        entity: "payable",
        entityId: null,
        summary: "Cuenta por pagar registrada: Redes y Fibra del Istmo, S.A.",
      },
    ]);

    // The demo's rows are written directly: the ledger's entries for them, as the backfill posts them.
    await postMissingEntries(tx, { userId: null, now });
    const [bank] = await tx
      .select({ total: sql<string>`coalesce(sum(${t.bankAccounts.currentBalance}), 0)::text` })
      .from(t.bankAccounts);
    return {
      clientes: clients.length,
      cotizaciones: demoQuotes.length,
      facturas: demoInvoices.length,
      proyectos: demoProjects.length,
      "cuentas bancarias": accounts.length,
      proveedores: suppliers.length,
      transacciones: ctx.movements.length,
      transferencias: transfers,
      "cuentas por pagar": demoPayables.length,
      "saldo total en bancos": formatBalboas(bank?.total ?? "0"),
    };
  });
}

/**
 * Loads the demo when the database has no clients; answers the summary, or null when it already
 * has data (the demo never mixes with a company's own records).
 */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<DemoSummary | null> {
  const [existing] = await db.select({ n: count() }).from(t.clients);
  if ((existing?.n ?? 0) > 0) return null;
  return seedDemo(db, todayInPanama(now), now);
}

export function printSummary(summary: DemoSummary, where: string, log = console.log) {
  log(`Datos de demostración cargados (${where}):`);
  for (const [label, value] of Object.entries(summary)) log(`  - ${label}: ${value}`);
}

async function main(): Promise<number> {
  return withDatabase(async (opened, env) => {
    const summary = await seedDemoIfEmpty(opened.db);
    if (!summary) {
      console.error("La base de datos ya tiene clientes: los datos de demostración solo se cargan en una base vacía.");
      return 1;
    }
    printSummary(summary, opened.kind === "pglite" ? `PGlite en ${env.DATA_DIR}` : "PostgreSQL");
    return 0;
  });
}

if (import.meta.main) runMain(main, "No se pudieron cargar los datos de demostración");
