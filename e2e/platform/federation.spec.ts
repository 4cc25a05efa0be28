import { expect, test } from "@playwright/test";
import { sidebar, signIn } from "../support";

type ShareScope = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;

test("one copy of each shared singleton in the page, provided by the shell", async ({ page }) => {
  // A stand-in for the React devtools hook, installed before any script runs: each React DOM
  // that starts registers itself with it.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(globalThis, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        checkDCE: () => {},
      },
    });
  });
  await signIn(page);
  await page.goto("/finance");
  await expect(page.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  const scope = await page.evaluate(
    () => (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScope } }).__FEDERATION__.__SHARE__,
  );
  const singletons = ["react", "react-dom", "@mui/material", "@emotion/react", "swr", "wouter", "shared-ui"];
  for (const container of Object.values(scope)) {
    for (const name of singletons) {
      const versions = container.default?.[name] ?? {};
      expect(Object.keys(versions), name).toHaveLength(1);
      expect(Object.values(versions)[0]?.from, name).toBe("shell");
    }
  }
  // No remote fetched its own fallback copy of React or MUI.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
  );
  const remoteCopies = scripts.filter(
    (path) =>
      path.startsWith("/mf/") &&
      /prebuild__(react|react_mf_2_dom_mf_1_client|_mf_0_mui_mf_1_material)__prebuild/.test(path),
  );
  expect(remoteCopies).toEqual([]);
  expect(scripts.some((path) => path.startsWith("/mf/mf-core/"))).toBe(true);
  // React itself agrees: every copy of React DOM registers one renderer with the devtools hook.
  const renderers = await page.evaluate(
    () =>
      (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test("a remote that cannot load shows its fallback while the shell keeps working", async ({ page }) => {
  await signIn(page);
  await page.route("**/mf/mf-finance/remoteEntry.js", (route) => route.abort("connectionrefused"));
  await page.goto("/finance");
  await expect(page.getByText("No se pudo cargar el módulo financiero.")).toBeVisible({ timeout: 20_000 });
  const retry = page.getByRole("button", { name: "Reintentar" });
  await expect(retry).toBeVisible();
  // The shell and the other remote still work.
  await expect(page.getByText("Sistema Interno")).toBeVisible();
  await sidebar(page).getByRole("link", { name: "CRM" }).click();
  await expect(page.getByRole("heading", { name: "CRM - Gestión de Clientes", level: 1 })).toBeVisible();

  // Once the remote is reachable again, "Reintentar" loads it without a page reload.
  await page.unroute("**/mf/mf-finance/remoteEntry.js");
  await page.evaluate(() => window.history.pushState(null, "", "/finance"));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent("popstate")));
  await page.getByRole("button", { name: "Reintentar" }).click();
  await expect(page.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
});

test("the remotes manifest is asked for at once, beside the session check, not after it", async ({ page }) => {
  await signIn(page);
  // Hold GET /api/auth/user: the manifest must still be asked for while it is unanswered.
  let releaseSessionCheck = () => {};
  const sessionCheckHeld = new Promise<void>((resolve) => {
    releaseSessionCheck = resolve;
  });
  let sessionCheckAnswered = false;
  await page.route("**/api/auth/user", async (route) => {
    await sessionCheckHeld;
    await route.continue();
    sessionCheckAnswered = true;
  });
  const manifestAsked = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/remotes");
  await page.goto("/finance", { waitUntil: "commit" });
  await manifestAsked;
  expect(sessionCheckAnswered).toBe(false);

  releaseSessionCheck();
  await expect(page.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
});
