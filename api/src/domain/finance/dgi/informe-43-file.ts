import type { Informe43Line, Informe43Record } from "../../../contract";
import { type ExportColumn, type ExportTable, withoutFormula } from "../../exports";

// Informe 43's two downloads (api/docs/dgi-reports.md): the text file the DGI's e-Tax 2.0 module
// imports, and the same lines as an Excel sheet, both in the columns of the DGI's sheet.

/** 'YYYY-MM-DD' as the DGI's sheet writes a date: 'AAAAMMDD'. */
export const dgiDate = (date: string) => date.replaceAll("-", "");

/** The name of both downloads: 'informe-43-2026-10'. */
export const informe43FileName = (month: string) => `informe-43-${month}`;

/**
 * The columns of the DGI's sheet, in its order, with its headers; each value as the import file
 * writes it (codes, 'AAAAMMDD', amounts with two decimals and a point).
 */
export const informe43Columns: ReadonlyArray<
  ExportColumn<Informe43Line> & { fileValue: (line: Informe43Line) => string }
> = [
  {
    header: "TIPO DE PERSONA",
    type: "text",
    width: 10,
    value: (l) => l.personType,
    fileValue: (l) => l.personType ?? "",
  },
  { header: "RUC", type: "text", width: 22, value: (l) => l.ruc, fileValue: (l) => l.ruc ?? "" },
  { header: "DV", type: "text", width: 6, value: (l) => l.dv, fileValue: (l) => l.dv ?? "" },
  {
    header: "NOMBRE O RAZON SOCIAL",
    type: "text",
    width: 36,
    value: (l) => l.name,
    fileValue: (l) => fileText(l.name),
  },
  {
    header: "FACTURA",
    type: "text",
    width: 16,
    value: (l) => l.invoiceNumber,
    fileValue: (l) => fileText(l.invoiceNumber),
  },
  {
    header: "FECHA",
    type: "text",
    width: 10,
    value: (l) => dgiDate(l.issueDate),
    fileValue: (l) => dgiDate(l.issueDate),
  },
  {
    header: "CONCEPTO",
    type: "text",
    width: 10,
    value: (l) => l.purchaseConcept,
    fileValue: (l) => l.purchaseConcept ?? "",
  },
  {
    header: "COMPRAS DE BIENES Y SERVICIOS",
    type: "text",
    width: 14,
    value: (l) => l.purchaseType,
    fileValue: (l) => l.purchaseType ?? "",
  },
  { header: "MONTO EN BALBOAS", type: "money", value: (l) => l.amount, fileValue: (l) => l.amount },
  { header: "ITBMS PAGADO EN BALBOAS", type: "money", value: (l) => l.itbms, fileValue: (l) => l.itbms },
];

/**
 * Free text (a name, an invoice number) as one field of the import file: a tab or a line break
 * would split the record, so every control character becomes one space; and the file is also
 * opened in Excel, so text that would start a formula gets a leading apostrophe.
 */
function fileText(text: string): string {
  return withoutFormula(text.replace(/\p{Cc}+/gu, " ").trim());
}

/** The e-Tax 2.0 import file's text: one line per purchase, fields separated by tabs, CRLF, no header. */
export function informe43Text(lines: readonly Informe43Line[]): string {
  return lines.map((line) => `${informe43Columns.map((column) => column.fileValue(line)).join("\t")}\r\n`).join("");
}

/** The same lines as an Excel download (http/exports.ts writes it), named after the month. */
export function informe43Sheet(record: Informe43Record): ExportTable<Informe43Line> {
  return {
    fileName: informe43FileName(record.month),
    dated: false,
    sheetName: "Informe 43",
    columns: informe43Columns,
    pages: (async function* () {
      if (record.lines.length) yield record.lines;
    })(),
  };
}

// Windows-1252's characters between 0x80 and 0x9F (the rest of 0x00–0xFF is Latin-1 itself).
const WINDOWS_1252_EXTRAS: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/**
 * The text in Windows-1252, the encoding of a text file saved by Excel on Windows (the way the
 * DGI's own template is turned into the import file): 'ñ' and 'á' are one byte each; a character
 * the encoding lacks becomes '?'.
 */
export function toWindows1252(text: string): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else bytes.push(WINDOWS_1252_EXTRAS[code] ?? 0x3f);
  }
  return new Uint8Array(bytes);
}
