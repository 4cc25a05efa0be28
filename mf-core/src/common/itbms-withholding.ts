import { itbmsWithholdingLabels, itbmsWithholdingPercents } from "api/contract";

/** 'Retención de ITBMS' of a client and of an invoice: Sin retención, 50 %, 100 %. */
export const withholdingOptions = itbmsWithholdingPercents.map((percent) => ({
  value: percent,
  label: itbmsWithholdingLabels[percent],
}));
