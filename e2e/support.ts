import { readFile } from "node:fs/promises";
import { type APIResponse, type Download, expect, type Locator, type Page } from "@playwright/test";
import { type Endpoint, endpoints } from "api/contract/endpoints";
import { addDays, todayInPanama } from "api/contract/values/dates";
import { extractText, getDocumentProxy } from "unpdf";
import { type AnswerOf, type RequestOf, successStatus, urlOf } from "../api/src/test/endpoint-calls";
import { E2E_ADMIN } from "../playwright.config";

export { E2E_ADMIN };

/** Fills in and sends the API's own sign-in page for the test account, as a person does. */
export async function submitSignIn(page: Page, password = E2E_ADMIN.password) {
  await page.goto("/api/login");
  await page.getByLabel("Correo electrónico").fill(E2E_ADMIN.email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Signs in and waits for the shell's greeting. */
export async function signIn(page: Page) {
  await submitSignIn(page);
  await expect(page.getByText(`Bienvenido, ${E2E_ADMIN.firstName}`)).toBeVisible();
}

/** The back office's sidebar. */
export const sidebar = (page: Page) => page.getByRole("navigation", { name: "Navegación principal" });

/** A staff account the tests make (POST /api/settings/users, as the e2e admin) and sign in with. */
export type StaffAccount = {
  email: string;
  firstName: string;
  role: "admin" | "staff" | "finance";
  /** Left out: the account signs in only through single sign-on. */
  password?: string;
};

/** A new account with a tagged email and a password that passes the API's checks. */
export function newStaffAccount(role: StaffAccount["role"], firstName: string): Required<StaffAccount> {
  const tag = uniqueTag();
  return { email: `${role}-${tag}@istmo.test`, firstName, role, password: `Clave-${role}-${tag}!` };
}

/** Creates the account through the API with the signed-in (admin) page's session. */
export const createStaffUser = (page: Page, account: StaffAccount) =>
  apiSend(page, endpoints.createUser, { body: account });

/** Sends the API's sign-in page for any account, as a person does. */
export async function submitSignInAs(page: Page, email: string, password: string) {
  await page.goto("/api/login");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
}

/** Signs in as `account` and waits for the shell's greeting. */
export async function signInAs(page: Page, account: { email: string; firstName: string; password: string }) {
  await submitSignInAs(page, account.email, account.password);
  await expect(page.getByText(`Bienvenido, ${account.firstName}`)).toBeVisible();
}

/**
 * Every back-office route and the title (h1) its page shows: the shell's and mf-core's pages, then
 * mf-finance's. The specs that visit every screen read this one list.
 */
export const BACK_OFFICE_ROUTES: ReadonlyArray<readonly [path: string, title: string]> = [
  ["/", "Dashboard"],
  ["/crm", "CRM - Gestión de Clientes"],
  ["/quotes", "Cotizaciones"],
  ["/invoices", "Facturación"],
  ["/invoices/recurring", "Facturas recurrentes"],
  ["/projects", "Gestión de Proyectos"],
  ["/projects/timesheet", "Hoja de horas"],
  ["/reports", "Reportes y Análisis"],
  ["/settings/company", "Configuración de la Empresa"],
  ["/settings/users", "Usuarios"],
  ["/settings/tokens", "Tokens de API"],
  ["/settings/jobs", "Tareas programadas"],
  ["/settings/mail", "Correo"],
  ["/finance", "Sistema Financiero"],
  ["/finance/transactions", "Transacciones"],
  ["/finance/bank-accounts", "Cuentas Bancarias"],
  ["/finance/chart-accounts", "Plan de Cuentas"],
  ["/finance/accounting", "Contabilidad"],
  ["/finance/suppliers", "Proveedores"],
  ["/finance/receivables", "Cuentas por Cobrar"],
  ["/finance/payables", "Cuentas por Pagar"],
  ["/finance/ach", "Pagos ACH"],
  ["/finance/reports", "Reportes Financieros"],
  ["/finance/calendar", "Calendario de Pagos"],
  ["/finance/transfers", "Transferencias Bancarias"],
  ["/finance/budgets", "Presupuestos"],
];

/**
 * A tag for the names a test writes. The whole run shares one database, so each file or test
 * finds its own rows by its tag, and compares figures before and after instead of assuming them.
 */
/**
 * Keeps this page from hearing other users' changes (its live-update stream answers 204, which
 * ends an EventSource for good), so it stays as stale as a screen whose stream is down or late:
 * the tests of a race the server must still refuse.
 */
export const withoutLiveUpdates = (page: Page) =>
  page.route("**/api/events", (route) => route.fulfill({ status: 204, body: "" }));

export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** The header a write needs: the API refuses state-changing requests from any other origin. */
export const sameOrigin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** What an operation takes as its body, as a client sends it. */
export type BodyOf<E extends Endpoint> = RequestOf<E>["body"];

/** The request of an operation: required when it takes a body, else it may be left out. */
type RequestArgument<E extends Endpoint> = undefined extends RequestOf<E>["body"] ? [RequestOf<E>?] : [RequestOf<E>];

/**
 * Calls an operation of the endpoint table with the signed-in page's session (and the same-origin
 * header a write needs), expects its success status, and answers its JSON parsed by the table's
 * schema: a test names the operation instead of a path, and its body and answer are typed and
 * checked instead of cast.
 */
export async function apiSend<E extends Endpoint>(
  page: Page,
  endpoint: E,
  ...[request]: RequestArgument<E>
): Promise<AnswerOf<E>> {
  const url = urlOf(endpoint, request?.params, request?.query);
  const write = endpoint.method !== "GET";
  const response = await page.request.fetch(url, {
    method: endpoint.method,
    data: request?.body,
    headers: { ...(write ? sameOrigin(page) : {}), ...request?.headers },
  });
  return parseAnswer(endpoint, response);
}

/**
 * A response of `endpoint` read as its answer: expects the operation's success status (the
 * answer's text as the message) and parses its JSON by the table's schema. For a request sent
 * without the page's session (an API token, a visitor) instead of a cast.
 */
export async function parseAnswer<E extends Endpoint>(endpoint: E, response: APIResponse): Promise<AnswerOf<E>> {
  const text = await response.text();
  expect(response.status(), `${endpoint.method} ${response.url()}: ${text}`).toBe(successStatus(endpoint));
  if (!("json" in endpoint.answer)) return null as AnswerOf<E>;
  const body: unknown = JSON.parse(text);
  const parsed = endpoint.answer.json.parse(body);
  // zod drops a field its schema does not name: an answer that comes out changed has one the contract lacks.
  expect(parsed, `${endpoint.method} ${response.url()}: campos que el esquema no describe`).toEqual(body);
  return parsed as AnswerOf<E>;
}

/** A refusal's JSON, for a test that checks it: untyped, as no record schema describes it. */
export const jsonOf = async (response: APIResponse): Promise<Record<string, unknown>> => await response.json();

export type NewClient = BodyOf<typeof endpoints.createClient>;

export const createClient = (page: Page, client: NewClient) => apiSend(page, endpoints.createClient, { body: client });

/** A date `days` from today on the business calendar (Panama), as the API takes it: YYYY-MM-DD. */
export const panamaIsoDate = (days = 0) => addDays(todayInPanama(), days);

/** The same date as the screens show it: dd/MM/yyyy. */
export function panamaDate(days = 0): string {
  const [year, month, day] = panamaIsoDate(days).split("-");
  return `${day}/${month}/${year}`;
}

/** Types a dd/MM/yyyy date into a form's date field (the group of its day, month and year). */
export async function typeDate(field: Locator, ddmmyyyy: string) {
  await field.getByRole("spinbutton", { name: "Dia" }).click();
  await field.page().keyboard.type(ddmmyyyy.replaceAll("/", ""));
}

/** Empties a form's date field. */
export async function clearDate(field: Locator) {
  await field.getByRole("spinbutton", { name: "Dia" }).click();
  await field.page().keyboard.press("ControlOrMeta+a");
  await field.page().keyboard.press("Backspace");
}

/** A stat card's figure: the paragraph after its title (present once it has loaded). */
export const statValue = (scope: Page | Locator, title: string) =>
  // The element right after the title, only once it is the value: while the card loads it is a
  // skeleton, and a looser "next <p>" would find the card's subtitle instead.
  scope.getByText(title, { exact: true }).locator("xpath=following-sibling::*[1][self::p]");

/** A dollar amount as the screens show it ('$12,500.00', '$0'), in cents. */
export const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);

/** Holds routed answers: a route handler awaits `opened`, and the test calls `open()` to let them go. */
export function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export type NewSupplier = BodyOf<typeof endpoints.createSupplier>;

export const createSupplier = (page: Page, supplier: NewSupplier) =>
  apiSend(page, endpoints.createSupplier, { body: supplier });

/** The id of a seeded transaction category ('Publicidad'), read through the API. */
export async function categoryIdByName(page: Page, name: string): Promise<number> {
  const found = (await apiSend(page, endpoints.listCategories)).find((c) => c.name === name);
  if (!found) throw new Error(`No existe la categoría ${name}`);
  return found.id;
}

export type NewBankAccount = BodyOf<typeof endpoints.createBankAccount>;

export const createBankAccount = (page: Page, account: NewBankAccount) =>
  apiSend(page, endpoints.createBankAccount, { body: account });

export type NewTransaction = BodyOf<typeof endpoints.createTransaction>;

export const createTransaction = (page: Page, transaction: NewTransaction) =>
  apiSend(page, endpoints.createTransaction, { body: transaction });

/** Clicks the screen's 'Exportar' and one of its formats; answers the downloaded file's name and bytes. */
export async function downloadExport(page: Page, format: "CSV" | "Excel") {
  await page.getByRole("button", { name: "Exportar" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: new RegExp(`^${format}`) }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

/** A download that must be a PDF ('%PDF-' first): its suggested name and its text, white space flattened. */
export async function pdfDownload(download: Download): Promise<{ fileName: string; text: string }> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { fileName: download.suggestedFilename(), text: text.replace(/\s+/g, " ") };
}

/**
 * Picks a client in a form's 'Cliente *' picker, which searches on the server (the client may be
 * far from the first page): types its name, then clicks the option.
 */
export async function chooseClient(page: Page, scope: Locator, name: string) {
  await scope.getByRole("combobox", { name: /^Cliente/ }).fill(name);
  await page.getByRole("option", { name, exact: true }).click();
}
