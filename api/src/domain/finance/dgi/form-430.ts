import { eq, sql } from "drizzle-orm";
import {
  type Form430Difference,
  type Form430Line,
  type Form430LineKey,
  type Form430Record,
  form430SaleRates,
  monthBounds,
} from "../../../contract";
import { owedInvoiceStatuses } from "../../../contract/values/statuses";
import { type Db, rows } from "../../../db/client";
import {
  accountsPayable,
  accountsPayableTaxes,
  creditNoteLines,
  creditNotes,
  form430Filings,
  invoiceLines,
  invoices,
  receivablePayments,
  users,
} from "../../../db/schema";

// Formulario 430, the monthly ITBMS declaration (api/docs/dgi-reports.md): every figure summed and
// rounded by PostgreSQL on numeric in one statement (one snapshot), so the lines add up to the cent.
// A filed month answers its filed figures (form_430_filings) and what today's books say otherwise.

export type Form430Row = {
  base_7: string;
  itbms_7: string;
  base_10: string;
  itbms_10: string;
  base_15: string;
  itbms_15: string;
  exempt_sales: string;
  total_sales: string;
  debit: string;
  taxable_purchases: string;
  exempt_purchases: string;
  total_purchases: string;
  credit: string;
  previous_credit: string;
  total_credit: string;
  retentions: string;
  tax_to_pay: string;
  credit_carried_forward: string;
};

/** GET /api/financial/dgi/form-430 for a 'YYYY-MM' month (already validated). */
export async function form430(db: Db, month: string): Promise<Form430Record> {
  const books = await form430FromBooks(db, month);
  const filing = await readFiling(db, month);
  if (!filing) return toForm430Record(month, books, null, []);
  return toForm430Record(month, filing.row, filing.filed, differencesOf(filing.row, books));
}

/** The month's figures as the books are now (the carry in starts at the last filed month's). */
export async function form430FromBooks(db: Db, month: string): Promise<Form430Row> {
  const { from, to } = monthBounds(month);
  // Billed: what the customer was sent. A draft is not issued yet and a cancelled invoice no longer
  // counts; a paid one counts in the month it was issued, whenever it was paid.
  const billed = sql.join(
    owedInvoiceStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = rows(
    await db.execute<Form430Row>(sql`
          with recursive
          billed_lines as (
            select ${invoices.issueDate} as issue_date, ${invoiceLines.itbmsRate} as rate,
              ${invoiceLines.subtotal} as base, ${invoiceLines.itbmsAmount} as itbms
            from ${invoiceLines}
            join ${invoices} on ${invoices.id} = ${invoiceLines.invoiceId}
            where ${invoices.status} in (${billed})
            union all
            -- A credit note lowers the sales and the débito fiscal of the month it was issued in.
            select ${creditNotes.issueDate}, ${creditNoteLines.itbmsRate},
              -${creditNoteLines.subtotal}, -${creditNoteLines.itbmsAmount}
            from ${creditNoteLines}
            join ${creditNotes} on ${creditNotes.id} = ${creditNoteLines.creditNoteId}
          ),
          sales as (
            select
              coalesce(sum(base) filter (where rate = 7), 0) as base_7,
              coalesce(sum(itbms) filter (where rate = 7), 0) as itbms_7,
              coalesce(sum(base) filter (where rate = 10), 0) as base_10,
              coalesce(sum(itbms) filter (where rate = 10), 0) as itbms_10,
              coalesce(sum(base) filter (where rate = 15), 0) as base_15,
              coalesce(sum(itbms) filter (where rate = 15), 0) as itbms_15,
              coalesce(sum(base) filter (where rate = 0), 0) as exempt,
              coalesce(sum(base), 0) as total,
              coalesce(sum(itbms), 0) as debit
            from billed_lines
            where issue_date between ${from}::date and ${to}::date
          ),
          -- A supplier invoice's base and ITBMS per rate as it printed them (accounts_payable_taxes).
          purchase_taxes as (
            select ${accountsPayable.issueDate} as issue_date, ${accountsPayableTaxes.rate} as rate,
              ${accountsPayableTaxes.base} as base, ${accountsPayableTaxes.itbms} as itbms
            from ${accountsPayableTaxes}
            join ${accountsPayable} on ${accountsPayable.id} = ${accountsPayableTaxes.payableId}
          ),
          purchases as (
            select
              coalesce(sum(base) filter (where rate > 0), 0) as taxable,
              coalesce(sum(base) filter (where rate = 0), 0) as exempt,
              coalesce(sum(base), 0) as total,
              coalesce(sum(itbms), 0) as credit
            from purchase_taxes
            where issue_date between ${from}::date and ${to}::date
          ),
          -- ITBMS withheld by clients on the payments dated in the month (retenciones).
          retentions as (
            select coalesce(sum(${receivablePayments.itbmsWithheld}), 0) as amount
            from ${receivablePayments}
            where ${receivablePayments.paymentDate} between ${from}::date and ${to}::date
          ),
          -- The last month filed before this one: its carry-forward is where the carry starts (0
          -- without one), and only the months after it are worked out from the books.
          last_filing as (
            select ${form430Filings.month} as month, ${form430Filings.creditCarriedForward} as carried
            from ${form430Filings} where ${form430Filings.month} < ${month}
            union all select '', 0
            order by month desc limit 1
          ),
          -- Every earlier month (after the last filed one) with a sale, a purchase or a retention,
          -- numbered in order; a month with none leaves the carry as it is, so it needs no row.
          earlier as (
            select month, sum(debit) as debit, sum(credit) as credit, row_number() over (order by month) as n
            from (
              select to_char(issue_date::timestamp, 'YYYY-MM') as month, itbms as debit, 0::numeric as credit
              from billed_lines where issue_date < ${from}::date
              union all
              select to_char(issue_date::timestamp, 'YYYY-MM'), 0, itbms
              from purchase_taxes where issue_date < ${from}::date
              union all
              select to_char(${receivablePayments.paymentDate}::timestamp, 'YYYY-MM'), 0, ${receivablePayments.itbmsWithheld}
              from ${receivablePayments}
              where ${receivablePayments.paymentDate} < ${from}::date and ${receivablePayments.itbmsWithheld} > 0
            ) movements
            where month > (select month from last_filing)
            group by month
          ),
          carry(n, amount) as (
            select 0::bigint, (select carried from last_filing)::numeric
            union all
            select earlier.n, greatest(carry.amount + earlier.credit - earlier.debit, 0)
            from carry join earlier on earlier.n = carry.n + 1
          ),
          previous as (select amount from carry order by n desc limit 1),
          settled as (
            select sales.debit, purchases.credit + previous.amount as total_credit, retentions.amount as retentions
            from sales, purchases, previous, retentions
          )
          select
            round(sales.base_7, 2)::text as base_7, round(sales.itbms_7, 2)::text as itbms_7,
            round(sales.base_10, 2)::text as base_10, round(sales.itbms_10, 2)::text as itbms_10,
            round(sales.base_15, 2)::text as base_15, round(sales.itbms_15, 2)::text as itbms_15,
            round(sales.exempt, 2)::text as exempt_sales,
            round(sales.total, 2)::text as total_sales,
            round(sales.debit, 2)::text as debit,
            round(purchases.taxable, 2)::text as taxable_purchases,
            round(purchases.exempt, 2)::text as exempt_purchases,
            round(purchases.total, 2)::text as total_purchases,
            round(purchases.credit, 2)::text as credit,
            round(previous.amount, 2)::text as previous_credit,
            round(settled.total_credit, 2)::text as total_credit,
            round(settled.retentions, 2)::text as retentions,
            round(greatest(settled.debit - settled.total_credit - settled.retentions, 0), 2)::text as tax_to_pay,
            round(greatest(settled.total_credit + settled.retentions - settled.debit, 0), 2)::text as credit_carried_forward
          from sales, purchases, previous, settled`),
  );
  if (!row) throw new Error("Formulario 430 sin resultado");
  return row;
}

type Filed = { filedAt: string; filedBy: string | null };

/** The month's filed declaration, as its figures' row and who filed it when; null while not filed. */
async function readFiling(db: Db, month: string): Promise<{ row: Form430Row; filed: Filed } | null> {
  const [found] = await db
    .select({
      filing: form430Filings,
      filedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
    })
    .from(form430Filings)
    .leftJoin(users, eq(users.id, form430Filings.filedBy))
    .where(eq(form430Filings.month, month));
  if (!found) return null;
  const { filing } = found;
  return {
    filed: { filedAt: filing.filedAt.toISOString(), filedBy: found.filedBy },
    row: {
      base_7: filing.base7,
      itbms_7: filing.itbms7,
      base_10: filing.base10,
      itbms_10: filing.itbms10,
      base_15: filing.base15,
      itbms_15: filing.itbms15,
      exempt_sales: filing.exemptSales,
      total_sales: filing.totalSales,
      debit: filing.debit,
      taxable_purchases: filing.taxablePurchases,
      exempt_purchases: filing.exemptPurchases,
      total_purchases: filing.totalPurchases,
      credit: filing.credit,
      previous_credit: filing.previousCredit,
      total_credit: filing.totalCredit,
      retentions: filing.retentions,
      tax_to_pay: filing.taxToPay,
      credit_carried_forward: filing.creditCarriedForward,
    },
  };
}

/** The columns of form_430_filings for a row of figures. */
export function filingValues(row: Form430Row) {
  return {
    base7: row.base_7,
    itbms7: row.itbms_7,
    base10: row.base_10,
    itbms10: row.itbms_10,
    base15: row.base_15,
    itbms15: row.itbms_15,
    exemptSales: row.exempt_sales,
    totalSales: row.total_sales,
    debit: row.debit,
    taxablePurchases: row.taxable_purchases,
    exemptPurchases: row.exempt_purchases,
    totalPurchases: row.total_purchases,
    credit: row.credit,
    previousCredit: row.previous_credit,
    totalCredit: row.total_credit,
    retentions: row.retentions,
    taxToPay: row.tax_to_pay,
    creditCarriedForward: row.credit_carried_forward,
  };
}

/** Each line whose base or tax in the books is not the filed one (both are two-decimal text). */
function differencesOf(filed: Form430Row, books: Form430Row): Form430Difference[] {
  const inBooks = new Map(form430Lines(books).map((line) => [line.key, line]));
  return form430Lines(filed).flatMap((line) => {
    const now = inBooks.get(line.key);
    if (!now || (now.base === line.base && now.tax === line.tax)) return [];
    return [
      {
        key: line.key,
        label: line.label,
        filed: { base: line.base, tax: line.tax },
        books: { base: now.base, tax: now.tax },
      },
    ];
  });
}

export function toForm430Record(
  month: string,
  row: Form430Row,
  filed: Filed | null,
  differences: Form430Difference[],
): Form430Record {
  const { from, to } = monthBounds(month);
  const byRate = form430SaleRates.map((rate) => ({
    rate,
    base: row[`base_${rate}`],
    itbms: row[`itbms_${rate}`],
  }));
  return {
    month,
    from,
    to,
    sales: { byRate, exempt: row.exempt_sales, total: row.total_sales },
    debit: row.debit,
    purchases: { taxable: row.taxable_purchases, exempt: row.exempt_purchases, total: row.total_purchases },
    credit: row.credit,
    previousCredit: row.previous_credit,
    totalCredit: row.total_credit,
    retentions: row.retentions,
    taxToPay: row.tax_to_pay,
    creditCarriedForward: row.credit_carried_forward,
    lines: form430Lines(row),
    filed,
    differences,
  };
}

/**
 * The declaration's lines, in its order: sales and débito fiscal, purchases and crédito fiscal,
 * retentions, the result. Worded as the DGI's form words them, with no number of ours.
 */
function form430Lines(row: Form430Row): Form430Line[] {
  const line = (key: Form430LineKey, label: string, base: string | null, tax: string | null): Form430Line => ({
    key,
    label,
    base,
    tax,
  });
  return [
    line("sales7", "Operaciones gravadas del período 7%", row.base_7, row.itbms_7),
    line("sales10", "Operaciones gravadas del período 10%", row.base_10, row.itbms_10),
    line("sales15", "Operaciones gravadas del período 15%", row.base_15, row.itbms_15),
    line("exemptSales", "Operaciones exentas", row.exempt_sales, null),
    line("totalSales", "Total de operaciones y débito fiscal", row.total_sales, row.debit),
    line("taxablePurchases", "Compras gravadas y crédito fiscal del período", row.taxable_purchases, row.credit),
    line("exemptPurchases", "Compras exentas o sin ITBMS", row.exempt_purchases, null),
    line("previousCredit", "Crédito fiscal del período anterior", null, row.previous_credit),
    line("totalCredit", "Total de crédito fiscal", null, row.total_credit),
    line("retentions", "Retenciones de ITBMS", null, row.retentions),
    line("taxToPay", "Impuesto a pagar", null, row.tax_to_pay),
    line("creditCarriedForward", "Crédito a favor para el período siguiente", null, row.credit_carried_forward),
  ];
}
