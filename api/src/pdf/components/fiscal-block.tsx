import { Image, Text, View } from "@react-pdf/renderer";
import { colors, styles } from "../theme";

// What makes an invoice's PDF the CAFE (Comprobante Auxiliar de Factura Electrónica): the fiscal
// number, the CUFE, the authorisation protocol and date, and the QR the DGI's consultation reads
// (api/docs/electronic-invoicing.md, "The CAFE"). Until the DGI authorises it, a visible mark says so.

/** An invoice's electronic document as its PDF prints it. */
export type PdfFiscalDocument = {
  status: "signed" | "authorised" | "rejected" | "annulled";
  fiscalNumber: string;
  cufe: string;
  protocol: string | null;
  /** The authorisation's date and time, already written for Panama. */
  authorisedOn: string | null;
  /** The QR as a PNG, drawn from the content the PAC answered (the DGI's consultation URL). */
  qrImage: { data: Buffer; format: "png" } | null;
};

export const UNAUTHORISED_MARK = "Documento no autorizado por la DGI";
export const ANNULLED_MARK = "Documento anulado";
export const DGI_CONSULTATION = "https://dgi-fep.mef.gob.pa/Consultas/FacturasPorCUFE";

const markStyle = {
  borderWidth: 1.5,
  borderColor: "#b91c1c",
  color: "#b91c1c",
  fontWeight: 700,
  fontSize: 11,
  textAlign: "center" as const,
  padding: 6,
  marginBottom: 12,
};

/** Printed above the client: nothing for an authorised document, a red mark otherwise. */
export function FiscalMark({ fiscal }: { fiscal: PdfFiscalDocument | null }) {
  if (fiscal?.status === "authorised") return null;
  return <Text style={markStyle}>{fiscal?.status === "annulled" ? ANNULLED_MARK : UNAUTHORISED_MARK}</Text>;
}

/** The CAFE's block: fiscal number, CUFE, protocol, date and QR, once there is a fiscal document. */
export function FiscalBlock({ fiscal }: { fiscal: PdfFiscalDocument | null }) {
  if (!fiscal) return null;
  return (
    <View
      style={{ flexDirection: "row", borderWidth: 0.5, borderColor: colors.rule, padding: 8, marginBottom: 12 }}
      wrap={false}
    >
      {fiscal.qrImage && <Image style={{ width: 84, height: 84, marginRight: 10 }} src={fiscal.qrImage} />}
      <View style={{ flex: 1 }}>
        <Text style={styles.sectionLabel}>Comprobante Auxiliar de Factura Electrónica (CAFE)</Text>
        <Text>Número fiscal: {fiscal.fiscalNumber}</Text>
        <Text>CUFE: {fiscal.cufe}</Text>
        {fiscal.protocol && <Text>Protocolo de autorización: {fiscal.protocol}</Text>}
        {fiscal.authorisedOn && <Text>Fecha de autorización: {fiscal.authorisedOn}</Text>}
        <Text style={[styles.muted, styles.small]}>Consulte este documento en {DGI_CONSULTATION}</Text>
      </View>
    </View>
  );
}
