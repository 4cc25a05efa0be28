import type { XmlNode } from "./fake-hka-xml";

// HKA's data contracts as the fake reads them (tests only, src/test/fake-hka/fake-hka.md): members in the
// documented order (felwiki.thefactoryhka.com.pa/enviar, its examples and HKA's Postman collection),
// read as WCF's DataContractSerializer does, which ignores a member out of place or unknown.

/** A contract's members, written as one line of names. */
const members = (names: string) => names.split(" ");

/** Each contract's members in the service's order. WCF ignores a member out of place or unknown. */
const contracts: Record<string, string[]> = {
  documento: members("codigoSucursalEmisor tipoSucursal datosTransaccion listaItems totalesSubTotales usoPosterior"),
  datosTransaccion: members(
    "tipoEmision fechaInicioContingencia motivoContingencia tipoDocumento " +
      "numeroDocumentoFiscal puntoFacturacionFiscal fechaEmision fechaSalida " +
      "naturalezaOperacion tipoOperacion destinoOperacion formatoCAFE entregaCAFE " +
      "envioContenedor procesoGeneracion tipoVenta informacionInteres cliente " +
      "datosFacturaExportacion listaDocsFiscalReferenciados listaAutorizadosDescargaFEyEventos",
  ),
  cliente: members(
    "tipoClienteFE tipoContribuyente numeroRUC digitoVerificadorRUC razonSocial direccion " +
      "codigoUbicacion provincia distrito corregimiento tipoIdentificacion " +
      "nroIdentificacionExtranjero paisExtranjero telefono1 telefono2 telefono3 " +
      "correoElectronico1 correoElectronico2 correoElectronico3 pais paisOtro",
  ),
  datosFacturaExportacion: members(
    "condicionesEntrega monedaOperExportacion monedaOperExportacionNonDef tipoDeCambio " +
      "montoMonedaExtranjera puertoEmbarque",
  ),
  docFiscalReferenciado: members(
    "fechaEmisionDocFiscalReferenciado cufeFEReferenciada nroFacturaPapel nroFacturaImpFiscal",
  ),
  item: members(
    "descripcion codigo unidadMedida cantidad fechaFabricacion fechaCaducidad codigoCPBSAbrev " +
      "codigoCPBS unidadMedidaCPBS infoItem precioUnitario precioUnitarioDescuento precioItem " +
      "precioAcarreo precioSeguro valorTotal codigoGTIN cantGTINCom codigoGTINInv " +
      "cantGTINComInv tasaITBMS valorITBMS tasaISC valorISC listaItemOTI",
  ),
  totalesSubTotales: members(
    "totalPrecioNeto totalITBMS totalISC totalMontoGravado totalDescuento totalAcarreoCobrado " +
      "valorSeguroCobrado totalOtrosGastos totalFactura totalValorRecibido vuelto tiempoPago " +
      "nroItems totalTodosItems listaDescBonificacion listaFormaPago retencion listaPagoPlazo " +
      "listaTotalOTI",
  ),
  formaPago: members("formaPagoFact descFormaPago valorCuotaPagada"),
  pagoPlazo: members("fechaVenceCuota valorCuota infoPagoCuota"),
  // The query contracts are in alphabetical order, WCF's default.
  datosDocumento: members(
    "codigoSucursalEmisor numeroDocumentoFiscal puntoFacturacionFiscal serialDispositivo " +
      "tipoDocumento tipoEmision",
  ),
};

/** A list's element name: listaItems holds item… */
const lists: Record<string, string> = {
  listaItems: "item",
  listaFormaPago: "formaPago",
  listaPagoPlazo: "pagoPlazo",
  listaDocsFiscalReferenciados: "docFiscalReferenciado",
};

/** Each method's parameters, in the order of its operation. */
export const methodParams: Record<string, string[]> = {
  Enviar: ["tokenEmpresa", "tokenPassword", "documento"],
  EstadoDocumento: ["tokenEmpresa", "tokenPassword", "datosDocumento"],
  AnulacionDocumento: ["tokenEmpresa", "tokenPassword", "motivoAnulacion", "datosDocumento"],
  DescargaXML: ["tokenEmpresa", "tokenPassword", "datosDocumento"],
  DescargaPDF: ["tokenEmpresa", "tokenPassword", "datosDocumento"],
  FoliosRestantes: ["tokenEmpresa", "tokenPassword"],
};

export type Contract = { [name: string]: string | Contract | Contract[] };

/**
 * A data contract as WCF reads it: members in `namespace` and in order, the rest ignored (and
 * listed in `ignored`, so a test can say why a field "was not informed").
 */
export function readContract(node: XmlNode, namespace: string, ignored: string[], path = node.name): Contract {
  const order = contracts[node.name];
  const read: Contract = {};
  let last = -1;
  for (const child of node.children) {
    const where = `${path}/${child.name}`;
    if (child.ns !== namespace) {
      ignored.push(`${where}: espacio de nombres ${child.ns ?? "ninguno"}`);
      continue;
    }
    const position = order ? order.indexOf(child.name) : last + 1;
    if (position < 0) ignored.push(`${where}: no es un campo del servicio`);
    else if (position <= last) ignored.push(`${where}: fuera de orden`);
    else {
      last = position;
      const element = lists[child.name];
      if (element) {
        read[child.name] = child.children
          .filter((entry) => entry.name === element && entry.ns === namespace)
          .map((entry, index) => readContract(entry, namespace, ignored, `${where}/${element}[${index + 1}]`));
      } else if (child.children.length > 0) read[child.name] = readContract(child, namespace, ignored, where);
      else read[child.name] = child.text;
    }
  }
  return read;
}

export const contractText = (contract: Contract | undefined, name: string) => {
  const value = contract?.[name];
  return typeof value === "string" && value !== "" ? value : null;
};
export const contractGroup = (contract: Contract | undefined, name: string) => {
  const value = contract?.[name];
  return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
};
export const contractList = (contract: Contract | undefined, name: string) => {
  const value = contract?.[name];
  return Array.isArray(value) ? value : [];
};
