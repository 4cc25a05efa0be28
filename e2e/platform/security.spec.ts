import { expect, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, E2E_ADMIN, signIn } from "../support";

// The Content-Security-Policy holds in the real app (no page, remote or form trips it), and a
// link from another site cannot sign staff out (api/docs/security.md).

/** Every CSP violation the pages report, from the first document on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

test("every page, remote and form runs under the Content-Security-Policy", async ({ page }) => {
  const violations = await watchViolations(page);
  const policies = new Map<string, string | null>();
  page.on("response", async (response) => {
    // The pages themselves, not the redirects after a form post.
    if (response.request().resourceType() === "document" && response.status() === 200) {
      policies.set(new URL(response.url()).pathname, await response.headerValue("content-security-policy"));
    }
  });

  await page.goto("/");
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
  await signIn(page);
  for (const path of ["/crm", "/quotes", "/invoices", "/projects", "/reports", "/finance", "/finance/receivables"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  // A form validates with the contract's zod schemas in the browser.
  await page.goto("/quotes");
  await page.getByRole("button", { name: "Nueva Cotización" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva Cotización" });
  await dialog.getByRole("button", { name: "Crear Cotización" }).click();
  await expect(dialog.getByText("Debe seleccionar un cliente")).toBeVisible();

  expect(policies.get("/api/login")).toMatch(/^default-src 'none'; style-src 'sha256-/);
  expect(policies.get("/crm")).toMatch(/^default-src 'self'; script-src 'self'/);
  expect(violations).toEqual([]);
});

test("a link from another site does not sign out; the page's button does", async ({ page, baseURL }) => {
  await signIn(page);
  // A page of another site linking to the sign-out URL.
  await page.route("http://otro-sitio.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: `<a href="${baseURL}/api/logout">Salir de Sistema Interno</a>` }),
  );
  await page.goto("http://otro-sitio.test/");
  await page.getByRole("link", { name: "Salir de Sistema Interno" }).click();

  await expect(page).toHaveURL("/api/logout");
  await expect(page.getByText("¿Desea cerrar su sesión?")).toBeVisible();
  expect(await apiSend(page, endpoints.currentUser)).toMatchObject({ email: E2E_ADMIN.email });

  await page.getByRole("button", { name: "Cerrar Sesión" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Iniciar Sesión" }).first()).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
