import { type DocumentProps, Text, View } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { panamaDateOf } from "../contract/values/dates";
import type { Currency } from "../contract/values/statuses";
import type { MetaLine } from "./components/layout";
import { PdfPage } from "./components/layout";
import { type ReportSection, SectionBoxes } from "./components/sections";
import { pdfDate, pdfMoney } from "./format";
import type { PdfIssuer } from "./issuer";
import { styles } from "./theme";

export type { ReportRow, ReportSection } from "./components/sections";

/**
 * A report of labelled amounts in sections: a financial statement, or a DGI form's boxes
 * (Formulario 430). Everything but the issuer is the report's own.
 */
export type SectionsReport = {
  /** The big title: 'BALANCE GENERAL', 'FORMULARIO 430'. */
  title: string;
  /** The PDF's own title, for viewers: 'Balance General 2026-11'. */
  documentTitle: string;
  /** Lines under the title: [['Período', 'Noviembre 2026'], ['Del', '01/11/2026 al 30/11/2026']]. */
  meta: readonly MetaLine[];
  /** The rows' amounts are decimal strings in this currency (default balboas). */
  currency?: Currency;
  sections: readonly ReportSection[];
  /** Small print after the sections: how a figure is computed, a legal note. */
  notes?: readonly string[];
};

export function SectionsReportDocument({
  issuer,
  report,
  generatedOn,
}: {
  issuer: PdfIssuer;
  report: SectionsReport;
  generatedOn: string;
}) {
  return (
    <PdfPage
      issuer={issuer}
      title={report.title}
      meta={report.meta}
      documentTitle={report.documentTitle}
      generatedOn={generatedOn}
    >
      <SectionBoxes sections={report.sections} amount={(raw) => pdfMoney(raw, report.currency)} />
      {report.notes?.map((note) => (
        <View key={note} style={{ marginTop: 4 }}>
          <Text style={[styles.muted, styles.small]}>{note}</Text>
        </View>
      ))}
    </PdfPage>
  );
}

/** The report as a PDF document; `now` dates the footer ('Generado el …', Panama's calendar). */
export function sectionsReportDocument(
  issuer: PdfIssuer,
  report: SectionsReport,
  now = new Date(),
): ReactElement<DocumentProps> {
  return <SectionsReportDocument issuer={issuer} report={report} generatedOn={pdfDate(panamaDateOf(now))} />;
}
