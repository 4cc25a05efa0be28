import type { FeItemAmounts, FeTotals } from "./amounts";
import { fechaTZOfDate } from "./dates";
import type { FeDocument, FeItem } from "./document";
import { leaf, type XmlNode } from "./xml-node";

// The rFE's lines (gItem) and totals (gTot), from the product's lines through amounts.ts.

/** dDescProd holds 500 characters; a longer description keeps its whole text in the item's dInfEmFE. */
const DESCRIPTION_MAX = 500;

function description(parent: XmlNode, item: FeItem): void {
  const text = item.description.trim();
  if (text.length <= DESCRIPTION_MAX) {
    leaf(parent, "dDescProd", text);
    return;
  }
  leaf(parent, "dDescProd", `${text.slice(0, DESCRIPTION_MAX - 1)}…`);
}

export function itemGroups(root: XmlNode, doc: FeDocument, items: readonly FeItemAmounts[]): void {
  doc.items.forEach((item, index) => {
    const amounts = items[index];
    if (!amounts) return;
    const group = root.ele("gItem");
    leaf(group, "dSecItem", index + 1);
    description(group, item);
    leaf(group, "dCantCodInt", amounts.quantity);
    if (item.description.trim().length > DESCRIPTION_MAX) leaf(group, "dInfEmFE", item.description.trim());
    const prices = group.ele("gPrecios");
    leaf(prices, "dPrUnit", amounts.unitPrice);
    if (amounts.unitDiscount) leaf(prices, "dPrUnitDesc", amounts.unitDiscount);
    leaf(prices, "dPrItem", amounts.price);
    leaf(prices, "dValTotItem", amounts.total);
    const itbms = group.ele("gITBMSItem");
    leaf(itbms, "dTasaITBMS", amounts.rateCode);
    leaf(itbms, "dValITBMS", amounts.itbms);
  });
}

/**
 * gTot. iPzPag is 2 (credit term) with a due date, and gPagPlazo then states it; otherwise 1
 * (immediate). One gFormaPago row carries the whole total. No dTotDesc or gDescBonif: the
 * discounts are already inside each line's dPrItem.
 */
export function totalsGroup(root: XmlNode, doc: FeDocument, totals: FeTotals): void {
  const group = root.ele("gTot");
  leaf(group, "dTotNeto", totals.net);
  leaf(group, "dTotITBMS", totals.itbms);
  leaf(group, "dTotGravado", totals.taxes);
  leaf(group, "dVTot", totals.total);
  leaf(group, "dTotRec", totals.received);
  leaf(group, "iPzPag", doc.dueDate ? 2 : 1);
  leaf(group, "dNroItems", totals.itemCount);
  leaf(group, "dVTotItems", totals.itemsTotal);
  const payment = group.ele("gFormaPago");
  leaf(payment, "iFormaPago", doc.paymentMethod);
  leaf(payment, "dVlrCuota", totals.received);
  if (doc.dueDate) {
    const term = group.ele("gPagPlazo");
    leaf(term, "dSecItem", 1);
    leaf(term, "dFecItPlazo", fechaTZOfDate(doc.dueDate));
    leaf(term, "dValItPlazo", totals.total);
  }
}
