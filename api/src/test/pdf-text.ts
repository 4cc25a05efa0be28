import { expect } from "bun:test";
import { extractText, getDocumentProxy } from "unpdf";

// Reads a PDF back as text with unpdf (PDF.js): what the PDF tests assert on.

/** Every page's text, pages joined by a newline. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: PDF.js takes ownership of (detaches) the buffer it is given.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** The text with every run of white space made one space, for phrases a line break may split. */
export const flat = (text: string) => text.replace(/\s+/g, " ");

/**
 * GETs a PDF download and checks it is one: 200, application/pdf, an attachment, '%PDF-' first.
 * Answers its suggested file name, its bytes and its text (white space flattened).
 */
export async function downloadPdf(
  request: (method: string, path: string) => Response | Promise<Response>,
  path: string,
) {
  const response = await request("GET", path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("no-store");
  const disposition = response.headers.get("content-disposition") ?? "";
  expect(disposition).toMatch(/^attachment; filename="[^"]+"$/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return { fileName: /filename="([^"]+)"/.exec(disposition)?.[1], bytes, text: flat(await pdfText(bytes)) };
}

/** The width and height of every image a PDF embeds, from its image objects' dictionaries. */
export function embeddedImages(bytes: Uint8Array): Array<{ width: number; height: number }> {
  const text = Buffer.from(bytes).toString("latin1");
  const dictionaries = text.match(/<<(?:(?!>>)[\s\S])*\/Subtype \/Image(?:(?!>>)[\s\S])*>>/g) ?? [];
  return dictionaries.map((dictionary) => ({
    width: Number(/\/Width (\d+)/.exec(dictionary)?.[1]),
    height: Number(/\/Height (\d+)/.exec(dictionary)?.[1]),
  }));
}
