import { feDocumentStatuses, feDocumentTypeLabels } from "../fe/fe";
import { amountText, dateText, recordKey } from "../values/record-fields";
import { invoiceStatuses } from "../values/statuses";
import { z } from "../zod";

// GET /api/financial/dgi/form-430/{month}/documents (api/docs/dgi-reports.md): the month's sales
// documents, so the Formulario 430 can be checked against them one by one.

export const form430Document = z.object({
  kind: z.enum(["invoice", "credit_note"]).meta({ description: "Factura o nota de crédito" }),
  id: recordKey("La factura o la nota de crédito"),
  number: z.string().meta({ description: "FAC-2026-0010 o NC-2026-0001" }),
  invoiceStatus: z.enum(invoiceStatuses).nullable().meta({ description: "Estado de la factura; null en una nota" }),
  issueDate: dateText("Fecha de emisión"),
  clientName: z.string().nullable(),
  documentType: z
    .enum(Object.keys(feDocumentTypeLabels) as [keyof typeof feDocumentTypeLabels])
    .nullable()
    .meta({ description: "iDoc (01, 03, 04); null si no se emitió electrónicamente" }),
  fiscalNumber: z.string().nullable().meta({ description: "Punto de facturación y número fiscal, 001-0000000001" }),
  cufe: z.string().nullable(),
  feStatus: z.enum(feDocumentStatuses).nullable(),
  counted: z
    .boolean()
    .meta({ description: "Si el Formulario 430 del mes lo cuenta (una factura anulada o cancelada no)" }),
  amount: amountText("Base antes de ITBMS; negativa en una nota de crédito"),
  itbmsAmount: amountText("ITBMS; negativo en una nota de crédito"),
  total: amountText("Total; negativo en una nota de crédito"),
});
export type Form430Document = z.infer<typeof form430Document>;
