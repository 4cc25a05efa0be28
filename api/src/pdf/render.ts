import { type DocumentProps, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { registerPdfFonts } from "./fonts";

/** A PDF file's bytes. */
export type PdfBytes = Uint8Array<ArrayBuffer>;

/** Renders a react-pdf <Document> to the bytes of a PDF file. */
export async function renderPdf(document: ReactElement<DocumentProps>): Promise<PdfBytes> {
  registerPdfFonts();
  return new Uint8Array(await renderToBuffer(document));
}
