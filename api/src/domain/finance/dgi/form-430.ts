import { sql } from "drizzle-orm";
import { type Form430Box, type Form430Record, form430SaleRates, monthBounds } from "../../../contract";
import { owedInvoiceStatuses } from "../../../contract/statuses";
import { type Db, rows } from "../../../db/client";
import { accountsPayable, accountsPayableTaxes, invoiceLines, invoices } from "../../../db/schema";

// Formulario 430, the monthly ITBMS declaration (api/docs/dgi-reports.md): every figure summed and
// rounded by PostgreSQL on numeric in one statement (one snapshot), so the boxes add up to the cent.

type Form430Row = {
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
  tax_to_pay: string;
  credit_carried_forward: string;
};

/** GET /api/financial/dgi/form-430 for a 'YYYY-MM' month (already validated). */
export async function form430(db: Db, month: string): Promise<Form430Record> {
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
          -- Every earlier month with a sale or a purchase, numbered in order; a month with neither
          -- leaves the carry as it is, so it needs no row.
          earlier as (
            select month, sum(debit) as debit, sum(credit) as credit, row_number() over (order by month) as n
            from (
              select to_char(issue_date::timestamp, 'YYYY-MM') as month, itbms as debit, 0::numeric as credit
              from billed_lines where issue_date < ${from}::date
              union all
              select to_char(issue_date::timestamp, 'YYYY-MM'), 0, itbms
              from purchase_taxes where issue_date < ${from}::date
            ) movements
            group by month
          ),
          carry(n, amount) as (
            select 0::bigint, 0::numeric
            union all
            select earlier.n, greatest(carry.amount + earlier.credit - earlier.debit, 0)
            from carry join earlier on earlier.n = carry.n + 1
          ),
          previous as (select amount from carry order by n desc limit 1),
          settled as (
            select sales.debit, purchases.credit + previous.amount as total_credit
            from sales, purchases, previous
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
            round(greatest(settled.debit - settled.total_credit, 0), 2)::text as tax_to_pay,
            round(greatest(settled.total_credit - settled.debit, 0), 2)::text as credit_carried_forward
          from sales, purchases, previous, settled`),
  );
  if (!row) throw new Error("Formulario 430 sin resultado");
  return toForm430Record(month, from, to, row);
}

function toForm430Record(month: string, from: string, to: string, row: Form430Row): Form430Record {
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
    taxToPay: row.tax_to_pay,
    creditCarriedForward: row.credit_carried_forward,
    boxes: form430Boxes(row),
  };
}

/** The declaration's boxes, in its order: sales and débito fiscal, purchases and crédito fiscal, the result. */
function form430Boxes(row: Form430Row): Form430Box[] {
  const lines: Array<Omit<Form430Box, "box">> = [
    { label: "Operaciones gravadas con tarifa del 7%", base: row.base_7, tax: row.itbms_7 },
    { label: "Operaciones gravadas con tarifa del 10%", base: row.base_10, tax: row.itbms_10 },
    { label: "Operaciones gravadas con tarifa del 15%", base: row.base_15, tax: row.itbms_15 },
    { label: "Operaciones exentas", base: row.exempt_sales, tax: null },
    { label: "Total de operaciones y débito fiscal", base: row.total_sales, tax: row.debit },
    { label: "Compras gravadas y crédito fiscal del período", base: row.taxable_purchases, tax: row.credit },
    { label: "Compras exentas o sin ITBMS", base: row.exempt_purchases, tax: null },
    { label: "Crédito fiscal del período anterior", base: null, tax: row.previous_credit },
    { label: "Total de crédito fiscal", base: null, tax: row.total_credit },
    { label: "Impuesto a pagar", base: null, tax: row.tax_to_pay },
    { label: "Crédito a favor para el período siguiente", base: null, tax: row.credit_carried_forward },
  ];
  return lines.map((line, index) => ({ box: index + 1, ...line }));
}
