import { instantText, recordKey } from "../values/record-fields";
import { z } from "../zod";
import { FE_ANNUL_REASON_LENGTH, feDocumentStatuses, feDocumentTypeLabels } from "./fe";

// What the API answers about an electronic fiscal document (api/docs/electronic-invoicing.md),
// and what it takes to annul one.

const nullableText = (description: string) => z.string().nullable().meta({ description });

export const feDocumentRecord = z.object({
  id: recordKey(),
  invoiceId: recordKey("La factura emitida (o, para una nota de crédito, la que corrige)"),
  documentType: z.enum(Object.keys(feDocumentTypeLabels) as [keyof typeof feDocumentTypeLabels]).meta({
    description: "iDoc: 01 factura, 03 factura de exportación, 04 nota de crédito",
  }),
  status: z.enum(feDocumentStatuses).meta({
    description:
      "signed: firmado, no autorizado; authorised: autorizado; rejected: rechazado por el PAC; annulled: anulado",
  }),
  environment: z.union([z.literal(1), z.literal(2)]).meta({ description: "iAmb: 1 producción, 2 pruebas" }),
  branchCode: z.string().meta({ description: "dSucEm" }),
  billingPoint: z.string().meta({ description: "dPtoFacDF" }),
  number: z.string().meta({ description: "dNroDF: número fiscal de 10 dígitos" }),
  cufe: z.string().meta({ description: "CUFE (dId), 66 caracteres" }),
  issuedAt: instantText("dFechaEm (ISO 8601, UTC)"),
  emissionType: z.enum(["01", "02"]).meta({ description: "iTpEmis: 01 normal, 02 contingencia" }),
  contingency: z
    .object({ reason: z.string(), startedAt: instantText("Inicio de la contingencia") })
    .nullable()
    .meta({ description: "Por qué y desde cuándo el documento espera al PAC; null fuera de contingencia" }),
  pacProvider: nullableText("El PAC al que se envía; null sin PAC configurado"),
  protocol: nullableText("dProAut: protocolo de autorización"),
  authorisedAt: instantText("Cuándo se autorizó").nullable(),
  qrContent: nullableText("El contenido del código QR (la consulta de la DGI)"),
  rejection: z
    .object({ code: z.string(), message: z.string() })
    .nullable()
    .meta({ description: "El código y el mensaje del PAC al rechazarlo" }),
  annulledAt: instantText("Cuándo se anuló").nullable(),
  annulmentReason: nullableText("El motivo de la anulación"),
  annulableUntil: instantText("Hasta cuándo se puede anular; null si no está autorizado").nullable(),
  sendAttempts: z.number().int().min(0),
  lastAttemptAt: instantText("El último envío al PAC").nullable(),
  lastError: nullableText("Por qué falló el último envío (PAC sin respuesta)"),
});
export type FeDocumentRecord = z.infer<typeof feDocumentRecord>;

/** POST /api/invoices/{id}/fe/annul. */
export const feAnnulInput = z.object({
  reason: z
    .string({ error: FE_ANNUL_REASON_LENGTH })
    .trim()
    .min(15, { error: FE_ANNUL_REASON_LENGTH })
    .max(1000, { error: FE_ANNUL_REASON_LENGTH }),
});
export type FeAnnulInput = z.infer<typeof feAnnulInput>;
