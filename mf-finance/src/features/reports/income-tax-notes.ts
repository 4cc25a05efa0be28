import {
  CAIR_PRESUMED_SHARE,
  CAIR_THRESHOLD,
  type IncomeTaxIndicatorRecord,
  LEGAL_PERSON_RATE,
  NATURAL_PERSON_SCALE,
} from "api/contract";
import { formatPAB } from "shared-ui";

// What the income-tax indicator of the fiscal tab is, said under it (api/docs/finance-reports.md,
// "Income-tax indicator"): which rule, why that taxpayer, and that it is an estimate.

const [, lower, upper] = NATURAL_PERSON_SCALE;

const scale =
  lower && upper
    ? `0 % hasta ${formatPAB(lower.from)}; ${lower.rate} % entre ${formatPAB(lower.from)} y ${formatPAB(upper.from)}; ${upper.rate} % sobre el excedente`
    : "";

/** The sentences under the indicator, in order. */
export function incomeTaxNotes(tax: IncomeTaxIndicatorRecord): string[] {
  const who =
    tax.taxpayer === "natural_person"
      ? `Persona natural según el RUC de la empresa: tarifa del Art. 700 del Código Fiscal (${scale}).`
      : `${tax.taxpayerAssumed ? "La empresa no tiene un RUC configurado: se calcula como persona jurídica" : "Persona jurídica según el RUC de la empresa"}: ${LEGAL_PERSON_RATE} % de la utilidad neta (Art. 699 del Código Fiscal); con ingresos gravables de más de ${formatPAB(CAIR_THRESHOLD)}, el mayor entre eso y el ${LEGAL_PERSON_RATE} % del ${CAIR_PRESUMED_SHARE} % de los ingresos (CAIR).`;
  const estimate = tax.fullYear
    ? "Indicador estimado sobre la utilidad contable del año, sin ITBMS; la declaración de renta parte de la renta neta gravable (sin ingresos exentos ni gastos no deducibles)."
    : "Indicador estimado: aplica la regla anual a las cifras de este período, sin ITBMS; no es el impuesto a declarar ni a pagar.";
  return [who, estimate];
}
