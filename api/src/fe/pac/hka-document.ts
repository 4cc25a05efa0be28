import { canonicalDecimal, computeLine } from "../../contract/documents/document-lines";
import { noonInPanama, PANAMA_OFFSET_MS } from "../../contract/values/dates";
import { fromCents, toCents } from "../../contract/values/money";
import type { ItbmsRate } from "../../contract/values/statuses";
import type { FeDocument, FeItem, FeReceiver } from "../document";

// The product's document as The Factory HKA's `documento` (Enviar, felwiki.thefactoryhka.com.pa/enviar;
// the table in api/docs/electronic-invoicing-pac.md). Each field stands for one rFE field; HKA builds
// the rFE, signs it and computes the CUFE itself. HKA's service is WCF: it reads the elements in the
// order of its contract and ignores one out of place, so the order here is the documented order, and
// an empty optional field is left out, as HKA asks ("no informar o no dejar sin valor esos campos").

export type HkaValue = string | HkaFields;
export type HkaFields = Array<readonly [string, HkaValue]>;

type MaybeField = readonly [string, HkaValue | null | undefined];

/** The fields that have a value, in the order given: null, '' and an empty group are left out. */
export function fields(...entries: MaybeField[]): HkaFields {
  return entries.filter((entry): entry is readonly [string, HkaValue] => {
    const value = entry[1];
    return value !== null && value !== undefined && value.length > 0;
  });
}

/** dTasaITBMS: the product's rate in percent -> the DGI's code. */
export const hkaItbmsRates: Record<ItbmsRate, string> = { "0": "00", "7": "01", "10": "02", "15": "03" };

/**
 * What the product does not ask per document, the same on every one: a letter-size CAFE sent
 * electronically (iFormCAFE 3, iEntCAFE 3), the container sent as usual (dEnvFE 1), made by the
 * taxpayer's own system (iProGen 1), an outgoing sale (iTipoOp 1).
 */
const fixed = { formatoCAFE: "3", entregaCAFE: "3", envioContenedor: "1", procesoGeneracion: "1", tipoOperacion: "1" };

/**
 * gFExp of an export invoice (iDoc 03), which the document model does not carry yet: services
 * delivered where the seller is (EXW) and billed in dollars. HKA's own export example sends these.
 */
const exportTerms = { condicionesEntrega: "EXW", monedaOperExportacion: "USD" };

/** A foreigner's id (gIdExt) as HKA's "99 Otro": the model keeps a passport or a tax id alike. */
const FOREIGN_ID_OTHER = "99";

/** 'YYYY-MM-DDThh:mm:ss-05:00', the DGI's fechaTZ: Panama's wall clock with its offset, no milliseconds. */
export function panamaDateTime(instant: Date): string {
  return `${new Date(instant.getTime() + PANAMA_OFFSET_MS).toISOString().slice(0, 19)}-05:00`;
}

/** dPrUnitDesc: the discount of one unit in balboas (price × percent / 100), half up to 6 decimals. */
function unitDiscount(unitPrice: string, discountPercent: string): string | null {
  // Price to 4 places × percent to 2 places = 6 places; / 100 gives 8, rounded to 6.
  const price = BigInt(canonicalDecimal(unitPrice, 4).replace(".", ""));
  const percent = BigInt(canonicalDecimal(discountPercent, 2).replace(".", ""));
  const micro = (price * percent + 50n) / 100n;
  if (micro === 0n) return null;
  const text = `${micro / 1_000_000n}.${String(micro % 1_000_000n).padStart(6, "0")}`;
  return canonicalDecimal(text, 2);
}

type LineAmounts = { item: FeItem; subtotal: string; itbmsAmount: string; total: string };

function itemFields({ item, subtotal, itbmsAmount, total }: LineAmounts): HkaFields {
  return fields(
    ["descripcion", item.description],
    ["cantidad", canonicalDecimal(item.quantity, 2)],
    ["precioUnitario", canonicalDecimal(item.unitPrice, 2)],
    ["precioUnitarioDescuento", unitDiscount(item.unitPrice, item.discountPercent)],
    ["precioItem", subtotal],
    ["valorTotal", total],
    ["tasaITBMS", hkaItbmsRates[item.itbmsRate]],
    ["valorITBMS", itbmsAmount],
  );
}

function receiverFields(receiver: FeReceiver): HkaFields {
  // HKA refuses a foreigner's RUC, its type and a Panamanian location ("no debe ser informado").
  const foreigner = receiver.type === "04";
  return fields(
    ["tipoClienteFE", receiver.type],
    ["tipoContribuyente", foreigner ? null : receiver.ruc && String(receiver.ruc.type)],
    ["numeroRUC", foreigner ? null : receiver.ruc?.ruc],
    ["digitoVerificadorRUC", foreigner ? null : receiver.ruc?.dv],
    ["razonSocial", receiver.name],
    ["direccion", receiver.address],
    ["codigoUbicacion", foreigner ? null : receiver.location?.code],
    ["provincia", foreigner ? null : receiver.location?.province],
    ["distrito", foreigner ? null : receiver.location?.district],
    ["corregimiento", foreigner ? null : receiver.location?.corregimiento],
    ["tipoIdentificacion", foreigner && receiver.foreignId ? FOREIGN_ID_OTHER : null],
    ["nroIdentificacionExtranjero", foreigner ? receiver.foreignId : null],
    ["telefono1", receiver.phone],
    ["correoElectronico1", receiver.email],
    ["pais", receiver.countryCode],
  );
}

const sumCents = (amounts: string[]) => fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));

/** HKA's `documento` for Enviar: the document's fields in HKA's order, amounts by the product's rules. */
export function hkaDocumento(document: FeDocument): HkaFields {
  const lines = document.items.map((item) => ({ item, ...computeLine({ ...item }) }));
  const net = sumCents(lines.map((line) => line.subtotal));
  const itbms = sumCents(lines.map((line) => line.itbmsAmount));
  const total = sumCents(lines.map((line) => line.total));
  const exporting = document.documentType === "03";
  const reference = document.reference;

  const transaction = fields(
    ["tipoEmision", document.emissionType],
    ["fechaInicioContingencia", document.contingency && panamaDateTime(document.contingency.startedAt)],
    ["motivoContingencia", document.contingency?.reason],
    ["tipoDocumento", document.documentType],
    ["numeroDocumentoFiscal", document.number],
    ["puntoFacturacionFiscal", document.billingPoint],
    ["fechaEmision", panamaDateTime(document.issuedAt)],
    ["naturalezaOperacion", exporting ? "02" : "01"],
    ["tipoOperacion", fixed.tipoOperacion],
    ["destinoOperacion", exporting ? "2" : "1"],
    ["formatoCAFE", fixed.formatoCAFE],
    ["entregaCAFE", fixed.entregaCAFE],
    ["envioContenedor", fixed.envioContenedor],
    ["procesoGeneracion", fixed.procesoGeneracion],
    // A credit note is not a sale: HKA's example sends no tipoVenta for it.
    ["tipoVenta", document.documentType === "04" ? null : "1"],
    ["informacionInteres", document.notes],
    ["cliente", receiverFields(document.receiver)],
    ["datosFacturaExportacion", exporting ? fields(...Object.entries(exportTerms)) : null],
    [
      "listaDocsFiscalReferenciados",
      reference &&
        fields([
          "docFiscalReferenciado",
          fields(
            ["fechaEmisionDocFiscalReferenciado", panamaDateTime(reference.issuedAt)],
            ["cufeFEReferenciada", reference.cufe],
          ),
        ]),
    ],
  );

  const payment = fields(
    ["formaPagoFact", document.paymentMethod],
    ["descFormaPago", document.paymentMethod === "99" ? "Otra forma de pago acordada con el cliente" : null],
    ["valorCuotaPagada", total],
  );
  const dueDate = document.dueDate;
  const totals = fields(
    ["totalPrecioNeto", net],
    ["totalITBMS", itbms],
    // dTotGravado is the sum of the taxes (ITBMS, ISC, OTI), not the taxable base.
    ["totalMontoGravado", itbms],
    ["totalFactura", total],
    ["totalValorRecibido", total],
    ["tiempoPago", dueDate ? "2" : "1"],
    ["nroItems", String(lines.length)],
    ["totalTodosItems", total],
    ["listaFormaPago", fields(["formaPago", payment])],
    [
      "listaPagoPlazo",
      dueDate &&
        fields([
          "pagoPlazo",
          fields(["fechaVenceCuota", panamaDateTime(noonInPanama(dueDate))], ["valorCuota", total]),
        ]),
    ],
  );

  return fields(
    ["codigoSucursalEmisor", document.issuer.branchCode],
    ["datosTransaccion", transaction],
    ["listaItems", lines.map((line) => ["item", itemFields(line)] as const)],
    ["totalesSubTotales", totals],
  );
}
