import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, cents, createClient, gate, panamaIsoDate, signIn, statValue, uniqueTag } from "../support";

// The run shares one database: the test reads the figures, writes known data, and checks the differences.
const tag = uniqueTag();
const MONTHS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];

const lastNumber = (text: string) => Number(/(\d+)\D*$/.exec(text)?.[1] ?? Number.NaN);

/** Everything the test compares, as the screen shows it. */
async function readReports(page: Page) {
  const headline = (title: string) => statValue(page, title);
  await expect(headline("Ingresos Totales")).toBeVisible();
  const text = async (locator: ReturnType<Page["locator"]>) => (await locator.textContent()) ?? "";
  const count = async (list: string, label: string) =>
    lastNumber(
      await text(page.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: label }).first()),
    );
  const projects = page.getByRole("list", { name: "Proyectos por estado" });
  const summary = (term: string) =>
    page
      .getByRole("region", { name: "Resumen Mensual" })
      .getByText(term, { exact: true })
      .locator("xpath=following-sibling::dd[1]");
  const quoteCounts = await Promise.all(
    ["Borrador", "Enviada", "Aceptada", "Rechazada", "Expirada"].map((s) => count("Estado de Cotizaciones", s)),
  );
  const invoiceCounts = await Promise.all(
    ["Borrador", "Enviada", "Pagada", "Vencida", "Cancelada"].map((s) => count("Estado de Facturas", s)),
  );
  const projectRows = await projects.getByRole("listitem").allTextContents();
  const inProgress = projectRows.find((row) => row.startsWith("En Progreso")) ?? "";
  const chartRows = page.getByRole("table", { name: "Ingresos por mes" }).getByRole("row");
  // The chart arrives in its own chunk, after the figures: a heading row and six months.
  await expect(chartRows).toHaveCount(7);
  return {
    revenue: cents(await text(headline("Ingresos Totales"))),
    activeClients: Number(await text(headline("Clientes Activos"))),
    activeProjects: Number(await text(headline("Proyectos Activos"))),
    conversion: await text(headline("Tasa de Conversión")),
    quoteCounts,
    invoiceCounts,
    projectsTotal: projectRows.reduce((sum, row) => sum + Number(/(\d+) \(/.exec(row)?.[1] ?? 0), 0),
    inProgress: Number(/(\d+) \(/.exec(inProgress)?.[1]),
    inProgressShare: /\(([\d.]+)%\)/.exec(inProgress)?.[1] ?? "",
    chartMonths: await chartRows.locator("th[scope=row]").allTextContents(),
    chartThisMonth: cents(await text(chartRows.last().getByRole("cell"))),
    newClients: Number(await text(summary("Nuevos clientes"))),
    quotesCreated: await text(summary("Cotizaciones creadas")),
    invoicesIssued: await text(summary("Facturas emitidas")),
    monthRevenue: cents(await text(summary("Ingresos cobrados"))),
  };
}

/** '3 ($1,570.00)' → [3, 157000]. */
const countAndAmount = (text: string) => {
  const match = /^(\d+) \((.+)\)$/.exec(text);
  return [Number(match?.[1]), cents(match?.[2] ?? "")];
};

test("reports: the figures follow known data", async ({ page }) => {
  await signIn(page);
  await page.goto("/reports");
  await expect(page.getByRole("heading", { name: "Reportes y Análisis", level: 1 })).toBeVisible();
  const before = await readReports(page);

  // Six months of the chart, oldest first, with Spanish abbreviations; the last is this month in Panama.
  const [year, month] = panamaIsoDate().split("-");
  const thisMonth = `${MONTHS[Number(month) - 1]} ${year}`;
  expect(before.chartMonths).toHaveLength(6);
  expect(before.chartMonths.at(-1)).toBe(thisMonth);
  const chart = page.getByRole("region", { name: "Ingresos Mensuales" });
  for (const label of before.chartMonths) await expect(chart.locator("svg")).toContainText(label.slice(0, 3));

  const client = await createClient(page, { name: `Reporte ${tag}`, status: "active" });
  const quote = { clientId: client.id, description: null, validUntil: panamaIsoDate(30) };
  // 1000.00 at 7 % = 1070.00 and 500.00 exento = 500.00: 1570.00 quoted this month.
  await apiSend(page, endpoints.createQuote, {
    body: { ...quote, title: `Q1 ${tag}`, amount: 1000, itbmsRate: 7, status: "draft" },
  });
  await apiSend(page, endpoints.createQuote, {
    body: { ...quote, title: `Q2 ${tag}`, amount: 500, itbmsRate: 0, status: "sent" },
  });
  // Paid this month: 2000.00 at 7 % = 2140.00. A draft invoice is counted but is neither issued nor revenue.
  const invoice = { clientId: client.id, dueDate: panamaIsoDate(30) };
  await apiSend(page, endpoints.createInvoice, {
    body: {
      ...invoice,
      title: `F1 ${tag}`,
      description: `Desarrollo ${tag}`,
      amount: "2000.00",
      itbmsRate: "7",
      status: "paid",
    },
  });
  await apiSend(page, endpoints.createInvoice, {
    body: {
      ...invoice,
      title: `F2 ${tag}`,
      description: `Borrador ${tag}`,
      amount: "300.00",
      itbmsRate: "7",
      status: "draft",
    },
  });
  await apiSend(page, endpoints.createProject, {
    body: { name: `Analítica ${tag}`, clientId: client.id, status: "in_progress" },
  });

  await page.reload();
  const after = await readReports(page);
  expect(after.revenue - before.revenue).toBe(214_000);
  expect(after.activeClients - before.activeClients).toBe(1);
  expect(after.activeProjects - before.activeProjects).toBe(1);
  expect(after.quoteCounts.map((n, i) => n - (before.quoteCounts[i] ?? 0))).toEqual([1, 1, 0, 0, 0]);
  expect(after.invoiceCounts.map((n, i) => n - (before.invoiceCounts[i] ?? 0))).toEqual([1, 0, 1, 0, 0]);
  expect(after.inProgress - before.inProgress).toBe(1);
  expect(after.projectsTotal - before.projectsTotal).toBe(1);
  expect(after.chartThisMonth - before.chartThisMonth).toBe(214_000);
  expect(after.newClients - before.newClients).toBe(1);
  expect(after.monthRevenue - before.monthRevenue).toBe(214_000);
  const [quotesBefore = 0, quotedBefore = 0] = countAndAmount(before.quotesCreated);
  const [quotesAfter = 0, quotedAfter = 0] = countAndAmount(after.quotesCreated);
  expect([quotesAfter - quotesBefore, quotedAfter - quotedBefore]).toEqual([2, 157_000]);
  const [issuedBefore = 0, invoicedBefore = 0] = countAndAmount(before.invoicesIssued);
  const [issuedAfter = 0, invoicedAfter = 0] = countAndAmount(after.invoicesIssued);
  expect([issuedAfter - issuedBefore, invoicedAfter - invoicedBefore]).toEqual([1, 214_000]);

  // Conversion = invoices / quotes × 100, one decimal; shares of all projects likewise
  // (api/docs/core-clients-projects-reports.md).
  const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
  const rate = (sum(after.invoiceCounts) / sum(after.quoteCounts)) * 100;
  expect(after.conversion).toBe(`${(Math.round(rate * 10) / 10).toFixed(1)}%`);
  const share = Math.round((after.inProgress / after.projectsTotal) * 1000) / 10;
  expect(Number(after.inProgressShare)).toBe(share);
  await expect(page.getByRole("progressbar", { name: `En Progreso: ${after.inProgressShare}%` })).toHaveAttribute(
    "aria-valuenow",
    String(share),
  );

  // Every headline card says what its trend compares ('—' without a base): revenue this month so
  // far against the same days of last month, new clients and new projects month against month, and
  // the conversion rate's change in percentage points.
  const captions: Array<[string, RegExp]> = [
    ["Ingresos Totales", /^este mes: (—|[+-]?[\d,]+\.\d%) vs\. mismos días del mes anterior$/],
    ["Clientes Activos", /^nuevos: (—|[+-]?[\d,]+\.\d%) vs\. mes anterior$/],
    ["Proyectos Activos", /^nuevos: (—|[+-]?[\d,]+\.\d%) vs\. mes anterior$/],
    ["Tasa de Conversión", /^este mes: (—|[+-]?[\d,]+\.\d pp) vs\. mes anterior$/],
  ];
  for (const [title, caption] of captions) {
    const trend = page.getByText(title, { exact: true }).locator("xpath=following-sibling::p[2]");
    await expect(trend).toHaveText(caption);
  }

  // The revenue axis reads in one short style: '$0', '$500', '$5k', '$12.5k', '$1.2M'.
  const ticks = await chart.locator(".MuiChartsAxis-directionY .MuiChartsAxis-tickLabel").allTextContents();
  expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) expect(tick).toMatch(/^\$\d+(\.\d)?[kMB]?$/);
  expect(ticks).toContain("$0");
});

test("reports: skeletons while loading, 'Reintentar' after a failure", async ({ page }) => {
  await signIn(page);
  let answer: "fail" | "hold" | "pass" = "fail";
  const held = gate();
  await page.route("**/api/reports/summary", async (route) => {
    if (answer === "fail") return route.fulfill({ status: 500, body: "" });
    if (answer === "hold") await held.opened;
    return route.fallback();
  });
  await page.goto("/reports");
  await expect(page.getByText("No se pudieron cargar los reportes.")).toBeVisible();
  answer = "hold";
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("region", { name: "Proyectos por Estado" }).getByLabel("Cargando")).toBeVisible();
  held.open();
  await expect(page.getByRole("list", { name: "Proyectos por estado" })).toBeVisible();
  await expect(page.getByText("No se pudieron cargar los reportes.")).toHaveCount(0);
  await expect(page.getByText("Ingresos Totales", { exact: true })).toBeVisible();
});
