import { Text, View } from "@react-pdf/renderer";
import { styles } from "../theme";

export type TotalLine = { label: string; amount: string; grand?: boolean };

/** The totals under a document's lines, right-aligned; the `grand` line is bold under a rule. */
export function TotalsBlock({ lines }: { lines: readonly TotalLine[] }) {
  return (
    <View style={styles.totals} wrap={false}>
      {lines.map((line) => (
        <View key={line.label} style={line.grand ? [styles.totalRow, styles.grandTotal] : styles.totalRow}>
          <Text>{line.label}</Text>
          <Text>{line.amount}</Text>
        </View>
      ))}
    </View>
  );
}
