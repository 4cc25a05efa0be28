import { books, type Endpoint, everyone } from "./endpoint";
import { feAnnulInput, feDocumentRecord } from "./fe-records";

// Electronic invoicing's operations (api/docs/electronic-invoicing.md). Whoever may edit an
// invoice may issue it; annulling a fiscal document is the books' (admin, finance).

const XML = ["application/xml"] as const;

export const feEndpoints = {
  issueInvoiceFe: {
    method: "POST",
    path: "/api/invoices/{id}/fe",
    summary: "Emitir la factura electrónica",
    description:
      "Asigna el número fiscal, construye, valida y firma el documento rFE y lo envía al PAC. Si el PAC no responde, queda en contingencia y se reenvía solo. Llamarlo de nuevo reenvía un documento firmado y no autorizado, o reemite con el mismo número uno rechazado.",
    tag: "Factura electrónica",
    access: everyone,
    answer: { json: feDocumentRecord },
    refusals: [409],
  },
  invoiceFe: {
    method: "GET",
    path: "/api/invoices/{id}/fe",
    summary: "El estado de la factura electrónica",
    tag: "Factura electrónica",
    access: everyone,
    answer: { json: feDocumentRecord },
  },
  invoiceFeXml: {
    method: "GET",
    path: "/api/invoices/{id}/fe/xml",
    summary: "El XML firmado de la factura electrónica",
    description: "El XML del PAC una vez autorizado; antes, el firmado por la empresa.",
    tag: "Factura electrónica",
    access: everyone,
    answer: { file: XML, about: "El documento rFE, p. ej. FE-0000000001.xml" },
  },
  annulInvoiceFe: {
    method: "POST",
    path: "/api/invoices/{id}/fe/annul",
    summary: "Anular la factura electrónica",
    description:
      "Dentro del plazo del PAC (7 días por defecto, configurable en la empresa); después, se corrige con una nota de crédito.",
    tag: "Factura electrónica",
    access: books,
    body: feAnnulInput,
    answer: { json: feDocumentRecord },
    refusals: [409],
  },
} as const satisfies Record<string, Endpoint>;
