import { expect, test } from "bun:test";
import { Document, Page, Text } from "@react-pdf/renderer";
import { flat, pdfText } from "../test/pdf-text";
import { PDF_FONT } from "./fonts";
import { renderPdf } from "./render";
import { styles } from "./theme";

// The PDFs' text must come back exactly as written, Spanish letters included: the font is
// embedded from the npm package, never one of the machine's.

const SPANISH = "Año ñandú ¿Cuánto? ¡Sí! Pingüino: ÁÉÍÓÚÜÑ áéíóúüñ";

test("Spanish text is written in the embedded Inter and reads back exactly", async () => {
  const bytes = await renderPdf(
    <Document>
      <Page size="A4" style={styles.page}>
        <Text>Año ñandú ¿Cuánto?</Text>
        <Text style={{ fontWeight: 700 }}>{SPANISH}</Text>
      </Page>
    </Document>,
  );
  const text = await pdfText(bytes);
  expect(text.split("\n")[0]).toBe("Año ñandú ¿Cuánto?");
  expect(flat(text)).toContain(SPANISH);
  // Embedded TrueType subsets of Inter (regular and bold), and no standard-14 font (Helvetica…) used.
  const raw = Buffer.from(bytes).toString("latin1");
  expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${PDF_FONT}-Regular`));
  expect(raw).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${PDF_FONT}-Bold`));
  expect(raw).toContain("/FontFile2");
  expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
});

test("every document of a process reads back right, whatever the documents before it used", async () => {
  const page = (lines: string[]) => (
    <Document>
      <Page size="A4" style={styles.page}>
        {lines.map((line) => (
          <Text key={line} style={{ fontWeight: 600 }}>
            {line}
          </Text>
        ))}
      </Page>
    </Document>
  );
  // The first document gives the fonts' glyphs their state; the later ones used to read back
  // other characters for some of theirs ('S!A!' for 'S.A.', '10/12/20260').
  const first = ["Pago 1907: 01/05/1907", "Hito 1 Implementación del ERP"];
  const later = ["Panadería El Águila S.A.", "Fecha de vencimiento: 10/12/2026", "C++ y Node.js"];
  await renderPdf(page(first));
  for (let round = 0; round < 3; round++) {
    expect(flat(await pdfText(await renderPdf(page(later))))).toContain(later.join(" "));
  }
});
