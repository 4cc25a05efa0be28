import { expect, test } from "bun:test";
import { endpoints } from "../../../contract";
import { signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { addMoney, atLeastZero, subtractMoney } from "../../../test/dgi-fixtures";

// A month built by hand through the API (api/docs/dgi-reports.md): a sale at 7 % to a client that
// withholds 50 % of the ITBMS, paid with the retention; a supplier invoice of 100.00 exempt and
// 100.00 at 7 %; a foreign supplier (tipo E, its own country's tax id); a supplier with an NT RUC.
// Every line of the 430 and every row of Informe 43 is compared with figures worked out here.

const MONTH = "2024-03";

describeEachDatabase("Formulario 430 and Informe 43 of a month built by hand", (getDb) => {
  test("the sale withheld, the mixed, foreign and NT purchases: every line and row as worked out", async () => {
    const api = await signedInApi(getDb());
    const account = await api.send(endpoints.createBankAccount, {
      body: {
        bankName: "Banco Nacional",
        accountNumber: "10-430-MES",
        currentBalance: "0.00",
      },
    });

    // The sale: 1,000.00 at 7 % to a retention agent withholding half of the ITBMS.
    const ministry = await api.send(endpoints.createClient, {
      body: {
        name: "Ministerio de Obras",
        itbmsWithholdingPercent: 50,
      },
    });
    expect(ministry.itbmsWithholdingPercent).toBe(50);
    const invoice = await api.send(endpoints.createInvoice, {
      body: {
        clientId: ministry.id,
        description: "Sistema de seguimiento de obras",
        amount: "1000.00",
        itbmsRate: "7",
        issueDate: `${MONTH}-05`,
        dueDate: `${MONTH}-31`,
        status: "sent",
      },
    });
    // Taken from the client, as it was not sent.
    expect(invoice.itbmsWithholdingPercent).toBe(50);
    const sale = { base: "1000.00", itbms: "70.00" };
    const withheld = "35.00"; // 50 % of 70.00
    const received = subtractMoney(addMoney(sale.base, sale.itbms), withheld); // 1,035.00

    const receivables = await api.send(endpoints.listReceivables, {});
    const receivable = receivables.find((row) => row.invoiceId === invoice.id);
    expect(receivable).toMatchObject({ itbmsWithholdingPercent: 50, itbmsWithholdingLeft: withheld });
    const paid = await api.send(endpoints.receivePayment, {
      body: {
        receivableId: receivable?.id,
        amount: received,
        itbmsWithheld: withheld,
        paymentDate: `${MONTH}-20`,
        bankAccountId: account.id,
      },
    });
    expect(paid.payment).toMatchObject({ amount: received, itbmsWithheld: withheld });
    expect(paid.receivable).toMatchObject({ balanceAmount: "0.00", status: "paid", itbmsWithholdingLeft: "0.00" });
    // The bank received the money, not the ITBMS the client kept.
    const bank = await api.send(endpoints.getBankAccount, { params: { id: account.id } });
    expect(bank.currentBalance).toBe(received);
    // Posted: Bancos 1,035.00 and ITBMS retenido 35.00 against Cuentas por cobrar 1,070.00.
    const journal = await api.send(endpoints.listJournal, { query: { account: "1.1.07" } });
    const entry = journal.find((candidate) => candidate.originType === "receivable_payment");
    expect(entry?.entryDate).toBe(`${MONTH}-20`);
    expect(entry?.lines.map(({ accountCode, debit, credit }) => ({ accountCode, debit, credit }))).toEqual([
      { accountCode: "1.1.02", debit: received, credit: "0.00" },
      { accountCode: "1.1.07", debit: withheld, credit: "0.00" },
      { accountCode: "1.1.03", debit: "0.00", credit: "1070.00" },
    ]);

    // The purchases.
    const mixedSupplier = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: "MES-J",
        name: "Distribuidora Mixta, S.A.",
        ruc: "155596713-2-2015",
        dv: "59",
        personType: "J",
        purchaseConcept: "1",
        purchaseType: "1",
      },
    });
    const mixed = await api.send(endpoints.createPayable, {
      body: {
        supplierId: mixedSupplier.id,
        invoiceNumber: "F-100",
        description: "Insumos exentos y gravados",
        issueDate: `${MONTH}-08`,
        dueDate: `${MONTH}-30`,
        totalAmount: "207.00",
        taxes: [
          { rate: "0", base: "100.00", itbms: "0.00" },
          { rate: "7", base: "100.00", itbms: "7.00" },
        ],
      },
    });
    const foreignSupplier = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: "MES-E",
        name: "Amazon Web Services, Inc.",
        ruc: "91-1646860",
        personType: "E",
        purchaseConcept: "6",
        purchaseType: "2",
      },
    });
    const foreign = await api.send(endpoints.createPayable, {
      body: {
        supplierId: foreignSupplier.id,
        invoiceNumber: "INV-3",
        description: "Servicios en la nube",
        issueDate: `${MONTH}-10`,
        dueDate: `${MONTH}-10`,
        totalAmount: "100.00",
      },
    });
    const ntSupplier = await api.send(endpoints.createSupplier, {
      body: {
        supplierCode: "MES-NT",
        name: "Juan Pérez",
        ruc: "8-NT-1-24",
        dv: "33",
        personType: "N",
        purchaseConcept: "3",
        purchaseType: "1",
      },
    });
    const nt = await api.send(endpoints.createPayable, {
      body: {
        supplierId: ntSupplier.id,
        invoiceNumber: "0007",
        description: "Honorarios",
        issueDate: `${MONTH}-12`,
        dueDate: `${MONTH}-30`,
        totalAmount: "107.00",
        itbmsRate: "7",
      },
    });

    // Worked out by hand: the taxable purchases are the mixed invoice's 7 % row and the NT one.
    const taxablePurchases = addMoney("100.00", "100.00");
    const credit = addMoney("7.00", "7.00");
    const exemptPurchases = addMoney("100.00", "100.00"); // the mixed invoice's exempt row, the foreign one
    const debit = sale.itbms;
    const totalCredit = credit; // nothing before March in these books
    const taxToPay = atLeastZero(subtractMoney(subtractMoney(debit, totalCredit), withheld));
    expect(taxToPay).toBe("21.00"); // 70.00 − 14.00 − 35.00

    const form = await api.send(endpoints.form430, { query: { month: MONTH } });
    expect(form).toMatchObject({
      debit,
      credit,
      previousCredit: "0.00",
      totalCredit,
      retentions: withheld,
      taxToPay,
      creditCarriedForward: "0.00",
      filed: null,
      differences: [],
    });
    expect(form.lines).toEqual([
      { key: "sales7", label: "Operaciones gravadas del período 7%", base: sale.base, tax: sale.itbms },
      { key: "sales10", label: "Operaciones gravadas del período 10%", base: "0.00", tax: "0.00" },
      { key: "sales15", label: "Operaciones gravadas del período 15%", base: "0.00", tax: "0.00" },
      { key: "exemptSales", label: "Operaciones exentas", base: "0.00", tax: null },
      { key: "totalSales", label: "Total de operaciones y débito fiscal", base: sale.base, tax: debit },
      {
        key: "taxablePurchases",
        label: "Compras gravadas y crédito fiscal del período",
        base: taxablePurchases,
        tax: credit,
      },
      { key: "exemptPurchases", label: "Compras exentas o sin ITBMS", base: exemptPurchases, tax: null },
      { key: "previousCredit", label: "Crédito fiscal del período anterior", base: null, tax: "0.00" },
      { key: "totalCredit", label: "Total de crédito fiscal", base: null, tax: totalCredit },
      { key: "retentions", label: "Retenciones de ITBMS", base: null, tax: withheld },
      { key: "taxToPay", label: "Impuesto a pagar", base: null, tax: taxToPay },
      { key: "creditCarriedForward", label: "Crédito a favor para el período siguiente", base: null, tax: "0.00" },
    ]);

    const informe = await api.send(endpoints.informe43, { query: { month: MONTH } });
    expect(informe.lines).toEqual([
      {
        payableId: mixed.id,
        supplierId: mixedSupplier.id,
        personType: "J",
        ruc: "155596713-2-2015",
        dv: "59",
        name: "Distribuidora Mixta, S.A.",
        invoiceNumber: "F-100",
        issueDate: `${MONTH}-08`,
        purchaseConcept: "1",
        purchaseType: "1",
        amount: "200.00",
        itbms: "7.00",
      },
      {
        payableId: foreign.id,
        supplierId: foreignSupplier.id,
        personType: "E",
        ruc: "91-1646860",
        dv: null,
        name: "Amazon Web Services, Inc.",
        invoiceNumber: "INV-3",
        issueDate: `${MONTH}-10`,
        purchaseConcept: "6",
        purchaseType: "2",
        amount: "100.00",
        itbms: "0.00",
      },
      {
        payableId: nt.id,
        supplierId: ntSupplier.id,
        personType: "N",
        ruc: "8-NT-1-24",
        dv: "33",
        name: "Juan Pérez",
        invoiceNumber: "0007",
        issueDate: `${MONTH}-12`,
        purchaseConcept: "3",
        purchaseType: "1",
        amount: "100.00",
        itbms: "7.00",
      },
    ]);
    // The ITBMS of Informe 43 is the 430's crédito fiscal, as the DGI requires of both.
    expect(informe.totals).toEqual({ amount: "400.00", itbms: credit });
    expect(informe.warnings).toEqual([]);
  });
});
