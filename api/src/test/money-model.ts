import { expect } from "bun:test";
import { and, eq, isNull, sql } from "drizzle-orm";
import { todayInPanama } from "../contract/values/dates";
import { fromCents, toCents } from "../contract/values/money";
import type { Db } from "../db/client";
import {
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  idempotencyKeys,
  invoices,
  receivablePayments,
  supplierPayments,
  transactions,
  transfers,
} from "../db/schema";
import { postMissingEntries } from "../domain/finance/ledger/backfill";
import { insertBankAccount, insertPayable, insertSupplier } from "./debt-fixtures";
import { insertClient, panamaDate } from "./fixtures";
import {
  accountBalance,
  accountTotalsDrift,
  bankLedgerBalances,
  cashFlowDrift,
  journalTotals,
  unmatchedMovementsDrift,
} from "./ledger";

// A model of every money movement (rules: api/docs/finance-money.md), shared by the tests that run
// random operations from many clients at once: in-process (routes/finance/money-model.test.ts)
// and over HTTP through a proxy to several servers, one of them killed (src/replicas.test.ts).
// Operations are transfers, deposits, withdrawals, receivable and supplier payments, deletions of
// transactions, and replays with an Idempotency-Key. The model applies only what the API
// acknowledged; at the end every balance in the database must equal the model's, every
// acknowledged row must be there, and nothing refused may have left a row behind.

const ACCOUNTS = 3;
const DEBTS = 4;
const OPENING_CENTS = 100_000n; // B/. 1,000.00 per account
const DEBT_CENTS = 60_000n; // B/. 600.00 per receivable and payable

export type Sent = { method: "POST" | "DELETE"; path: string; body?: unknown; key?: string };
/** `resent`: the request was sent again after its first attempt was lost (its outcome unknown). */
export type Answer = { status: number; text: string; resent?: boolean };
/** How one client sends a request: in-process, or over HTTP. */
export type Send = (client: number, sent: Sent) => Promise<Answer>;

export type RunTally = { refused: number; replays: number; acknowledged: number; unexpected: string[] };

/** The seed comes from MONEY_MODEL_SEED when set, so that a failing run can be repeated. */
export function modelSeed(): number {
  return Number(process.env.MONEY_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 32));
}

/** A seeded generator (mulberry32): the same seed gives the same operations. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const random = (n: number) => Math.floor(next() * n);
  return {
    random,
    pick: <T>(items: readonly T[]): T => items[random(items.length)] as T,
    amount: (maxCents: number) => fromCents(BigInt(1 + random(maxCents))),
  };
}

function add(map: Map<number, bigint>, id: number, cents: bigint) {
  map.set(id, (map.get(id) ?? 0n) + cents);
}

/** Inserts the accounts and debts the operations work on; answers the model of their state. */
export async function startMoneyModel(db: Db, seed: number): Promise<MoneyModel> {
  const model = new MoneyModel(seed);
  for (let i = 0; i < ACCOUNTS; i++) {
    const account = await insertBankAccount(db, { currentBalance: fromCents(OPENING_CENTS) });
    model.balances.set(account.id, OPENING_CENTS);
  }
  const client = await insertClient(db);
  const supplier = await insertSupplier(db);
  for (let i = 0; i < DEBTS; i++) {
    // A receivable is an invoice sent: the invoice is what the books post (the receivable's control account).
    const [invoice] = await db
      .insert(invoices)
      .values({
        clientId: client.id,
        invoiceNumber: `FAC-MODELO-${i}`,
        description: "Factura del modelo",
        amount: fromCents(DEBT_CENTS),
        itbmsAmount: "0.00",
        total: fromCents(DEBT_CENTS),
        issueDate: panamaDate(-10),
        dueDate: panamaDate(20),
        status: "sent",
      })
      .returning({ id: invoices.id });
    const [receivable] = await db
      .insert(accountsReceivable)
      .values({
        invoiceId: invoice?.id,
        clientId: client.id,
        invoiceNumber: `CXC-MODELO-${i}`,
        issueDate: panamaDate(-10),
        dueDate: panamaDate(20),
        totalAmount: fromCents(DEBT_CENTS),
        balanceAmount: fromCents(DEBT_CENTS),
      })
      .returning();
    if (!receivable) throw new Error("no receivable");
    model.receivables.set(receivable.id, DEBT_CENTS);
    const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: fromCents(DEBT_CENTS) });
    model.payables.set(payable.id, DEBT_CENTS);
  }
  // Written directly: their opening entries as an upgraded install gets them.
  await db.transaction((tx) => postMissingEntries(tx));
  return model;
}

export class MoneyModel {
  readonly balances = new Map<number, bigint>();
  readonly receivables = new Map<number, bigint>();
  readonly payables = new Map<number, bigint>();
  /** Transactions made by hand that still exist: id → their effect on their account. */
  readonly movements = new Map<number, { accountId: number; cents: bigint }>();
  /** The ids of every acknowledged creation, per table, to find each in the books. */
  readonly created = {
    transfers: new Set<number>(),
    receivablePayments: new Set<number>(),
    supplierPayments: new Set<number>(),
  };
  /** Bank movements the acknowledged payments with an account recorded. */
  paymentMovements = 0;
  /** Transactions whose deletion was lost and answered 404 when resent: gone, by whichever DELETE. */
  private readonly deletedUnsure = new Set<number>();
  private readonly today = todayInPanama();
  private readonly generator: ReturnType<typeof seededRandom>;

  constructor(readonly seed: number) {
    this.generator = seededRandom(seed);
  }

  /**
   * Runs `operations` random operations from `clients` clients at once, each through `send`.
   * One in eight is a replay of an earlier keyed request of the same client, which must answer
   * exactly what the first answered. `round` tells the Idempotency-Keys of one run from another's.
   */
  async run(clients: number, operations: number, send: Send, round = 0): Promise<RunTally> {
    const tally: RunTally = { refused: 0, replays: 0, acknowledged: 0, unexpected: [] };
    const { random, pick } = this.generator;
    const client = async (index: number) => {
      const done: Array<{ sent: Sent; answer: Answer }> = [];
      for (let seq = 0; seq < operations / clients; seq++) {
        if (done.length > 0 && random(8) === 0) {
          const first = pick(done);
          const again = await send(index, first.sent);
          tally.replays += 1;
          if (again.status !== first.answer.status || again.text !== first.answer.text) {
            tally.unexpected.push(`replay of ${first.sent.path}: ${again.status} ${again.text}`);
          }
          continue;
        }
        const operation = this.nextOperation(`${round}-${index}`, seq);
        const answer = await send(index, operation.sent);
        if (answer.status === 201) {
          operation.apply(JSON.parse(answer.text));
          tally.acknowledged += 1;
          done.push({ sent: operation.sent, answer });
        } else if (answer.status === 204) {
          operation.apply(null);
          tally.acknowledged += 1;
        } else if (answer.status === 404 && operation.sent.method === "DELETE" && answer.resent) {
          // The lost attempt may have deleted it, or another client did: either way it is gone.
          operation.apply("unsure");
        } else if ([404, 409, 422].includes(answer.status)) {
          tally.refused += 1;
        } else {
          tally.unexpected.push(`${operation.sent.method} ${operation.sent.path}: ${answer.status} ${answer.text}`);
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
    return tally;
  }

  /** One random operation, and what its acknowledgement (the 201 body, or null for a 204) does to the model. */
  private nextOperation(client: string, seq: number): { sent: Sent; apply(body: unknown): void } {
    const { random, pick, amount } = this.generator;
    const key = `modelo-${client}-${seq}`;
    const accountIds = [...this.balances.keys()];
    const kind = random(6);
    if (kind === 0) {
      const [from, to] = [pick(accountIds), pick(accountIds)];
      const to2 = from === to ? (accountIds.find((id) => id !== from) as number) : to;
      const body = {
        fromAccountId: from,
        toAccountId: to2,
        amount: amount(40_000),
        transferFee: random(3) === 0 ? amount(500) : "0",
        transferDate: new Date().toISOString(),
      };
      return {
        sent: { method: "POST", path: "/api/financial/transfers", body, key },
        apply: (created) => {
          add(this.balances, from, -(toCents(body.amount) + toCents(body.transferFee)));
          add(this.balances, to2, toCents(body.amount));
          this.created.transfers.add((created as { id: number }).id);
        },
      };
    }
    if (kind === 1 || kind === 2) {
      const income = kind === 1;
      const accountId = pick(accountIds);
      const body = {
        transactionDate: this.today,
        transactionType: income ? "income" : "expense",
        amount: amount(30_000),
        currency: "PAB",
        description: `${income ? "Depósito" : "Retiro"} del modelo ${client}-${seq}`,
        bankAccountId: accountId,
      };
      return {
        sent: { method: "POST", path: "/api/financial/transactions", body, key },
        apply: (created) => {
          const cents = income ? toCents(body.amount) : -toCents(body.amount);
          add(this.balances, accountId, cents);
          this.movements.set((created as { id: number }).id, { accountId, cents });
        },
      };
    }
    if (kind === 3) {
      const receivableId = pick([...this.receivables.keys()]);
      const accountId = random(4) === 0 ? null : pick(accountIds);
      const body = {
        receivableId,
        amount: amount(25_000),
        paymentDate: this.today,
        paymentMethod: "transfer",
        bankAccountId: accountId,
      };
      return {
        sent: { method: "POST", path: "/api/financial/payments", body, key },
        apply: (created) => {
          add(this.receivables, receivableId, -toCents(body.amount));
          this.created.receivablePayments.add((created as { payment: { id: number } }).payment.id);
          if (accountId !== null) {
            add(this.balances, accountId, toCents(body.amount));
            this.paymentMovements += 1;
          }
        },
      };
    }
    if (kind === 4) {
      const payableId = pick([...this.payables.keys()]);
      const accountId = random(4) === 0 ? null : pick(accountIds);
      const body = {
        payableId,
        amount: amount(25_000),
        paymentDate: this.today,
        paymentMethod: "check",
        bankAccountId: accountId,
      };
      return {
        sent: { method: "POST", path: "/api/financial/supplier-payments", body, key },
        apply: (created) => {
          add(this.payables, payableId, -toCents(body.amount));
          this.created.supplierPayments.add((created as { payment: { id: number } }).payment.id);
          if (accountId !== null) {
            add(this.balances, accountId, -toCents(body.amount));
            this.paymentMovements += 1;
          }
        },
      };
    }
    // Delete a transaction made by hand; another client may have deleted it already (404).
    const ids = [...this.movements.keys()];
    const id = ids.length > 0 ? pick(ids) : 0;
    return {
      sent: { method: "DELETE", path: `/api/financial/transactions/${id}` },
      apply: (outcome) => this.removeMovement(id, outcome === "unsure"),
    };
  }

  private removeMovement(id: number, unsure: boolean) {
    const movement = this.movements.get(id);
    if (unsure) this.deletedUnsure.add(id);
    if (!movement) {
      // Already removed by the one DELETE that did it, when a lost one was resent (404) meanwhile.
      if (unsure || this.deletedUnsure.has(id)) return;
      throw new Error(`transaction ${id} deleted twice`);
    }
    add(this.balances, movement.accountId, -movement.cents);
    this.movements.delete(id);
  }

  /** Every balance and debt as the model computes, every acknowledged row present, nothing else. */
  async expectDatabaseEqualsModel(db: Db) {
    try {
      await this.compareWithDatabase(db);
    } catch (error) {
      // The seed repeats the run: MONEY_MODEL_SEED=<seed>.
      if (error instanceof Error) error.message = `MONEY_MODEL_SEED=${this.seed}\n${error.message}`;
      throw error;
    }
  }

  private async compareWithDatabase(db: Db) {
    for (const [id, cents] of this.balances) {
      const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
      expect({ id, balance: row?.currentBalance }).toEqual({ id, balance: fromCents(cents) });
    }
    for (const [table, debts] of [
      [accountsReceivable, this.receivables],
      [accountsPayable, this.payables],
    ] as const) {
      for (const [id, cents] of debts) {
        const [row] = await db.select().from(table).where(eq(table.id, id));
        const status = cents === 0n ? "paid" : cents === DEBT_CENTS ? "pending" : "partially_paid";
        expect({ id, balance: row?.balanceAmount, status: row?.status }).toEqual({
          id,
          balance: fromCents(cents),
          status,
        });
      }
    }
    // Each table holds exactly what was acknowledged: no refused or lost operation left a row.
    const ids = async (query: Promise<Array<{ id: number }>>) =>
      (await query).map((row) => row.id).sort((a, b) => a - b);
    const sorted = (set: Iterable<number>) => [...set].sort((a, b) => a - b);
    expect(await ids(db.select({ id: transfers.id }).from(transfers))).toEqual(sorted(this.created.transfers));
    expect(await ids(db.select({ id: receivablePayments.id }).from(receivablePayments))).toEqual(
      sorted(this.created.receivablePayments),
    );
    expect(await ids(db.select({ id: supplierPayments.id }).from(supplierPayments))).toEqual(
      sorted(this.created.supplierPayments),
    );
    const byHand = await ids(
      db
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(isNull(transactions.receivablePaymentId), isNull(transactions.supplierPaymentId))),
    );
    expect(byHand).toEqual(sorted(this.movements.keys()));
    const n = sql<number>`count(*)::int`;
    const [all] = await db.select({ n }).from(transactions);
    expect(all?.n).toBe(this.movements.size + this.paymentMovements);
    // Every key belongs to a finished request: none is left 'running'.
    const [running] = await db.select({ n }).from(idempotencyKeys).where(isNull(idempotencyKeys.statusCode));
    expect(running?.n).toBe(0);

    // The books (api/docs/ledger.md): every entry balances, and so the journal; each bank account's
    // ledger balance is its current balance; the receivables and payables are their control accounts.
    const totals = await journalTotals(db);
    expect(totals).toEqual({ debits: totals?.credits ?? "", credits: totals?.debits ?? "", unbalanced: 0 });
    expect(await accountTotalsDrift(db)).toEqual([]);
    expect(await cashFlowDrift(db)).toEqual([]);
    // Each account's kept count of unmatched book movements (bank_unmatched_movements) is its lines'.
    expect(await unmatchedMovementsDrift(db)).toEqual([]);
    for (const account of await bankLedgerBalances(db)) expect(account.ledger).toBe(account.current);
    const owed = (debts: Map<number, bigint>) => fromCents([...debts.values()].reduce((sum, cents) => sum + cents, 0n));
    expect(await accountBalance(db, "1.1.03")).toBe(owed(this.receivables));
    expect(await accountBalance(db, "2.1.01")).toBe(fromCents(-toCents(owed(this.payables))));
  }
}
