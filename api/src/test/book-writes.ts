import { eq } from "drizzle-orm";
import { endpoints, type PayableCategory } from "../contract";
import type { Db } from "../db/client";
import { transactionCategories } from "../db/schema";
import { signedInApi } from "./api";
import { insertSupplier } from "./debt-fixtures";

// Money operations written through the API, each dated as asked, so that every one posts its
// journal entry exactly as in production: the statements' tests read what these post.

/** The writes of one client and one supplier, signed in on `db`. */
export async function booksApi(db: Db, clientId: number) {
  const api = await signedInApi(db);
  const supplier = await insertSupplier(db, { name: "Nube S.A." });
  const categoryId = async (name: string) => {
    const [row] = await db
      .select({ id: transactionCategories.id })
      .from(transactionCategories)
      .where(eq(transactionCategories.name, name));
    if (!row) throw new Error(`no category ${name}`);
    return row.id;
  };
  return {
    api,
    /** A bank account opened with `balance` (its opening entry is dated the day it is opened: today). */
    bankAccount: async (label: string, balance = "0.00") =>
      (
        await api.send(endpoints.createBankAccount, {
          body: {
            bankName: `Banco ${label}`,
            accountNumber: `${label}-${crypto.randomUUID().slice(0, 8)}`,
            currentBalance: balance,
          },
        })
      ).id,
    /** A sent invoice of one line at 7 % ITBMS. */
    invoice: (issueDate: string, unitPrice: string) =>
      api.send(endpoints.createInvoice, {
        body: {
          clientId,
          description: "Servicios",
          lines: [{ description: "Desarrollo", quantity: 1, unitPrice, itbmsRate: "7" }],
          issueDate,
          dueDate: issueDate,
          status: "sent",
        },
      }),
    /** A client's payment, into a bank account or (none) Caja. */
    receivablePayment: (receivableId: number, paymentDate: string, amount: string, bankAccountId?: number) =>
      api.send(endpoints.receivePayment, { body: { receivableId, amount, paymentDate, bankAccountId } }),
    /** A supplier invoice at 7 % ITBMS (its total includes it). */
    payable: (issueDate: string, totalAmount: string, category: PayableCategory) =>
      api.send(endpoints.createPayable, {
        body: {
          supplierId: supplier.id,
          invoiceNumber: `F-${crypto.randomUUID().slice(0, 8)}`,
          issueDate,
          dueDate: issueDate,
          totalAmount,
          itbmsRate: "7",
          category,
          description: "Compra",
        },
      }),
    supplierPayment: (payableId: number, paymentDate: string, amount: string, bankAccountId: number) =>
      api.send(endpoints.paySupplier, { body: { payableId, amount, paymentDate, bankAccountId } }),
    /** A completed transfer at noon in Panama on `date`. */
    transfer: (fromAccountId: number, toAccountId: number, date: string, amount: string, transferFee: string) =>
      api.send(endpoints.createTransfer, {
        body: { fromAccountId, toAccountId, amount, transferFee, transferDate: `${date}T17:00:00.000Z` },
      }),
    /** A completed income or expense typed by hand, into a bank account or (none) Caja. */
    transaction: async (
      transactionDate: string,
      transactionType: "income" | "expense",
      amount: string,
      { category, bankAccountId }: { category?: string; bankAccountId?: number },
    ) =>
      api.send(endpoints.createTransaction, {
        body: {
          transactionDate,
          transactionType,
          amount,
          description: `${transactionType} ${amount}`,
          categoryId: category ? await categoryId(category) : undefined,
          bankAccountId,
        },
      }),
  };
}

export type BooksApi = Awaited<ReturnType<typeof booksApi>>;
