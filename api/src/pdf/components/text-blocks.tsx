import { Text, View } from "@react-pdf/renderer";
import { styles } from "../theme";

/** A small uppercase label over lines of text ('Cliente', 'Instrucciones de pago'). */
export function LabeledBlock({ label, lines }: { label: string; lines: ReadonlyArray<string | null | undefined> }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  return (
    <View style={styles.block} wrap={false}>
      <Text style={styles.sectionLabel}>{label}</Text>
      {shown.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are printed once, in their order.
        <Text key={index} style={index === 0 ? { fontWeight: 600 } : undefined}>
          {line}
        </Text>
      ))}
    </View>
  );
}

/** The total in words, boxed: 'SON: MIL CUARENTA Y NUEVE CON 03/100 BALBOAS'. */
export function AmountInWordsBox({ words }: { words: string }) {
  return (
    <View style={styles.words} wrap={false}>
      <Text>{words}</Text>
    </View>
  );
}
