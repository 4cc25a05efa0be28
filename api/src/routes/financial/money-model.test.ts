import { expect, test } from "bun:test";
import { eq, isNull, sql } from "drizzle-orm";
import { todayInPanama } from "../../contract/dates";
import { fromCents, toCents } from "../../contract/money";
import type { Db } from "../../db/client";
import {
  accountsPayable,
  accountsReceivable,
  bankAccounts,
  idempotencyKeys,
  receivablePayments,
  supplierPayments,
  transactions,
  transfers,
} from "../../db/schema";
import { signedInApi, type TestApi } from "../../test/api";
import { describeSharedPostgres } from "../../test/databases";
import { insertBankAccount, insertPayable, insertSupplier } from "../../test/debt-fixtures";
import { insertClient, panamaDate } from "../../test/fixtures";
import { jsonRequest } from "../../test/harness";

// A model-based test of every money movement under concurrency (rules: api/docs/finance-money.md).
// 16 clients run 2,000 random operations at once: transfers, deposits, withdrawals, receivable and
// supplier payments, deletions of transactions, and replays with an Idempotency-Key. The test keeps
// its own model, applying only what the API acknowledged; at the end every balance in the database
// must equal the model's, and nothing refused may have left a row behind. Only PostgreSQL can run
// writers in parallel (PGlite is one connection), so it runs there.

const WORKERS = 16;
const OPERATIONS = 2_000;
const ACCOUNTS = 3;
const DEBTS = 4;
const OPENING_CENTS = 100_000n; // B/. 1,000.00 per account
const DEBT_CENTS = 60_000n; // B/. 600.00 per receivable and payable

type Sent = { method: "POST" | "DELETE"; path: string; body?: unknown; key?: string };
type Answer = { status: number; text: string };

type Model = {
  balances: Map<number, bigint>;
  receivables: Map<number, bigint>;
  payables: Map<number, bigint>;
  /** Transactions made by hand that still exist: id → their effect on their account. */
  movements: Map<number, { accountId: number; cents: bigint }>;
  counts: { transfers: number; receivablePayments: number; supplierPayments: number; paymentMovements: number };
};

// A seeded generator (mulberry32), so that a failing run can be repeated: MONEY_MODEL_SEED=<seed>.
const SEED = Number(process.env.MONEY_MODEL_SEED ?? Math.floor(Math.random() * 2 ** 32));
let state = SEED >>> 0;
function nextRandom(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const random = (n: number) => Math.floor(nextRandom() * n);
const pick = <T>(items: readonly T[]): T => items[random(items.length)] as T;
const amount = (maxCents: number) => fromCents(BigInt(1 + random(maxCents)));

async function send(api: TestApi, sent: Sent): Promise<Answer> {
  const headers: Record<string, string> = sent.key ? { "Idempotency-Key": sent.key } : {};
  const response = await jsonRequest(api.app, sent.method, sent.path, { cookie: api.cookie, body: sent.body, headers });
  return { status: response.status, text: await response.text() };
}

function add(map: Map<number, bigint>, id: number, cents: bigint) {
  map.set(id, (map.get(id) ?? 0n) + cents);
}

describeSharedPostgres("money movements under concurrency (model-based)", (open) => {
  test("2,000 random operations from 16 clients leave exactly the balances the model computes", async () => {
    const { db } = await open();
    const api = await signedInApi(db);
    const model: Model = {
      balances: new Map(),
      receivables: new Map(),
      payables: new Map(),
      movements: new Map(),
      counts: { transfers: 0, receivablePayments: 0, supplierPayments: 0, paymentMovements: 0 },
    };

    const accountIds: number[] = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const account = await insertBankAccount(db, { currentBalance: fromCents(OPENING_CENTS) });
      accountIds.push(account.id);
      model.balances.set(account.id, OPENING_CENTS);
    }
    const client = await insertClient(db);
    const supplier = await insertSupplier(db);
    const receivableIds: number[] = [];
    const payableIds: number[] = [];
    for (let i = 0; i < DEBTS; i++) {
      const [receivable] = await db
        .insert(accountsReceivable)
        .values({
          clientId: client.id,
          invoiceNumber: `CXC-MODELO-${i}`,
          issueDate: panamaDate(-10),
          dueDate: panamaDate(20),
          totalAmount: fromCents(DEBT_CENTS),
          balanceAmount: fromCents(DEBT_CENTS),
        })
        .returning();
      if (!receivable) throw new Error("no receivable");
      receivableIds.push(receivable.id);
      model.receivables.set(receivable.id, DEBT_CENTS);
      const payable = await insertPayable(db, { supplierId: supplier.id, totalAmount: fromCents(DEBT_CENTS) });
      payableIds.push(payable.id);
      model.payables.set(payable.id, DEBT_CENTS);
    }

    const today = todayInPanama();
    const unexpected: string[] = [];
    let refused = 0;
    let replays = 0;

    /** One random operation, and what its acknowledgement does to the model. */
    function nextOperation(worker: number, seq: number): { sent: Sent; apply(body: unknown): void } {
      const key = `modelo-${worker}-${seq}`;
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
          apply: () => {
            add(model.balances, from, -(toCents(body.amount) + toCents(body.transferFee)));
            add(model.balances, to2, toCents(body.amount));
            model.counts.transfers += 1;
          },
        };
      }
      if (kind === 1 || kind === 2) {
        const income = kind === 1;
        const accountId = pick(accountIds);
        const body = {
          transactionDate: today,
          transactionType: income ? "income" : "expense",
          amount: amount(30_000),
          currency: "PAB",
          description: `${income ? "Depósito" : "Retiro"} del modelo ${worker}-${seq}`,
          bankAccountId: accountId,
        };
        return {
          sent: { method: "POST", path: "/api/financial/transactions", body, key },
          apply: (created) => {
            const cents = income ? toCents(body.amount) : -toCents(body.amount);
            add(model.balances, accountId, cents);
            model.movements.set((created as { id: number }).id, { accountId, cents });
          },
        };
      }
      if (kind === 3) {
        const receivableId = pick(receivableIds);
        const accountId = random(4) === 0 ? null : pick(accountIds);
        const body = {
          receivableId,
          amount: amount(25_000),
          paymentDate: today,
          paymentMethod: "transfer",
          bankAccountId: accountId,
        };
        return {
          sent: { method: "POST", path: "/api/financial/payments", body, key },
          apply: () => {
            add(model.receivables, receivableId, -toCents(body.amount));
            model.counts.receivablePayments += 1;
            if (accountId !== null) {
              add(model.balances, accountId, toCents(body.amount));
              model.counts.paymentMovements += 1;
            }
          },
        };
      }
      if (kind === 4) {
        const payableId = pick(payableIds);
        const accountId = random(4) === 0 ? null : pick(accountIds);
        const body = {
          payableId,
          amount: amount(25_000),
          paymentDate: today,
          paymentMethod: "check",
          bankAccountId: accountId,
        };
        return {
          sent: { method: "POST", path: "/api/financial/supplier-payments", body, key },
          apply: () => {
            add(model.payables, payableId, -toCents(body.amount));
            model.counts.supplierPayments += 1;
            if (accountId !== null) {
              add(model.balances, accountId, -toCents(body.amount));
              model.counts.paymentMovements += 1;
            }
          },
        };
      }
      // Delete a transaction made by hand; another client may have deleted it already (404).
      const ids = [...model.movements.keys()];
      const id = ids.length > 0 ? pick(ids) : 0;
      return {
        sent: { method: "DELETE", path: `/api/financial/transactions/${id}` },
        apply: () => {
          const movement = model.movements.get(id);
          if (!movement) throw new Error(`transaction ${id} deleted twice`);
          add(model.balances, movement.accountId, -movement.cents);
          model.movements.delete(id);
        },
      };
    }

    async function worker(index: number) {
      const done: Array<{ sent: Sent; answer: Answer }> = [];
      for (let seq = 0; seq < OPERATIONS / WORKERS; seq++) {
        const earlier = done.filter((d) => d.sent.key);
        if (earlier.length > 0 && random(8) === 0) {
          // A replay: the same key and body answer the first response and change nothing.
          const first = pick(earlier);
          const again = await send(api, first.sent);
          replays += 1;
          if (again.status !== first.answer.status || again.text !== first.answer.text) {
            unexpected.push(`replay of ${first.sent.path}: ${again.status} ${again.text}`);
          }
          continue;
        }
        const operation = nextOperation(index, seq);
        const answer = await send(api, operation.sent);
        if (answer.status === 201) {
          operation.apply(JSON.parse(answer.text));
          done.push({ sent: operation.sent, answer });
        } else if (answer.status === 204) {
          operation.apply(null);
        } else if ([404, 409, 422].includes(answer.status)) {
          refused += 1;
        } else {
          unexpected.push(`${operation.sent.method} ${operation.sent.path}: ${answer.status} ${answer.text}`);
        }
      }
    }

    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    // The seed is in the failure message, to repeat the run.
    expect({ seed: SEED, unexpected }).toEqual({ seed: SEED, unexpected: [] });
    // The run must have exercised both sides: acknowledged and refused operations, and replays.
    expect(refused).toBeGreaterThan(0);
    expect(replays).toBeGreaterThan(0);

    await expectDatabaseEqualsModel(db, model);
  }, 180_000);
});

async function expectDatabaseEqualsModel(db: Db, model: Model) {
  for (const [id, cents] of model.balances) {
    const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect({ id, balance: row?.currentBalance }).toEqual({ id, balance: fromCents(cents) });
  }
  for (const [table, debts] of [
    [accountsReceivable, model.receivables],
    [accountsPayable, model.payables],
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
  // No refused operation left a trace: each table holds exactly what was acknowledged.
  const count = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n;
  const n = sql<number>`count(*)::int`;
  expect(await count(db.select({ n }).from(transfers))).toBe(model.counts.transfers);
  expect(await count(db.select({ n }).from(receivablePayments))).toBe(model.counts.receivablePayments);
  expect(await count(db.select({ n }).from(supplierPayments))).toBe(model.counts.supplierPayments);
  expect(await count(db.select({ n }).from(transactions))).toBe(model.movements.size + model.counts.paymentMovements);
  // Every key belongs to a finished request.
  expect(await count(db.select({ n }).from(idempotencyKeys).where(isNull(idempotencyKeys.statusCode)))).toBe(0);
}
