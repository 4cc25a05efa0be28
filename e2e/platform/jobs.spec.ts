import { expect, test } from "@playwright/test";
import { sidebar, signIn } from "../support";

// 'Tareas programadas' (admins): the hourly purge's schedule and next run, the runs of the job
// queue with their states in Spanish, and 'Ejecutar ahora', whose run appears and completes.

test("scheduled jobs: the purge's schedule, its runs, and 'Ejecutar ahora' running it once more", async ({ page }) => {
  await signIn(page);
  await sidebar(page).getByRole("link", { name: "Tareas programadas" }).click();
  await expect(page).toHaveURL("/settings/jobs");
  await expect(page.getByRole("heading", { name: "Tareas programadas", level: 1 })).toBeVisible();

  const schedule = page.getByRole("row").filter({ hasText: "0 * * * *" });
  await expect(schedule).toContainText("Borrar registros vencidos");
  // The next run is on the hour, in Panama's time ('25/11/2026 15:00').
  await expect(schedule).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:00/);

  // The server sent a purge when it started; it ran.
  const runs = page.getByRole("row").filter({ hasText: "Borrar registros vencidos" }).filter({ hasText: "Completada" });
  await expect(runs.first()).toBeVisible();
  const before = await runs.count();

  await page.getByRole("button", { name: "Ejecutar ahora: Borrar registros vencidos" }).click();
  await expect(page.getByText("Tarea en la cola")).toBeVisible();
  // No polling: the live updates announce each change of the queue; the new run shows up completed, after one attempt.
  await expect(runs).toHaveCount(before + 1);
  await expect(runs.first()).toContainText("1 de 4");

  // The state filter: nothing has failed.
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Fallida" }).click();
  await expect(page.getByText("No hay tareas registradas")).toBeVisible();
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Completada" }).click();
  await expect(runs).toHaveCount(before + 1);
});
