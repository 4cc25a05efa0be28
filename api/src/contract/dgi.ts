import { z } from "zod";
import { MONTH_NAMES } from "./dates";

// The DGI's monthly reports: Formulario 430 (the ITBMS declaration) and Informe 43 (purchases and
// imports of goods and services). The codes below are those of Informe 43's technical sheet; how
// each figure and each field is computed: api/docs/dgi-reports.md.

/** Informe 43's 'tipo de persona': natural person, legal person, foreigner. */
export const personTypes = ["N", "J", "E"] as const;
export type PersonType = (typeof personTypes)[number];
export const personTypeLabels: Record<PersonType, string> = {
  N: "Natural",
  J: "Jurídica",
  E: "Extranjero",
};

/** Informe 43's 'concepto' of a purchase. */
export const purchaseConcepts = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type PurchaseConcept = (typeof purchaseConcepts)[number];
export const purchaseConceptLabels: Record<PurchaseConcept, string> = {
  "1": "Compras o adquisiciones de bienes muebles",
  "2": "Servicios básicos (electricidad, agua, teléfono)",
  "3": "Honorarios, comisiones y otros servicios",
  "4": "Alquileres por arrendamientos comerciales",
  "5": "Cargos bancarios, intereses y otros gastos financieros",
  "6": "Compras o servicios del exterior",
  "7": "Compras o servicios consolidados",
};

/** Informe 43's 'compras de bienes y servicios': local purchases or imports. */
export const purchaseTypes = ["1", "2"] as const;
export type PurchaseType = (typeof purchaseTypes)[number];
export const purchaseTypeLabels: Record<PurchaseType, string> = { "1": "Locales", "2": "Importaciones" };

export const PERSON_TYPE_INVALID = "Tipo de persona inválido";
export const PURCHASE_CONCEPT_INVALID = "Concepto inválido";
export const PURCHASE_TYPE_INVALID = "Tipo de compra inválido";

/** A select of one of `values`: sent empty (or null) it is null, "not stated". */
const optionalCode = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess(
    (value) => (value === "" ? null : typeof value === "number" ? String(value) : value),
    z.enum(values, { error: message }).nullish(),
  );

/** The Informe 43 fields a supplier and a payable share (a payable's override its supplier's). */
export const personTypeField = optionalCode(personTypes, PERSON_TYPE_INVALID);
export const purchaseConceptField = optionalCode(purchaseConcepts, PURCHASE_CONCEPT_INVALID);
export const purchaseTypeField = optionalCode(purchaseTypes, PURCHASE_TYPE_INVALID);

export const DGI_MONTH_REQUIRED = "El mes es requerido";
export const DGI_MONTH_INVALID = "Mes inválido (use AAAA-MM)";

/** `month=YYYY-MM`, a calendar month of years 1900 to 2999. */
export const dgiMonthQuery = z.object({
  month: z
    .string({ error: DGI_MONTH_REQUIRED })
    .trim()
    .min(1, { error: DGI_MONTH_REQUIRED })
    .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { error: DGI_MONTH_INVALID }),
});
export type DgiMonthQuery = z.output<typeof dgiMonthQuery>;

/** 'YYYY-MM' as the reports title it: 'Octubre 2026'. */
export function monthTitle(month: string): string {
  const [year = "", monthNumber = "1"] = month.split("-");
  return `${MONTH_NAMES[Number(monthNumber) - 1] ?? ""} ${year}`;
}

/** The rates an invoice line can carry, as Formulario 430 splits the taxable sales. */
export const form430SaleRates = ["7", "10", "15"] as const;
export type Form430SaleRate = (typeof form430SaleRates)[number];

/** One box of the form: a base (an amount of operations), a tax, or both. */
export type Form430Box = { box: number; label: string; base: string | null; tax: string | null };

/**
 * GET /api/financial/dgi/form-430?month=YYYY-MM: decimals with two places, PAB and USD at par.
 * taxToPay and creditCarriedForward are never both above zero.
 */
export type Form430Record = {
  month: string;
  from: string;
  to: string;
  /** Invoice lines of the invoices issued in the month and billed (sent, paid or overdue). */
  sales: {
    byRate: Array<{ rate: Form430SaleRate; base: string; itbms: string }>;
    exempt: string;
    total: string;
  };
  /** Output ITBMS (débito fiscal): the sum of those lines' ITBMS. */
  debit: string;
  /** Payables issued in the month: taxable ones (ITBMS above zero) and those without ITBMS. */
  purchases: { taxable: string; exempt: string; total: string };
  /** Input ITBMS (crédito fiscal) of the month: the payables' ITBMS. */
  credit: string;
  /** Carried from the month before: max(0, carry + credit − debit) month by month. */
  previousCredit: string;
  /** credit + previousCredit. */
  totalCredit: string;
  /** max(0, debit − totalCredit). */
  taxToPay: string;
  /** max(0, totalCredit − debit). */
  creditCarriedForward: string;
  /** The same figures as the declaration's boxes, in its order. */
  boxes: Form430Box[];
};

/** An Informe 43 field a line may lack (the line is still listed; see `warnings`). */
export const informe43RequiredFields = ["personType", "ruc", "purchaseConcept", "purchaseType"] as const;
export type Informe43RequiredField = (typeof informe43RequiredFields)[number];
export const informe43FieldLabels: Record<Informe43RequiredField, string> = {
  personType: "tipo de persona",
  ruc: "RUC",
  purchaseConcept: "concepto",
  purchaseType: "tipo de compra",
};

/** One supplier invoice (a payable) issued in the month. */
export type Informe43Line = {
  payableId: number;
  supplierId: number;
  personType: PersonType | null;
  ruc: string | null;
  dv: string | null;
  /** 'Nombre o razón social': the supplier's name. */
  name: string;
  invoiceNumber: string;
  /** The payable's issue date, 'YYYY-MM-DD'. */
  issueDate: string;
  /** The payable's own, else its supplier's. */
  purchaseConcept: PurchaseConcept | null;
  purchaseType: PurchaseType | null;
  /** The purchase before ITBMS: total − ITBMS. */
  amount: string;
  /** The ITBMS paid on it. */
  itbms: string;
};

export type Informe43Warning = {
  payableId: number;
  supplierId: number;
  missing: Informe43RequiredField[];
  /** 'Proveedor Nube S.A., factura 0001: falta RUC y tipo de persona'. */
  message: string;
};

/** GET /api/financial/dgi/informe-43?month=YYYY-MM. */
export type Informe43Record = {
  month: string;
  from: string;
  to: string;
  lines: Informe43Line[];
  totals: { amount: string; itbms: string };
  /** The lines the DGI's module would refuse as they are: what each lacks. */
  warnings: Informe43Warning[];
};

/** What a line lacks, in the report's column order. */
export function informe43Missing(line: Informe43Line): Informe43RequiredField[] {
  return informe43RequiredFields.filter((field) => !line[field]);
}

/** 'falta RUC y tipo de persona' for the fields given (at least one). */
export function informe43WarningMessage(line: Informe43Line, missing: Informe43RequiredField[]): string {
  const labels = missing.map((field) => informe43FieldLabels[field]);
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} y ${labels.at(-1)}` : (labels[0] ?? "");
  return `Proveedor ${line.name}, factura ${line.invoiceNumber}: falta ${listed}`;
}
