import { randomInt } from "node:crypto";
import { type FakeHkaCompany, fakeHkaCompany } from "./fake-hka-company";
import {
  type Contract,
  contractGroup,
  contractList,
  contractText,
  methodParams,
  readContract,
} from "./fake-hka-contracts";
import { cafePdf, computeCufe, fechaTz, panamaClock, qrUrl } from "./fake-hka-fiscal";
import { documentoProblem } from "./fake-hka-rules";
import { type AnswerFields, fakeRfe, namespaces, readXml, soapAnswer, soapFault } from "./fake-hka-xml";

// A local server that answers as The Factory HKA's SOAP service does (tests only; what it follows
// and what it simplifies: src/test/fake-hka/fake-hka.md). Bun.serve on port 0, documents in memory, and
// switches the tests flip: the next answer refused, failing (HTTP 503) or never coming.

export { type FakeHkaCompany, fakeHkaCompany } from "./fake-hka-company";

export type FakeHkaOptions = {
  companies?: FakeHkaCompany[];
  environment?: 1 | 2;
  folios?: number;
  /** 0 (any free port) unless a process of its own must be found at a known one (fake-hka-server.ts). */
  port?: number;
};

/** One request as received: its method, SOAPAction, raw XML, the parameters as WCF read them. */
export type FakeHkaRequest = {
  method: string;
  soapAction: string | null;
  xml: string;
  params: Contract;
  /** Elements WCF would have ignored: wrong namespace, unknown, or out of order. */
  ignored: string[];
};

export type FakeHkaDocument = {
  key: string;
  documento: Contract;
  cufe: string;
  protocol: string;
  qr: string;
  securityCode: string;
  issuedAt: Date;
  receivedAt: Date;
  annulled: boolean;
};

export type FakeHka = {
  /** The service's URL, as FE_PAC_URL would give it. */
  url: string;
  requests: FakeHkaRequest[];
  documents: Map<string, FakeHkaDocument>;
  /** The fake's clock (fechaRecepcionDGI, the annulment window); null: the real one. */
  setNow(now: Date | null): void;
  /** The next call, whatever its method, answers this code with resultado 'error'. */
  rejectNext(code: string, message: string): void;
  /** The next `n` calls answer HTTP 503, as IIS does when the service is down. */
  failNext(n?: number): void;
  /** The next `n` calls never answer (until the fake stops): the caller's timeout decides. */
  hangNext(n?: number): void;
  stop(): Promise<void>;
};

/** Annulment is refused after 7 calendar days from emission (HKA's FAQ). */
const ANNULMENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** HKA's key of a company's document: branch, billing point, type, number (zeros on the left do not count). */
const documentKey = (company: FakeHkaCompany, branch: string, billingPoint: string, type: string, number: string) =>
  `${company.ruc.ruc}|${branch}|${billingPoint.padStart(3, "0")}|${type}|${number.padStart(10, "0")}`;

export async function startFakeHka(options: FakeHkaOptions = {}): Promise<FakeHka> {
  const companies = options.companies ?? [fakeHkaCompany];
  const environment = options.environment ?? 2;
  const requests: FakeHkaRequest[] = [];
  const documents = new Map<string, FakeHkaDocument>();
  const hanging: Array<() => void> = [];
  let now: Date | null = null;
  let rejection: { code: string; message: string } | null = null;
  let failing = 0;
  let hangs = 0;
  let foliosUsed = 0;
  let protocols = 179413;
  const folios = options.folios ?? 5000;
  const clock = () => now ?? new Date();

  const xmlResponse = (body: string, status = 200) =>
    new Response(body, { status, headers: { "Content-Type": "text/xml; charset=utf-8" } });
  const answer = (method: string, fields: AnswerFields) => xmlResponse(soapAnswer(method, fields));
  const refuse = (method: string, code: string, message: string) =>
    answer(method, [
      ["codigo", code],
      ["resultado", "error"],
      ["mensaje", message],
    ]);

  function findDocument(company: FakeHkaCompany, params: Contract): FakeHkaDocument | undefined {
    const data = contractGroup(params, "datosDocumento");
    const read = (field: string) => contractText(data, field) ?? "";
    const key = documentKey(
      company,
      read("codigoSucursalEmisor"),
      read("puntoFacturacionFiscal"),
      read("tipoDocumento"),
      read("numeroDocumentoFiscal"),
    );
    return documents.get(key);
  }

  async function enviar(company: FakeHkaCompany, params: Contract): Promise<Response> {
    const documento = contractGroup(params, "documento") ?? {};
    const problem = documentoProblem(documento);
    if (problem) return refuse("Enviar", "109", problem);
    if (foliosUsed >= folios) return refuse("Enviar", "109", "El cliente no tiene folios disponibles.");
    const transaction = contractGroup(documento, "datosTransaccion");
    const read = (field: string) => contractText(transaction, field) ?? "";
    const branch = contractText(documento, "codigoSucursalEmisor") ?? "";
    const key = documentKey(
      company,
      branch,
      read("puntoFacturacionFiscal"),
      read("tipoDocumento"),
      read("numeroDocumentoFiscal"),
    );
    if (documents.has(key)) return refuse("Enviar", "102", "Número del documento fiscal duplicado.");
    const securityCode = String(randomInt(100_000_000, 1_000_000_000));
    const cufe = computeCufe(
      company.ruc,
      {
        documentType: read("tipoDocumento"),
        branch,
        issuedAt: read("fechaEmision"),
        number: read("numeroDocumentoFiscal"),
        billingPoint: read("puntoFacturacionFiscal"),
        emissionType: read("tipoEmision"),
        securityCode,
      },
      environment,
    );
    const receivedAt = clock();
    protocols += 1;
    const protocol = `${receivedAt.getUTCFullYear()}${String(protocols).padStart(16, "0")}`;
    const qr = await qrUrl(cufe, environment);
    const issuedAt = new Date(read("fechaEmision"));
    documents.set(key, { key, documento, cufe, protocol, qr, securityCode, issuedAt, receivedAt, annulled: false });
    foliosUsed += 1;
    return answer("Enviar", [
      ["codigo", "200"],
      ["resultado", "procesado"],
      ["mensaje", "El documento se envió correctamente."],
      ["cufe", cufe],
      ["qr", qr],
      ["fechaRecepcionDGI", fechaTz(receivedAt)],
      ["nroProtocoloAutorizacion", protocol],
      ["fechaLimite", null],
    ]);
  }

  async function handle(method: string, company: FakeHkaCompany, params: Contract): Promise<Response> {
    if (method === "Enviar") return enviar(company, params);
    if (method === "FoliosRestantes") {
      return answer(method, [
        ["codigo", "200"],
        ["mensaje", "Se retorna Licencia y Disponibilidad"],
        ["licencia", "PRUE-BA00-0001"],
        ["fechaLicencia", "2026-01-01 / 2027-01-01"],
        ["ciclo", "1"],
        ["fechaCiclo", "2026-11-01 / 2026-12-01"],
        ["foliosTotalesCiclo", String(folios)],
        ["foliosUtilizadosCiclo", String(foliosUsed)],
        ["foliosDisponibleCiclo", String(folios - foliosUsed)],
        ["foliosTotales", String(folios * 12)],
        ["resultado", "procesado"],
      ]);
    }
    const document = findDocument(company, params);
    if (!document) return refuse(method, "109", "No existe un documento con los datos indicados.");
    const transaction = contractGroup(document.documento, "datosTransaccion");
    if (method === "EstadoDocumento") {
      const wallClock = (instant: Date) => panamaClock(instant).replace("T", " ");
      return answer(method, [
        ["codigo", "200"],
        ["mensaje", "Se retornan datos del documento."],
        ["cufe", document.cufe],
        ["fechaEmisionDocumento", wallClock(document.issuedAt)],
        ["fechaRecepcionDocumento", wallClock(document.receivedAt)],
        ["estatusDocumento", document.annulled ? "Anulada" : "Autorizada"],
        ["mensajeDocumento", document.annulled ? "Anulada por el emisor" : "Autorizado el uso de la FE"],
        ["resultado", "procesado"],
      ]);
    }
    if (method === "AnulacionDocumento") {
      if (!contractText(params, "motivoAnulacion"))
        return refuse(method, "109", "El campo motivoAnulacion debe ser informado");
      if (document.annulled) return refuse(method, "109", "El documento ya se encuentra anulado.");
      if (clock().getTime() - document.issuedAt.getTime() > ANNULMENT_WINDOW_MS) {
        return refuse(method, "113", "Plazo de anulación expirado (7 días continuos desde la emisión).");
      }
      document.annulled = true;
      return answer(method, [
        ["codigo", "200"],
        ["resultado", "procesado"],
        ["mensaje", "Proceso de Anulación ejecutado con éxito."],
      ]);
    }
    const file =
      method === "DescargaPDF"
        ? await cafePdf(document)
        : Buffer.from(
            fakeRfe({
              cufe: document.cufe,
              environment: String(environment),
              emissionType: contractText(transaction, "tipoEmision") ?? "",
              documentType: contractText(transaction, "tipoDocumento") ?? "",
              number: (contractText(transaction, "numeroDocumentoFiscal") ?? "").padStart(10, "0"),
              billingPoint: (contractText(transaction, "puntoFacturacionFiscal") ?? "").padStart(3, "0"),
              securityCode: document.securityCode,
              issuedAt: contractText(transaction, "fechaEmision") ?? "",
              total: contractText(contractGroup(document.documento, "totalesSubTotales"), "totalFactura") ?? "",
              qr: document.qr,
            }),
          );
    return answer(method, [
      ["codigo", "200"],
      ["resultado", "procesado"],
      ["mensaje", "Se retorna el archivo solicitado."],
      ["documento", file.toString("base64")],
    ]);
  }

  async function serve(request: Request): Promise<Response> {
    const xml = await request.text();
    const soapAction = request.headers.get("SOAPAction");
    const envelope = readXml(xml);
    const body = envelope?.children.find((child) => child.name === "Body" && child.ns === namespaces.soap);
    const call = body?.children[0];
    if (envelope?.name !== "Envelope" || envelope.ns !== namespaces.soap || !call) {
      requests.push({ method: "", soapAction, xml, params: {}, ignored: [] });
      return xmlResponse(soapFault("DeserializationFailed", "The message is not a SOAP 1.1 envelope."), 500);
    }
    const method = call.name;
    const expectedAction = `http://tempuri.org/IService/${method}`;
    const ignored: string[] = [];
    const known = call.ns === namespaces.tempuri && Object.hasOwn(methodParams, method);
    const params: Contract = {};
    if (known) {
      const dataNamespace = method === "Enviar" ? namespaces.comprobante : namespaces.model;
      const order = methodParams[method] ?? [];
      let last = -1;
      for (const param of call.children) {
        const position = order.indexOf(param.name);
        if (param.ns !== namespaces.tempuri || position <= last) {
          ignored.push(`${method}/${param.name}: parámetro fuera de orden o de espacio de nombres`);
          continue;
        }
        last = position;
        params[param.name] = param.children.length > 0 ? readContract(param, dataNamespace, ignored) : param.text;
      }
    }
    requests.push({ method, soapAction, xml, params, ignored });

    if (failing > 0) {
      failing -= 1;
      return new Response("<html><body><h1>Service Unavailable</h1></body></html>", {
        status: 503,
        headers: { "Content-Type": "text/html" },
      });
    }
    if (hangs > 0) {
      hangs -= 1;
      return new Promise((resolve) => hanging.push(() => resolve(new Response(null, { status: 503 }))));
    }
    if (!known || soapAction?.replaceAll('"', "") !== expectedAction) {
      const reason = `The message with Action '${soapAction ?? ""}' cannot be processed at the receiver, due to a ContractFilter mismatch at the EndpointDispatcher.`;
      return xmlResponse(soapFault("ActionNotSupported", reason), 500);
    }
    if (rejection) {
      const { code, message } = rejection;
      rejection = null;
      return refuse(method, code, message);
    }
    const company = companies.find(
      (entry) =>
        entry.tokenEmpresa === contractText(params, "tokenEmpresa") &&
        entry.tokenPassword === contractText(params, "tokenPassword"),
    );
    if (!company) return refuse(method, "101", "El Token del Emisor es inválido.");
    return handle(method, company, params);
  }

  const server = Bun.serve({ hostname: "127.0.0.1", port: options.port ?? 0, fetch: serve });

  return {
    url: `http://127.0.0.1:${server.port}/ws/obj/v1.0/Service.svc`,
    requests,
    documents,
    setNow(value) {
      now = value;
    },
    rejectNext(code, message) {
      rejection = { code, message };
    },
    failNext(n = 1) {
      failing += n;
    },
    hangNext(n = 1) {
      hangs += n;
    },
    async stop() {
      for (const release of hanging.splice(0)) release();
      await server.stop(true);
    },
  };
}

/** The `documento` the fake last received in an Enviar, as WCF read it. */
export function lastDocumento(fake: FakeHka): Contract | undefined {
  const last = fake.requests.findLast((request) => request.method === "Enviar");
  return last ? contractGroup(last.params, "documento") : undefined;
}

export { contractGroup, contractList, contractText };
