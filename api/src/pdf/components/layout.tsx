import { Document, Image, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { PdfIssuer } from "../issuer";
import { styles } from "../theme";

/** One label and value under the document's title: 'N.º' 'FAC-2026-0010'. */
export type MetaLine = readonly [label: string, value: string];

export type PdfPageProps = {
  issuer: PdfIssuer;
  /** The big title on the right: 'FACTURA', 'BALANCE GENERAL'. */
  title: string;
  meta: readonly MetaLine[];
  /** The file's own title (shown by PDF viewers): 'Factura FAC-2026-0010'. */
  documentTitle: string;
  /** When the file was made, printed in the footer ('Generado el 23/11/2026'). */
  generatedOn: string;
  children: ReactNode;
};

function IssuerBlock({ issuer }: { issuer: PdfIssuer }) {
  return (
    <View style={styles.issuer}>
      {issuer.logo && <Image style={styles.logo} src={issuer.logo} />}
      <View>
        <Text style={styles.issuerName}>{issuer.legalName}</Text>
        {issuer.tradeName && <Text>{issuer.tradeName}</Text>}
        {issuer.taxId && <Text style={{ fontWeight: 600 }}>{issuer.taxId}</Text>}
        {issuer.address && <Text style={styles.muted}>{issuer.address}</Text>}
        {issuer.contact && <Text style={styles.muted}>{issuer.contact}</Text>}
      </View>
    </View>
  );
}

/**
 * The page every PDF is printed on (A4): the company's header (logo, legal and trade name, RUC and
 * DV, address and contact) beside the document's title and meta lines on the first page, and a
 * footer on every page with the company, the generation date and the page number.
 */
export function PdfPage({ issuer, title, meta, documentTitle, generatedOn, children }: PdfPageProps) {
  return (
    <Document
      title={documentTitle}
      author={issuer.legalName}
      creator={issuer.legalName}
      producer={issuer.legalName}
      language="es-PA"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <IssuerBlock issuer={issuer} />
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{title}</Text>
            {meta.map(([label, value]) => (
              <View key={label} style={styles.metaRow}>
                <Text style={styles.metaLabel}>{label}</Text>
                <Text style={styles.metaValue}>{value}</Text>
              </View>
            ))}
          </View>
        </View>
        {children}
        <View style={styles.footer} fixed>
          <Text>
            {[issuer.legalName, issuer.taxId].filter(Boolean).join(" · ")} · Generado el {generatedOn}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
