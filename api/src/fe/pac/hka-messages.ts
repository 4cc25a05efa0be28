// The Factory HKA's return codes in Spanish (api/docs/electronic-invoicing-pac.md, "Códigos de
// HKA"). HKA's own `mensaje` is kept after ours: it names the exact field ("El campo numeroRUC es
// inválido"), and we say which of the product's data that field is.

/** What each known code means for the person issuing. HKA's catalogue itself is not public. */
const codeMeanings: Record<string, string> = {
  "101": "The Factory HKA no reconoce las credenciales (token de empresa o contraseña) de este ambiente",
  "102": "The Factory HKA ya recibió un documento con este número; consulte su estado antes de enviarlo otra vez",
  "103": "The Factory HKA no pudo procesar el documento por un error interno",
  "109": "The Factory HKA rechazó un dato del documento",
  "110": "The Factory HKA rechazó el documento por una regla de validación (montos o totales)",
  "111": "El token de empresa o la contraseña de The Factory HKA no tienen el formato esperado",
  "113": "Venció el plazo para anular el documento (7 días desde su emisión); emita una nota de crédito",
  "201":
    "The Factory HKA no pudo procesar la solicitud (suele ser un campo que no corresponde al tipo de cliente o de documento)",
};

/** The product's name for each HKA field it sends, for a message that names one. */
const fieldLabels: Record<string, string> = {
  codigoSucursalEmisor: "el código de sucursal",
  tipoEmision: "el tipo de emisión",
  fechaInicioContingencia: "el inicio de la contingencia",
  motivoContingencia: "el motivo de la contingencia",
  tipoDocumento: "el tipo de documento",
  numeroDocumentoFiscal: "el número fiscal",
  puntoFacturacionFiscal: "el punto de facturación",
  fechaEmision: "la fecha de emisión",
  informacionInteres: "las notas del documento",
  tipoClienteFE: "el tipo de cliente",
  tipoContribuyente: "el tipo de RUC del cliente (natural o jurídico)",
  numeroRUC: "el RUC del cliente",
  digitoVerificadorRUC: "el DV del RUC del cliente",
  razonSocial: "el nombre del cliente",
  direccion: "la dirección del cliente",
  codigoUbicacion: "la ubicación del cliente (provincia-distrito-corregimiento)",
  nroIdentificacionExtranjero: "la identificación del cliente extranjero",
  telefono1: "el teléfono del cliente",
  correoElectronico1: "el correo del cliente",
  pais: "el país del cliente",
  cufeFEReferenciada: "el CUFE de la factura que corrige la nota de crédito",
  fechaEmisionDocFiscalReferenciado: "la fecha de la factura que corrige la nota de crédito",
  descripcion: "la descripción de una línea",
  cantidad: "la cantidad de una línea",
  precioUnitario: "el precio unitario de una línea",
  precioUnitarioDescuento: "el descuento de una línea",
  precioItem: "el subtotal de una línea",
  valorTotal: "el total de una línea",
  tasaITBMS: "la tasa de ITBMS de una línea",
  valorITBMS: "el ITBMS de una línea",
  totalPrecioNeto: "el subtotal del documento",
  totalITBMS: "el ITBMS del documento",
  totalMontoGravado: "el total de impuestos del documento",
  totalFactura: "el total del documento",
  totalValorRecibido: "el total pagado",
  formaPagoFact: "la forma de pago",
  fechaVenceCuota: "la fecha de vencimiento",
};

/** The first HKA field the message names, by whole word ("El campo numeroRUC es inválido" -> numeroRUC). */
function namedField(message: string): string | null {
  const words = message.split(/[^A-Za-z0-9]+/);
  return words.find((word) => Object.hasOwn(fieldLabels, word)) ?? null;
}

/**
 * A refusal in Spanish: what the code means, which of the document's data HKA names, and HKA's own
 * words. 'rechazó un dato del documento (el RUC del cliente): El campo numeroRUC es inválido'.
 */
export function hkaRefusalMessage(code: string, hkaMessage: string | null): string {
  const meaning = codeMeanings[code] ?? `The Factory HKA rechazó la solicitud (código ${code || "sin código"})`;
  const said = hkaMessage?.trim() ?? "";
  const field = said ? namedField(said) : null;
  const which = field ? ` (${fieldLabels[field]})` : "";
  return said ? `${meaning}${which}: ${said}` : `${meaning}.`;
}
