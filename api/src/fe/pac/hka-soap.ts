import { XMLParser } from "fast-xml-parser";
import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { PacUnreachable } from "./adapter";
import type { HkaFields } from "./hka-document";

// The Factory HKA's SOAP 1.1 service (a WCF service): the envelope, the SOAPAction, and what counts
// as an answer (api/docs/electronic-invoicing-pac.md). Built with xmlbuilder2 and read with
// fast-xml-parser: never XML by string concatenation.

export const hkaNamespaces = {
  soap: "http://schemas.xmlsoap.org/soap/envelope/",
  tempuri: "http://tempuri.org/",
  /** Enviar's `documento` (Postman collection "DEMO" published on HKA's wiki). */
  comprobante: "http://schemas.datacontract.org/2004/07/Services.ObjComprobante.v1_0",
  /** `datosDocumento` of EstadoDocumento, AnulacionDocumento, DescargaXML and DescargaPDF. */
  model: "http://schemas.datacontract.org/2004/07/Services.Model",
} as const;

export type HkaMethod =
  | "Enviar"
  | "EstadoDocumento"
  | "AnulacionDocumento"
  | "DescargaXML"
  | "DescargaPDF"
  | "FoliosRestantes";

export const soapAction = (method: HkaMethod) => `http://tempuri.org/IService/${method}`;

/** A method's parameter, in order: text, or a data contract whose fields are in `dataNamespace`. */
export type HkaParam = readonly [string, string | HkaFields];

function writeFields(parent: XMLBuilder, namespace: string, entries: HkaFields) {
  for (const [name, value] of entries) {
    const element = parent.ele(namespace, `ser:${name}`);
    if (typeof value === "string") element.txt(value);
    else writeFields(element, namespace, value);
  }
}

/** The request envelope: tem:<method> with its parameters, the data contracts' fields as ser:. */
export function soapRequest(method: HkaMethod, params: HkaParam[], dataNamespace?: string): string {
  const envelope = create({ version: "1.0", encoding: "utf-8" })
    .ele(hkaNamespaces.soap, "soapenv:Envelope")
    .att("http://www.w3.org/2000/xmlns/", "xmlns:tem", hkaNamespaces.tempuri);
  if (dataNamespace) envelope.att("http://www.w3.org/2000/xmlns/", "xmlns:ser", dataNamespace);
  envelope.ele(hkaNamespaces.soap, "soapenv:Header");
  const call = envelope.ele(hkaNamespaces.soap, "soapenv:Body").ele(hkaNamespaces.tempuri, `tem:${method}`);
  for (const [name, value] of params) {
    const element = call.ele(hkaNamespaces.tempuri, `tem:${name}`);
    if (typeof value === "string") element.txt(value);
    else if (dataNamespace) writeFields(element, dataNamespace, value);
  }
  return envelope.end({ prettyPrint: false });
}

// Every value stays text ('0000000176' keeps its zeros); namespaces are dropped, as HKA answers
// with prefixes of its own choosing (a:codigo).
const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: true,
});

type XmlObject = Record<string, unknown>;
const isObject = (value: unknown): value is XmlObject => typeof value === "object" && value !== null;

/** The text of an answer's element; null when absent, empty or nil (`<a:fechaLimite i:nil="true"/>`). */
export function hkaText(result: XmlObject, name: string): string | null {
  const value = result[name];
  const text = isObject(value) ? value["#text"] : value;
  return typeof text === "string" && text.trim() !== "" ? text.trim() : null;
}

/** WCF's faults for a request it could not take (bad XML, unknown action): sending it again fails again. */
const requestFaults = new Set(["Client", "DeserializationFailed", "ActionNotSupported", "ContractFilter"]);

/** HKA's service refused the request itself, before reading the document: a SOAP fault on our side. */
export class HkaRequestFault extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "HkaRequestFault";
  }
}

export type HkaCall = {
  url: string;
  timeoutMs: number;
  fetch: typeof fetch;
};

/** Posts one call and answers its `<method>Result`. Throws PacUnreachable when there is no answer. */
export async function callHka(
  call: HkaCall,
  method: HkaMethod,
  body: string,
  signal?: AbortSignal,
): Promise<XmlObject> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  let status: number;
  let text: string;
  try {
    const response = await call.fetch(call.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: `"${soapAction(method)}"` },
      body,
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) {
      const seconds = Math.max(1, Math.round(call.timeoutMs / 1000));
      throw new PacUnreachable(`The Factory HKA no respondió en ${seconds} ${seconds === 1 ? "segundo" : "segundos"}`);
    }
    if (signal?.aborted) throw new PacUnreachable("Se canceló la solicitud a The Factory HKA antes de su respuesta");
    throw new PacUnreachable(`No se pudo conectar con The Factory HKA (${(error as Error).message})`);
  }

  let envelope: unknown;
  try {
    envelope = parser.parse(text);
  } catch {
    envelope = null;
  }
  const soapBody = isObject(envelope) && isObject(envelope.Envelope) ? envelope.Envelope.Body : null;
  if (isObject(soapBody) && isObject(soapBody.Fault)) {
    // 'a:DeserializationFailed' -> 'DeserializationFailed': the prefix is the service's own.
    const code = (hkaText(soapBody.Fault, "faultcode") ?? "").split(":").at(-1) ?? "";
    const reason = hkaText(soapBody.Fault, "faultstring") ?? "sin detalle";
    if (requestFaults.has(code)) {
      throw new HkaRequestFault(code, `The Factory HKA no aceptó la solicitud (${code}): ${reason}`);
    }
    throw new PacUnreachable(`The Factory HKA respondió con un error de su servicio (HTTP ${status}): ${reason}`);
  }
  const answer = isObject(soapBody) ? soapBody[`${method}Response`] : null;
  const result = isObject(answer) ? answer[`${method}Result`] : null;
  if (status < 200 || status >= 300 || !isObject(result)) {
    throw new PacUnreachable(`The Factory HKA respondió HTTP ${status} sin una respuesta de su servicio`);
  }
  return result;
}
