import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, createClient, E2E_ADMIN, panamaIsoDate, signIn, uniqueTag } from "../support";

// Time tracking (api/docs/time.md): the top bar's timer across a reload, a week of the timesheet
// typed with the keyboard, and a project's hours invoiced as a draft. The run shares one database:
// every project carries this file's tag, and rows are found by it.
const tag = uniqueTag();

/** A client and a project of it, at `rate` an hour (and 7 % ITBMS), through the API. */
async function createProject(page: Page, name: string, rate: string) {
  const client = await createClient(page, { name: `Cliente ${name}`, company: `Empresa ${name}` });
  return apiSend(page, endpoints.createProject, {
    body: {
      name,
      clientId: client.id,
      status: "in_progress",
      hourlyRate: rate,
      itbmsRate: "7",
      budgetHours: "10",
    },
  });
}

/** A success notice with its title, then closed so the next one is not confused with it. */
async function expectNotice(page: Page, title: string) {
  const notice = page.getByRole("status").filter({ hasText: title });
  await expect(notice).toBeVisible();
  await notice.getByRole("button").click();
  await expect(notice).toBeHidden();
}

async function chooseProject(page: Page, scope: Locator, name: string, company: string) {
  await scope.getByRole("combobox", { name: /^Proyecto/ }).fill(name);
  await page.getByRole("option", { name: `${name} (${company})`, exact: true }).click();
}

test("the timer: started on a project, still running after a reload, stopped into an entry", async ({ page }) => {
  await signIn(page);
  const name = `Soporte ${tag}`;
  const project = await createProject(page, name, "60");

  await page.getByRole("button", { name: "Iniciar temporizador" }).click();
  const dialog = page.getByRole("dialog", { name: "Iniciar temporizador" });
  // Nothing chosen: the schema's message, and no timer.
  await dialog.getByRole("button", { name: "Iniciar" }).click();
  await expect(dialog.getByText("Debe seleccionar un proyecto")).toBeVisible();
  await chooseProject(page, dialog, name, `Empresa ${name}`);
  await dialog.getByRole("textbox", { name: "Descripción" }).fill(`Incidencia ${tag}`);
  await dialog.getByRole("button", { name: "Iniciar" }).click();
  await expectNotice(page, "Temporizador iniciado");

  const timer = page.getByRole("status", { name: "Temporizador en marcha" });
  await expect(timer).toContainText(name);
  await expect(timer.getByTestId("timer-elapsed")).toHaveText(/^\d+:\d{2}:\d{2}$/);

  // A reload (another visit) finds it running: it is in the database, not in the page.
  await page.reload();
  await expect(timer).toContainText(name);
  await expect(page.getByRole("button", { name: "Iniciar temporizador" })).toHaveCount(0);

  await timer.getByRole("button", { name: "Detener temporizador" }).click();
  await expectNotice(page, "Temporizador detenido");
  await expect(timer).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Iniciar temporizador" })).toBeVisible();

  // The stopped timer is an entry of the project's 'Horas': at least a minute, at the project's rate.
  await page.goto(`/projects/hours?proyecto=${project.id}`);
  await expect(page.getByRole("heading", { name: `Horas: ${name}`, level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Incidencia ${tag}` });
  await expect(row).toContainText(E2E_ADMIN.firstName);
  await expect(row).toContainText("B/. 60.00");
  await expect(row).toContainText("Sin facturar");
  await expect(row.getByRole("cell").nth(4)).toHaveText(/^0:0[1-9]$/);
});

test("the weekly timesheet: a week typed with the keyboard, saved at once, read back", async ({ page }) => {
  await signIn(page);
  const name = `Portal ${tag}`;
  await createProject(page, name, "40");

  await page
    .getByRole("navigation", { name: "Navegación principal" })
    .getByRole("link", { name: "Hoja de horas" })
    .click();
  await expect(page.getByRole("heading", { name: "Hoja de horas", level: 1 })).toBeVisible();
  // A week of its own: the next one, where no other test records hours.
  await page.getByRole("button", { name: "Semana siguiente" }).click();
  const save = page.getByRole("button", { name: "Guardar semana" });
  await expect(save).toBeDisabled();

  for (const task of ["Diseño", "QA"]) {
    await page.getByRole("button", { name: "Agregar fila" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar fila" });
    await chooseProject(page, dialog, name, `Empresa ${name}`);
    await dialog.getByRole("textbox", { name: "Tarea o fase" }).fill(task);
    await dialog.getByRole("button", { name: "Agregar" }).click();
    await expect(dialog).toBeHidden();
  }

  // Monday to Wednesday of 'Diseño' with Tab, hours written three ways; Enter goes down to 'QA'.
  const cell = (task: string, day: string) =>
    page.getByRole("textbox", { name: new RegExp(`^${name} · ${task}, ${day} `) });
  await cell("Diseño", "Lun").click();
  await page.keyboard.type("1.5");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1:30");
  await page.keyboard.press("Tab");
  await page.keyboard.type("45m");
  await cell("Diseño", "Lun").click();
  await page.keyboard.press("Enter");
  await expect(cell("QA", "Lun")).toBeFocused();
  await page.keyboard.type("2");
  await page.keyboard.press("Tab");
  // Not a duration: marked, and nothing is sent.
  await page.keyboard.type("mucho");
  await save.click();
  await expect(cell("QA", "Mar")).toHaveAttribute("aria-invalid", "true");
  await cell("QA", "Mar").fill("0:15");

  const total = page.getByTestId("timesheet-week-total");
  await expect(total).toHaveText("6:00");
  await save.click();
  await expectNotice(page, "Semana guardada");
  await expect(save).toBeDisabled();

  // Read back after a reload (this week again, then the next one): as typed, written h:mm.
  await page.reload();
  await page.getByRole("button", { name: "Semana siguiente" }).click();
  await expect(cell("Diseño", "Lun")).toHaveValue("1:30");
  await expect(cell("Diseño", "Mar")).toHaveValue("1:30");
  await expect(cell("Diseño", "Mié")).toHaveValue("0:45");
  await expect(cell("QA", "Lun")).toHaveValue("2:00");
  await expect(cell("QA", "Mar")).toHaveValue("0:15");
  await expect(total).toHaveText("6:00");
});

test("a project's hours: recorded, edited and deleted, then invoiced as a draft, linked and locked", async ({
  page,
}) => {
  await signIn(page);
  const name = `Consultoría ${tag}`;
  const project = await createProject(page, name, "80");
  const today = panamaIsoDate();
  for (const [minutes, description] of [
    [30, `Reunión ${tag}`],
    [10, `Error ${tag}`],
  ] as const) {
    await apiSend(page, endpoints.createTimeEntry, {
      body: { projectId: project.id, workDate: today, minutes, description },
    });
  }

  await page.goto("/projects");
  await page.getByRole("link", { name: `Horas del proyecto ${name}` }).click();
  await expect(page.getByRole("heading", { name: `Horas: ${name}`, level: 1 })).toBeVisible();

  // Recorded on the screen: the duration typed as hours.
  await page.getByRole("button", { name: "Registrar horas" }).click();
  const form = page.getByRole("dialog", { name: "Registrar horas" });
  await form.getByRole("textbox", { name: /^Duración/ }).fill("una hora");
  await form.getByRole("button", { name: "Registrar" }).click();
  await expect(form.getByText("Escriba la duración como 1:30, 1.5 o 45m")).toBeVisible();
  await form.getByRole("textbox", { name: /^Duración/ }).fill("1.5");
  await form.getByRole("textbox", { name: "Descripción" }).fill(`Análisis ${tag}`);
  await form.getByRole("button", { name: "Registrar" }).click();
  await expectNotice(page, "Horas registradas");
  const analysis = page.getByRole("row").filter({ hasText: `Análisis ${tag}` });
  await expect(analysis).toContainText("1:30");
  await expect(analysis).toContainText("B/. 120.00");

  // Edited: the meeting took 45 minutes; the mistaken entry goes.
  const meeting = page.getByRole("row").filter({ hasText: `Reunión ${tag}` });
  await meeting.getByRole("button", { name: /^Editar horas/ }).click();
  const edit = page.getByRole("dialog", { name: "Editar horas" });
  await expect(edit.getByRole("textbox", { name: /^Duración/ })).toHaveValue("0:30");
  await edit.getByRole("textbox", { name: /^Duración/ }).fill("0:45");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expectNotice(page, "Horas actualizadas");
  await expect(meeting).toContainText("0:45");
  await page
    .getByRole("row")
    .filter({ hasText: `Error ${tag}` })
    .getByRole("button", { name: /^Eliminar horas/ })
    .click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expectNotice(page, "Registro de horas eliminado");
  await expect(page.getByRole("row").filter({ hasText: `Error ${tag}` })).toHaveCount(0);

  // 1:30 and 0:45: 2.25 hours at B/. 80.00 = 180.00, and 7 % ITBMS 12.60.
  await expect(page.getByText("B/. 180.00").first()).toBeVisible();
  await expect(page.getByText("Horas del presupuesto: 2:15 h de 10.00 h (22.5 %)")).toBeVisible();

  await page.getByRole("button", { name: "Facturar horas" }).click();
  const dialog = page.getByRole("dialog", { name: "Facturar horas" });
  const lines = dialog.getByRole("table", { name: "Líneas de la factura" });
  await expect(lines.getByRole("row").filter({ hasText: `Horas de ${E2E_ADMIN.firstName}` })).toContainText("2.25");
  await expect(dialog.getByTestId("hours-invoice-total")).toHaveText("B/. 192.60");
  // By day: the same total, one line for today.
  await dialog.getByRole("combobox", { name: "Agrupar" }).click();
  await page.getByRole("option", { name: "Por día" }).click();
  await expect(lines).toContainText("Horas del ");
  await expect(dialog.getByTestId("hours-invoice-total")).toHaveText("B/. 192.60");
  await dialog.getByRole("button", { name: "Crear borrador" }).click();
  await expectNotice(page, "Factura creada en borrador");

  // The entries are linked (their invoice shown) and locked; nothing is left to bill.
  const link = page.getByRole("link", { name: /^Abrir la factura FAC-/ });
  await expect(link).toBeVisible();
  const invoiceNumber = ((await link.textContent()) ?? "").replace("Abrir la factura ", "");
  const row = page.getByRole("row").filter({ hasText: `Análisis ${tag}` });
  await expect(row.getByRole("link", { name: invoiceNumber })).toBeVisible();
  await expect(row.getByRole("button", { name: /^Editar horas/ })).toBeDisabled();
  await expect(page.getByText("Facturado", { exact: true })).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(/\/invoices/);
  const details = page.getByRole("dialog", { name: `Factura ${invoiceNumber}` });
  await expect(details).toBeVisible();
  await expect(details).toContainText("192.60");
  await expect(details).toContainText(`Horas: ${name}`);
  await expect(details).toContainText("Borrador");

  // The time reports (admin and finance): the project's effective rate (180.00 over 2.25 hours), and its table as a file.
  await page.goto("/reports");
  const rates = page.getByRole("region", { name: "Tarifa efectiva por proyecto" });
  await expect(rates.getByRole("row").filter({ hasText: name })).toContainText("B/. 80.00");
  await rates.getByRole("button", { name: "Exportar" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: /^CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tarifa-efectiva-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await readFile(await download.path())).toString("utf8")).toContain(
    `${name},Empresa ${name},2.25,2.25,180.00,80.00`,
  );
});

test("a client's hours on all its projects invoiced at once from the CRM, each at its project's rate", async ({
  page,
}) => {
  await signIn(page);
  const company = `Grupo ${tag}`;
  const client = await createClient(page, { name: `Contacto ${tag}`, company });
  const today = panamaIsoDate();
  // Web at B/. 50.00 (1 h) and App at B/. 70.00 (0:30), both with 7 % ITBMS: 85.00 + 5.95 = 90.95.
  for (const [project, rate, minutes] of [
    [`Web ${tag}`, "50", 60],
    [`App ${tag}`, "70", 30],
  ] as const) {
    const { id } = await apiSend(page, endpoints.createProject, {
      body: {
        name: project,
        clientId: client.id,
        status: "in_progress",
        hourlyRate: rate,
        itbmsRate: "7",
      },
    });
    await apiSend(page, endpoints.createTimeEntry, { body: { projectId: id, workDate: today, minutes } });
  }

  await page.goto("/crm");
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(company);
  await page
    .getByRole("row", { name: new RegExp(company) })
    .getByRole("button", { name: `Ver cliente ${company}` })
    .click();
  await page.getByRole("dialog", { name: company }).getByRole("button", { name: "Facturar horas" }).click();
  const dialog = page.getByRole("dialog", { name: "Facturar horas" });
  const lines = dialog.getByRole("table", { name: "Líneas de la factura" });
  await expect(lines.getByRole("row").filter({ hasText: `App ${tag}: Horas de ${E2E_ADMIN.firstName}` })).toContainText(
    "B/. 70.00",
  );
  await expect(lines.getByRole("row").filter({ hasText: `Web ${tag}: Horas de ${E2E_ADMIN.firstName}` })).toContainText(
    "B/. 50.00",
  );
  await expect(dialog.getByTestId("hours-invoice-total")).toHaveText("B/. 90.95");
  await dialog.getByRole("button", { name: "Crear borrador" }).click();
  await expect(page).toHaveURL(/\/invoices/);
  const details = page.getByRole("dialog", { name: /^Factura FAC-/ });
  await expect(details).toContainText(`Horas: ${company}`);
  await expect(details).toContainText("90.95");
});
