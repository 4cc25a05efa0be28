import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { feNumberSeries } from "../../db/schema";

/** The series a fiscal number is taken from: each billing point numbers each document type on its own. */
export type FeSeries = { environment: number; branchCode: string; billingPoint: string; documentType: string };

/**
 * The next dNroDF of `series`, 10 digits. One upsert inside the issuing transaction: concurrent
 * issuers queue on the row, and a rollback gives the number back, so the series has no gaps.
 */
export async function nextFiscalNumber(tx: Db, series: FeSeries): Promise<string> {
  const [row] = await tx
    .insert(feNumberSeries)
    .values({ ...series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [
        feNumberSeries.environment,
        feNumberSeries.branchCode,
        feNumberSeries.billingPoint,
        feNumberSeries.documentType,
      ],
      set: { lastNumber: sql`${feNumberSeries.lastNumber} + 1` },
    })
    .returning({ value: feNumberSeries.lastNumber });
  if (!row) throw new Error("No se pudo asignar el número fiscal");
  return String(row.value).padStart(10, "0");
}
