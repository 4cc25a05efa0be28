import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import {
  apiSend,
  cents,
  createClient,
  E2E_ADMIN,
  gate,
  panamaIsoDate,
  sidebar,
  signIn,
  statValue,
  uniqueTag,
} from "../support";

const tag = uniqueTag();

async function readStat(page: Page, title: string): Promise<string> {
  const value = statValue(page, title);
  await expect(value).toBeVisible();
  return (await value.textContent()) ?? "";
}

test("dashboard: the figures, pending projects and activity follow the writes", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const before = {
    clients: Number(await readStat(page, "Clientes Activos")),
    projects: Number(await readStat(page, "Proyectos Activos")),
    quotes: Number(await readStat(page, "Cotizaciones Pendientes")),
    revenue: cents(await readStat(page, "Ingresos del Mes")),
  };

  const client = await createClient(page, { name: `Panel ${tag}`, status: "active" });
  const projectName = `Tablero ${tag}`;
  await apiSend(page, endpoints.createProject, {
    body: { name: projectName, clientId: client.id, status: "in_progress" },
  });
  await apiSend(page, endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: `Cotización panel ${tag}`,
      description: null,
      amount: 1000,
      itbmsRate: 7,
      validUntil: panamaIsoDate(30),
      status: "sent",
    },
  });
  // 2000.00 + 7 % ITBMS = 2140.00, paid this month.
  await apiSend(page, endpoints.createInvoice, {
    body: {
      clientId: client.id,
      title: `Factura panel ${tag}`,
      description: `Servicios ${tag}`,
      amount: "2000.00",
      itbmsRate: "7",
      dueDate: panamaIsoDate(30),
      status: "paid",
    },
  });

  await page.reload();
  await expect(statValue(page, "Clientes Activos")).toHaveText(String(before.clients + 1));
  await expect(statValue(page, "Proyectos Activos")).toHaveText(String(before.projects + 1));
  await expect(statValue(page, "Cotizaciones Pendientes")).toHaveText(String(before.quotes + 1));
  expect(cents(await readStat(page, "Ingresos del Mes"))).toBe(before.revenue + 214_000);

  // Pending projects: newest in progress first, 'Cliente ID: n' and the badge.
  const pending = page.getByRole("region", { name: "Proyectos Pendientes" });
  const item = pending.getByRole("listitem").filter({ has: page.getByText(projectName, { exact: true }) });
  await expect(item).toContainText(`Cliente ID: ${client.id}`);
  await expect(item).toContainText("En Progreso");

  // Recent activity: the new entries, with who did them.
  const activity = page.getByRole("region", { name: "Actividad Reciente" });
  const created = activity.getByRole("listitem").filter({ hasText: `Proyecto creado: ${projectName}` });
  await expect(created).toContainText(E2E_ADMIN.firstName);
  await expect(created).toContainText(/Justo ahora|hace \d+ minutos?/);
  expect(await activity.getByRole("listitem").count()).toBeLessThanOrEqual(8);

  // At most three pending projects, however many are in progress.
  for (const n of [1, 2, 3]) {
    await apiSend(page, endpoints.createProject, {
      body: { name: `${projectName}-${n}`, clientId: client.id, status: "in_progress" },
    });
  }
  await page.reload();
  await expect(pending.getByRole("listitem").filter({ hasText: `${projectName}-3` })).toBeVisible();
  await expect(pending.getByRole("listitem")).toHaveCount(3);
  await expect(pending.getByRole("listitem").filter({ hasText: `${projectName}-1` })).toBeVisible();
  await expect(item).toHaveCount(0);

  // A write made on another screen refreshes the dashboard without a reload.
  const active = Number(await readStat(page, "Proyectos Activos"));
  await sidebar(page).getByRole("link", { name: "Proyectos" }).click();
  const card = page.getByRole("article", { name: `${projectName}-3` });
  await card.getByRole("button", { name: `Mover proyecto ${projectName}-3`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Mover a Completado" }).click();
  await expect(
    page.getByRole("region", { name: "Completado", exact: true }).getByRole("article", { name: `${projectName}-3` }),
  ).toBeVisible();
  await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(statValue(page, "Proyectos Activos")).toHaveText(String(active - 1));
  await expect(pending.getByRole("listitem").filter({ hasText: `${projectName}-3` })).toHaveCount(0);
  await expect(item).toBeVisible();
  await expect(activity.getByRole("listitem").first()).toContainText(`Proyecto ${projectName}-3 movido a Completado`);
});

test("dashboard: an activity read that fails offers 'Reintentar'", async ({ page }) => {
  await signIn(page);
  let fail = true;
  await page.route("**/api/activity?limit=8", (route) =>
    fail ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await page.reload();
  const activity = page.getByRole("region", { name: "Actividad Reciente" });
  await expect(activity.getByText("No se pudo cargar la actividad.")).toBeVisible();
  fail = false;
  await activity.getByRole("button", { name: "Reintentar" }).click();
  await expect(activity.getByRole("listitem").first()).toBeVisible();
  await expect(activity.getByText("No se pudo cargar la actividad.")).toHaveCount(0);
});

test("dashboard: skeletons while loading, then the empty texts", async ({ page }) => {
  await signIn(page);
  // Held answers: the lists show their skeletons until they are released, then say they are empty.
  const held = gate();
  for (const path of ["**/api/projects?status=in_progress*", "**/api/activity?limit=8"]) {
    await page.route(path, async (route) => {
      await held.opened;
      await route.fulfill({ status: 200, contentType: "application/json", body: "[]" });
    });
  }
  await page.reload();
  const pending = page.getByRole("region", { name: "Proyectos Pendientes" });
  const activity = page.getByRole("region", { name: "Actividad Reciente" });
  await expect(pending.getByRole("list", { name: "Cargando proyectos" })).toBeVisible();
  await expect(activity.getByRole("list", { name: "Cargando actividad" })).toBeVisible();
  held.open();
  await expect(pending.getByText("No hay proyectos pendientes")).toBeVisible();
  await expect(activity.getByText("No hay actividad reciente")).toBeVisible();
  await expect(pending.getByRole("list", { name: "Cargando proyectos" })).toHaveCount(0);
});
