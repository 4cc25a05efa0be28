import { expect, type Page, test } from "@playwright/test";
import { gate, signIn, uniqueTag } from "../support";

// Visitors get the landing page prerendered at build time (mf-landing/build/prerender.tsx): it paints
// with no script, and React hydrates it on the first interaction (mf-landing/src/page/start.ts).

const HERO = "Software a la medida para las empresas y el gobierno de Panamá";
const HYDRATE_CHUNK = "**/mf/mf-landing/page/assets/hydrate-*.js";

/** Whether React has taken over the prerendered markup: it keeps its fiber on each DOM node it hydrates. */
const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const headline = document.querySelector("h1");
    return headline !== null && Object.keys(headline).some((key) => key.startsWith("__reactFiber"));
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor reads every section, the contact details and the form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
    for (const title of [
      "Tecnología que entiende cómo trabaja Panamá",
      "Nuestros Servicios",
      "Proyectos Destacados",
      "Nuestro Proceso de Desarrollo",
      "Hablemos de tu proyecto",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    for (const figure of ["50+", "5+", "100%"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.locator("#servicios").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.locator("#proyectos").getByRole("article")).toHaveCount(3);
    await expect(page.locator("#proceso").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.getByRole("link", { name: "contacto@istmosoftware.com.pa" })).toBeVisible();
    await expect(page.getByRole("form", { name: "Solicitud de cotización" }).getByLabel("Mensaje *")).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const column of ["Servicios", "Empresa", "Contacto"]) {
      await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
    }
    // The section links work as plain anchors.
    await page.getByRole("link", { name: "Proyectos", exact: true }).click();
    await expect(page).toHaveURL(/#proyectos$/);
    await expect(page.getByRole("heading", { name: "Proyectos Destacados" })).toBeInViewport();
  });
});

test("the page paints before any React code and hydrates on the first interaction, with no visible change", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const state = globalThis as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const response = await page.goto("/");
  // The document itself carries the page: markup and its CSS, before any script has run.
  const html = (await response?.text()) ?? "";
  expect(html).toContain(HERO);
  expect(html).toMatch(/<style data-emotion="landing /);
  await expect(page.getByRole("heading", { level: 1, name: HERO })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);

  const before = await page.screenshot({ animations: "disabled" });
  // A click on plain text: the interaction that hydrates, with nothing to press or focus.
  await page.getByText("Equipo 100% panameño").click();
  await expect.poll(() => isHydrated(page)).toBe(true);
  expect(await page.screenshot({ animations: "disabled" })).toEqual(before);
  expect(await page.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift)).toBe(0);

  // The page's own script, never the shell's or the federation's.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts.filter((path) => path.endsWith(".js") && !path.startsWith("/mf/mf-landing/page/"))).toEqual([]);
});

test("a quote request typed and sent while React is still loading goes out once it has hydrated", async ({ page }) => {
  const held = gate();
  await page.route(HYDRATE_CHUNK, async (route) => {
    await held.opened;
    await route.continue();
  });
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") sent.push(request.postDataJSON());
  });
  await page.goto("/");
  const form = page.getByRole("form", { name: "Solicitud de cotización" });
  const email = `carmen-${uniqueTag()}@chiriqui.pa`;
  await form.getByLabel("Nombre *").fill("Carmen Pitti");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Mensaje *").fill("Una tienda en línea para nuestra finca.");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  // Held, not submitted natively (which would reload the page with the values in its URL).
  expect(await isHydrated(page)).toBe(false);
  expect(sent).toEqual([]);

  held.open();
  await expect(page.getByText("Mensaje enviado")).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ name: "Carmen Pitti", email, company: null, projectType: null })]);
  await expect(form.getByLabel("Nombre *")).toHaveValue("");
  expect(new URL(page.url()).search).toBe("");

  // Hydrated, the form works as in the shell: a missing field is reported, nothing sent.
  await form.getByLabel("Nombre *").fill("Carmen Pitti");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  await expect(page.getByText("Por favor completa todos los campos obligatorios.")).toBeVisible();
  expect(sent).toHaveLength(1);
});

test("a signed-in user at / gets the shell and the dashboard, never the landing page", async ({ page }) => {
  await signIn(page);
  const shellPage = await page.request.get("/");
  expect(await shellPage.text()).not.toContain(HERO);

  await page.addInitScript((hero) => {
    const state = globalThis as unknown as { landingSeen: boolean };
    state.landingSeen = false;
    new MutationObserver(() => {
      if (document.querySelector("h1")?.textContent === hero) state.landingSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, HERO);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { landingSeen: boolean }).landingSeen)).toBe(false);
});
