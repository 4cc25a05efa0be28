import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type CompanySettings, companySettings } from "../db/schema";

/**
 * The company's settings row (id 1, created by migration 0003): what every quote, invoice and
 * report prints as the issuer, and the defaults new documents start with.
 */
export async function readCompanySettings(db: Db): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, 1));
  if (!row) throw new Error("company_settings has no row: migration 0003 must have run");
  return row;
}
