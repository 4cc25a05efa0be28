import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { endpoints, panamaWallClock } from "../../../contract";
import { formatBalboas } from "../../../contract/values/money-format";
import type { Db } from "../../../db/client";
import { companySettings } from "../../../db/schema";
import { expectIssue, signedInApi, type TestApi } from "../../../test/api";
import { describeEachDatabase } from "../../../test/databases";
import { insertSupplier } from "../../../test/debt-fixtures";
import {
  addMoney,
  atLeastZero,
  type HandLine,
  insertInvoiceWithLines,
  subtractMoney,
} from "../../../test/dgi-fixtures";
import { downloadPdf } from "../../../test/pdf-text";

const PATH = "/api/financial/dgi/form-430";

// A year of its own, so nothing else in the shared test database falls in these months.
// July: a sale only. August: a purchase credit larger than the sales. September: both, plus a
// draft and a cancelled invoice. October, the month declared: sales at every rate and exempt,
// invoices that must not count, purchases with and without ITBMS.
const sales: Record<string, Array<{ status: "sent" | "paid" | "overdue"; issueDate: string; lines: HandLine[] }>> = {
  "2031-07": [{ status: "sent", issueDate: "2031-07-15", lines: [{ rate: "7", subtotal: "1000.00", itbms: "70.00" }] }],
  "2031-08": [{ status: "paid", issueDate: "2031-08-03", lines: [{ rate: "10", subtotal: "300.00", itbms: "30.00" }] }],
  "2031-09": [
    { status: "sent", issueDate: "2031-09-10", lines: [{ rate: "7", subtotal: "714.29", itbms: "50.00" }] },
    // Issued in September, paid in October: it belongs to September.
    { status: "paid", issueDate: "2031-09-28", lines: [{ rate: "15", subtotal: "133.33", itbms: "20.00" }] },
  ],
  "2031-10": [
    {
      status: "sent",
      issueDate: "2031-10-01",
      lines: [
        // 3 × 33.335 = 100.005 → 100.01; 7 % of it = 7.0007 → 7.00.
        { rate: "7", quantity: "3", subtotal: "100.01", itbms: "7.00" },
        { rate: "10", subtotal: "200.00", itbms: "20.00" },
        { rate: "0", subtotal: "55.55", itbms: "0.00" },
      ],
    },
    {
      status: "paid",
      issueDate: "2031-10-31",
      lines: [
        { rate: "15", subtotal: "80.00", itbms: "12.00" },
        { rate: "7", subtotal: "1000.00", itbms: "70.00" },
      ],
    },
    // 7 % of 10.05 = 0.7035 → 0.70.
    { status: "overdue", issueDate: "2031-10-15", lines: [{ rate: "7", subtotal: "10.05", itbms: "0.70" }] },
  ],
};

// What the supplier invoices hold: the total with its ITBMS inside, and that ITBMS worked out by hand.
const purchases: Record<
  string,
  Array<{ issueDate: string; totalAmount: string; itbmsRate?: string; itbms: string }>
> = {
  "2031-08": [{ issueDate: "2031-08-20", totalAmount: "1150.00", itbmsRate: "15", itbms: "150.00" }],
  "2031-09": [{ issueDate: "2031-09-05", totalAmount: "110.00", itbmsRate: "10", itbms: "10.00" }],
  "2031-10": [
    { issueDate: "2031-10-02", totalAmount: "107.00", itbmsRate: "7", itbms: "7.00" },
    { issueDate: "2031-10-30", totalAmount: "115.00", itbmsRate: "15", itbms: "15.00" },
    { issueDate: "2031-10-12", totalAmount: "40.00", itbms: "0.00" },
    { issueDate: "2031-10-13", totalAmount: "25.00", itbmsRate: "0", itbms: "0.00" },
  ],
};

async function writeBooks(db: Db, api: TestApi) {
  for (const month of Object.values(sales)) {
    for (const invoice of month) {
      await insertInvoiceWithLines(
        db,
        {
          issueDate: invoice.issueDate,
          status: invoice.status,
          paidAt: invoice.status === "paid" ? panamaWallClock("2031-10-05T10:00:00") : undefined,
        },
        invoice.lines,
      );
    }
  }
  // Never billed, or billed in another month: none of these count anywhere in July–October.
  const big: HandLine[] = [{ rate: "7", subtotal: "5000.00", itbms: "350.00" }];
  await insertInvoiceWithLines(db, { issueDate: "2031-09-12", status: "draft" }, big);
  await insertInvoiceWithLines(db, { issueDate: "2031-10-12", status: "draft" }, big);
  await insertInvoiceWithLines(db, { issueDate: "2031-10-20", status: "cancelled" }, big);
  await insertInvoiceWithLines(db, { issueDate: "2031-11-01", status: "sent" }, big);
  const supplier = await insertSupplier(db, { name: "Proveedor del 430" });
  for (const month of Object.values(purchases)) {
    for (const [index, purchase] of month.entries()) {
      const created = await api.send(endpoints.createPayable, {
        body: {
          supplierId: supplier.id,
          invoiceNumber: `430-${purchase.issueDate}-${index}`,
          issueDate: purchase.issueDate,
          dueDate: purchase.issueDate,
          totalAmount: purchase.totalAmount,
          itbmsRate: purchase.itbmsRate ?? "",
          description: "Compra del mes",
        },
      });
      expect(created.itbmsAmount).toBe(purchase.itbms);
    }
  }
}

/** The month's figures from the hand-made books above, summed in integer cents. */
function expectedMonth(month: string) {
  const lines = (sales[month] ?? []).flatMap((invoice) => invoice.lines);
  const byRate = (["7", "10", "15"] as const).map((rate) => {
    const at = lines.filter((line) => line.rate === rate);
    return { rate, base: addMoney(...at.map((l) => l.subtotal)), itbms: addMoney(...at.map((l) => l.itbms)) };
  });
  const monthPurchases = purchases[month] ?? [];
  const taxed = monthPurchases.filter((p) => p.itbms !== "0.00");
  return {
    byRate,
    exempt: addMoney(...lines.filter((l) => l.rate === "0").map((l) => l.subtotal)),
    totalSales: addMoney(...lines.map((l) => l.subtotal)),
    debit: addMoney(...lines.map((l) => l.itbms)),
    taxablePurchases: addMoney(...taxed.map((p) => subtractMoney(p.totalAmount, p.itbms))),
    exemptPurchases: addMoney(...monthPurchases.filter((p) => p.itbms === "0.00").map((p) => p.totalAmount)),
    credit: addMoney(...monthPurchases.map((p) => p.itbms)),
  };
}

/** The credit carried into `month`: max(0, carry + credit − debit), month by month from July. */
function carriedInto(month: string): string {
  let carry = "0.00";
  for (const earlier of ["2031-07", "2031-08", "2031-09", "2031-10"].filter((m) => m < month)) {
    const { credit, debit } = expectedMonth(earlier);
    carry = atLeastZero(subtractMoney(addMoney(carry, credit), debit));
  }
  return carry;
}

describeEachDatabase("/api/financial/dgi/form-430", (getDb) => {
  let booksWritten: Promise<void> | undefined;
  async function setup() {
    const db = getDb();
    const api = await signedInApi(db);
    booksWritten ??= writeBooks(db, api);
    await booksWritten;
    return api;
  }

  test("every line of October matches the figures worked out from the books", async () => {
    const api = await setup();
    const body = await api.send(endpoints.form430, { query: { month: "2031-10" } });
    const month = expectedMonth("2031-10");
    // Worked by hand as well, so a slip in the helpers above cannot hide one in the report.
    expect(month.debit).toBe("109.70");
    expect(month.credit).toBe("22.00");
    const previousCredit = carriedInto("2031-10");
    // July leaves no credit (a debit is never a negative carry); August 150 − 30 = 120;
    // September 120 + 10 − 70 = 60.
    expect(previousCredit).toBe("60.00");
    const totalCredit = addMoney(month.credit, previousCredit);
    expect(body).toEqual({
      month: "2031-10",
      from: "2031-10-01",
      to: "2031-10-31",
      sales: { byRate: month.byRate, exempt: month.exempt, total: month.totalSales },
      debit: month.debit,
      purchases: {
        taxable: month.taxablePurchases,
        exempt: month.exemptPurchases,
        total: addMoney(month.taxablePurchases, month.exemptPurchases),
      },
      credit: month.credit,
      previousCredit,
      totalCredit,
      retentions: "0.00",
      taxToPay: atLeastZero(subtractMoney(month.debit, totalCredit)),
      creditCarriedForward: atLeastZero(subtractMoney(totalCredit, month.debit)),
      lines: [
        { key: "sales7", label: "Operaciones gravadas del período 7%", base: "1110.06", tax: "77.70" },
        { key: "sales10", label: "Operaciones gravadas del período 10%", base: "200.00", tax: "20.00" },
        { key: "sales15", label: "Operaciones gravadas del período 15%", base: "80.00", tax: "12.00" },
        { key: "exemptSales", label: "Operaciones exentas", base: "55.55", tax: null },
        { key: "totalSales", label: "Total de operaciones y débito fiscal", base: "1445.61", tax: "109.70" },
        {
          key: "taxablePurchases",
          label: "Compras gravadas y crédito fiscal del período",
          base: "200.00",
          tax: "22.00",
        },
        { key: "exemptPurchases", label: "Compras exentas o sin ITBMS", base: "65.00", tax: null },
        { key: "previousCredit", label: "Crédito fiscal del período anterior", base: null, tax: "60.00" },
        { key: "totalCredit", label: "Total de crédito fiscal", base: null, tax: "82.00" },
        { key: "retentions", label: "Retenciones de ITBMS", base: null, tax: "0.00" },
        { key: "taxToPay", label: "Impuesto a pagar", base: null, tax: "27.70" },
        { key: "creditCarriedForward", label: "Crédito a favor para el período siguiente", base: null, tax: "0.00" },
      ],
      filed: null,
      differences: [],
    });
  });

  test("a month whose credit exceeds its debit carries the difference forward", async () => {
    const api = await setup();
    const body = await api.send(endpoints.form430, { query: { month: "2031-08" } });
    expect(body.debit).toBe("30.00");
    expect(body.credit).toBe("150.00");
    expect(body.previousCredit).toBe(carriedInto("2031-08"));
    expect(body.previousCredit).toBe("0.00");
    expect(body.taxToPay).toBe("0.00");
    expect(body.creditCarriedForward).toBe("120.00");
    // September starts from that credit; its paid invoice counts there, not in October.
    const september = await api.send(endpoints.form430, { query: { month: "2031-09" } });
    expect(september.previousCredit).toBe("120.00");
    expect(september.debit).toBe(expectedMonth("2031-09").debit);
    expect(september.debit).toBe("70.00");
    expect(september.creditCarriedForward).toBe("60.00");
  });

  test("a month without books declares zeros, carrying what the months before left", async () => {
    const api = await setup();
    const body = await api.send(endpoints.form430, { query: { month: "2031-12" } });
    // November holds only the 350.00 of the invoice sent on 2031-11-01: October's credit was used up.
    expect(body.previousCredit).toBe("0.00");
    expect(body.debit).toBe("0.00");
    expect(body.sales.byRate).toEqual([
      { rate: "7", base: "0.00", itbms: "0.00" },
      { rate: "10", base: "0.00", itbms: "0.00" },
      { rate: "15", base: "0.00", itbms: "0.00" },
    ]);
    expect(body.taxToPay).toBe("0.00");
  });

  test("the PDF prints every line of the JSON answer, with no numbers of ours, under the company's name and RUC", async () => {
    const api = await setup();
    await getDb().update(companySettings).set({ ruc: "155596713-2-2015", dv: "59" }).where(eq(companySettings.id, 1));
    const form = await api.send(endpoints.form430, { query: { month: "2031-10" } });
    const pdf = await downloadPdf(api.request, "/api/financial/dgi/form-430.pdf?month=2031-10");
    expect(pdf.fileName).toBe("formulario-430-2031-10.pdf");
    expect(pdf.text).toContain("RUC 155596713-2-2015 DV 59");
    expect(pdf.text).toContain("FORMULARIO 430");
    expect(pdf.text).toContain("Declaración Jurada de ITBMS Octubre 2031");
    for (const line of form.lines) {
      const first = line.base ?? line.tax ?? "";
      expect(pdf.text).toContain(`${line.label} ${formatBalboas(first)}`);
      if (line.base !== null && line.tax !== null) {
        expect(pdf.text).toContain(`ITBMS: ${line.label} ${formatBalboas(line.tax)}`);
      }
    }
    expect(pdf.text).toContain(`Impuesto a pagar ${formatBalboas("27.70")}`);
    expect(pdf.text).not.toContain("casilla 1");
    expect(pdf.text).not.toMatch(/\b10 Impuesto a pagar/);
    await expectIssue(
      await api.get("/api/financial/dgi/form-430.pdf?month=2031-13"),
      "month",
      "Mes inválido (use AAAA-MM)",
    );
  });

  test("the month is required and must be YYYY-MM", async () => {
    const api = await setup();
    await expectIssue(await api.get(PATH), "month", "El mes es requerido");
    for (const bad of ["2031-13", "2031-1", "octubre", "2031-10-01", "1899-12"]) {
      await expectIssue(await api.get(`${PATH}?month=${bad}`), "month", "Mes inválido (use AAAA-MM)");
    }
  });
});
