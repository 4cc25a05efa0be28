import { expect, type Locator, type Page, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, chooseClient, createClient, signIn, typeDate, uniqueTag, withoutLiveUpdates } from "../support";

// The run shares one database: every name carries this file's tag, and counts are compared, not assumed.
const tag = uniqueTag();

/** A success notice with its title (and description), then closed so the next one is not confused with it. */
async function expectNotice(page: Page, title: string, description?: string) {
  const notice = page.getByRole("status").filter({ hasText: title });
  await expect(notice).toBeVisible();
  if (description) await expect(notice).toContainText(description);
  await notice.getByRole("button").click();
  await expect(notice).toBeHidden();
}

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const column = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("projects: create (rejected first), search, filter, view, edit, move, delete", async ({ page }) => {
  await signIn(page);
  const first = await createClient(page, { name: `Lucía ${tag}`, company: `Constructora ${tag}` });
  await createClient(page, { name: `Ingeniería ${tag}` });
  const name = `Portal ${tag}`;

  await page.goto("/projects");
  await expect(page.getByRole("heading", { name: "Gestión de Proyectos", level: 1 })).toBeVisible();
  for (const title of ["Planificación", "En Progreso", "Pruebas", "Completado"]) {
    await expect(column(page, title).getByRole("heading", { name: title })).toBeVisible();
  }

  // Create: an empty submission shows the schema's messages and sends nothing.
  await page.getByRole("button", { name: "Nuevo Proyecto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proyecto" });
  await expect(dialog.getByRole("combobox", { name: "Estado" })).toHaveText("Planificación");
  await dialog.getByRole("button", { name: "Crear Proyecto" }).click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByText("Debe seleccionar un cliente")).toBeVisible();

  await dialog.getByRole("textbox", { name: "Nombre *" }).fill(name);
  await chooseClient(page, dialog, `Constructora ${tag}`);
  await dialog.getByRole("textbox", { name: "Descripción" }).fill(`Portal de autogestión ${tag}`);
  await dialog.getByRole("spinbutton", { name: "Presupuesto" }).fill("15000.50");
  const ends = dialog.getByRole("group", { name: "Fecha de fin" });
  await typeDate(dialog.getByRole("group", { name: "Fecha de inicio" }), "10/03/2026");
  await typeDate(ends, "01/03/2026");
  await dialog.getByRole("button", { name: "Crear Proyecto" }).click();
  await expect(dialog.getByText("La fecha de fin no puede ser anterior a la de inicio")).toBeVisible();
  await expect(dialog.getByText("El nombre es requerido")).toBeHidden();

  await typeDate(ends, "31/03/2026");
  await dialog.getByRole("button", { name: "Crear Proyecto" }).click();
  await expectNotice(page, "Proyecto creado");
  await expect(dialog).toBeHidden();

  const planning = column(page, "Planificación");
  const card = planning.getByRole("article", { name });
  await expect(card).toContainText(`Constructora ${tag}`);
  await expect(card).toContainText("$15,000.50");
  await expect(card).toContainText("31/03/2026");
  const inPlanning = await planning.getByRole("article").count();
  await expect(planning.getByText(`${inPlanning} proyecto`)).toBeVisible();

  // A second one on hold, through the API: it belongs to no column, and is listed below the board.
  const onHold = `Archivo ${tag}`;
  await apiSend(page, endpoints.createProject, { body: { name: onHold, clientId: first.id, status: "on_hold" } });
  await page.reload();
  await expect(card).toBeVisible();
  for (const column of ["Planificación", "En Progreso", "Pruebas", "Completado"]) {
    await expect(page.getByRole("region", { name: column }).getByRole("article", { name: onHold })).toHaveCount(0);
  }
  const offBoard = page.getByRole("region", { name: "Fuera del tablero: en pausa o cancelados" });
  await expect(offBoard.getByRole("article", { name: onHold })).toContainText("En Pausa");

  // Search by client name, by description, and a miss.
  const search = page.getByRole("textbox", { name: "Buscar proyectos..." });
  await search.fill(`constructora ${tag}`);
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(card).toBeVisible();
  await search.fill(`autogestión ${tag}`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await search.fill(`nada-${tag}`);
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText("No hay proyectos", { exact: true })).toHaveCount(4);
  await search.fill(tag);

  // Status filter: all, planning, in_progress, testing, completed, cancelled.
  const filter = page.getByRole("combobox", { name: "Estado" });
  await filter.click();
  const options = page.getByRole("option");
  await expect(options).toHaveText(["Todos", "Planificación", "En Progreso", "Pruebas", "Completado", "Cancelado"]);
  await page.getByRole("option", { name: "En Progreso" }).click();
  await expect(page.getByRole("article")).toHaveCount(0);
  await choose(page, filter, "Cancelado");
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(card).toBeHidden();
  await choose(page, filter, "Planificación");
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await choose(page, filter, "Todos");

  // View.
  await card.getByRole("button", { name: `Ver proyecto ${name}`, exact: true }).click();
  const details = page.getByRole("dialog", { name });
  await expect(details).toContainText(`Constructora ${tag}`);
  await expect(details).toContainText(`Portal de autogestión ${tag}`);
  await expect(details).toContainText("Planificación");
  await expect(details).toContainText("$15,000.50");
  await expect(details).toContainText("10/03/2026");
  await expect(details).toContainText("31/03/2026");
  await details.getByRole("button", { name: "Cerrar" }).click();
  await expect(details).toBeHidden();

  // Edit: the form comes filled in, offers every status, and saves with PATCH.
  await card.getByRole("button", { name: `Editar proyecto ${name}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Editar Proyecto" });
  await expect(edit.getByRole("textbox", { name: "Nombre *" })).toHaveValue(name);
  await expect(edit.getByRole("combobox", { name: /^Cliente/ })).toHaveValue(`Constructora ${tag}`);
  await expect(edit.getByRole("spinbutton", { name: "Presupuesto" })).toHaveValue("15000.50");
  const renamed = `${name} v2`;
  await edit.getByRole("textbox", { name: "Nombre *" }).fill(renamed);
  await chooseClient(page, edit, `Ingeniería ${tag}`);
  await edit.getByRole("spinbutton", { name: "Presupuesto" }).fill("");
  await choose(page, edit.getByRole("combobox", { name: "Estado" }), "Pruebas");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expectNotice(page, "Proyecto actualizado");
  const edited = column(page, "Pruebas").getByRole("article", { name: renamed });
  await expect(edited).toContainText(`Ingeniería ${tag}`);
  await expect(edited).toContainText("Sin presupuesto");
  await expect(page.getByRole("article", { name, exact: true })).toHaveCount(0);

  // Move to another column from the card's menu.
  await edited.getByRole("button", { name: `Mover proyecto ${renamed}`, exact: true }).click();
  await expect(page.getByRole("menuitem")).toHaveText([
    "Mover a Planificación",
    "Mover a En Progreso",
    "Mover a Completado",
  ]);
  await page.getByRole("menuitem", { name: "Mover a En Progreso" }).click();
  await expectNotice(page, "Proyecto actualizado", "Movido a En Progreso");
  const moved = column(page, "En Progreso").getByRole("article", { name: renamed });
  await expect(moved).toBeVisible();
  await expect(column(page, "Pruebas").getByRole("article", { name: renamed })).toHaveCount(0);

  // Delete: cancelling keeps it, confirming removes it.
  await moved.getByRole("button", { name: `Eliminar proyecto ${renamed}`, exact: true }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("¿Estás seguro de que quieres eliminar este proyecto?");
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(moved).toBeVisible();
  await moved.getByRole("button", { name: `Eliminar proyecto ${renamed}`, exact: true }).click();
  await confirm.getByRole("button", { name: "Eliminar" }).click();
  await expectNotice(page, "Proyecto eliminado");
  await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
  await page.reload();
  await expect(column(page, "En Progreso")).toBeVisible();
  await expect(page.getByRole("article", { name: renamed })).toHaveCount(0);
});

test("projects: failed create and delete show the Spanish notices", async ({ page }) => {
  await withoutLiveUpdates(page);
  await signIn(page);
  const client = await createClient(page, { company: `Fallas ${tag}`, name: "Rosa" });
  const name = `Efímero ${tag}`;
  const project = await apiSend(page, endpoints.createProject, { body: { name, clientId: client.id } });
  await page.goto("/projects");
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();

  // The server fails the create: the dialog stays open with what was typed.
  await page.route("**/api/projects", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await page.getByRole("button", { name: "Nuevo Proyecto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proyecto" });
  await dialog.getByRole("textbox", { name: "Nombre *" }).fill(`Nunca ${tag}`);
  await chooseClient(page, dialog, `Fallas ${tag}`);
  await dialog.getByRole("button", { name: "Crear Proyecto" }).click();
  // The notice is announced even while the dialog keeps the rest of the page aria-hidden.
  const failure = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("No se pudo crear el proyecto. Inténtelo de nuevo.");
  await expect(dialog.getByRole("textbox", { name: "Nombre *" })).toHaveValue(`Nunca ${tag}`);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await page.unroute("**/api/projects");

  // Someone else deletes it first: this screen's delete then fails, with the server's reason.
  await apiSend(page, endpoints.deleteProject, { params: { id: project.id } });
  await card.getByRole("button", { name: `Eliminar proyecto ${name}`, exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(failure).toContainText(/No se pudo eliminar el proyecto\.|Proyecto no encontrado/);

  // With a failure that carries no reason of the server's, the screen's own fallback text shows.
  await page.reload();
  const other = await apiSend(page, endpoints.createProject, { body: { name: `${name} b`, clientId: client.id } });
  await page.reload();
  await page.route(`**/api/projects/${other.id}`, (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await page
    .getByRole("article", { name: `${name} b` })
    .getByRole("button", { name: `Eliminar proyecto ${name} b`, exact: true })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(failure).toContainText("No se pudo eliminar el proyecto.");
});

test("projects: a column shows its first 50 and 'Ver más' brings the rest, searched on the server", async ({
  page,
}) => {
  await signIn(page);
  const many = `Muchos ${tag}`;
  const client = await createClient(page, { name: `Cliente ${many}` });
  for (let n = 1; n <= 52; n++) {
    await apiSend(page, endpoints.createProject, {
      body: { name: `${many} ${n}`, clientId: client.id, status: "testing" },
    });
  }
  await page.goto("/projects");
  // The search is debounced: until its answer arrives the column may still show the unsearched
  // list, and a 'Ver más' clicked then is undone when the search starts over from page one.
  const searched = page.waitForResponse(
    (response) => response.url().includes("/api/projects?q=") && response.url().includes("status=testing"),
  );
  await page.getByRole("textbox", { name: "Buscar proyectos..." }).fill(many);
  await searched;
  const testing = column(page, "Pruebas");
  await expect(testing.getByRole("article")).toHaveCount(50);
  await expect(testing.getByText("52 proyectos")).toBeAttached();
  // Newest first: the two oldest wait behind 'Ver más'.
  await expect(testing.getByRole("article", { name: `${many} 52`, exact: true })).toBeVisible();
  await expect(testing.getByRole("article", { name: `${many} 1`, exact: true })).toHaveCount(0);
  await testing.getByRole("button", { name: "Ver más" }).click();
  await expect(testing.getByRole("article")).toHaveCount(52);
  await expect(testing.getByRole("article", { name: `${many} 1`, exact: true })).toBeVisible();
  await expect(testing.getByRole("button", { name: "Ver más" })).toHaveCount(0);
  // The other columns found nothing for this search.
  await expect(column(page, "Planificación").getByText("No hay proyectos")).toBeVisible();
});
