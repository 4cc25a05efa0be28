import { expect, test } from "@playwright/test";
import { addDays, upcomingOccurrences } from "api/contract";
import { chooseClient, createClient, panamaDate, panamaIsoDate, sidebar, signIn, uniqueTag } from "../support";

// 'Facturas recurrentes' (/invoices/recurring): a template set up from the invoices page, its first
// invoice made by the job 'facturas-recurrentes' ('Tareas programadas' -> 'Ejecutar ahora') on its
// day (today), seen in the template's details and opened on the invoices page; pause and resume.

/** A calendar date as the screens show it: dd/MM/yyyy. */
const shown = (date: string) => date.split("-").reverse().join("/");

test("recurring invoices: set one up starting today, run the job, and see its invoice", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const company = `Hotel Las Perlas ${tag}`;
  const title = `Mantenimiento web ${tag}`;
  await createClient(page, { name: "Marta Ríos", company });

  await page.goto("/invoices");
  await page.getByRole("link", { name: "Facturas recurrentes" }).click();
  await expect(page).toHaveURL("/invoices/recurring");
  await expect(page.getByRole("heading", { name: "Facturas recurrentes", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Nueva factura recurrente" }).click();
  const dialog = page.getByRole("dialog", { name: "Nueva factura recurrente" });
  // Monthly from today, on today's day of the month.
  await expect(dialog.getByRole("combobox", { name: "Frecuencia" })).toHaveText("Mensual");
  const dayOfMonth = Number(panamaIsoDate(0).slice(8, 10));
  await expect(dialog.getByLabel("Día del mes *")).toHaveValue(String(dayOfMonth));
  await expect(dialog.getByRole("group", { name: "Fecha de inicio *" })).toContainText(panamaDate(0));
  // Only an issued invoice is e-mailed by the job: the box waits for 'Emitir factura electrónica'.
  await expect(dialog.getByRole("checkbox", { name: "Enviar por correo al cliente al emitirla" })).toBeDisabled();

  // Refused: nothing filled in.
  await dialog.getByRole("button", { name: "Crear factura recurrente" }).click();
  await expect(dialog.getByText("Debe seleccionar un cliente")).toBeVisible();
  await expect(dialog.getByText("El título es requerido")).toBeVisible();
  await expect(dialog.getByText("La descripción de la línea es requerida")).toBeVisible();
  await dialog.getByLabel("Día del mes *").fill("32");
  await dialog.getByRole("button", { name: "Crear factura recurrente" }).click();
  await expect(dialog.getByText("El día debe ser un número entero entre 1 y 31")).toBeVisible();

  await chooseClient(page, dialog, company);
  await dialog.getByLabel("Título *").fill(title);
  await dialog.getByLabel("Descripción *").fill("Soporte, respaldos y actualizaciones del mes");
  await dialog.getByLabel("Día del mes *").fill(String(dayOfMonth));
  const line = dialog.getByRole("group", { name: "Línea 1" });
  await line.getByLabel("Concepto *").fill("Mantenimiento mensual");
  await line.getByLabel("Precio unitario *").fill("250");
  await line.getByRole("combobox", { name: "ITBMS" }).click();
  await page.getByRole("option", { name: "7%", exact: true }).click();
  const schedule = { frequency: "monthly" as const, dayOfMonth, startDate: panamaIsoDate(0) };
  const [first, second] = upcomingOccurrences(schedule, { limit: 2 }) as [string, string];
  expect(first).toBe(panamaIsoDate(0));
  // The form shows the dates the schedule gives, from today.
  await expect(dialog.getByLabel("Próximas fechas")).toContainText(`${shown(first)}, ${shown(second)}`);
  await dialog.getByRole("button", { name: "Crear factura recurrente" }).click();
  await expect(page.getByText("Factura recurrente creada")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("textbox", { name: "Buscar por título, descripción o cliente..." }).fill(tag);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(company);
  await expect(row).toContainText(`Mensual, el día ${dayOfMonth}`);
  await expect(row.getByRole("cell", { name: shown(first) })).toBeVisible();
  await expect(row.getByRole("cell", { name: "$267.50" })).toBeVisible();
  await expect(row.getByText("Activa")).toBeVisible();

  // The job runs now: today is the template's day.
  await sidebar(page).getByRole("link", { name: "Tareas programadas" }).click();
  const runs = page
    .getByRole("row")
    .filter({ hasText: "Crear las facturas recurrentes del día" })
    .filter({ hasText: "Completada" });
  // The server sent one when it started.
  await expect(runs.first()).toBeVisible();
  const before = await runs.count();
  await page.getByRole("button", { name: "Ejecutar ahora: Crear las facturas recurrentes del día" }).click();
  await expect(page.getByText("Tarea en la cola")).toBeVisible();
  await expect(runs).toHaveCount(before + 1);

  // The template made its invoice and moved on to next month's date.
  await page.goto("/invoices/recurring");
  await page.getByRole("textbox", { name: "Buscar por título, descripción o cliente..." }).fill(tag);
  await expect(row.getByRole("cell", { name: shown(second) })).toBeVisible();
  await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Ver factura recurrente ${title}` }).click();
  const details = page.getByRole("dialog", { name: `Factura recurrente: ${title}` });
  const made = details.getByRole("region", { name: "Facturas creadas" });
  const invoiceRow = made.getByRole("row", { name: new RegExp(shown(first)) });
  await expect(invoiceRow).toContainText("Creada en borrador");
  await expect(invoiceRow).toContainText("$267.50");
  const invoiceLink = invoiceRow.getByRole("link", { name: /^FAC-\d{4}-\d{4}$/ });
  const invoiceNumber = ((await invoiceLink.textContent()) ?? "").trim();
  await expect(details.getByLabel("Próximas fechas")).toContainText(shown(second));

  // Its invoice, on the invoices page: a draft dated today, due after the company's terms.
  await invoiceLink.click();
  await expect(page).toHaveURL("/invoices");
  const invoice = page.getByRole("dialog", { name: `Factura ${invoiceNumber}` });
  await expect(invoice).toContainText(title);
  await expect(invoice).toContainText("Borrador");
  await expect(invoice).toContainText(shown(first));
  await expect(invoice).toContainText(shown(addDays(first, 30)));
  await invoice.getByRole("button", { name: "Cerrar" }).click();

  // Pause and resume it from its row; it cannot be deleted now that it made an invoice.
  await page.goto("/invoices/recurring");
  await page.getByRole("textbox", { name: "Buscar por título, descripción o cliente..." }).fill(tag);
  await expect(row.getByRole("button", { name: `Eliminar factura recurrente ${title}` })).toBeDisabled();
  await row.getByRole("button", { name: `Pausar factura recurrente ${title}` }).click();
  await expect(page.getByText("Factura recurrente pausada")).toBeVisible();
  await expect(row.getByText("Pausada")).toBeVisible();
  await row.getByRole("button", { name: `Reanudar factura recurrente ${title}` }).click();
  await expect(page.getByText("Factura recurrente reanudada")).toBeVisible();
  await expect(row.getByText("Activa")).toBeVisible();
  // Left paused, so that later runs of the job in this database do not bill it.
  await row.getByRole("button", { name: `Pausar factura recurrente ${title}` }).click();
  await expect(row.getByText("Pausada")).toBeVisible();
});
