import { fileURLToPath } from "node:url";
import { Font } from "@react-pdf/renderer";

// The PDFs embed Inter (SIL Open Font License), shipped as TrueType files by the npm package
// @expo-google-fonts/inter: no PDF depends on a font of the machine it is made on, and Inter has
// every Spanish letter (á é í ó ú ñ ü ¿ ¡). react-pdf embeds only the glyphs a document uses.

export const PDF_FONT = "Inter";

const fontFile = (weight: string) =>
  fileURLToPath(import.meta.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`));

/**
 * Registers the embedded fonts afresh; every render calls it first. A font object once used keeps
 * state from that document's glyphs, and the next document's text layer then maps some glyphs to
 * the wrong characters: it prints right but reads back 'S!A!' for 'S.A.' (copy, search, a screen
 * reader, an accountant's tool). New sources make each document parse its fonts anew (a few ms).
 * react-pdf's own Font.reset() leaves a font unloadable, hence the family is replaced.
 */
export function registerPdfFonts(): void {
  delete Font.getRegisteredFonts()[PDF_FONT];
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: fontFile("400Regular"), fontWeight: 400 },
      { src: fontFile("400Regular_Italic"), fontWeight: 400, fontStyle: "italic" },
      { src: fontFile("600SemiBold"), fontWeight: 600 },
      { src: fontFile("700Bold"), fontWeight: 700 },
    ],
  });
  // react-pdf hyphenates with English rules by default: it would break Spanish words at the
  // wrong places (and a text extractor would read the hyphens). Words wrap whole instead.
  Font.registerHyphenationCallback((word) => [word]);
}
