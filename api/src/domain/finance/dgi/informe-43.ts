import { sql } from "drizzle-orm";
import {
  type Informe43Line,
  type Informe43Record,
  informe43Missing,
  informe43WarningMessage,
  monthBounds,
  personTypes,
  purchaseConcepts,
  purchaseTypes,
} from "../../../contract";
import { type Db, rows } from "../../../db/client";
import { accountsPayable, accountsPayableTaxes, suppliers } from "../../../db/schema";
import { codeOrNull } from "./codes";

// Informe 43, purchases and imports of goods and services (api/docs/dgi-reports.md): one line per
// supplier invoice (payable) issued in the month, its base and ITBMS as the supplier printed them
// (its rows in accounts_payable_taxes), summed by PostgreSQL on numeric.

type LineRow = {
  payable_id: number;
  supplier_id: number;
  person_type: string | null;
  ruc: string | null;
  dv: string | null;
  name: string;
  invoice_number: string;
  issue_date: string;
  purchase_concept: string | null;
  purchase_type: string | null;
  amount: string;
  itbms: string;
  total_amount: string;
  total_itbms: string;
};

/** GET /api/financial/dgi/informe-43 for a 'YYYY-MM' month (already validated). */
export async function informe43(db: Db, month: string): Promise<Informe43Record> {
  const { from, to } = monthBounds(month);
  const found = rows(
    await db.execute<LineRow>(sql`
      select
        ${accountsPayable.id} as payable_id,
        ${suppliers.id} as supplier_id,
        ${suppliers.personType} as person_type,
        ${suppliers.ruc} as ruc,
        ${suppliers.dv} as dv,
        ${suppliers.name} as name,
        ${accountsPayable.invoiceNumber} as invoice_number,
        ${accountsPayable.issueDate}::text as issue_date,
        coalesce(${accountsPayable.purchaseConcept}, ${suppliers.purchaseConcept}) as purchase_concept,
        coalesce(${accountsPayable.purchaseType}, ${suppliers.purchaseType}) as purchase_type,
        round(taxes.base, 2)::text as amount,
        round(taxes.itbms, 2)::text as itbms,
        round(sum(taxes.base) over (), 2)::text as total_amount,
        round(sum(taxes.itbms) over (), 2)::text as total_itbms
      from ${accountsPayable}
      join ${suppliers} on ${suppliers.id} = ${accountsPayable.supplierId}
      -- MONTO and ITBMS are the invoice's as printed: the sums of its rows per rate.
      cross join lateral (
        select coalesce(sum(${accountsPayableTaxes.base}), 0) as base, coalesce(sum(${accountsPayableTaxes.itbms}), 0) as itbms
        from ${accountsPayableTaxes} where ${accountsPayableTaxes.payableId} = ${accountsPayable.id}
      ) taxes
      where ${accountsPayable.issueDate} between ${from}::date and ${to}::date
      order by ${accountsPayable.issueDate}, ${accountsPayable.id}`),
  );
  const lines = found.map(toLine);
  const warnings = lines.flatMap((line) => {
    const missing = informe43Missing(line);
    return missing.length
      ? [
          {
            payableId: line.payableId,
            supplierId: line.supplierId,
            missing,
            message: informe43WarningMessage(line, missing),
          },
        ]
      : [];
  });
  return {
    month,
    from,
    to,
    lines,
    totals: { amount: found[0]?.total_amount ?? "0.00", itbms: found[0]?.total_itbms ?? "0.00" },
    warnings,
  };
}

function toLine(row: LineRow): Informe43Line {
  return {
    payableId: Number(row.payable_id),
    supplierId: Number(row.supplier_id),
    personType: codeOrNull(row.person_type, personTypes),
    ruc: row.ruc,
    dv: row.dv,
    name: row.name,
    invoiceNumber: row.invoice_number,
    issueDate: row.issue_date,
    purchaseConcept: codeOrNull(row.purchase_concept, purchaseConcepts),
    purchaseType: codeOrNull(row.purchase_type, purchaseTypes),
    amount: row.amount,
    itbms: row.itbms,
  };
}
