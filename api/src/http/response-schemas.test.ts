import { expect, test } from "bun:test";
import { z } from "zod";
import * as contract from "../contract";
import { signedInApi } from "../test/api";
import { describeEachDatabase } from "../test/databases";
import { createSampleRecords } from "../test/sample-records";

// The contract's response schemas say what the API answers: real answers, over data created
// through the API, must parse against them, and parse to themselves: zod drops a field its schema
// does not name, so an answer that comes out changed has a field the contract does not describe.

describeEachDatabase("answers parse against their contract schemas", (getDb) => {
  test("a sample of every area", async () => {
    const api = await signedInApi(getDb());
    const ids = await createSampleRecords(api);
    const list = (schema: z.ZodType) => z.array(schema);
    const month = contract.todayInPanama().slice(0, 7);
    const reads: Array<[string, z.ZodType]> = [
      ["/api/auth/user", contract.currentUser],
      ["/api/settings/company", contract.companySettingsRecord],
      ["/api/settings/users", list(contract.staffUserRecord)],
      ["/api/dashboard/stats", contract.dashboardStatsRecord],
      ["/api/activity?limit=20", list(contract.activityRecord)],
      ["/api/clients", list(contract.clientRecord)],
      [`/api/clients/${ids.client}`, contract.clientRecord],
      [`/api/quotes/${ids.quote}`, contract.quoteRecord],
      ["/api/quotes", list(contract.quoteListItem)],
      [`/api/invoices/${ids.invoice}`, contract.invoiceRecord],
      ["/api/invoices", list(contract.invoiceListItem)],
      [`/api/projects/${ids.project}`, contract.projectRecord],
      ["/api/reports/summary", contract.reportsSummaryRecord],
      ["/api/financial/accounts-receivable", list(contract.receivableRecord)],
      ["/api/financial/transactions", list(contract.transactionRecord)],
      ["/api/financial/categories", list(contract.categoryRecord)],
      ["/api/financial/bank-accounts", list(contract.bankAccountRecord)],
      ["/api/financial/transfers", list(contract.transferRecord)],
      ["/api/financial/transfers/summary", contract.transferSummaryRecord],
      [`/api/financial/accounts-payable/${ids.payable}`, contract.payableRecord],
      ["/api/financial/suppliers/stats", contract.supplierStatsRecord],
      [`/api/financial/suppliers/${ids.supplier}`, contract.supplierRecord],
      ["/api/financial/chart-accounts", list(contract.chartAccountRecord)],
      [`/api/financial/budgets/${ids.budget}`, contract.budgetRecord],
      ["/api/financial/calendar", contract.paymentCalendarRecord],
      ["/api/financial/reports", contract.financialReportsRecord],
      [`/api/financial/dgi/form-430?month=${month}`, contract.form430Record],
      [`/api/financial/dgi/informe-43?month=${month}`, contract.informe43Record],
      ["/api/financial/summary", contract.financialSummaryRecord],
    ];
    const wrong: string[] = [];
    for (const [path, schema] of reads) {
      const answer = await api.get<unknown>(path);
      expect(answer.status).toBe(200);
      const parsed = schema.safeParse(answer.body);
      if (!parsed.success) wrong.push(`${path}: ${z.prettifyError(parsed.error)}`);
      else if (!Bun.deepEquals(parsed.data, answer.body)) wrong.push(`${path}: campos que el esquema no describe`);
    }
    expect(wrong).toEqual([]);
  });
});
