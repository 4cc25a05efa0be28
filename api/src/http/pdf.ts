import type { PdfBytes } from "../pdf/render";
import type { AppContext } from "./context";

/**
 * Answers PDF bytes as a download named `fileName` (ASCII: document numbers and report names),
 * never cached: it carries the company's and its clients' data.
 */
export function pdfResponse(c: AppContext, fileName: string, bytes: PdfBytes) {
  return c.body(bytes, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName}"`,
    "Cache-Control": "no-store",
  });
}
