import { expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { describeEachDatabase } from "../test/databases";
import { type Db, rows } from "./client";

// status_counts (schema/status-counts.ts) must always equal a GROUP BY of the tables it counts,
// whatever statement changed them: the reports read it instead of the tables.
async function countsAsKept(db: Db) {
  return rows(
    await db.execute<{ entity: string; status: string; records: number; total: string }>(sql`
      select entity, status, records, total::numeric(30,2)::text as total from status_counts where records <> 0 or total <> 0
      order by entity, status`),
  );
}

async function countsAsCounted(db: Db) {
  return rows(
    await db.execute<{ entity: string; status: string; records: number; total: string }>(sql`
      select * from (
        select 'clients' as entity, status, count(*)::int as records, '0.00' as total from clients group by status
        union all select 'projects', status, count(*)::int, '0.00' from projects group by status
        union all select 'quotes', status, count(*)::int, sum(total)::numeric(30,2)::text from quotes group by status
        union all select 'invoices', status, count(*)::int, sum(total)::numeric(30,2)::text from invoices group by status
        union all select 'transactions.' || transaction_type, status, count(*)::int, sum(amount)::numeric(30,2)::text
          from transactions group by 1, 2
      ) as c order by entity, status`),
  );
}

describeEachDatabase("status_counts", (getDb) => {
  test("follows inserts, updates of status or total, deletes and truncation, one statement at a time or many rows at once", async () => {
    const db = getDb();
    await db.execute(sql`insert into clients (name, status) select 'Cliente ' || n, case when n % 3 = 0 then 'inactive' else 'active' end
      from generate_series(1, 30) as n`);
    await db.execute(sql`insert into invoices (invoice_number, client_id, description, amount, itbms_rate, itbms_amount, total,
        issue_date, due_date, status)
      select 'FAC-T-' || n, (select min(id) from clients), 'Servicio ' || n, 100.10 * n, 7, 7.01 * n, 107.11 * n,
        '2026-03-01', '2026-03-31', (array['draft', 'sent', 'paid'])[1 + n % 3]
      from generate_series(1, 12) as n`);
    await db.execute(sql`insert into quotes (quote_number, client_id, title, amount, itbms_rate, itbms_amount, total,
        valid_until, status)
      select 'COT-T-' || n, (select min(id) from clients), 'Propuesta ' || n, 10, 7, 0.70, 10.70, '2026-12-31', 'draft'
      from generate_series(1, 5) as n`);
    await db.execute(
      sql`insert into projects (name, client_id, status) values ('Portal', (select min(id) from clients), 'planning')`,
    );
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));

    // A status change moves a row; a total change moves money; a change of neither moves nothing.
    await db.execute(sql`update invoices set status = 'paid', paid_at = now() where status = 'sent'`);
    await db.execute(
      sql`update invoices set amount = amount + 0.01, total = total + 0.01 where invoice_number = 'FAC-T-3'`,
    );
    await db.execute(sql`update invoices set description = 'Otro texto'`);
    await db.execute(sql`update clients set status = 'active' where status = 'inactive' and name like 'Cliente 1%'`);
    await db.execute(sql`update projects set status = 'in_progress'`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));

    await db.execute(sql`delete from invoices where status = 'draft'`);
    await db.execute(sql`delete from quotes where quote_number in ('COT-T-1', 'COT-T-2')`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));

    await db.execute(sql`truncate invoices cascade`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));
  });

  test("keeps the finance summary's income and expenses: transactions by type and status", async () => {
    const db = getDb();
    await db.execute(sql`insert into transactions (transaction_date, transaction_type, amount, description, status)
      select '2026-03-01', (array['income', 'expense', 'adjustment'])[1 + n % 3], 10.05 * n, 'Movimiento ' || n,
        case when n % 4 = 0 then 'pending' else 'completed' end
      from generate_series(1, 20) as n`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));

    // A type change moves a transaction from one entity to the other; a status change within one.
    await db.execute(sql`update transactions set transaction_type = 'income' where description = 'Movimiento 1'`);
    await db.execute(sql`update transactions set status = 'completed' where status = 'pending'`);
    await db.execute(sql`update transactions set amount = amount + 0.01 where description = 'Movimiento 2'`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));

    await db.execute(sql`delete from transactions where amount > 150`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));
    await db.execute(sql`truncate transactions cascade`);
    expect(await countsAsKept(db)).toEqual(await countsAsCounted(db));
  });
});
