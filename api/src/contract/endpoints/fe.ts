import { creditNoteInput, creditNoteRecord } from "../documents/credit-notes";
import { books, type Endpoint, everyone } from "../endpoint";
import { feAnnulInput, feDocumentRecord } from "../fe/fe-records";
import { z } from "../zod";

// Electronic invoicing's operations (api/docs/electronic-invoicing.md). Whoever may edit an
// invoice may issue it; annulling a fiscal document and issuing a credit note are the books'
// (admin, finance).

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
  createCreditNote: {
    method: "POST",
    path: "/api/invoices/{id}/credit-notes",
    summary: "Emitir una nota de crédito de la factura",
    description:
      "De una factura autorizada por la DGI, dentro de 180 días: por toda la factura (sin líneas ni monto), por algunas líneas (posición y cantidad) o por un monto antes de ITBMS. Baja la cuenta por cobrar (o deja un saldo a favor del cliente si ya estaba pagada), registra su asiento y se emite como documento electrónico 04 que referencia el CUFE de la factura.",
    tag: "Factura electrónica",
    access: books,
    body: creditNoteInput,
    answer: { json: creditNoteRecord, status: 201 },
    refusals: [409],
  },
  invoiceCreditNotes: {
    method: "GET",
    path: "/api/invoices/{id}/credit-notes",
    summary: "Las notas de crédito de la factura",
    tag: "Factura electrónica",
    access: books,
    answer: { json: z.array(creditNoteRecord) },
  },
  creditNote: {
    method: "GET",
    path: "/api/credit-notes/{id}",
    summary: "Una nota de crédito",
    tag: "Factura electrónica",
    access: books,
    answer: { json: creditNoteRecord },
  },
  issueCreditNoteFe: {
    method: "POST",
    path: "/api/credit-notes/{id}/fe",
    summary: "Emitir de nuevo el documento electrónico de la nota de crédito",
    description:
      "La nota se emite sola al crearse; esto reenvía un documento firmado y no autorizado, o reemite con el mismo número uno rechazado.",
    tag: "Factura electrónica",
    access: books,
    answer: { json: feDocumentRecord },
    refusals: [409],
  },
  creditNoteFe: {
    method: "GET",
    path: "/api/credit-notes/{id}/fe",
    summary: "El estado del documento electrónico de la nota de crédito",
    tag: "Factura electrónica",
    access: books,
    answer: { json: feDocumentRecord },
  },
  creditNoteFeXml: {
    method: "GET",
    path: "/api/credit-notes/{id}/fe/xml",
    summary: "El XML firmado de la nota de crédito",
    description: "El XML del PAC una vez autorizado; antes, el firmado por la empresa.",
    tag: "Factura electrónica",
    access: books,
    answer: { file: XML, about: "El documento rFE, p. ej. FE-001-0000000001.xml" },
  },
  creditNotePdf: {
    method: "GET",
    path: "/api/credit-notes/{id}/pdf",
    summary: "El PDF (CAFE) de la nota de crédito",
    tag: "Factura electrónica",
    access: books,
    answer: { file: ["application/pdf"], about: "La nota de crédito, p. ej. NC-2026-0001.pdf" },
  },
} as const satisfies Record<string, Endpoint>;
