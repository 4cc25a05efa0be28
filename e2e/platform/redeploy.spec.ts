import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { signIn } from "../support";

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

// A finance page that did not exist ships with a finance deploy alone: mf-finance, with one
// new feature and one more line in its page table, is rebuilt under the running server, and
// the next page load shows the page; the shell is neither rebuilt nor touched.
//
// The new page is written to a scratch copy of the mf-finance workspace under .tmp/ (ignored
// by git and Biome), built from there with mf-finance's own vite.config.ts into mf-finance/dist,
// the folder the server serves. The working tree is never edited, so no test hook is needed in
// production code, a run killed half-way leaves nothing that could be committed (only the
// ignored copy), and another helper's edit of finance-app.tsx during the run is never undone.
// A real build of the real sources afterwards puts back the normal remote.
const PROBE_PATH = "/finance/prueba-despliegue";
const PROBE_HEADING = "Prueba de despliegue";
const PROBE_PAGE = `export function ProbePage() {
  return <h1>${PROBE_HEADING}</h1>;
}
`;
const PAGE_TABLE_START = "const pages: Record<string, ComponentType> = {";

/** mf-finance's sources in a scratch folder, with the probe feature and its line in the page table. */
function financeWithProbePage(scratch: string): string {
  rmSync(scratch, { recursive: true, force: true });
  const workspace = join(scratch, "mf-finance");
  cpSync("mf-finance", workspace, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // Its tsconfig extends ../tsconfig.base.json, which the build reads.
  copyFileSync("tsconfig.base.json", join(scratch, "tsconfig.base.json"));
  mkdirSync(join(workspace, "src/features/redeploy-probe"), { recursive: true });
  writeFileSync(join(workspace, "src/features/redeploy-probe/probe-page.tsx"), PROBE_PAGE);
  const tablePath = join(workspace, "src/finance-app.tsx");
  const table = readFileSync(tablePath, "utf8");
  if (!table.includes(PAGE_TABLE_START)) throw new Error(`finance-app.tsx no longer has "${PAGE_TABLE_START}"`);
  writeFileSync(
    tablePath,
    `import { ProbePage } from "./features/redeploy-probe/probe-page";\n${table.replace(
      PAGE_TABLE_START,
      `${PAGE_TABLE_START}\n  "${PROBE_PATH}": ProbePage,`,
    )}`,
  );
  return workspace;
}

/** Each file of a folder with its modification time. */
function snapshot(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files[path] = statSync(path).mtimeMs;
    }
  }
  return files;
}

test("a new finance page, shipped with an mf-finance build alone, shows after a reload", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const finance = page.getByTestId("finance-app");

  // Before: mf-finance's own not-found page, inside the finance area.
  await page.goto(PROBE_PATH);
  await expect(finance.getByRole("heading", { name: "Page Not Found", level: 1 })).toBeVisible();
  const shellBefore = snapshot("shell/dist");

  const scratch = resolve(`.tmp/redeploy-probe-${process.env.E2E_PORT ?? "default"}`);
  try {
    const workspace = financeWithProbePage(scratch);
    const buildId = `pagina-nueva-${Date.now()}`;
    execFileSync(
      "bun",
      [
        resolve("node_modules/vite/bin/vite.js"),
        "build",
        "--config",
        resolve("mf-finance/vite.config.ts"),
        "--outDir",
        resolve("mf-finance/dist"),
        "--emptyOutDir",
      ],
      { cwd: workspace, env: { ...process.env, MF_BUILD_ID: buildId }, stdio: "pipe" },
    );

    await page.reload();
    await expect(finance).toHaveAttribute("data-build", buildId);
    await expect(finance.getByRole("heading", { name: PROBE_HEADING, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toHaveCount(0);
    expect(snapshot("shell/dist")).toEqual(shellBefore);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    execFileSync("bun", ["run", "--cwd", "mf-finance", "build"], { stdio: "pipe" });
  }

  // And the normal build is back: the probe page is gone again.
  await page.reload();
  await expect(finance.getByRole("heading", { name: "Page Not Found", level: 1 })).toBeVisible();
});
