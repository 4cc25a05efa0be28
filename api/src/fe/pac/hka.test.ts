import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { XMLParser } from "fast-xml-parser";
import {
  contractGroup,
  contractList,
  contractText,
  type FakeHka,
  fakeHkaCompany,
  lastDocumento,
  startFakeHka,
} from "../../test/fake-hka/fake-hka";
import { computeCufe } from "../../test/fake-hka/fake-hka-fiscal";
import { pdfText } from "../../test/pdf-text";
import type { FeDocument, FeItem, FeReceiver } from "../document";
import { type PacDocumentKey, PacRefused, PacUnreachable } from "./adapter";
import { createHkaAdapter, hkaEndpoints } from "./hka";
import { createPacAdapter } from "./providers";

// The HKA adapter against the fake HKA (src/test/fake-hka/fake-hka.ts), and, when FE_PAC_TEST_URL,
// FE_PAC_TEST_TOKEN_EMPRESA and FE_PAC_TEST_TOKEN_PASSWORD are set, the "authorised" case against
// that real endpoint too (HKA's demo environment).

let fake: FakeHka;
beforeAll(async () => {
  fake = await startFakeHka();
});
afterAll(async () => {
  await fake.stop();
});

const adapter = (options: { timeoutMs?: number; tokenPassword?: string; fetch?: typeof fetch } = {}) =>
  createHkaAdapter({
    url: fake.url,
    tokenEmpresa: fakeHkaCompany.tokenEmpresa,
    tokenPassword: options.tokenPassword ?? fakeHkaCompany.tokenPassword,
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
  });

// Ten digits, new on every run and every call: a real PAC never sees a number twice.
let serial = 0;
const nextNumber = () => String((Date.now() % 1_000_000_000) * 10 + (serial++ % 10)).padStart(10, "0");

const consumer: FeReceiver = {
  type: "02",
  ruc: null,
  name: "Consumidor final",
  address: null,
  location: null,
  foreignId: null,
  phone: null,
  email: null,
  countryCode: "PA",
};

const taxpayer: FeReceiver = {
  type: "01",
  ruc: { type: 2, ruc: "155704849-2-2021", dv: "32" },
  name: "Cliente Contribuyente, S.A.",
  address: "Calle 50, Edificio Global, Piso 3",
  location: { code: "8-8-7", province: "PANAMA", district: "PANAMA", corregimiento: "BELLA VISTA" },
  foreignId: null,
  phone: "263-4455",
  email: "compras@cliente.pa",
  countryCode: "PA",
};

/** One line at each rate; the 10% one with a discount and a price of 4 decimals. */
const items: FeItem[] = [
  { description: "Consultoría", quantity: "2.5", unitPrice: "40", discountPercent: "0", itbmsRate: "7" },
  { description: "Licencia anual", quantity: "3", unitPrice: "33.335", discountPercent: "10", itbmsRate: "10" },
  { description: "Capacitación exenta", quantity: "1", unitPrice: "15.5", discountPercent: "0", itbmsRate: "0" },
  { description: "Producto de tabaco", quantity: "1", unitPrice: "10", discountPercent: "0", itbmsRate: "15" },
];

function invoice(overrides: Partial<FeDocument> = {}): FeDocument {
  return {
    environment: 2,
    emissionType: "01",
    contingency: null,
    documentType: "01",
    number: nextNumber(),
    billingPoint: "001",
    securityCode: "578109172",
    issuedAt: new Date(),
    issuer: {
      ruc: fakeHkaCompany.ruc,
      name: fakeHkaCompany.name,
      branchCode: "0000",
      coordinates: "+8.9892,-79.5201",
      address: "Avenida Balboa",
      location: { code: "8-8-7", province: "PANAMA", district: "PANAMA", corregimiento: "BELLA VISTA" },
      phone: "263-0000",
      email: null,
    },
    receiver: consumer,
    items: [
      { description: "Servicio de prueba", quantity: "1", unitPrice: "100", discountPercent: "0", itbmsRate: "7" },
    ],
    paymentMethod: "02",
    dueDate: null,
    reference: null,
    notes: null,
    ...overrides,
  };
}

const submission = (document: FeDocument) => ({ document, cufe: "", signedXml: "" });
const keyOf = (document: FeDocument): PacDocumentKey => ({
  documentType: document.documentType,
  emissionType: document.emissionType,
  number: document.number,
  billingPoint: document.billingPoint,
  branchCode: document.issuer.branchCode,
});

/** Sends and expects an authorisation; answers it. */
async function authorise(document: FeDocument, pac = adapter()) {
  const answer = await pac.send(submission(document));
  if (answer.outcome !== "authorised") throw new Error(`Se esperaba autorizado: ${answer.message}`);
  return answer;
}

type Target = { name: string; url: () => string; tokenEmpresa: string; tokenPassword: string };
const targets: Target[] = [
  {
    name: "el HKA de prueba",
    url: () => fake.url,
    tokenEmpresa: fakeHkaCompany.tokenEmpresa,
    tokenPassword: fakeHkaCompany.tokenPassword,
  },
];
const real = {
  url: process.env.FE_PAC_TEST_URL,
  tokenEmpresa: process.env.FE_PAC_TEST_TOKEN_EMPRESA,
  tokenPassword: process.env.FE_PAC_TEST_TOKEN_PASSWORD,
};
if (real.url && real.tokenEmpresa && real.tokenPassword) {
  const { url, tokenEmpresa, tokenPassword } = real;
  targets.push({ name: `el servicio en ${url}`, url: () => url, tokenEmpresa, tokenPassword });
}

for (const target of targets) {
  describe(`contra ${target.name}`, () => {
    test("an invoice to a final consumer is authorised: CUFE, protocol of 20 digits, the DGI's QR, the date", async () => {
      const pac = createHkaAdapter({ ...target, url: target.url(), timeoutMs: 60_000 });
      const document = invoice();
      const answer = await authorise(document, pac);
      expect(answer.cufe).toMatch(/^FE01/);
      expect(answer.cufe).toHaveLength(66);
      expect(answer.protocol).toMatch(/^\d{20}$/);
      expect(answer.qrContent).toStartWith("https://dgi-fep");
      expect(answer.qrContent).toContain(`chFE=${answer.cufe}`);
      expect(answer.authorisedAt.getTime()).not.toBeNaN();
      expect(answer.xml).toBeNull();
    });
  });
}

describe("sending", () => {
  test("the fake's CUFE is the DGI's layout for the issuer's RUC, branch, date, number and billing point", async () => {
    const document = invoice({ issuedAt: new Date("2026-11-25T15:15:00Z"), number: nextNumber() });
    const { cufe } = await authorise(document);
    // FE · 01 · 2 · 0000155596713-2-2015 · -59 · 0000 · 20261125 · number · 001 · 01 · 2 · dSeg · check digit
    expect(cufe.slice(0, 36)).toBe("FE0120000155596713-2-2015-5900002026");
    expect(cufe.slice(36, 40)).toBe("1125");
    expect(cufe.slice(40, 53)).toBe(`${document.number}001`);
    expect(cufe.slice(53, 56)).toBe("012");
    expect(cufe.slice(56)).toMatch(/^\d{10}$/);
  });

  test("the fake's CUFE reproduces a real PAC-signed test document's", () => {
    const fields = {
      documentType: "01",
      branch: "7006",
      issuedAt: "2022-05-15T09:00:00-05:00",
      number: "9000000891",
      billingPoint: "008",
      emissionType: "01",
      securityCode: "578109172",
    };
    expect(computeCufe({ type: 2, ruc: "521-136-113133", dv: "02" }, fields, 2)).toBe(
      "FE012000000521-136-113133-0270062022051590000008910080125781091727",
    );
  });

  test("a taxpayer's invoice: the lines' rates, amounts and discount, the totals and the receiver as HKA's fields", async () => {
    const document = invoice({ receiver: taxpayer, items, notes: "Orden de compra 4471" });
    await authorise(document);
    const request = fake.requests.findLast((entry) => entry.method === "Enviar");
    expect(request?.soapAction).toBe('"http://tempuri.org/IService/Enviar"');
    // Every element in HKA's namespace and in the service's order: WCF would ignore any other.
    expect(request?.ignored).toEqual([]);

    const documento = lastDocumento(fake);
    expect(contractText(documento, "codigoSucursalEmisor")).toBe("0000");
    const transaction = contractGroup(documento, "datosTransaccion");
    expect(contractText(transaction, "tipoDocumento")).toBe("01");
    expect(contractText(transaction, "numeroDocumentoFiscal")).toBe(document.number);
    expect(contractText(transaction, "puntoFacturacionFiscal")).toBe("001");
    expect(contractText(transaction, "fechaEmision")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00$/);
    expect(contractText(transaction, "informacionInteres")).toBe("Orden de compra 4471");
    const client = contractGroup(transaction, "cliente");
    expect(client).toEqual({
      tipoClienteFE: "01",
      tipoContribuyente: "2",
      numeroRUC: "155704849-2-2021",
      digitoVerificadorRUC: "32",
      razonSocial: "Cliente Contribuyente, S.A.",
      direccion: "Calle 50, Edificio Global, Piso 3",
      codigoUbicacion: "8-8-7",
      provincia: "PANAMA",
      distrito: "PANAMA",
      corregimiento: "BELLA VISTA",
      telefono1: "263-4455",
      correoElectronico1: "compras@cliente.pa",
      pais: "PA",
    });

    const lines = contractList(documento, "listaItems");
    expect(lines.map((line) => contractText(line, "tasaITBMS"))).toEqual(["01", "02", "00", "03"]);
    expect(lines.map((line) => contractText(line, "precioItem"))).toEqual(["100.00", "90.00", "15.50", "10.00"]);
    expect(lines.map((line) => contractText(line, "valorITBMS"))).toEqual(["7.00", "9.00", "0.00", "1.50"]);
    expect(lines.map((line) => contractText(line, "valorTotal"))).toEqual(["107.00", "99.00", "15.50", "11.50"]);
    expect(lines[1]).toMatchObject({ cantidad: "3.00", precioUnitario: "33.335", precioUnitarioDescuento: "3.3335" });
    // No discount, no field: HKA asks that an empty optional field not be sent at all.
    expect(lines[0]).not.toHaveProperty("precioUnitarioDescuento");
    expect(request?.xml).not.toContain("<ser:fechaSalida");
    expect(request?.xml).not.toMatch(/<ser:\w+\/>|<ser:(\w+)><\/ser:\1>/);

    const totals = contractGroup(documento, "totalesSubTotales");
    expect(totals).toMatchObject({
      totalPrecioNeto: "215.50",
      totalITBMS: "17.50",
      totalMontoGravado: "17.50",
      totalFactura: "233.00",
      totalValorRecibido: "233.00",
      tiempoPago: "1",
      nroItems: "4",
      totalTodosItems: "233.00",
    });
    expect(contractList(totals, "listaFormaPago")).toEqual([{ formaPagoFact: "02", valorCuotaPagada: "233.00" }]);
    expect(totals).not.toHaveProperty("listaPagoPlazo");
  });

  test("a credit note names the invoice it corrects by CUFE and date, and is not a sale", async () => {
    const original = invoice({ receiver: taxpayer });
    const { cufe } = await authorise(original);
    const note = invoice({
      documentType: "04",
      receiver: taxpayer,
      issuedAt: new Date("2026-11-26T14:00:00Z"),
      reference: {
        issuerRuc: fakeHkaCompany.ruc,
        issuerName: fakeHkaCompany.name,
        issuedAt: new Date("2026-11-20T15:30:00Z"),
        cufe,
      },
    });
    await authorise(note);
    const transaction = contractGroup(lastDocumento(fake), "datosTransaccion");
    expect(contractText(transaction, "tipoDocumento")).toBe("04");
    expect(contractList(transaction, "listaDocsFiscalReferenciados")).toEqual([
      { fechaEmisionDocFiscalReferenciado: "2026-11-20T10:30:00-05:00", cufeFEReferenciada: cufe },
    ]);
    expect(transaction).not.toHaveProperty("tipoVenta");
  });

  test("an export to a foreigner: abroad, the export terms, the foreign id and no RUC or location", async () => {
    const foreigner: FeReceiver = {
      type: "04",
      ruc: null,
      name: "Overseas Buyer LLC",
      address: "100 Main St, Miami FL",
      location: null,
      foreignId: "X1234567",
      phone: null,
      email: "ap@buyer.example",
      countryCode: "US",
    };
    await authorise(invoice({ documentType: "03", receiver: foreigner }));
    const transaction = contractGroup(lastDocumento(fake), "datosTransaccion");
    expect(contractText(transaction, "destinoOperacion")).toBe("2");
    expect(contractText(transaction, "naturalezaOperacion")).toBe("02");
    expect(contractGroup(transaction, "datosFacturaExportacion")).toEqual({
      condicionesEntrega: "EXW",
      monedaOperExportacion: "USD",
    });
    expect(contractGroup(transaction, "cliente")).toEqual({
      tipoClienteFE: "04",
      razonSocial: "Overseas Buyer LLC",
      direccion: "100 Main St, Miami FL",
      tipoIdentificacion: "99",
      nroIdentificacionExtranjero: "X1234567",
      correoElectronico1: "ap@buyer.example",
      pais: "US",
    });
  });

  test("in contingency: when the PAC stopped answering and why; on credit: the due date and tiempoPago 2", async () => {
    const document = invoice({
      emissionType: "02",
      contingency: { startedAt: new Date("2026-11-25T13:00:00Z"), reason: "El PAC no respondió a tiempo" },
      paymentMethod: "01",
      dueDate: "2026-12-25",
    });
    await authorise(document);
    const documento = lastDocumento(fake);
    const transaction = contractGroup(documento, "datosTransaccion");
    expect(contractText(transaction, "tipoEmision")).toBe("02");
    expect(contractText(transaction, "fechaInicioContingencia")).toBe("2026-11-25T08:00:00-05:00");
    expect(contractText(transaction, "motivoContingencia")).toBe("El PAC no respondió a tiempo");
    const totals = contractGroup(documento, "totalesSubTotales");
    expect(contractText(totals, "tiempoPago")).toBe("2");
    expect(contractList(totals, "listaPagoPlazo")).toEqual([
      { fechaVenceCuota: "2026-12-25T12:00:00-05:00", valorCuota: "107.00" },
    ]);
  });
});

describe("refusals", () => {
  test("a field HKA refuses: its code and a Spanish message naming the document's data", async () => {
    const answer = await adapter().send(
      submission(invoice({ receiver: { ...taxpayer, ruc: { type: 2, ruc: "155704849-2-2021", dv: "3" } } })),
    );
    expect(answer).toEqual({
      outcome: "rejected",
      code: "109",
      message:
        "The Factory HKA rechazó un dato del documento (el DV del RUC del cliente): El campo digitoVerificadorRUC es inválido.",
    });
  });

  test("wrong credentials: HKA's code 101 in Spanish", async () => {
    const answer = await adapter({ tokenPassword: "otra" }).send(submission(invoice()));
    expect(answer.outcome).toBe("rejected");
    if (answer.outcome !== "rejected") return;
    expect(answer.code).toBe("101");
    expect(answer.message).toStartWith("The Factory HKA no reconoce las credenciales");
    expect(fake.requests.at(-1)?.params).toMatchObject({ tokenPassword: "otra" });
  });

  test("the same number twice: HKA's duplicate, with the advice to ask its state", async () => {
    const document = invoice();
    await authorise(document);
    const again = await adapter().send(submission(document));
    expect(again).toMatchObject({ outcome: "rejected", code: "102" });
    if (again.outcome === "rejected") expect(again.message).toContain("consulte su estado");
  });

  test("rejectNext: a code the product knows and one it does not, both in Spanish with HKA's words", async () => {
    fake.rejectNext("110", "Total 100.00 diferente de la suma de los ítems");
    expect(await adapter().send(submission(invoice()))).toEqual({
      outcome: "rejected",
      code: "110",
      message:
        "The Factory HKA rechazó el documento por una regla de validación (montos o totales): Total 100.00 diferente de la suma de los ítems",
    });
    fake.rejectNext("777", "Algo nuevo");
    expect(await adapter().send(submission(invoice()))).toEqual({
      outcome: "rejected",
      code: "777",
      message: "The Factory HKA rechazó la solicitud (código 777): Algo nuevo",
    });
  });

  test("a request the service cannot take (a SOAP fault on the request) is a rejection, not contingency", async () => {
    // The same call with a SOAPAction the service does not know: WCF answers ActionNotSupported.
    const wrongAction: typeof fetch = Object.assign(
      (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...init?.headers, SOAPAction: '"http://tempuri.org/IService/Otro"' } }),
      { preconnect: fetch.preconnect },
    );
    const answer = await adapter({ fetch: wrongAction }).send(submission(invoice()));
    expect(answer).toMatchObject({ outcome: "rejected", code: "ActionNotSupported" });
    await expect(adapter({ fetch: wrongAction }).remainingFolios()).rejects.toBeInstanceOf(PacRefused);
  });
});

describe("unreachable: the document goes on in contingency", () => {
  test("HTTP 503 throws PacUnreachable in Spanish; the next call is answered again", async () => {
    fake.failNext(1);
    const error = await adapter()
      .send(submission(invoice()))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PacUnreachable);
    expect((error as PacUnreachable).reason).toBe(
      "The Factory HKA respondió HTTP 503 sin una respuesta de su servicio",
    );
    await authorise(invoice());
  });

  test("no answer before the timeout throws PacUnreachable", async () => {
    fake.hangNext(1);
    const error = await adapter({ timeoutMs: 200 })
      .send(submission(invoice()))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PacUnreachable);
    expect((error as PacUnreachable).reason).toBe("The Factory HKA no respondió en 1 segundo");
  });

  test("nothing listening, or the caller's own abort, throws PacUnreachable", async () => {
    const closed = await startFakeHka();
    await closed.stop();
    const nobody = createHkaAdapter({ url: closed.url, tokenEmpresa: "a", tokenPassword: "b", timeoutMs: 5_000 });
    const refused = await nobody.remainingFolios().catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PacUnreachable);
    expect((refused as PacUnreachable).reason).toStartWith("No se pudo conectar con The Factory HKA");

    const aborted = await adapter()
      .send(submission(invoice()), AbortSignal.abort())
      .catch((caught: unknown) => caught);
    expect(aborted).toBeInstanceOf(PacUnreachable);
    expect((aborted as PacUnreachable).reason).toBe("Se canceló la solicitud a The Factory HKA antes de su respuesta");
  });
});

describe("status, annulment, downloads, folios", () => {
  test("status: authorised with HKA's date, unknown for a number HKA never saw", async () => {
    fake.setNow(new Date("2026-11-25T16:00:05Z"));
    try {
      const document = invoice({ issuedAt: new Date("2026-11-25T16:00:00Z") });
      await authorise(document);
      expect(await adapter().status(keyOf(document))).toEqual({
        state: "authorised",
        protocol: null,
        authorisedAt: new Date("2026-11-25T16:00:05Z"),
      });
      const unknown = await adapter().status({ ...keyOf(document), number: nextNumber() });
      expect(unknown).toEqual({
        state: "unknown",
        message: "The Factory HKA rechazó un dato del documento: No existe un documento con los datos indicados.",
      });
    } finally {
      fake.setNow(null);
    }
  });

  test("annulment within 7 days of emission; then its status is annulled", async () => {
    const document = invoice({ issuedAt: new Date("2026-11-20T15:00:00Z") });
    await authorise(document);
    fake.setNow(new Date("2026-11-27T14:59:00Z"));
    try {
      expect(await adapter().annul(keyOf(document), "La venta no se realizó")).toEqual({ outcome: "annulled" });
      expect(fake.requests.at(-1)?.params).toMatchObject({ motivoAnulacion: "La venta no se realizó" });
      expect(await adapter().status(keyOf(document))).toEqual({ state: "annulled" });
    } finally {
      fake.setNow(null);
    }
  });

  test("annulment after 7 days is refused: a credit note instead", async () => {
    const document = invoice({ issuedAt: new Date("2026-11-10T15:00:00Z") });
    await authorise(document);
    fake.setNow(new Date("2026-11-17T15:01:00Z"));
    try {
      const answer = await adapter().annul(keyOf(document), "La venta no se realizó");
      expect(answer).toMatchObject({ outcome: "rejected", code: "113" });
      if (answer.outcome === "rejected") expect(answer.message).toStartWith("Venció el plazo para anular");
      expect(await adapter().status(keyOf(document))).toMatchObject({ state: "authorised" });
    } finally {
      fake.setNow(null);
    }
  });

  test("the authorised XML and the CAFE as PDF; a document HKA does not have is PacRefused", async () => {
    const document = invoice();
    const { cufe, qrContent } = await authorise(document);
    const xml = await adapter().downloadXml(keyOf(document));
    const rfe = new XMLParser({ parseTagValue: false }).parse(xml).rFE;
    expect(rfe.dId).toBe(cufe);
    expect(rfe.gNoFirm.dQRCode).toBe(qrContent);
    const pdf = await adapter().downloadPdf(keyOf(document));
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(await pdfText(pdf)).toContain(cufe);
    const missing = await adapter()
      .downloadXml({ ...keyOf(document), number: nextNumber() })
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(PacRefused);
  });

  test("remaining folios: one fewer for each authorised document", async () => {
    const small = await startFakeHka({ folios: 2 });
    try {
      const pac = createHkaAdapter({ ...fakeHkaCompany, url: small.url, timeoutMs: 10_000 });
      expect(await pac.remainingFolios()).toBe(2);
      await authorise(invoice(), pac);
      expect(await pac.remainingFolios()).toBe(1);
    } finally {
      await small.stop();
    }
  });
});

describe("providers", () => {
  test("createPacAdapter: the URL override, else the environment's published endpoint; credentials checked", async () => {
    const overridden = createPacAdapter("hka", fakeHkaCompany, 2, fake.url);
    expect(await overridden.remainingFolios()).toBeGreaterThan(0);

    for (const environment of [1, 2] as const) {
      const asked: string[] = [];
      const offline = Object.assign(
        async (input: RequestInfo | URL) => {
          asked.push(String(input));
          throw new TypeError("sin red en la prueba");
        },
        { preconnect: fetch.preconnect },
      );
      const pac = createPacAdapter("hka", fakeHkaCompany, environment, undefined, { fetch: offline });
      await expect(pac.remainingFolios()).rejects.toBeInstanceOf(PacUnreachable);
      expect(asked).toEqual([hkaEndpoints[environment]]);
    }
    expect(hkaEndpoints[1]).toBe("https://emision.thefactoryhka.com.pa/ws/obj/v1.0/Service.svc");
    expect(hkaEndpoints[2]).toBe("https://demoemision.thefactoryhka.com.pa/ws/obj/v1.0/Service.svc");

    expect(() => createPacAdapter("hka", { tokenEmpresa: "x" }, 2)).toThrow(
      "Credenciales de The Factory HKA (también EBI) incompletas: El tokenPassword es requerido",
    );
  });
});
