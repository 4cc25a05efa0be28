import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, BACK_OFFICE_ROUTES, createClient, signIn, uniqueTag } from "../support";

// Nothing on a back-office screen may make the page wider than the window, on a laptop or a phone.
// One sweep of every screen per width: each waits for its screen's reads to settle, so a sweep
// gets more than the default minute (CI's machine has two cores).
for (const width of [1366, 390]) {
  test(`no back-office screen is wider than a ${width} px window`, async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page);
    const tag = uniqueTag();
    const client = await createClient(page, { name: `Ancho ${tag}`, company: `Ancho ${tag}` });
    await apiSend(page, endpoints.createProject, {
      body: {
        name: `Proyecto ancho ${tag}`,
        clientId: client.id,
        status: "in_progress",
        budget: 1000,
      },
    });

    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of BACK_OFFICE_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      // mf-finance's pages, each under its sub-navigation (a bar that scrolls on its own).
      if (path.startsWith("/finance")) {
        const financeNav = page.getByRole("navigation", { name: "Secciones de Finanzas" });
        await expect(financeNav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
      }
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
    }
  });
}
