import { MONTH_NAMES } from "../values/dates";
import { amountText, dateText, instantText, monthText, recordKey } from "../values/record-fields";
import { z } from "../zod";

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

/** The lines of the declaration, in its order, each named by a key of ours (never a casilla number). */
export const form430LineKeys = [
  "sales7",
  "sales10",
  "sales15",
  "exemptSales",
  "totalSales",
  "taxablePurchases",
  "exemptPurchases",
  "previousCredit",
  "totalCredit",
  "retentions",
  "taxToPay",
  "creditCarriedForward",
] as const;
export type Form430LineKey = (typeof form430LineKeys)[number];

/**
 * One line of the form: a base (an amount of operations), a tax, or both. Labelled with the DGI's
 * wording and no number: the form's casilla numbers could not be confirmed (api/docs/dgi-reports.md).
 */
export const form430Line = z.object({
  key: z.enum(form430LineKeys).meta({ description: "Clave de la línea (no es el número de casilla de la DGI)" }),
  label: z.string(),
  base: amountText("Monto de las operaciones").nullable(),
  tax: amountText("Impuesto").nullable(),
});
export type Form430Line = z.infer<typeof form430Line>;

/** A line whose figure in today's books is not the one filed: it would need a declaración rectificativa. */
export const form430Difference = z.object({
  key: z.enum(form430LineKeys),
  label: z.string(),
  filed: z.object({ base: amountText().nullable(), tax: amountText().nullable() }),
  books: z.object({ base: amountText().nullable(), tax: amountText().nullable() }),
});
export type Form430Difference = z.infer<typeof form430Difference>;

/**
 * GET /api/financial/dgi/form-430?month=YYYY-MM: decimals with two places, PAB and USD at par.
 * taxToPay and creditCarriedForward are never both above zero. Once the month is filed, the
 * figures are the filed ones, with `filed` and the `differences` today's books show.
 */
export const form430Record = z.object({
  month: monthText(),
  from: dateText("Primer día del mes"),
  to: dateText("Último día del mes"),
  /** Invoice lines of the invoices issued in the month and billed (sent, paid or overdue). */
  sales: z.object({
    byRate: z.array(z.object({ rate: z.enum(form430SaleRates), base: amountText(), itbms: amountText() })),
    exempt: amountText(),
    total: amountText(),
  }),
  /** Output ITBMS (débito fiscal): the sum of those lines' ITBMS. */
  debit: amountText("Débito fiscal (ITBMS de las ventas)"),
  /** Payables issued in the month: taxable ones (ITBMS above zero) and those without ITBMS. */
  purchases: z.object({ taxable: amountText(), exempt: amountText(), total: amountText() }),
  /** Input ITBMS (crédito fiscal) of the month: the payables' ITBMS. */
  credit: amountText("Crédito fiscal del mes"),
  /** Carried from the month before: the filed carry-forward, else max(0, carry + credit + retentions − debit) month by month. */
  previousCredit: amountText("Crédito arrastrado del mes anterior"),
  /** credit + previousCredit. */
  totalCredit: amountText(),
  /** ITBMS withheld by clients on the payments dated in the month. */
  retentions: amountText("Retenciones de ITBMS del mes"),
  /** max(0, debit − totalCredit − retentions). */
  taxToPay: amountText("Impuesto a pagar"),
  /** max(0, totalCredit + retentions − debit). */
  creditCarriedForward: amountText("Crédito para el mes siguiente"),
  /** The same figures as the declaration's lines, in its order. */
  lines: z.array(form430Line),
  /** Set once the month's declaration was filed: when and by whom. */
  filed: z
    .object({ filedAt: instantText("Cuándo se presentó"), filedBy: z.string().nullable() })
    .nullable()
    .meta({ description: "Presentación de la declaración; null mientras no se ha presentado" }),
  /** For a filed month: each line where today's books differ from the filed figure. Empty otherwise. */
  differences: z.array(form430Difference),
});
export type Form430Record = z.infer<typeof form430Record>;

export const MONTH_NOT_FINISHED_FOR_FILING = "Solo se puede presentar la declaración de un mes que ya terminó";
export const alreadyFiled = (month: string) => `Ya se presentó la declaración de ${monthTitle(month)}`;

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
export const informe43Line = z.object({
  payableId: recordKey("Cuenta por pagar"),
  supplierId: recordKey("Proveedor"),
  personType: z.enum(personTypes).nullable(),
  ruc: z.string().nullable(),
  dv: z.string().nullable(),
  /** 'Nombre o razón social': the supplier's name. */
  name: z.string().meta({ description: "Nombre o razón social del proveedor" }),
  invoiceNumber: z.string(),
  /** The payable's issue date, 'YYYY-MM-DD'. */
  issueDate: dateText("Fecha de emisión"),
  /** The payable's own, else its supplier's. */
  purchaseConcept: z.enum(purchaseConcepts).nullable(),
  purchaseType: z.enum(purchaseTypes).nullable(),
  /** The purchase before ITBMS: total − ITBMS. */
  amount: amountText("Compra antes de ITBMS"),
  /** The ITBMS paid on it. */
  itbms: amountText("ITBMS pagado"),
});
export type Informe43Line = z.infer<typeof informe43Line>;

export const informe43Warning = z.object({
  payableId: recordKey("Cuenta por pagar"),
  supplierId: recordKey("Proveedor"),
  missing: z.array(z.enum(informe43RequiredFields)),
  /** 'Proveedor Nube S.A., factura 0001: falta RUC y tipo de persona'. */
  message: z.string(),
});
export type Informe43Warning = z.infer<typeof informe43Warning>;

/** GET /api/financial/dgi/informe-43?month=YYYY-MM. */
export const informe43Record = z.object({
  month: monthText(),
  from: dateText("Primer día del mes"),
  to: dateText("Último día del mes"),
  lines: z.array(informe43Line),
  totals: z.object({ amount: amountText(), itbms: amountText() }),
  /** The lines the DGI's module would refuse as they are: what each lacks. */
  warnings: z.array(informe43Warning),
});
export type Informe43Record = z.infer<typeof informe43Record>;

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
