import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, E2E_ADMIN, gate, sameOrigin, uniqueTag } from "../support";

test("the landing page: Spanish document, every section and its links", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/Istmo Software/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /software/i);

  await expect(
    page.getByRole("heading", { level: 1, name: "Software a la medida para las empresas y el gobierno de Panamá" }),
  ).toBeVisible();
  for (const [name, href] of [
    ["Inicio", "#inicio"],
    ["Servicios", "#servicios"],
    ["Proyectos", "#proyectos"],
    ["Contacto", "#contacto"],
  ] as const) {
    await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Iniciar Sesión" })).toHaveAttribute("href", "/api/login");

  for (const figure of ["50+", "5+", "100%"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();

  const services = page.locator("#servicios").getByRole("heading", { level: 3 });
  await expect(services).toHaveText([
    "Desarrollo Web",
    "Software Empresarial (ERP/CRM)",
    "Soluciones Gubernamentales",
    "Gestión de Proyectos",
    "Aplicaciones Web",
    "Seguridad y Soporte",
  ]);

  const projects = page.locator("#proyectos").getByRole("article");
  await expect(projects).toHaveCount(3);
  for (const card of await projects.all()) {
    const link = card.getByRole("link", { name: "Ver proyecto" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }

  await expect(page.locator("#proceso").getByRole("heading", { level: 3 })).toHaveText([
    "Análisis",
    "Diseño",
    "Desarrollo",
    "Pruebas",
    "Despliegue",
    "Soporte",
  ]);

  const footer = page.getByRole("contentinfo");
  for (const column of ["Servicios", "Empresa", "Contacto"]) {
    await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Mensaje *")).toHaveAttribute("rows", "4");
});

test("hero buttons scroll to the contact and projects sections", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Ver Proyectos" }).click();
  await expect(page.getByRole("heading", { name: "Proyectos Destacados" })).toBeInViewport();
  await page.goto("/");
  await page.getByRole("button", { name: "Solicitar Cotización" }).click();
  await expect(page.getByRole("form", { name: "Solicitud de cotización" })).toBeInViewport();
});

test("the mobile menu opens and navigates", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Servicios", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  await page.getByRole("link", { name: "Servicios", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Nuestros Servicios" })).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test("the contact form: missing fields, success with a cleared form, the request stored", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Solicitud de cotización" });
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact") && request.method() === "POST") posted++;
  });

  await form.getByLabel("Nombre *").fill("Rosa Quintero");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  await expect(page.getByText("Campos requeridos")).toBeVisible();
  await expect(page.getByText("Por favor completa todos los campos obligatorios.")).toBeVisible();
  expect(posted).toBe(0);

  await form.getByLabel("Email *").fill("rosa-en-cafeboquete");
  await form.getByLabel("Mensaje *").fill("Queremos vender nuestro café en línea.");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  await expect(page.getByText("Por favor ingresa un correo electrónico válido.")).toBeVisible();
  expect(posted).toBe(0);

  const email = `rosa-${uniqueTag()}@cafeboquete.pa`;
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Empresa").fill("Café Boquete S.A.");
  await form.getByLabel("Tipo de Proyecto").selectOption({ label: "Aplicación Web" });
  await form.getByLabel("Mensaje *").fill("Queremos vender nuestro café en línea.");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  await expect(page.getByText("Mensaje enviado")).toBeVisible();
  await expect(page.getByText("Hemos recibido tu solicitud. Te contactaremos pronto.")).toBeVisible();
  await expect(form.getByLabel("Nombre *")).toHaveValue("");
  await expect(form.getByLabel("Email *")).toHaveValue("");
  await expect(form.getByLabel("Mensaje *")).toHaveValue("");

  // Staff see it: sign in and read the stored requests.
  const login = await page.request.post("/api/login", {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: sameOrigin(page),
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const stored = await apiSend(page, endpoints.contactRequests);
  expect(stored.find((request) => request.email === email)).toMatchObject({
    name: "Rosa Quintero",
    company: "Café Boquete S.A.",
    projectType: "aplicacion-web",
    message: "Queremos vender nuestro café en línea.",
  });
});

test("a failed send shows the error notice, keeps the values, and 'Enviando...' while sending", async ({ page }) => {
  await page.goto("/");
  const held = gate();
  await page.route("**/api/contact", async (route) => {
    await held.opened;
    await route.fulfill({ status: 500, body: "fallo" });
  });
  const form = page.getByRole("form", { name: "Solicitud de cotización" });
  await form.getByLabel("Nombre *").fill("Luis Arosemena");
  await form.getByLabel("Email *").fill("luis@correo.pa");
  await form.getByLabel("Mensaje *").fill("Necesito una cotización.");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  const sending = form.getByRole("button", { name: "Enviando..." });
  await expect(sending).toBeDisabled();
  held.open();
  await expect(page.getByText("Hubo un problema al enviar tu mensaje. Inténtalo de nuevo.")).toBeVisible();
  await expect(form.getByLabel("Nombre *")).toHaveValue("Luis Arosemena");
  await expect(form.getByLabel("Email *")).toHaveValue("luis@correo.pa");
  await expect(form.getByLabel("Mensaje *")).toHaveValue("Necesito una cotización.");
});
