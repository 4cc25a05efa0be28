import { fileURLToPath } from "node:url";
import { Font } from "@react-pdf/renderer";

// The PDFs embed Inter (SIL Open Font License), shipped as TrueType files by the npm package
// @expo-google-fonts/inter: no PDF depends on a font of the machine it is made on, and Inter has
// every Spanish letter (á é í ó ú ñ ü ¿ ¡). react-pdf embeds only the glyphs a document uses.

export const PDF_FONT = "Inter";

const fontFile = (weight: string) =>
  fileURLToPath(import.meta.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`));

let registered = false;

/** Registers the embedded fonts once per process; every render calls it first. */
export function registerPdfFonts(): void {
  if (registered) return;
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
  registered = true;
}
