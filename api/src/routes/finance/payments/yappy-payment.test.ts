import { expect, test } from "bun:test";
import { endpoints, paymentMethodLabels } from "../../../contract";
import { signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { balanceOf, insertBankAccount } from "../../../test/debt-fixtures";
import { insertClient, panamaDate } from "../../../test/fixtures";

// Yappy is a payment method of receivable payments (api/docs/banking.md, "Yappy"): the forms
// offer it from paymentMethodLabels, and the API records it like a transfer into the account.

describeEachDatabase("a receivable paid with Yappy", (getDb) => {
  test("is recorded with method 'yappy' into the bank account Yappy pays into", async () => {
    expect(paymentMethodLabels.yappy).toBe("Yappy");
    const db = getDb();
    const api = await signedInApi(db);
    const { id: clientId } = await insertClient(db, { company: "Panadería La Espiga" });
    const invoice = await api.send(endpoints.createInvoice, {
      body: { clientId, description: "Sitio web", amount: "100.00", dueDate: panamaDate(15), status: "sent" },
    });
    const account = await insertBankAccount(db, { currentBalance: "0.00" });
    const answer = await api.send(endpoints.receivePayment, {
      body: {
        receivableId: invoice.receivable?.id,
        amount: "107.00",
        paymentDate: panamaDate(0),
        paymentMethod: "yappy",
        bankAccountId: account.id,
        reference: "YP-1001",
      },
    });
    expect(answer.payment).toMatchObject({ paymentMethod: "yappy", amount: "107.00", reference: "YP-1001" });
    expect(answer.receivable).toMatchObject({ status: "paid" });
    expect(await balanceOf(db, account.id)).toBe("107.00");
  });
});
