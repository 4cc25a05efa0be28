import { expect, test } from "@playwright/test";
import { signIn } from "./support";

// Nothing on a back-office screen may make the page wider than the window, on a laptop or a phone.
test("no back-office screen is wider than the window", async ({ page }) => {
  await signIn(page);
  const origin = { Origin: new URL(page.url()).origin };
  const tag = Date.now().toString(36);
  const client = await (
    await page.request.post("/api/clients", {
      data: { name: `Ancho ${tag}`, company: `Ancho ${tag}` },
      headers: origin,
    })
  ).json();
  await page.request.post("/api/projects", {
    data: { name: `Proyecto ancho ${tag}`, clientId: client.id, status: "in_progress", budget: 1000 },
    headers: origin,
  });

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of [
      ["/", "Dashboard"],
      ["/crm", "CRM - Gestión de Clientes"],
      ["/quotes", "Cotizaciones"],
      ["/invoices", "Facturación"],
      ["/projects", "Gestión de Proyectos"],
      ["/reports", "Reportes y Análisis"],
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
    }
  }
});
