import { Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { styles } from "../theme";

export type ReportRow = {
  label: string;
  /** A decimal string ('1234.50'), printed in the report's currency. */
  amount: string;
  /** A code printed before the label: a DGI form's box number ('1', '12a'), a statement's account ('1.1.02'). */
  code?: string;
  /** 'total': bold under a rule; 'grand': the report's result, bold on a band. */
  emphasis?: "total" | "grand";
  /** A detail under the section's heading (an account of a statement). */
  indent?: boolean;
};

export type ReportSection = {
  title: string;
  rows: readonly ReportRow[];
  /** Printed when `rows` is empty. */
  emptyText?: string;
};

function rowStyle(row: ReportRow): Style[] {
  const style: Style[] = [styles.boxRow];
  if (row.emphasis === "total") style.push(styles.boxTotal);
  if (row.emphasis === "grand") style.push(styles.boxGrand);
  return style;
}

/** Sections of label + amount rows ('boxes'): the financial statements and the DGI's forms. */
export function SectionBoxes({
  sections,
  amount,
}: {
  sections: readonly ReportSection[];
  amount: (raw: string) => string;
}) {
  const hasCodes = sections.some((section) => section.rows.some((row) => row.code));
  return (
    <View>
      {sections.map((section) => (
        <View key={section.title} style={styles.block} wrap={false}>
          <Text style={styles.sectionBand}>{section.title}</Text>
          {section.rows.length === 0 && section.emptyText ? (
            <View style={styles.boxRow}>
              <Text style={styles.muted}>{section.emptyText}</Text>
            </View>
          ) : null}
          {section.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are printed once, in their order; labels may repeat.
            <View key={index} style={rowStyle(row)}>
              {hasCodes && (
                <Text style={row.code ? styles.boxCode : [styles.boxCode, { borderWidth: 0 }]}>{row.code ?? ""}</Text>
              )}
              <Text style={{ flex: 1, paddingLeft: row.indent ? 10 : 0 }}>{row.label}</Text>
              <Text style={{ width: 120, textAlign: "right" }}>{amount(row.amount)}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}
