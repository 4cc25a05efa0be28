import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signIn } from "./support";

// The finance team ships on its own schedule: rebuilding mf-finance alone, under the
// running server, must reach the next page load without touching the shell.
test("mf-finance rebuilt alone is picked up by the running server", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto("/finance");
  const app = page.getByTestId("finance-app");
  await expect(app).toBeVisible();
  const before = await app.getAttribute("data-build");
  const shellBuilt = statSync("shell/dist/index.html").mtimeMs;

  const buildId = `reconstruccion-${Date.now()}`;
  execFileSync("bun", ["run", "--cwd", "mf-finance", "build"], {
    env: { ...process.env, MF_BUILD_ID: buildId },
    stdio: "pipe",
  });

  await page.reload();
  await expect(page.getByTestId("finance-app")).toHaveAttribute("data-build", buildId);
  expect(buildId).not.toBe(before);
  await expect(page.getByRole("heading", { name: "Sistema Financiero", level: 1 })).toBeVisible();
  expect(statSync("shell/dist/index.html").mtimeMs).toBe(shellBuilt);
});
