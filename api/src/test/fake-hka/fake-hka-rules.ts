import {
  type Contract,
  contractGroup as group,
  contractList as list,
  contractText as text,
} from "./fake-hka-contracts";

// What the fake HKA checks in a `documento` (tests only, src/test/fake-hka/fake-hka.md): the required fields
// of felwiki.thefactoryhka.com.pa/enviar, the receiver's rules, and the arithmetic. A refusal is
// worded as HKA words its own ("El campo X debe ser informado", "En la ocurrencia [n] de Item, El
// campo X es inválido.").

/** A decimal in millionths; null when it is not one. */
function micros(value: string | null): bigint | null {
  if (value === null || !/^\d{1,11}(\.\d{1,6})?$/.test(value)) return null;
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
}

const CENT = 10_000n;
const HALF_CENT = 5_000n;
const abs = (value: bigint) => (value < 0n ? -value : value);
const ratesPercent: Record<string, bigint> = { "00": 0n, "01": 7n, "02": 10n, "03": 15n };

const missing = (field: string) => `El campo ${field} debe ser informado`;
const invalid = (field: string) => `El campo ${field} es inválido.`;
const forbidden = (field: string) => `El campo ${field} no debe ser informado`;
const inItem = (index: number, message: string) => `En la ocurrencia [${index}] de Item, ${message}`;

function checkItem(item: Contract, index: number): string | null {
  for (const field of [
    "descripcion",
    "cantidad",
    "precioUnitario",
    "precioItem",
    "valorTotal",
    "tasaITBMS",
    "valorITBMS",
  ]) {
    if (!text(item, field)) return inItem(index, missing(field));
  }
  const amount = (field: string) => micros(text(item, field));
  const [quantity, price, subtotal, total, itbms] = [
    amount("cantidad"),
    amount("precioUnitario"),
    amount("precioItem"),
    amount("valorTotal"),
    amount("valorITBMS"),
  ];
  const discount = micros(text(item, "precioUnitarioDescuento") ?? "0");
  const rate = ratesPercent[text(item, "tasaITBMS") ?? ""];
  if (rate === undefined) return inItem(index, invalid("tasaITBMS"));
  if (quantity === null || quantity === 0n) return inItem(index, invalid("cantidad"));
  if (price === null) return inItem(index, invalid("precioUnitario"));
  if (discount === null || (discount > 0n && discount >= price))
    return inItem(index, invalid("precioUnitarioDescuento"));
  if (subtotal === null || total === null || itbms === null) return inItem(index, invalid("precioItem"));
  // precioItem = cantidad × (precioUnitario − precioUnitarioDescuento), to the half cent the line rounds off.
  if (abs((quantity * (price - discount)) / 1_000_000n - subtotal) > HALF_CENT)
    return inItem(index, invalid("precioItem"));
  if (abs((subtotal * rate) / 100n - itbms) > HALF_CENT) return inItem(index, invalid("valorITBMS"));
  if (total !== subtotal + itbms) return inItem(index, invalid("valorTotal"));
  return null;
}

function checkReceiver(client: Contract | undefined, destination: string | null): string | null {
  const type = text(client, "tipoClienteFE");
  if (!type) return missing("tipoClienteFE");
  if (!["01", "02", "03", "04"].includes(type)) return invalid("tipoClienteFE");
  const country = text(client, "pais");
  if (!country) return missing("pais");
  if ((destination === "1") !== (country === "PA")) return invalid("pais");
  if (type === "04") {
    for (const field of ["tipoContribuyente", "numeroRUC", "digitoVerificadorRUC", "codigoUbicacion"]) {
      if (text(client, field)) return forbidden(field);
    }
    for (const field of ["tipoIdentificacion", "nroIdentificacionExtranjero"])
      if (!text(client, field)) return missing(field);
  }
  if (type === "01" || type === "03") {
    for (const field of ["tipoContribuyente", "numeroRUC", "digitoVerificadorRUC", "razonSocial", "direccion"]) {
      if (!text(client, field)) return missing(field);
    }
    if (!/^\d{2}$/.test(text(client, "digitoVerificadorRUC") ?? "")) return invalid("digitoVerificadorRUC");
  }
  return null;
}

const FECHA_TZ = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;

function checkTransaction(transaction: Contract | undefined): string | null {
  if (!transaction) return missing("datosTransaccion");
  const required = [
    "tipoEmision",
    "tipoDocumento",
    "numeroDocumentoFiscal",
    "puntoFacturacionFiscal",
    "fechaEmision",
    "naturalezaOperacion",
    "tipoOperacion",
    "destinoOperacion",
    "formatoCAFE",
    "entregaCAFE",
    "envioContenedor",
    "procesoGeneracion",
  ];
  for (const field of required) if (!text(transaction, field)) return missing(field);
  const emission = text(transaction, "tipoEmision") ?? "";
  if (!["01", "02", "03", "04"].includes(emission)) return invalid("tipoEmision");
  if (emission === "02" || emission === "04") {
    if (!FECHA_TZ.test(text(transaction, "fechaInicioContingencia") ?? "")) return missing("fechaInicioContingencia");
    const reason = text(transaction, "motivoContingencia") ?? "";
    if (reason.length < 15 || reason.length > 250) return invalid("motivoContingencia");
  }
  const documentType = text(transaction, "tipoDocumento") ?? "";
  if (!/^(0[1-9]|10)$/.test(documentType)) return invalid("tipoDocumento");
  if (
    !/^\d{1,10}$/.test(text(transaction, "numeroDocumentoFiscal") ?? "") ||
    /^0+$/.test(text(transaction, "numeroDocumentoFiscal") ?? "")
  ) {
    return invalid("numeroDocumentoFiscal");
  }
  if (
    !/^\d{1,3}$/.test(text(transaction, "puntoFacturacionFiscal") ?? "") ||
    /^0+$/.test(text(transaction, "puntoFacturacionFiscal") ?? "")
  ) {
    return invalid("puntoFacturacionFiscal");
  }
  if (!FECHA_TZ.test(text(transaction, "fechaEmision") ?? "")) return invalid("fechaEmision");
  const destination = text(transaction, "destinoOperacion");
  const receiverProblem = checkReceiver(group(transaction, "cliente"), destination);
  if (receiverProblem) return receiverProblem;
  if (destination === "2") {
    const terms = group(transaction, "datosFacturaExportacion");
    for (const field of ["condicionesEntrega", "monedaOperExportacion"]) if (!text(terms, field)) return missing(field);
  }
  if (documentType === "04") {
    const references = list(transaction, "listaDocsFiscalReferenciados");
    if (references.length === 0) return missing("listaDocsFiscalReferenciados");
    for (const reference of references) {
      if ((text(reference, "cufeFEReferenciada") ?? "").length !== 66) return invalid("cufeFEReferenciada");
      if (!FECHA_TZ.test(text(reference, "fechaEmisionDocFiscalReferenciado") ?? "")) {
        return invalid("fechaEmisionDocFiscalReferenciado");
      }
    }
  }
  return null;
}

function checkTotals(totals: Contract | undefined, items: Contract[]): string | null {
  if (!totals) return missing("totalesSubTotales");
  const required = [
    "totalPrecioNeto",
    "totalITBMS",
    "totalMontoGravado",
    "totalFactura",
    "totalValorRecibido",
    "tiempoPago",
    "nroItems",
    "totalTodosItems",
  ];
  for (const field of required) if (!text(totals, field)) return missing(field);
  const sum = (field: string, from: Contract[]) =>
    from.reduce((total, entry) => total + (micros(text(entry, field)) ?? 0n), 0n);
  const rounded = (value: bigint) => ((value + HALF_CENT) / CENT) * CENT;
  const equal = (field: string, expected: bigint) => micros(text(totals, field)) === rounded(expected);
  if (!equal("totalPrecioNeto", sum("precioItem", items))) return invalid("totalPrecioNeto");
  if (!equal("totalITBMS", sum("valorITBMS", items))) return invalid("totalITBMS");
  if (!equal("totalMontoGravado", sum("valorITBMS", items))) return invalid("totalMontoGravado");
  if (!equal("totalTodosItems", sum("valorTotal", items))) return invalid("totalTodosItems");
  if (text(totals, "totalFactura") !== text(totals, "totalTodosItems")) return invalid("totalFactura");
  if (text(totals, "nroItems") !== String(items.length)) return invalid("nroItems");
  const payments = list(totals, "listaFormaPago");
  if (payments.length === 0) return missing("listaFormaPago");
  for (const payment of payments) {
    const method = text(payment, "formaPagoFact") ?? "";
    if (!/^(0[1-9]|99)$/.test(method)) return invalid("formaPagoFact");
    if (method === "99" && (text(payment, "descFormaPago") ?? "").length < 10) return missing("descFormaPago");
  }
  if (micros(text(totals, "totalValorRecibido")) !== sum("valorCuotaPagada", payments))
    return invalid("totalValorRecibido");
  const timing = text(totals, "tiempoPago");
  if (!["1", "2", "3"].includes(timing ?? "")) return invalid("tiempoPago");
  const instalments = list(totals, "listaPagoPlazo");
  if (timing === "2" && instalments.length === 0) return missing("listaPagoPlazo");
  for (const instalment of instalments) {
    if (!FECHA_TZ.test(text(instalment, "fechaVenceCuota") ?? "")) return invalid("fechaVenceCuota");
  }
  return null;
}

/** The first problem of a `documento`, as HKA says it; null when the fake would authorise it. */
export function documentoProblem(documento: Contract): string | null {
  if (!text(documento, "codigoSucursalEmisor")) return missing("codigoSucursalEmisor");
  const transactionProblem = checkTransaction(group(documento, "datosTransaccion"));
  if (transactionProblem) return transactionProblem;
  const items = list(documento, "listaItems");
  if (items.length === 0) return missing("listaItems");
  for (const [index, item] of items.entries()) {
    const problem = checkItem(item, index + 1);
    if (problem) return problem;
  }
  return checkTotals(group(documento, "totalesSubTotales"), items);
}
