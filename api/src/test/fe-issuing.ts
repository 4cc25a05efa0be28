import { eq } from "drizzle-orm";
import { endpoints, type InvoiceInput } from "../contract";
import { todayInPanama } from "../contract/values/dates";
import type { Db } from "../db/client";
import { companySettings, creditNoteLines, creditNotes, feDocuments } from "../db/schema";
import { apiFor } from "./api";
import { registroPublicoName, testCertificateP12 } from "./certificates";
import { type FakeHka, fakeHkaCompany, startFakeHka } from "./fake-hka/fake-hka";
import { insertClient, panamaDate } from "./fixtures";
import { createUser, jsonRequest, ORIGIN, signIn, testApp } from "./harness";

// A company set up for electronic invoicing against the fake HKA (test/fake-hka/fake-hka.ts), with an
// admin signed in: what the issuing tests (routes/invoices/fe*.test.ts) start from.

export const TEST_SECRET_KEY = Buffer.alloc(32, 7).toString("base64");

/** The company's FE settings, as the settings screen saves them; the PAC's only when `withPac`. */
export function feSettings(fake: FakeHka | null) {
  return {
    legalName: fakeHkaCompany.name,
    ruc: fakeHkaCompany.ruc.ruc,
    dv: fakeHkaCompany.ruc.dv,
    address: "Calle 50, Edificio Global, piso 3",
    phone: "507-1234",
    email: "facturas@istmo.test",
    feEnvironment: 2,
    feBranchCode: "0000",
    feBillingPoint: "001",
    feLocationCode: "8-8-7",
    feProvince: "PANAMA",
    feDistrict: "PANAMA",
    feCorregimiento: "BELLA VISTA",
    feCoordinates: "+8.9892,-79.5201",
    ...(fake
      ? {
          pacProvider: "hka",
          pacCredentials: { tokenEmpresa: fakeHkaCompany.tokenEmpresa, tokenPassword: fakeHkaCompany.tokenPassword },
        }
      : {}),
  };
}

export async function feIssuing(db: Db, options: { withPac?: boolean; role?: "admin" | "finance" | "staff" } = {}) {
  const fake = options.withPac === false ? null : await startFakeHka();
  const env = { SECRET_KEY: TEST_SECRET_KEY, FE_PAC_TIMEOUT_SECONDS: "1", ...(fake ? { FE_PAC_URL: fake.url } : {}) };
  const app = testApp(db, env);
  const admin = await createUser(db, { role: "admin" });
  const cookie = await signIn(app, admin.email, admin.password);
  const api = apiFor(app, cookie, admin.id);
  // Each test starts from a company without FE settings: the settings row is shared by the file.
  await db
    .update(companySettings)
    .set({ pacProvider: null, pacCredentials: null, feCertificate: null, feCertificatePassword: null })
    .where(eq(companySettings.id, 1));
  const configured = await api.patch("/api/settings/company", feSettings(fake));
  if (configured.status !== 200) throw new Error(`FE settings refused: ${JSON.stringify(configured.body)}`);
  const certificate = testCertificateP12({
    commonName: registroPublicoName(fakeHkaCompany.name.toUpperCase(), fakeHkaCompany.ruc.ruc, fakeHkaCompany.ruc.dv),
  });
  const form = new FormData();
  form.append("file", new File([certificate.bytes], "firma.p12"));
  form.append("password", certificate.password);
  const uploaded = await app.request("/api/settings/company/fe-certificate", {
    method: "PUT",
    headers: { Origin: ORIGIN, Cookie: cookie },
    body: form,
  });
  if (uploaded.status !== 200) throw new Error(`certificate refused: ${await uploaded.text()}`);

  const client = await insertClient(db, {
    name: "Lucía Pérez",
    company: "Naviera Pacífico, S.A.",
    ruc: "155587169-2-2014",
    dv: "45",
    phone: "6123-4567",
    address: "Vía España, Torre Delta, piso 12",
  });
  /** A sent invoice of the client (two lines, 7 % and 0 %), created through the API. */
  const sentInvoice = (body: Partial<InvoiceInput> = {}) =>
    api.send(endpoints.createInvoice, {
      body: {
        clientId: client.id,
        description: "Desarrollo del portal de clientes",
        dueDate: panamaDate(30),
        status: "sent",
        lines: [
          { description: "Desarrollo", quantity: 10, unitPrice: "85.50", itbmsRate: 7 },
          { description: "Capacitación", quantity: 1, unitPrice: "120", discountPercent: 10, itbmsRate: 0 },
        ],
        ...body,
      },
    });
  /** 'Emitir factura electrónica': answered `{ status, body }`, for a test that expects a refusal. */
  const issue = (invoiceId: number) => api.call(endpoints.issueInvoiceFe, { params: { id: invoiceId } });
  /** The same, for a call that must succeed: the fiscal document, typed (signed, authorised or rejected). */
  const issued = (invoiceId: number) => api.send(endpoints.issueInvoiceFe, { params: { id: invoiceId } });
  /** A download (XML, PDF): the raw response. */
  const raw = (path: string) => jsonRequest(app, "GET", path, { cookie });
  return { db, app, fake, env, cookie, api, raw, client, sentInvoice, issue, issued, stop: () => fake?.stop() };
}

/**
 * A signed fiscal document for `invoiceId` written straight into the table, for tests that need an
 * issued invoice without setting the company up (the endpoint table's walk over every read).
 */
export async function insertSignedFeDocument(db: Db, invoiceId: number, number = "0000000001") {
  await db.insert(feDocuments).values({
    invoiceId,
    documentType: "01",
    environment: 2,
    branchCode: "0000",
    billingPoint: "999",
    number,
    securityCode: "123456789",
    issuedAt: new Date(),
    emissionType: "01",
    cufe: `FE01200000000000000000000-00${"0".repeat(38)}`,
    digestValue: "AAAA",
    signedXml: "<rFE/>",
    status: "signed",
  });
}

/**
 * A credit note of `invoiceId` written straight to the tables (one line of 10.00 at 7 %) with a
 * signed document 04: what GET /api/credit-notes/{id} and its /fe read, without a PAC.
 */
export async function insertSignedCreditNote(db: Db, invoiceId: number, clientId: number): Promise<number> {
  const [note] = await db
    .insert(creditNotes)
    .values({
      creditNoteNumber: `NC-TEST-${invoiceId}`,
      invoiceId,
      clientId,
      reason: "Nota de crédito de prueba de la tabla",
      issueDate: todayInPanama(),
      amount: "10.00",
      itbmsAmount: "0.70",
      total: "10.70",
    })
    .returning({ id: creditNotes.id });
  if (!note) throw new Error("credit note not written");
  await db.insert(creditNoteLines).values({
    creditNoteId: note.id,
    position: 0,
    description: "Ajuste",
    quantity: "1",
    unitPrice: "10.00",
    itbmsRate: "7",
    subtotal: "10.00",
    itbmsAmount: "0.70",
    total: "10.70",
  });
  await db.insert(feDocuments).values({
    invoiceId,
    creditNoteId: note.id,
    documentType: "04",
    environment: 2,
    branchCode: "0000",
    billingPoint: "999",
    number: String(note.id).padStart(10, "0"),
    securityCode: "123456789",
    issuedAt: new Date(),
    emissionType: "01",
    cufe: `FE04200000000000000000000-00${"0".repeat(38)}`,
    digestValue: "AAAA",
    signedXml: "<rFE/>",
    status: "signed",
  });
  return note.id;
}
