// Rows for the receivable and payable tests (suppliers, bank accounts, payables), inserted with
// drizzle directly.
import { eq } from "drizzle-orm";
import { fromCents, toCents } from "../contract/values/money";
import type { Db } from "../db/client";
import {
  accountsPayable,
  accountsPayableTaxes,
  bankAccounts,
  type NewBankAccount,
  type NewPayable,
  type NewSupplier,
  suppliers,
} from "../db/schema";
import { panamaDate } from "./fixtures";

let sequence = 0;

export async function insertSupplier(db: Db, values: Partial<NewSupplier> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(suppliers)
    .values({
      supplierCode: `PRV-T${sequence}-${crypto.randomUUID().slice(0, 6)}`,
      name: "Proveedor de prueba",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no supplier");
  return row;
}

export async function insertBankAccount(db: Db, values: Partial<NewBankAccount> = {}) {
  const [row] = await db
    .insert(bankAccounts)
    .values({ bankName: "Banco General", accountNumber: `04-${crypto.randomUUID().slice(0, 8)}`, ...values })
    .returning();
  if (!row) throw new Error("no bank account");
  return row;
}

export async function balanceOf(db: Db, bankAccountId: number): Promise<string> {
  const [row] = await db
    .select({ balance: bankAccounts.currentBalance })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, bankAccountId));
  return row?.balance ?? "";
}

/**
 * A payable owing its whole total unless the test says otherwise, with its one row of base and
 * ITBMS (its ITBMS at its rate; exempt without one), stored together as the API stores them.
 */
export async function insertPayable(db: Db, values: Pick<NewPayable, "supplierId"> & Partial<NewPayable>) {
  sequence += 1;
  const total = values.totalAmount ?? "100.00";
  const itbms = values.itbmsAmount ?? "0.00";
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountsPayable)
      .values({
        invoiceNumber: `FP-${sequence}`,
        issueDate: panamaDate(-5),
        dueDate: panamaDate(25),
        totalAmount: total,
        balanceAmount: total,
        description: "Factura de prueba",
        itbmsRate: values.itbmsRate ?? "0",
        ...values,
      })
      .returning();
    if (!row) throw new Error("no payable");
    await tx.insert(accountsPayableTaxes).values({
      payableId: row.id,
      rate: row.itbmsRate ?? "0",
      base: fromCents(toCents(total) - toCents(itbms)),
      itbms,
    });
    return row;
  });
}
