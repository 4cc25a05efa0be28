import { sql } from "drizzle-orm";
import { type Db, rows } from "../../db/client";
import { chartOfAccounts, journalEntries, journalLines } from "../../db/schema";
import { ledgerAccounts } from "../finance/ledger/accounts";

/**
 * A bank account's balance in the books: the sum of its lines on 1.1.02 Bancos, up to a day
 * (`upTo`, its entries' dates) or all of them. Bancos is named by a scalar subquery, not a join on
 * the chart, so PostgreSQL estimates from the column's statistics (docs/performance.md, "Banking");
 * without a day the sum reads the index alone.
 */
export async function bankLedgerBalance(db: Db, bankAccountId: number, upTo?: string): Promise<string> {
  const [found] = rows(
    await db.execute<{ balance: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::numeric(14,2)::text as balance
      from ${journalLines} l
      ${upTo ? sql`join ${journalEntries} e on e.id = l.entry_id and e.entry_date <= ${upTo}::date` : sql``}
      where l.bank_account_id = ${bankAccountId}
        and l.account_id = (select ${chartOfAccounts.id} from ${chartOfAccounts} where ${chartOfAccounts.code} = ${ledgerAccounts.banks})`),
  );
  return found?.balance ?? "0.00";
}
