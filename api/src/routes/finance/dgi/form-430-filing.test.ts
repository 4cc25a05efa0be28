import { expect, test } from "bun:test";
import { alreadyFiled, endpoints, MONTH_NOT_FINISHED_FOR_FILING } from "../../../contract";
import { monthClosed } from "../../../domain/finance/ledger/periods";
import { expectIssue, signedInApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertSupplier } from "../../../test/debt-fixtures";
import { insertInvoiceWithLines } from "../../../test/dgi-fixtures";
import { insertClient, panamaMonth } from "../../../test/fixtures";
import { createUser, jsonRequest, signIn, testApp } from "../../../test/harness";

// Filing a month's Formulario 430 (api/docs/dgi-reports.md, "Filing"): its figures are kept as
// filed, the month is closed in the books, later changes in the books show as differences, and the
// next month carries the filed credit. The tests share one database and run in order: each files
// a month earlier than the ones filed before it, so no filed credit flows into the next test.

const PATH = "/api/financial/dgi/form-430";

describeEachDatabase("filing the Formulario 430", (getDb) => {
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    const supplier = await insertSupplier(db, { name: "Proveedor presentado" });
    const payable = (issueDate: string, totalAmount: string, itbmsRate = "7") =>
      api.send(endpoints.createPayable, {
        body: {
          supplierId: supplier.id,
          invoiceNumber: `P-${issueDate}-${totalAmount}`,
          issueDate,
          dueDate: issueDate,
          totalAmount,
          itbmsRate,
          description: "Compra",
        },
      });
    const form430 = (month: string) => api.send(endpoints.form430, { query: { month } });
    return { db, api, payable, form430 };
  }

  test("a month is filed once: its figures stored, the month closed, logged; twice is 409", async () => {
    const { db, api, payable, form430 } = await setup();
    // May 2024: a sale of 100.00 at 7 % (debit 7.00) and a purchase with 50.00 of ITBMS: 43.00 carried.
    await insertInvoiceWithLines(db, { issueDate: "2024-05-06", status: "sent" }, [
      { rate: "7", subtotal: "100.00", itbms: "7.00" },
    ]);
    await payable("2024-05-10", "550.00", "10");
    const before = await form430("2024-05");
    expect(before).toMatchObject({ filed: null, creditCarriedForward: "43.00" });

    const filed = await api.send(endpoints.fileForm430, { params: { month: "2024-05" } });
    expect(filed).toMatchObject({
      debit: "7.00",
      credit: "50.00",
      taxToPay: "0.00",
      creditCarriedForward: "43.00",
      filed: { filedAt: expect.any(String), filedBy: "Ana" },
      differences: [],
    });
    expect(filed.lines).toEqual(before.lines);
    const periods = await api.send(endpoints.listClosedPeriods, {});
    expect(periods.map((period) => period.month)).toContain("2024-05");
    const logged = await api.latestActivity(2);
    expect(logged.map(({ entity, summary }) => ({ entity, summary }))).toEqual(
      expect.arrayContaining([
        {
          entity: "dgi_filing",
          summary:
            "Formulario 430 de Mayo 2024 presentado: impuesto a pagar B/. 0.00, crédito para el período siguiente B/. 43.00",
        },
        { entity: "accounting_period", summary: "Mes 2024-05 cerrado" },
      ]),
    );

    expect(await api.post(`${PATH}/2024-05/filing`, {})).toEqual({
      status: 409,
      body: { error: alreadyFiled("2024-05") },
    });
    expect(alreadyFiled("2024-05")).toBe("Ya se presentó la declaración de Mayo 2024");
    // The month is closed: nothing dated in it can be written any more.
    const refused = await api.post("/api/financial/accounts-payable", {
      supplierId: (await insertSupplier(db)).id,
      invoiceNumber: "TARDE",
      issueDate: "2024-05-20",
      dueDate: "2024-05-20",
      totalAmount: "10.70",
      itbmsRate: "7",
      description: "Tarde",
    });
    expect(refused).toEqual({ status: 409, body: { error: monthClosed("2024-05") } });
  });

  test("a change in the books after filing shows as a difference; the filed figures and the carry stay", async () => {
    const { db, api, payable, form430 } = await setup();
    // August 2024: a purchase with 20.00 of ITBMS and nothing sold: 20.00 carried.
    await payable("2022-08-05", "220.00", "10");
    // A month already closed in the books can be filed: the close is kept.
    await api.send(endpoints.closePeriod, { params: { month: "2022-08" } });
    await api.send(endpoints.fileForm430, { params: { month: "2022-08" } });

    // An admin reopens August and records a supplier invoice with 7.00 more of ITBMS.
    await api.send(endpoints.reopenPeriod, { params: { month: "2022-08" } });
    await payable("2022-08-20", "107.00");
    const august = await form430("2022-08");
    // What was filed stays...
    expect(august).toMatchObject({ credit: "20.00", totalCredit: "20.00", creditCarriedForward: "20.00" });
    // ...and each line the books now tell otherwise is listed.
    expect(august.differences).toEqual([
      {
        key: "taxablePurchases",
        label: "Compras gravadas y crédito fiscal del período",
        filed: { base: "200.00", tax: "20.00" },
        books: { base: "300.00", tax: "27.00" },
      },
      {
        key: "totalCredit",
        label: "Total de crédito fiscal",
        filed: { base: null, tax: "20.00" },
        books: { base: null, tax: "27.00" },
      },
      {
        key: "creditCarriedForward",
        label: "Crédito a favor para el período siguiente",
        filed: { base: null, tax: "20.00" },
        books: { base: null, tax: "27.00" },
      },
    ]);
    // September carries the filed credit, not the one the books would now give.
    const september = await form430("2022-09");
    expect(september.previousCredit).toBe("20.00");
    // And October, with nothing in September, still starts from it.
    await insertInvoiceWithLines(db, { issueDate: "2022-10-02", status: "sent" }, [
      { rate: "7", subtotal: "100.00", itbms: "7.00" },
    ]);
    const october = await form430("2022-10");
    expect(october).toMatchObject({ previousCredit: "20.00", taxToPay: "0.00", creditCarriedForward: "13.00" });
  });

  test("a cancelled invoice of a filed month is a difference too", async () => {
    const { db, api, form430 } = await setup();
    // Through the API, so it is posted in the books (and the closed month guards it).
    const { id: clientId } = await insertClient(db);
    const { id: invoiceId } = await api.send(endpoints.createInvoice, {
      body: {
        clientId,
        description: "Servicio de noviembre",
        amount: "300.00",
        itbmsRate: "7",
        issueDate: "2020-11-04",
        dueDate: "2020-11-30",
        status: "sent",
      },
    });
    await api.send(endpoints.fileForm430, { params: { month: "2020-11" } });
    // Cancelling it is refused while November is closed; an admin reopens it first.
    expect((await api.patch(`/api/invoices/${invoiceId}`, { status: "cancelled" })).status).toBe(409);
    await api.send(endpoints.reopenPeriod, { params: { month: "2020-11" } });
    await api.send(endpoints.updateInvoice, { params: { id: invoiceId }, body: { status: "cancelled" } });
    const november = await form430("2020-11");
    expect(november).toMatchObject({ debit: "21.00", taxToPay: "21.00" });
    expect(november.differences.map((difference) => [difference.key, difference.books.tax])).toEqual([
      ["sales7", "0.00"],
      ["totalSales", "0.00"],
      ["taxToPay", "0.00"],
    ]);
  });

  test("only a month that has ended, and a month written AAAA-MM", async () => {
    const { api } = await setup();
    expect(await api.post(`${PATH}/${panamaMonth(0)}/filing`, {})).toEqual({
      status: 409,
      body: { error: MONTH_NOT_FINISHED_FOR_FILING },
    });
    await expectIssue(await api.post(`${PATH}/2024-13/filing`, {}), "month", "Mes inválido: use AAAA-MM");
  });

  test("staff cannot file", async () => {
    const { db } = await setup();
    const app = testApp(db);
    const staff = await createUser(db, { role: "staff" });
    const cookie = await signIn(app, staff.email, staff.password);
    const response = await jsonRequest(app, "POST", `${PATH}/2024-01/filing`, { cookie, body: {} });
    expect(response.status).toBe(403);
  });
});
