import {
  personTypeField,
  personTypes,
  purchaseConceptField,
  purchaseConcepts,
  purchaseTypeField,
  purchaseTypes,
} from "../taxes/dgi";
import { optionalEmail, optionalText, requiredText } from "../values/fields";
import { pagingFields } from "../values/paging";
import { countOf, recordKey, recordTimestamps } from "../values/record-fields";
import { storedTaxId } from "../values/ruc";
import { checkRucAndDv, taxIdAndDvFields } from "../values/ruc-fields";
import { z } from "../zod";
import { achAccountTypes, achFields, checkAchComplete } from "./supplier-ach";

// Suppliers of the finance module (rules: api/docs/finance-debts.md, "Suppliers").

export const PAYMENT_TERMS_MESSAGE = "Los términos de pago deben ser positivos";
export const DEFAULT_PAYMENT_TERMS = 30;
/** The supplier table shows the address cut to this many characters. */
export const SUPPLIER_ADDRESS_PREVIEW = 50;
export const UNKNOWN_SUPPLIER = "Proveedor Desconocido";

/**
 * Whole days, 0 to `maxDays`; a form's text ("30") is read as a number, an empty one as absent.
 * Also the company's default payment terms (contract/company-settings.ts).
 */
export const paymentTermsDays = (maxDays: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : typeof value === "string" ? Number(value) : value),
    z
      .number({ error: PAYMENT_TERMS_MESSAGE })
      .int({ error: PAYMENT_TERMS_MESSAGE })
      .min(0, { error: PAYMENT_TERMS_MESSAGE })
      .max(maxDays, { error: `Máximo ${maxDays} días` }),
  );

const supplierFields = z.object({
  supplierCode: requiredText("El código es requerido", 50),
  name: requiredText("El nombre es requerido"),
  email: optionalEmail(),
  phone: optionalText(50),
  address: optionalText(500),
  nit: optionalText(50),
  // Checked together by checkRucAndDv below, by the person type: a foreign supplier's (E) `ruc`
  // is its own country's tax id ('91-1646860'), kept as typed, with no DV.
  ...taxIdAndDvFields(),
  paymentTerms: paymentTermsDays(3650),
  isActive: z.boolean({ error: "Estado inválido" }),
  // Informe 43 (api/docs/dgi-reports.md): the supplier's 'tipo de persona', and the concept and
  // purchase type its payables take unless they state their own. Empty is null.
  personType: personTypeField,
  purchaseConcept: purchaseConceptField,
  purchaseType: purchaseTypeField,
  // 'Datos para ACH' (contract/finance/supplier-ach.ts): all three or none.
  ...achFields,
});

/**
 * POST /api/financial/suppliers; payment terms default to 30 days. The RUC is stored upper case
 * without blanks; a foreign supplier's id as typed, without DV.
 */
export const supplierInput = supplierFields
  .extend({
    paymentTerms: supplierFields.shape.paymentTerms.default(DEFAULT_PAYMENT_TERMS),
    isActive: supplierFields.shape.isActive.default(true),
  })
  .superRefine(checkRucAndDv)
  .superRefine(checkAchComplete)
  .transform(storedTaxId);

/**
 * PATCH /api/financial/suppliers/{id}: any subset, no defaults. The RUC and DV are checked (and
 * written as stored) by the API once merged with the stored ones and the person type (a new DV
 * alone must fit the stored RUC).
 */
export const supplierPatch = supplierFields.partial();

export type SupplierInput = z.input<typeof supplierInput>;
export type SupplierData = z.output<typeof supplierInput>;

export const supplierRecord = z.object({
  id: recordKey(),
  supplierCode: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  nit: z.string().nullable(),
  /** The RUC; for a foreign supplier (personType E), its country's tax id as typed. */
  ruc: z.string().nullable().meta({ description: "RUC; para un proveedor extranjero (E), su identificación fiscal" }),
  /** The RUC's check digits, two digits ('09'); null without a RUC and for a foreign supplier. */
  dv: z
    .string()
    .nullable()
    .meta({ description: "Dígito verificador del RUC (dos dígitos); null sin RUC o si es extranjero" }),
  /** Days the supplier gives to pay. */
  paymentTerms: countOf("Días de crédito que da el proveedor"),
  isActive: z.boolean(),
  /** Informe 43: 'N' natural, 'J' legal person, 'E' foreigner; null when not stated. */
  personType: z.enum(personTypes).nullable().meta({ description: "Informe 43: N natural, J jurídica, E extranjero" }),
  /** The Informe 43 concept and purchase type of its payables, unless a payable states its own. */
  purchaseConcept: z.enum(purchaseConcepts).nullable(),
  purchaseType: z.enum(purchaseTypes).nullable(),
  /** ACH Panamá: the bank's route number, the account number (digits) and its type. */
  achRoutingNumber: z.string().nullable(),
  achAccountNumber: z.string().nullable(),
  achAccountType: z.enum(achAccountTypes).nullable(),
  ...recordTimestamps,
});
export type SupplierRecord = z.infer<typeof supplierRecord>;

export const supplierStatusFilters = ["active", "inactive"] as const;
export type SupplierStatusFilter = (typeof supplierStatusFilters)[number];

/**
 * GET /api/financial/suppliers: `q` matches name, code or email (case-insensitive); `status`
 * active or inactive; `limit`/`offset` page it (X-Total-Count). Without them: every supplier.
 */
export const supplierListQuery = z.object({
  q: pagingFields.q,
  limit: pagingFields.limit,
  offset: pagingFields.offset,
  status: z.preprocess(
    (value) => (value === "" || value === "all" ? undefined : value),
    z.enum(supplierStatusFilters, { error: "Estado inválido" }).optional(),
  ),
});
export type SupplierListQuery = z.output<typeof supplierListQuery>;

/** GET /api/financial/suppliers/stats: the cards of the suppliers screen, over every supplier. */
export const supplierStatsRecord = z.object({
  total: countOf("Proveedores"),
  /** The mean of the payment terms in days, to one decimal; 0 without suppliers. */
  averagePaymentTerms: z.number().meta({ description: "Promedio de los días de crédito, un decimal" }),
  /** Suppliers with a RUC. */
  withRuc: countOf("Proveedores con RUC"),
});
export type SupplierStats = z.infer<typeof supplierStatsRecord>;

/** The address as the table shows it: at most 50 characters, with '...' when cut. */
export function supplierAddressPreview(address: string | null): string {
  if (!address) return "";
  return address.length > SUPPLIER_ADDRESS_PREVIEW ? `${address.slice(0, SUPPLIER_ADDRESS_PREVIEW)}...` : address;
}
