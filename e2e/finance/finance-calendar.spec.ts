import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { calendarWindow, type DateWindow, monthYearCaption } from "api/contract/finance/payment-calendar";
import {
  apiSend,
  cents,
  createClient,
  createSupplier,
  panamaDate,
  panamaIsoDate,
  signIn,
  statValue,
  uniqueTag,
} from "../support";

// Items are created around today, so which window holds each one depends on the date the test
// runs: the expectations ask the contract's own windows (weeks from Monday, calendar quarters).

type Item = {
  /** The text that finds the row: a receivable's invoice number, a payable's supplier. */
  number: string;
  dueDays: number;
  texts: string[];
  receivable: boolean;
  amountCents: number;
  overdue: boolean;
};

const inWindow = (item: Item, window: DateWindow) =>
  panamaIsoDate(item.dueDays) >= window.from && panamaIsoDate(item.dueDays) <= window.to;

const rowOf = (page: Page, item: Item) => page.getByTestId("calendar-row").filter({ hasText: item.number });

async function expectRows(page: Page, items: Item[], window: DateWindow) {
  for (const item of items) {
    if (inWindow(item, window)) {
      const row = rowOf(page, item);
      await expect(row).toHaveCount(1);
      for (const text of item.texts) await expect(row).toContainText(text);
    } else {
      await expect(rowOf(page, item)).toHaveCount(0);
    }
  }
}

async function choose(page: Page, filter: string, option: string) {
  await page.getByRole("combobox", { name: filter }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("Payment calendar ('Calendario de Pagos'): items by period with status and priority, filters, cards, empty period", async ({
  page,
}) => {
  await signIn(page);
  const tag = uniqueTag();
  const today = panamaIsoDate(0);
  const month = calendarWindow("month", today);
  const cards = page.getByRole("region", { name: "Resumen de vencimientos" });

  // The cards before this test's items: the difference is what they add.
  await page.goto("/finance/calendar");
  await expect(page.getByRole("heading", { name: "Calendario de Pagos", level: 1 })).toBeVisible();
  await expect(page.getByText("Gestione los vencimientos de cuentas por cobrar y por pagar.")).toBeVisible();
  await expect(statValue(cards, "Por Cobrar")).toBeVisible();
  const before = {
    receivable: cents((await statValue(cards, "Por Cobrar").textContent()) ?? ""),
    payable: cents((await statValue(cards, "Por Pagar").textContent()) ?? ""),
    overdueReceivables: Number(await statValue(cards, "Vencidos (Cobrar)").textContent()),
  };

  const company = `Constructora Calendario ${tag}`;
  const { id: clientId } = await createClient(page, { name: "Rosa Calendario", company });
  const supplier = `Proveedor Calendario ${tag}`;
  const { id: supplierId } = await createSupplier(page, { supplierCode: `CAL-${tag}`, name: supplier });
  const invoice = (amount: number, issueDays: number, dueDays: number) =>
    apiSend(page, endpoints.createInvoice, {
      body: {
        clientId,
        description: `Calendario ${tag}`,
        amount,
        issueDate: panamaIsoDate(issueDays),
        dueDate: panamaIsoDate(dueDays),
        status: "sent",
      },
    });
  const overdue = await invoice(1000, -10, -3);
  const dueToday = await invoice(500, 0, 0);
  const later = await invoice(200, 0, 10);
  const payableNumber = `PRV-${tag}`;
  await apiSend(page, endpoints.createPayable, {
    body: {
      supplierId,
      invoiceNumber: payableNumber,
      issueDate: today,
      dueDate: panamaIsoDate(2),
      totalAmount: 321.5,
      description: `Compra ${tag}`,
    },
  });
  const receivableItem = (number: string, dueDays: number, amount: string, status: string, priority: string) => ({
    number,
    dueDays,
    texts: ["Por Cobrar", company, number, panamaDate(dueDays), amount, status, priority],
    receivable: true,
    amountCents: cents(amount),
    overdue: dueDays < 0,
  });
  const items: Item[] = [
    // Overdue: its status says for how many days, as the receivables and payables rows do.
    receivableItem(overdue.invoiceNumber, -3, "$1,070.00", "Vencido · 3 días", "Alta"),
    receivableItem(dueToday.invoiceNumber, 0, "$535.00", "Pendiente", "Media"),
    receivableItem(later.invoiceNumber, 10, "$214.00", "Pendiente", "Baja"),
    {
      // A payable's row shows its supplier, not its invoice number.
      number: supplier,
      dueDays: 2,
      texts: ["Por Pagar", supplier, panamaDate(2), "$321.50", "Pendiente", "Media"],
      receivable: false,
      amountCents: 32150,
      overdue: false,
    },
  ];

  await page.reload();
  await page.getByRole("combobox", { name: /Filas por página/ }).click();
  await page.getByRole("option", { name: "100" }).click();

  // This month (the default period) around today.
  await expect(page.getByRole("combobox", { name: "Período" })).toHaveText("Este Mes");
  await expect(page.getByTestId("calendar-caption")).toHaveText(
    new RegExp(`^Mostrando \\d+ elementos para ${monthYearCaption(today)}$`),
  );
  await expectRows(page, items, month);
  // The day shown with its weekday.
  await expect(rowOf(page, items[1] as Item)).toContainText(
    new Intl.DateTimeFormat("es", { weekday: "long", timeZone: "America/Panama" }).format(new Date()),
  );
  const mine = items.filter((item) => inWindow(item, month));
  const added = (receivable: boolean) =>
    mine.filter((item) => item.receivable === receivable).reduce((sum, item) => sum + item.amountCents, 0);
  await expect(statValue(cards, "Por Cobrar")).toHaveText(
    `$${((before.receivable + added(true)) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  expect(cents((await statValue(cards, "Por Pagar").textContent()) ?? "")).toBe(before.payable + added(false));
  expect(Number(await statValue(cards, "Vencidos (Cobrar)").textContent())).toBe(
    before.overdueReceivables + mine.filter((item) => item.overdue).length,
  );
  await expect(cards.getByText("Pendientes de cobro")).toBeVisible();
  await expect(cards.getByText("Pendientes de pago")).toBeVisible();
  await expect(cards.getByText("Facturas vencidas")).toBeVisible();
  await expect(cards.getByText("Pagos vencidos")).toBeVisible();

  // The rows come sorted by due date.
  const dates = await page
    .getByTestId("calendar-row")
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[2]?.textContent?.slice(0, 10) ?? ""));
  const iso = dates.map((d) => d.split("/").reverse().join("-"));
  expect(iso).toEqual([...iso].sort());

  await choose(page, "Período", "Este Trimestre");
  await expectRows(page, items, calendarWindow("quarter", today));
  await choose(page, "Período", "Esta Semana");
  await expectRows(page, items, calendarWindow("week", today));

  // Filters, on the quarter.
  await choose(page, "Período", "Este Trimestre");
  const quarter = calendarWindow("quarter", today);
  await choose(page, "Tipo", "Por Pagar");
  await expectRows(
    page,
    items.filter((item) => !item.receivable),
    quarter,
  );
  for (const item of items.filter((i) => i.receivable)) await expect(rowOf(page, item)).toHaveCount(0);
  await choose(page, "Tipo", "Todos");
  await choose(page, "Estado", "Vencido");
  await expectRows(
    page,
    items.filter((item) => item.overdue),
    quarter,
  );
  for (const item of items.filter((i) => !i.overdue)) await expect(rowOf(page, item)).toHaveCount(0);
  await choose(page, "Estado", "Todos");

  // A year with nothing due: the empty message.
  await page.getByRole("button", { name: /cambie a la vista anual/ }).click();
  await page.getByRole("radio", { name: "2035" }).click();
  await expect(page.getByText("No hay pagos programados para este período")).toBeVisible();
  await expect(page.getByTestId("calendar-caption")).toHaveText(/^Mostrando 0 elementos para [a-z]+ 2035$/);
});
