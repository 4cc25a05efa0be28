import { expect, test } from "@playwright/test";
import { endpoints } from "api/contract/endpoints";
import { apiSend, chooseClient, createClient, panamaIsoDate, sidebar, signIn, uniqueTag } from "../support";

test("CRM: create (with its validation), search, filter, view, edit and delete a client", async ({ page }) => {
  await signIn(page);
  await page.goto("/crm");
  await expect(page.getByRole("heading", { name: "CRM - Gestión de Clientes", level: 1 })).toBeVisible();
  const unique = uniqueTag();
  const company = `Ferretería Colón ${unique}`;

  // Rejected: no name, a bad email.
  await page.getByRole("button", { name: "Agregar Cliente" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar Cliente" });
  await dialog.getByLabel("Email").fill("no-es-un-correo");
  await dialog.getByRole("button", { name: "Crear Cliente" }).click();
  await expect(dialog.getByText("El nombre es requerido")).toBeVisible();
  await expect(dialog.getByText("Email inválido")).toBeVisible();

  await dialog.getByLabel("Nombre *").fill("Rubén Pinzón");
  await dialog.getByLabel("Empresa").fill(company);
  await dialog.getByLabel("Email").fill(`ruben.${unique}@ferreteriacolon.pa`);
  await dialog.getByRole("button", { name: "Crear Cliente" }).click();
  await expect(page.getByText("Cliente creado")).toBeVisible();
  await expect(dialog).toBeHidden();

  const search = page.getByRole("textbox", { name: "Buscar clientes..." });
  await search.fill(`FERRETERÍA COLÓN ${unique}`);
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "N/A" })).toBeVisible(); // no phone
  await expect(row.getByText("Activo")).toBeVisible();

  await row.getByRole("button", { name: `Ver cliente ${company}` }).click();
  const details = page.getByRole("dialog", { name: company });
  await expect(details.getByText("Rubén Pinzón")).toBeVisible();
  await details.getByRole("button", { name: "Cerrar" }).click();

  await row.getByRole("button", { name: `Editar cliente ${company}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await expect(edit.getByLabel("Nombre *")).toHaveValue("Rubén Pinzón");
  await edit.getByLabel("Teléfono").fill("+507 6555-1234");
  await edit.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Inactivo" }).click();
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Cliente actualizado")).toBeVisible();
  await expect(row.getByText("+507 6555-1234")).toBeVisible();
  await expect(row.getByText("Inactivo")).toBeVisible();

  // The status filter hides it among the active ones.
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Activo", exact: true }).click();
  await expect(page.getByText("No se encontraron clientes")).toBeVisible();
  await page.getByRole("combobox", { name: "Estado" }).click();
  await page.getByRole("option", { name: "Inactivo" }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole("button", { name: `Eliminar cliente ${company}` }).click();
  await expect(page.getByText("¿Estás seguro de que quieres eliminar este cliente?")).toBeVisible();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("Cliente eliminado")).toBeVisible();
  await expect(page.getByText("No se encontraron clientes")).toBeVisible();
});

test("CRM: deleting a client that has a project shows the server's reason", async ({ page }) => {
  await signIn(page);
  const name = `Cliente con proyecto ${uniqueTag()}`;
  const client = await createClient(page, { name });
  await apiSend(page, endpoints.createProject, { body: { name: "Portal", clientId: client.id } });

  await page.goto("/crm");
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(name);
  await page.getByRole("button", { name: `Eliminar cliente ${name}` }).click();
  await page.getByRole("button", { name: "Eliminar", exact: true }).click();
  await expect(page.getByText("No se puede eliminar el cliente porque tiene 1 proyecto asociado.")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(1);
});

test("CRM: renaming a client shows the new name on the quotes and projects screens", async ({ page }) => {
  await signIn(page);
  const tag = uniqueTag();
  const client = await createClient(page, { name: "Ana", company: `Antes ${tag}` });
  await apiSend(page, endpoints.createProject, { body: { name: `Portal ${tag}`, clientId: client.id } });
  await apiSend(page, endpoints.createQuote, {
    body: {
      clientId: client.id,
      title: `Web ${tag}`,
      amount: 100,
      validUntil: panamaIsoDate(30),
    },
  });

  // Visit the lists first so they sit in the cache, then rename in the CRM.
  await page.goto("/quotes");
  await expect(page.getByRole("row", { name: new RegExp(`Antes ${tag}`) })).toHaveCount(1);
  const menu = sidebar(page);
  await menu.getByRole("link", { name: "CRM" }).click();
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(tag);
  await page.getByRole("button", { name: `Editar cliente Antes ${tag}` }).click();
  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await edit.getByLabel("Empresa").fill(`Después ${tag}`);
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Cliente actualizado")).toBeVisible();

  await menu.getByRole("link", { name: "Cotizaciones" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Después ${tag}`) })).toHaveCount(1);
  await menu.getByRole("link", { name: "Proyectos" }).click();
  await expect(page.getByRole("article", { name: `Portal ${tag}` }).getByText(`Después ${tag}`)).toBeVisible();
});

test("CRM: a quote request from the landing page becomes a client", async ({ page }) => {
  const tag = uniqueTag();
  const email = `lucia.${tag}@hotelcasco.pa`;
  await page.goto("/");
  const form = page.getByRole("form", { name: "Solicitud de cotización" });
  await form.getByLabel("Nombre *").fill(`Lucía Herrera ${tag}`);
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Empresa").fill(`Hotel Casco ${tag}`);
  await form.getByLabel("Mensaje *").fill("Queremos un sistema de reservas.");
  await form.getByRole("button", { name: "Enviar Solicitud" }).click();
  await expect(page.getByText("Mensaje enviado")).toBeVisible();

  await signIn(page);
  await page.goto("/crm");
  const requests = page.getByRole("list", { name: "Solicitudes de cotización" });
  const request = requests.getByRole("listitem", { name: `Lucía Herrera ${tag}` });
  await expect(request.getByText("Queremos un sistema de reservas.")).toBeVisible();
  await request.getByRole("button", { name: `Crear cliente desde la solicitud de Lucía Herrera ${tag}` }).click();

  const dialog = page.getByRole("dialog", { name: "Agregar Cliente" });
  await expect(dialog.getByLabel("Nombre *")).toHaveValue(`Lucía Herrera ${tag}`);
  await expect(dialog.getByLabel("Empresa")).toHaveValue(`Hotel Casco ${tag}`);
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Crear Cliente" }).click();
  await expect(page.getByText("Cliente creado")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`Hotel Casco ${tag}`) })).toHaveCount(1);
  await expect(request.getByText("Ya es cliente")).toBeVisible();
});

test("CRM: 120 clients are paged and searched on the server", async ({ page }) => {
  await signIn(page);
  const many = `Paginado ${uniqueTag()}`;
  await Promise.all(
    Array.from({ length: 120 }, (_, n) => createClient(page, { name: `${many} ${String(n + 1).padStart(3, "0")}` })),
  );
  const served: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/clients") served.push(request.url());
  });
  await page.goto("/crm");
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(many);
  const rows = page.getByRole("main").getByRole("table").getByRole("row");
  await expect(page.getByText("1–25 de 120")).toBeVisible();
  await expect(rows).toHaveCount(26); // the header and one page
  await page.getByRole("button", { name: "Página siguiente" }).click();
  await expect(page.getByText("26–50 de 120")).toBeVisible();
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(`${many} 117`);
  await expect(page.getByText("1–1 de 1")).toBeVisible();
  await expect(rows.nth(1)).toContainText(`${many} 117`);
  // Every request asked for one page; none for the whole list.
  expect(served.length).toBeGreaterThan(0);
  for (const url of served) expect(new URL(url).searchParams.get("limit")).toBe("25");

  // A form's client picker offers a first few, and finds any other by searching the server.
  await page.goto("/projects");
  await page.getByRole("button", { name: "Nuevo Proyecto" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo Proyecto" });
  await dialog.getByRole("combobox", { name: /^Cliente/ }).click();
  await expect(page.getByRole("option").first()).toBeVisible();
  expect(await page.getByRole("option").count()).toBeLessThanOrEqual(20);
  await chooseClient(page, dialog, `${many} 117`);
  await dialog.getByRole("textbox", { name: "Nombre *" }).fill(`Proyecto de ${many} 117`);
  await dialog.getByRole("button", { name: "Crear Proyecto" }).click();
  await expect(page.getByRole("article", { name: `Proyecto de ${many} 117` })).toContainText(`${many} 117`);
});

test("CRM: a client's RUC and DV are checked as a supplier's and shown in its details", async ({ page }) => {
  await signIn(page);
  const company = `Importadora Ruc ${uniqueTag()}`;
  await createClient(page, { name: "Ana Quintero", company });
  await page.goto("/crm");
  await page.getByRole("textbox", { name: "Buscar clientes..." }).fill(company);
  const row = page.getByRole("row", { name: new RegExp(company) });
  await row.getByRole("button", { name: `Editar cliente ${company}` }).click();

  const edit = page.getByRole("dialog", { name: "Editar Cliente" });
  await edit.getByLabel("RUC", { exact: true }).fill("155587169-2");
  await edit.getByLabel("DV", { exact: true }).fill("09");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByText("RUC inválido")).toBeVisible();
  await edit.getByLabel("RUC", { exact: true }).fill("155587169-2-2014");
  await edit.getByLabel("DV", { exact: true }).fill("10");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(edit.getByText("DV inválido")).toBeVisible();
  await edit.getByLabel("DV", { exact: true }).fill("9");
  await edit.getByRole("button", { name: "Guardar Cambios" }).click();
  await expect(page.getByText("Cliente actualizado")).toBeVisible();
  await expect(edit).toBeHidden();

  await row.getByRole("button", { name: `Ver cliente ${company}` }).click();
  await expect(page.getByRole("dialog", { name: company }).getByText("155587169-2-2014 DV 09")).toBeVisible();
});
