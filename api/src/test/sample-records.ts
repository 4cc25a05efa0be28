import { endpoints, todayInPanama } from "../contract";
import type { TestApi } from "./api";
import { panamaDate } from "./fixtures";

/** The ids of one record of every kind, for a walk over the API that needs an {id} of each. */
export type SampleIds = {
  client: number;
  quote: number;
  invoice: number;
  recurringInvoice: number;
  project: number;
  bankAccount: number;
  transaction: number;
  supplier: number;
  payable: number;
  receivable: number;
  budget: number;
  chartAccount: number;
  journalEntry: number;
  user: number;
  timeEntry: number;
  achBatch: number;
};

/**
 * One record of every kind the API keeps, each created through the API as a client would, with
 * typed requests (so every write's answer is checked against its schema too): a client with a
 * quote, a sent invoice (and so its receivable), a recurring invoice, a project, two bank accounts with a transaction
 * and a transfer, a supplier with a payable and a payment on each debt, a budget, a chart account
 * and a staff account; a draft ACH batch of the payable.
 */
export async function createSampleRecords(api: TestApi): Promise<SampleIds> {
  const tag = crypto.randomUUID().slice(0, 8);
  const today = todayInPanama();
  const client = await api.send(endpoints.createClient, { body: { name: `Cliente ${tag}`, company: "Muestra S.A." } });
  const lines = [{ description: "Desarrollo", quantity: "10", unitPrice: "50", itbmsRate: "7" as const }];
  const quote = await api.send(endpoints.createQuote, {
    body: { clientId: client.id, title: "Portal web", validUntil: panamaDate(30), lines },
  });
  const invoice = await api.send(endpoints.createInvoice, {
    body: { clientId: client.id, description: "Portal web", dueDate: panamaDate(30), status: "sent", lines },
  });
  const recurringInvoice = await api.send(endpoints.createRecurringInvoice, {
    body: {
      clientId: client.id,
      title: "Soporte mensual",
      description: "Soporte",
      frequency: "monthly",
      dayOfMonth: 31,
      startDate: today,
      lines,
    },
  });
  const receivable = invoice.receivable?.id;
  if (!receivable) throw new Error("a sent invoice has its receivable");
  const project = await api.send(endpoints.createProject, {
    body: {
      name: `Proyecto ${tag}`,
      clientId: client.id,
      budget: "1500",
      budgetHours: "40",
      hourlyRate: "50",
      startDate: today,
    },
  });
  const timeEntry = await api.send(endpoints.createTimeEntry, {
    body: { projectId: project.id, workDate: today, minutes: 90, description: "Reunión de inicio", task: "Análisis" },
  });
  // A running timer too, so GET /api/time-entries/timer has one to answer.
  await api.send(endpoints.startTimer, { body: { projectId: project.id, description: "Desarrollo" } });
  const bank = (bankName: string) =>
    api.send(endpoints.createBankAccount, {
      body: { bankName, accountNumber: `04-${tag}-${bankName.length}`, currentBalance: "1000.00" },
    });
  const bankAccount = await bank("Banco General");
  const otherAccount = await bank("Banistmo");
  const transaction = await api.send(endpoints.createTransaction, {
    body: {
      transactionDate: today,
      transactionType: "expense",
      amount: "25.50",
      description: "Papelería",
      bankAccountId: bankAccount.id,
    },
  });
  await api.send(endpoints.createTransfer, {
    body: { fromAccountId: bankAccount.id, toAccountId: otherAccount.id, amount: "100", transferDate: today },
  });
  const supplier = await api.send(endpoints.createSupplier, {
    body: {
      supplierCode: `PRV-${tag}`,
      name: "Proveedor Nube S.A.",
      personType: "J",
      achRoutingNumber: "71",
      achAccountNumber: "0401234567",
      achAccountType: "checking",
    },
  });
  const payable = await api.send(endpoints.createPayable, {
    body: {
      supplierId: supplier.id,
      invoiceNumber: `FP-${tag}`,
      issueDate: panamaDate(-3),
      dueDate: panamaDate(27),
      totalAmount: "107.00",
      itbmsRate: "7",
      description: "Hospedaje",
    },
  });
  const payment = { amount: "10.00", paymentDate: today, bankAccountId: bankAccount.id };
  await api.send(endpoints.receivePayment, { body: { ...payment, receivableId: receivable } });
  await api.send(endpoints.paySupplier, { body: { ...payment, payableId: payable.id } });
  // A draft ACH batch of the rest of it.
  const achBatch = await api.send(endpoints.createAchBatch, {
    body: { bankAccountId: bankAccount.id, paymentDate: today, items: [{ payableId: payable.id, amount: "20.00" }] },
  });
  const [category] = await api.send(endpoints.listCategories, {});
  if (!category) throw new Error("the categories are seeded on every install");
  const budget = await api.send(endpoints.createBudget, {
    body: {
      categoryId: category.id,
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
      amount: "500",
      name: `Presupuesto ${tag}`,
    },
  });
  const chartAccount = await api.send(endpoints.createChartAccount, {
    body: {
      code: String(1000 + (Number.parseInt(tag.slice(0, 3), 16) % 9000)),
      name: "Cuenta de muestra",
      accountType: "expense",
    },
  });
  const journalEntry = await api.send(endpoints.createJournalEntry, {
    body: {
      entryDate: todayInPanama(),
      description: `Asiento de muestra ${tag}`,
      lines: [
        { accountCode: "6.2.09", debit: "1.00" },
        { accountCode: "1.1.01", credit: "1.00" },
      ],
    },
  });
  const user = await api.send(endpoints.createUser, {
    body: { email: `muestra-${tag}@istmo.test`, firstName: "Muestra", role: "staff" },
  });
  return {
    client: client.id,
    quote: quote.id,
    invoice: invoice.id,
    recurringInvoice: recurringInvoice.id,
    project: project.id,
    bankAccount: bankAccount.id,
    transaction: transaction.id,
    supplier: supplier.id,
    payable: payable.id,
    receivable,
    budget: budget.id,
    chartAccount: chartAccount.id,
    journalEntry: journalEntry.id,
    user: user.id,
    timeEntry: timeEntry.id,
    achBatch: achBatch.id,
  };
}
