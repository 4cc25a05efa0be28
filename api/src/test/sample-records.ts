import { expect } from "bun:test";
import {
  type BankAccountRecord,
  type BudgetRecord,
  type ChartAccountRecord,
  type ClientRecord,
  type InvoiceRecord,
  type PayableRecord,
  type ProjectRecord,
  type QuoteRecord,
  type StaffUserRecord,
  type SupplierRecord,
  type TransactionRecord,
  todayInPanama,
} from "../contract";
import type { TestApi } from "./api";
import { panamaDate } from "./fixtures";

/** The ids of one record of every kind, for a walk over the API that needs an {id} of each. */
export type SampleIds = {
  client: number;
  quote: number;
  invoice: number;
  project: number;
  bankAccount: number;
  transaction: number;
  supplier: number;
  payable: number;
  receivable: number;
  budget: number;
  chartAccount: number;
  user: number;
};

/**
 * One record of every kind the API keeps, each created through the API as a client would (so the
 * write's answer is real too): a client with a quote, a sent invoice (and so its receivable), a
 * project, two bank accounts with a transaction and a transfer, a supplier with a payable and a
 * payment on each debt, a budget, a chart account and a staff account.
 */
export async function createSampleRecords(api: TestApi): Promise<SampleIds> {
  const tag = crypto.randomUUID().slice(0, 8);
  const client = await api.create<ClientRecord>("/api/clients", { name: `Cliente ${tag}`, company: "Muestra S.A." });
  const line = { description: "Desarrollo", quantity: "10", unitPrice: "50", itbmsRate: "7" };
  const quote = await api.create<QuoteRecord>("/api/quotes", {
    clientId: client.id,
    title: "Portal web",
    validUntil: panamaDate(30),
    lines: [line],
  });
  const invoice = await api.create<InvoiceRecord>("/api/invoices", {
    clientId: client.id,
    description: "Portal web",
    dueDate: panamaDate(30),
    status: "sent",
    lines: [line],
  });
  const receivable = invoice.receivable?.id;
  if (!receivable) throw new Error("a sent invoice has its receivable");
  const project = await api.create<ProjectRecord>("/api/projects", {
    name: `Proyecto ${tag}`,
    clientId: client.id,
    budget: "1500",
    startDate: panamaDate(0),
  });
  const bank = (name: string) =>
    api.create<BankAccountRecord>("/api/financial/bank-accounts", {
      bankName: name,
      accountNumber: `04-${tag}-${name.length}`,
      currentBalance: "1000.00",
    });
  const bankAccount = await bank("Banco General");
  const otherAccount = await bank("Banistmo");
  const transaction = await api.create<TransactionRecord>("/api/financial/transactions", {
    transactionDate: todayInPanama(),
    transactionType: "expense",
    amount: "25.50",
    description: "Papelería",
    bankAccountId: bankAccount.id,
  });
  await api.create("/api/financial/transfers", {
    fromAccountId: bankAccount.id,
    toAccountId: otherAccount.id,
    amount: "100",
    transferDate: todayInPanama(),
  });
  const supplier = await api.create<SupplierRecord>("/api/financial/suppliers", {
    supplierCode: `PRV-${tag}`,
    name: "Proveedor Nube S.A.",
    personType: "J",
  });
  const payable = await api.create<PayableRecord>("/api/financial/accounts-payable", {
    supplierId: supplier.id,
    invoiceNumber: `FP-${tag}`,
    issueDate: panamaDate(-3),
    totalAmount: "107.00",
    itbmsRate: "7",
    description: "Hospedaje",
  });
  const payment = { amount: "10.00", paymentDate: todayInPanama(), bankAccountId: bankAccount.id };
  await api.create("/api/financial/payments", { ...payment, receivableId: receivable });
  await api.create("/api/financial/supplier-payments", { ...payment, payableId: payable.id });
  const categories = await api.get<Array<{ id: number }>>("/api/financial/categories");
  const categoryId = categories.body[0]?.id;
  expect(categoryId).toBeNumber();
  const budget = await api.create<BudgetRecord>("/api/financial/budgets", {
    categoryId,
    year: Number(todayInPanama().slice(0, 4)),
    month: Number(todayInPanama().slice(5, 7)),
    amount: "500",
    name: `Presupuesto ${tag}`,
  });
  const chartAccount = await api.create<ChartAccountRecord>("/api/financial/chart-accounts", {
    code: String(1000 + (Number.parseInt(tag.slice(0, 3), 16) % 9000)),
    name: "Cuenta de muestra",
    accountType: "expense",
  });
  const user = await api.create<StaffUserRecord>("/api/settings/users", {
    email: `muestra-${tag}@istmo.test`,
    firstName: "Muestra",
    role: "staff",
  });
  return {
    client: client.id,
    quote: quote.id,
    invoice: invoice.id,
    project: project.id,
    bankAccount: bankAccount.id,
    transaction: transaction.id,
    supplier: supplier.id,
    payable: payable.id,
    receivable,
    budget: budget.id,
    chartAccount: chartAccount.id,
    user: user.id,
  };
}
