import { canonicalDecimal, computeLine } from "../contract/documents/document-lines";
import { fromCents, toCents } from "../contract/values/money";
import type { ItbmsRate } from "../contract/values/statuses";
import type { FeItem } from "./document";

// The DGI's amounts (gPrecios, gITBMSItem, gTot) from the product's lines. Each line's money is
// the product's own (computeLine: rounded to the cent line by line), so the rFE's totals equal
// the invoice's to the cent, which the ledger and the receivable already use
// (api/docs/electronic-invoicing.md, "The rFE document"). Exact integers throughout, never floats.

/** dTasaITBMS: 00 exempt, 01 7 %, 02 10 % (alcohol), 03 15 % (tobacco). */
export const ITBMS_RATE_CODES: Record<ItbmsRate, "00" | "01" | "02" | "03"> = {
  "0": "00",
  "7": "01",
  "10": "02",
  "15": "03",
};

export type FeItemAmounts = {
  /** dCantCodInt */
  quantity: string;
  /** dPrUnit: the unit price before the discount. */
  unitPrice: string;
  /** dPrUnitDesc: the discount on one unit, rounded to 6 decimals; null without a discount. */
  unitDiscount: string | null;
  /** dPrItem: the line's subtotal after the discount, before tax (computeLine). */
  price: string;
  /** dTasaITBMS */
  rateCode: (typeof ITBMS_RATE_CODES)[ItbmsRate];
  /** dValITBMS */
  itbms: string;
  /** dValTotItem = dPrItem + dValITBMS (no freight, insurance, ISC or other taxes). */
  total: string;
};

export type FeTotals = {
  /** dTotNeto = Σ dPrItem */
  net: string;
  /** dTotITBMS = Σ dValITBMS */
  itbms: string;
  /** dTotGravado = Σ taxes (ITBMS only here), not the taxable base. */
  taxes: string;
  /** dVTotItems = Σ dValTotItem */
  itemsTotal: string;
  /** dVTot = dVTotItems − dTotDesc; the discounts are in the lines, so there is no dTotDesc. */
  total: string;
  /** dTotRec = Σ dVlrCuota: one payment row of the whole total. */
  received: string;
  /** dNroItems */
  itemCount: number;
};

const UNIT_DISCOUNT_PLACES = 6;

/** "12.5" -> 125n at 1 place. */
function decimal(text: string): { value: bigint; places: number } {
  const canonical = canonicalDecimal(text);
  const [whole = "0", fraction = ""] = canonical.split(".");
  return { value: BigInt(whole + fraction), places: fraction.length };
}

/** value × 10^-places, written with 2 to 6 decimals (montoTipo06). */
function amount6(value: bigint, places: number): string {
  const padded = value.toString().padStart(places + 1, "0");
  const text = places > 0 ? `${padded.slice(0, -places)}.${padded.slice(-places)}` : padded;
  return canonicalDecimal(text, 2);
}

/** The discount on one unit: price × percent / 100, rounded half up to 6 decimals. */
export function unitDiscount(unitPrice: string, discountPercent: string): string | null {
  const price = decimal(unitPrice);
  const percent = decimal(discountPercent);
  if (percent.value === 0n) return null;
  const places = price.places + percent.places + 2; // ÷ 100
  const exact = price.value * percent.value;
  if (places <= UNIT_DISCOUNT_PLACES) return amount6(exact, places);
  const divisor = 10n ** BigInt(places - UNIT_DISCOUNT_PLACES);
  return amount6((exact + divisor / 2n) / divisor, UNIT_DISCOUNT_PLACES);
}

export function computeItemAmounts(item: FeItem): FeItemAmounts {
  const line = computeLine(item);
  return {
    quantity: canonicalDecimal(item.quantity, 2),
    unitPrice: canonicalDecimal(item.unitPrice, 2),
    unitDiscount: unitDiscount(item.unitPrice, item.discountPercent),
    price: line.subtotal,
    rateCode: ITBMS_RATE_CODES[item.itbmsRate],
    itbms: line.itbmsAmount,
    total: line.total,
  };
}

export function computeFeAmounts(items: readonly FeItem[]): { items: FeItemAmounts[]; totals: FeTotals } {
  const amounts = items.map(computeItemAmounts);
  const sum = (pick: (item: FeItemAmounts) => string) =>
    fromCents(amounts.reduce((total, item) => total + toCents(pick(item)), 0n));
  const itemsTotal = sum((item) => item.total);
  const itbms = sum((item) => item.itbms);
  return {
    items: amounts,
    totals: {
      net: sum((item) => item.price),
      itbms,
      taxes: itbms,
      itemsTotal,
      total: itemsTotal,
      received: itemsTotal,
      itemCount: amounts.length,
    },
  };
}
