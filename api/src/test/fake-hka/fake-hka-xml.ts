import { XMLParser } from "fast-xml-parser";
import { create } from "xmlbuilder2";

// The fake HKA's XML (tests only, src/test/fake-hka/fake-hka.md): requests read with their namespaces and
// element order kept, as a WCF service reads them; answers and faults written as HKA's service does.

export type XmlNode = { name: string; ns: string | null; children: XmlNode[]; text: string };

const orderedParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  trimValues: true,
});

type OrderedEntry = Record<string, unknown> & { ":@"?: Record<string, string> };

function toNodes(entries: OrderedEntry[], scope: Record<string, string>): XmlNode[] {
  const nodes: XmlNode[] = [];
  for (const entry of entries) {
    const tag = Object.keys(entry).find((key) => key !== ":@");
    if (!tag || tag === "#text" || tag.startsWith("?")) continue;
    const inScope = { ...scope };
    for (const [attribute, value] of Object.entries(entry[":@"] ?? {})) {
      if (attribute === "@_xmlns") inScope[""] = value;
      else if (attribute.startsWith("@_xmlns:")) inScope[attribute.slice("@_xmlns:".length)] = value;
    }
    const [prefix, local] = tag.includes(":") ? tag.split(":", 2) : ["", tag];
    const content = entry[tag] as OrderedEntry[];
    const text = content
      .map((child) => child["#text"])
      .filter((value) => typeof value === "string")
      .join("");
    nodes.push({ name: local ?? tag, ns: inScope[prefix ?? ""] ?? null, children: toNodes(content, inScope), text });
  }
  return nodes;
}

/** The document's root element with namespaces resolved, or null when the text is not XML. */
export function readXml(text: string): XmlNode | null {
  try {
    return toNodes(orderedParser.parse(text) as OrderedEntry[], {})[0] ?? null;
  } catch {
    return null;
  }
}

export const namespaces = {
  soap: "http://schemas.xmlsoap.org/soap/envelope/",
  tempuri: "http://tempuri.org/",
  comprobante: "http://schemas.datacontract.org/2004/07/Services.ObjComprobante.v1_0",
  model: "http://schemas.datacontract.org/2004/07/Services.Model",
  response: "http://schemas.datacontract.org/2004/07/Services.Response",
  nil: "http://www.w3.org/2001/XMLSchema-instance",
  dispatcher: "http://schemas.microsoft.com/net/2005/12/windowscommunicationfoundation/dispatcher",
  rfe: "http://dgi-fep.mef.gob.pa",
};

/** A field of an answer: text, or null written as HKA writes it (`<a:fechaLimite i:nil="true"/>`). */
export type AnswerFields = Array<readonly [string, string | null]>;

/** `<Method>Response><Method>Result>` with HKA's `a:` fields, in a SOAP 1.1 envelope. */
export function soapAnswer(method: string, answer: AnswerFields): string {
  const envelope = create({ version: "1.0", encoding: "utf-8" }).ele(namespaces.soap, "s:Envelope");
  const result = envelope
    .ele(namespaces.soap, "s:Body")
    .ele(namespaces.tempuri, `${method}Response`)
    .ele(namespaces.tempuri, `${method}Result`)
    .att("http://www.w3.org/2000/xmlns/", "xmlns:a", namespaces.response)
    .att("http://www.w3.org/2000/xmlns/", "xmlns:i", namespaces.nil);
  for (const [name, value] of answer) {
    const field = result.ele(namespaces.response, `a:${name}`);
    if (value === null) field.att(namespaces.nil, "i:nil", "true");
    else field.txt(value);
  }
  return envelope.end({ prettyPrint: false });
}

/** A WCF dispatcher fault (`a:ActionNotSupported`, `a:DeserializationFailed`), sent with HTTP 500. */
export function soapFault(code: string, reason: string): string {
  const envelope = create({ version: "1.0", encoding: "utf-8" }).ele(namespaces.soap, "s:Envelope");
  const fault = envelope.ele(namespaces.soap, "s:Body").ele(namespaces.soap, "s:Fault");
  fault.ele("faultcode").att("http://www.w3.org/2000/xmlns/", "xmlns:a", namespaces.dispatcher).txt(`a:${code}`);
  fault.ele("faultstring").att("xml:lang", "en-US").txt(reason);
  return envelope.end({ prettyPrint: false });
}

/** The authorised document as DescargaXML gives it, simplified: an unsigned rFE with its key fields. */
export function fakeRfe(fields: {
  cufe: string;
  environment: string;
  emissionType: string;
  documentType: string;
  number: string;
  billingPoint: string;
  securityCode: string;
  issuedAt: string;
  total: string;
  qr: string;
}): string {
  const rfe = create({ version: "1.0", encoding: "utf-8" }).ele(namespaces.rfe, "rFE");
  rfe.ele("dVerForm").txt("1.00");
  rfe.ele("dId").txt(fields.cufe);
  const general = rfe.ele("gDGen");
  general.ele("iAmb").txt(fields.environment);
  general.ele("iTpEmis").txt(fields.emissionType);
  general.ele("iDoc").txt(fields.documentType);
  general.ele("dNroDF").txt(fields.number);
  general.ele("dPtoFacDF").txt(fields.billingPoint);
  general.ele("dSeg").txt(fields.securityCode);
  general.ele("dFechaEm").txt(fields.issuedAt);
  rfe.ele("gTot").ele("dVTot").txt(fields.total);
  rfe.ele("gNoFirm").ele("dQRCode").dat(fields.qr);
  return rfe.end({ prettyPrint: false });
}
