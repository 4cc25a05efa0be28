// Statement lines for the reconciliation tests, stored as an import stores them: an import row,
// then its lines through storeStatementLines (domain/banking/statement-lines.ts).
import { asc, eq } from "drizzle-orm";
import type { StaffRole } from "../contract/roles";
import type { Db } from "../db/client";
import { bankStatementImports, bankStatementLines } from "../db/schema";
import { type ParsedStatementLine, storeStatementLines } from "../domain/banking/statement-lines";
import { apiFor } from "./api";
import { createUser, signIn, testApp } from "./harness";

export type TestLine = Pick<ParsedStatementLine, "date" | "amount" | "description"> & Partial<ParsedStatementLine>;

/** Stores `lines` on the account as one imported file; answers the stored lines in file order. */
export async function insertStatementLines(db: Db, bankAccountId: number, lines: readonly TestLine[]) {
  return db.transaction(async (tx) => {
    const [imported] = await tx
      .insert(bankStatementImports)
      .values({
        bankAccountId,
        fileName: "estado-de-prueba.ofx",
        format: "ofx",
        lineCount: lines.length,
        newLines: lines.length,
        existingLines: 0,
      })
      .returning({ id: bankStatementImports.id });
    if (!imported) throw new Error("no import");
    await storeStatementLines(
      tx,
      { bankAccountId, importId: imported.id },
      lines.map((line) => ({ reference: null, balance: null, bankLineId: crypto.randomUUID(), ...line })),
    );
    return tx
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.importId, imported.id))
      .orderBy(asc(bankStatementLines.id));
  });
}

/** Another member of staff with `role`, signed in on its own app over `db`. */
export async function signedInAs(db: Db, role: StaffRole) {
  const app = testApp(db);
  const user = await createUser(db, { role });
  return apiFor(app, await signIn(app, user.email, user.password), user.id);
}
