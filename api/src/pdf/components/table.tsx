import { Text, View } from "@react-pdf/renderer";
import { colors, styles } from "../theme";

export type PdfColumn<Row> = {
  header: string;
  /** Its share of the width (flex-grow). */
  flex: number;
  align?: "left" | "right" | "center";
  value: (row: Row) => string;
};

/**
 * A table with a header band repeated on every page and rows that never split across pages;
 * every other row lightly shaded.
 */
export function PdfTable<Row>({ columns, rows }: { columns: readonly PdfColumn<Row>[]; rows: readonly Row[] }) {
  return (
    <View style={styles.table}>
      <View style={styles.tableHead} fixed>
        {columns.map((column) => (
          <Text key={column.header} style={[styles.cell, { flex: column.flex, textAlign: column.align ?? "left" }]}>
            {column.header}
          </Text>
        ))}
      </View>
      {rows.map((row, index) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are printed once, in their order.
          key={index}
          style={[styles.tableRow, index % 2 === 1 ? { backgroundColor: colors.zebra } : {}]}
          wrap={false}
        >
          {columns.map((column) => (
            <Text key={column.header} style={[styles.cell, { flex: column.flex, textAlign: column.align ?? "left" }]}>
              {column.value(row)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
